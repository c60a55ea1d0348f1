// The Images dialog against the real API: crop and resize before upload (the stored file's real
// pixels), the library grid (own and shared uploads, search, next pages, delete of one's own),
// alt text asked for on insert, and files dropped or pasted on the canvas.
import { afterEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ApiClient } from '../api/client';
import type { LibraryImage } from '../api/types';
import type { EmailBuilder } from '../email-builder/email-builder';
import { fileAccount } from '../test/accounts';
import { addBlocks, canvasDocument, env, mintSession, openBlankEditor, shadow, uniqueUser } from '../test/helpers';
import { EbImagesDialog } from './images-dialog';
import { uploadWithProgress } from './upload';

// Its own account: other files' shared images would otherwise fill this file's library pages.
const pro = fileAccount('pro');

// A Free plan's storage, this file's alone.
const freeAccount = fileAccount('free');

interface ImageProps {
  src: string;
  alt: string;
  decorative?: boolean;
  naturalSize?: { src: string; width: number; height: number };
}
const imageProps = (el: EmailBuilder, index = 0) =>
  (el.store.doc.blocks[index] as unknown as { props: ImageProps }).props;

/** A PNG whose left half is red and right half blue, drawn by the browser. */
async function twoColourPng(width: number, height: number): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  context.fillStyle = '#ff0000';
  context.fillRect(0, 0, width / 2, height);
  context.fillStyle = '#0000ff';
  context.fillRect(width / 2, 0, width / 2, height);
  return canvas.convertToBlob({ type: 'image/png' });
}

/** Uploads as a customer's user (session token) or as the customer's server (secret key: a shared image). */
async function upload(bearer: string, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', await twoColourPng(16, 8), name);
  const response = await fetch(`${env().apiUrl}/v1/images`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${bearer}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

async function listImages(token: string, q = ''): Promise<LibraryImage[]> {
  const response = await fetch(`${env().apiUrl}/v1/images?limit=100&q=${encodeURIComponent(q)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await response.json()) as LibraryImage[];
}

function dialog(el: EmailBuilder): EbImagesDialog {
  const found = shadow(el).querySelector('eb-images-dialog');
  if (!found) throw new Error('no images dialog');
  return found;
}

const fileInput = (el: EmailBuilder) => shadow(dialog(el)).querySelector('input[type=file]') as HTMLInputElement;
const tileNames = (el: EmailBuilder) =>
  [...shadow(dialog(el)).querySelectorAll('li .name')].map((n) => n.textContent ?? '');

/** The picture's colour at (x, y), as served by the API. */
async function pixel(url: string, x: number, y: number): Promise<[number, number, number]> {
  const bitmap = await createImageBitmap(await (await fetch(url)).blob());
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  context.drawImage(bitmap, 0, 0);
  const [r, g, b] = context.getImageData(x, y, 1, 1).data;
  return [r ?? -1, g ?? -1, b ?? -1];
}

afterEach(() => {
  EbImagesDialog.pageSize = 30;
});

describe('Images dialog', () => {
  test('crop to 1:1, upload, describe, insert: the stored image is the square middle of the picture', async () => {
    const { el } = await openBlankEditor(pro());
    await addBlocks('Image');
    await userEvent.click(page.getByRole('button', { name: 'Choose image…' }));
    await expect.element(page.getByRole('dialog', { name: 'Images' })).toBeVisible();
    await userEvent.upload(fileInput(el), new File([await twoColourPng(40, 20)], 'banner.png', { type: 'image/png' }));
    await expect.element(page.getByRole('dialog', { name: 'Crop and resize' })).toBeVisible();
    await expect.element(page.getByText('Uploads as 40 × 20 px')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '1:1', exact: true }));
    await expect.element(page.getByText('Uploads as 20 × 20 px')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Upload', exact: true }));

    // The alt text is asked for before the picture goes in.
    await expect.element(page.getByRole('dialog', { name: 'Describe the image' })).toBeVisible();
    const insert = page.getByRole('button', { name: 'Insert image' });
    await expect.element(insert).toBeDisabled();
    await userEvent.fill(
      page.getByRole('dialog', { name: 'Describe the image' }).getByRole('textbox', { name: 'Alt text' }),
      'Red and blue square',
    );
    await userEvent.click(insert);
    await expect.element(page.getByRole('dialog', { name: 'Describe the image' })).not.toBeInTheDocument();

    const props = imageProps(el);
    expect(props.src).toMatch(new RegExp(`^${env().apiUrl}/v1/images/img_`));
    expect(props.alt).toBe('Red and blue square');
    // The API read the stored file's header: 20 × 20.
    const token = el.apiKey;
    const stored = (await listImages(token)).find((image) => image.url === props.src);
    expect(stored).toMatchObject({ width: 20, height: 20, name: 'banner.png', contentType: 'image/png' });
    // The block records that size, so the export can give the image its height.
    expect(props.naturalSize).toEqual({ src: props.src, width: 20, height: 20 });
    // The canvas shows the uploaded file at its real size: the middle of the picture, red then blue.
    const img = canvasDocument(el).querySelector(`[data-eb-block] img`) as HTMLImageElement;
    await expect.poll(() => img.getAttribute('src')).toBe(props.src);
    await expect.poll(() => [img.naturalWidth, img.naturalHeight]).toEqual([20, 20]);
    expect(await pixel(props.src, 2, 10)).toEqual([255, 0, 0]);
    expect(await pixel(props.src, 17, 10)).toEqual([0, 0, 255]);
  });

  test('600 px wide resizes before upload; replacing a picture clears its old alt text', async () => {
    const { el } = await openBlankEditor(pro());
    await addBlocks('Image');
    const id = el.store.selectedId!;
    el.store.update(id, (b) => ({ ...b, props: { ...b.props, alt: 'The old picture' } }) as typeof b);
    await userEvent.click(page.getByRole('button', { name: 'Choose image…' }));
    await userEvent.upload(fileInput(el), new File([await twoColourPng(300, 100)], 'wide.png', { type: 'image/png' }));
    await userEvent.click(page.getByRole('button', { name: '600 px wide' }));
    await expect.element(page.getByText('Uploads as 600 × 200 px')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Upload', exact: true }));
    await expect
      .element(page.getByRole('dialog', { name: 'Describe the image' }).getByRole('textbox', { name: 'Alt text' }))
      .toHaveValue('');
    await userEvent.click(page.getByRole('checkbox', { name: 'Decorative image (no alt text)' }));
    await userEvent.click(page.getByRole('button', { name: 'Insert image' }));
    await expect.poll(() => imageProps(el).src).toMatch(/\/v1\/images\/img_/);
    expect(imageProps(el)).toMatchObject({ alt: '', decorative: true });
    const img = canvasDocument(el).querySelector(`[data-eb-block="${id}"] img`) as HTMLImageElement;
    await expect.poll(() => img.naturalWidth).toBe(600);
    expect(img.naturalHeight).toBe(200);
  });

  test('the grid lists own and shared uploads page by page, search filters, and only own ones can be deleted', async () => {
    EbImagesDialog.pageSize = 2;
    const { el, userId } = await openBlankEditor(pro());
    const token = await mintSession(pro().apiKey, userId);
    const tag = uniqueUser('pic');
    const own = ['harbour', 'meadow', 'summit', 'harvest'].map((word) => `${tag}-${word}.png`);
    for (const name of own) await upload(token, name);
    const shared = `${tag}-shared-logo.png`;
    await upload(pro().apiKey, shared);
    // Someone else's upload in the same account is not in this user's library.
    const stranger = `${tag}-stranger.png`;
    await upload(await mintSession(pro().apiKey, uniqueUser()), stranger);

    await addBlocks('Image');
    await userEvent.click(page.getByRole('button', { name: 'Choose image…' }));
    await userEvent.fill(page.getByRole('searchbox', { name: 'Search images by name' }), tag);
    // Five matches arrive two at a time, as the end of the grid comes into view.
    await expect.poll(() => tileNames(el).sort(), { timeout: 10_000 }).toEqual([...own, shared].sort());
    expect(tileNames(el)).not.toContain(stranger);

    await userEvent.fill(page.getByRole('searchbox', { name: 'Search images by name' }), `${tag}-HAR`);
    await expect.poll(() => tileNames(el).sort()).toEqual([`${tag}-harbour.png`, `${tag}-harvest.png`]);

    await userEvent.fill(page.getByRole('searchbox', { name: 'Search images by name' }), tag);
    await expect.poll(() => tileNames(el).length, { timeout: 10_000 }).toBe(5);
    // Shared uploads are usable but not deletable here.
    await expect.element(page.getByRole('button', { name: `Delete ${shared}` })).not.toBeInTheDocument();
    const victim = `${tag}-meadow.png`;
    const url = (await listImages(token, victim))[0]?.url ?? '';
    expect(url).not.toBe('');
    await userEvent.click(page.getByRole('button', { name: `Delete ${victim}` }));
    await expect.element(page.getByText(/Emails already sent keep showing it only while it exists/)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Delete image' }));
    await expect.poll(() => tileNames(el)).not.toContain(victim);
    expect((await fetch(url)).status).toBe(404);
    expect((await listImages(token, tag)).map((i) => i.name)).not.toContain(victim);

    // Picking a library image asks for alt text, then puts it in the block.
    await userEvent.click(page.getByRole('button', { name: `Use ${shared}` }));
    await userEvent.fill(
      page.getByRole('dialog', { name: 'Describe the image' }).getByRole('textbox', { name: 'Alt text' }),
      'Company logo',
    );
    await userEvent.click(page.getByRole('button', { name: 'Insert image' }));
    await expect.poll(() => imageProps(el).alt).toBe('Company logo');
    expect(imageProps(el).src).toBe((await listImages(token, shared))[0]?.url);
  });

  test('a picture dropped between blocks is cropped, uploaded and added there; pasted, it replaces the selected image', async () => {
    const { el } = await openBlankEditor(pro());
    await addBlocks('Heading', 'Button');
    const heading = canvasDocument(el).querySelector('h1') as HTMLElement;
    const data = new DataTransfer();
    data.items.add(new File([await twoColourPng(40, 20)], 'dropped.png', { type: 'image/png' }));
    const box = heading.getBoundingClientRect();
    heading.dispatchEvent(
      new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true, clientY: box.bottom - 1 }),
    );
    const drop = new DragEvent('drop', {
      dataTransfer: data,
      bubbles: true,
      cancelable: true,
      clientY: box.bottom - 1,
    });
    heading.dispatchEvent(drop);
    expect(drop.defaultPrevented).toBe(true);
    await expect.element(page.getByRole('dialog', { name: 'Crop and resize' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '1:1', exact: true }));
    await userEvent.click(page.getByRole('button', { name: 'Upload', exact: true }));
    await userEvent.fill(
      page.getByRole('dialog', { name: 'Describe the image' }).getByRole('textbox', { name: 'Alt text' }),
      'Dropped',
    );
    await userEvent.click(page.getByRole('button', { name: 'Insert image' }));
    await expect.poll(() => el.store.doc.blocks.map((b) => b.type)).toEqual(['heading', 'image', 'button']);
    expect(imageProps(el, 1)).toMatchObject({ alt: 'Dropped', src: expect.stringMatching(/\/v1\/images\/img_/) });
    const first = imageProps(el, 1).src;

    // The new image is selected: a pasted picture replaces it.
    const clipboard = new DataTransfer();
    clipboard.items.add(new File([await twoColourPng(20, 20)], 'pasted.png', { type: 'image/png' }));
    const stage = shadow(shadow(shadow(el).querySelector('eb-editor')!).querySelector('eb-canvas')!).querySelector(
      '.stage',
    )!;
    stage.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true, composed: true }),
    );
    await expect.element(page.getByRole('dialog', { name: 'Crop and resize' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Upload', exact: true }));
    await userEvent.fill(
      page.getByRole('dialog', { name: 'Describe the image' }).getByRole('textbox', { name: 'Alt text' }),
      'Pasted',
    );
    await userEvent.click(page.getByRole('button', { name: 'Insert image' }));
    await expect.poll(() => imageProps(el, 1).alt).toBe('Pasted');
    expect(imageProps(el, 1).src).not.toBe(first);
    expect(el.store.doc.blocks.map((b) => b.type)).toEqual(['heading', 'image', 'button']);
  });

  test('a picture dropped on the stage beside the email never opens in the page: it goes to the dialog, and Escape adds nothing', async () => {
    const { el } = await openBlankEditor(pro());
    await addBlocks('Heading');
    const stage = shadow(shadow(shadow(el).querySelector('eb-editor')!).querySelector('eb-canvas')!).querySelector(
      '.stage',
    )!;
    const data = new DataTransfer();
    data.items.add(new File([await twoColourPng(40, 20)], 'beside.png', { type: 'image/png' }));
    const over = new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true, composed: true });
    stage.dispatchEvent(over);
    expect(over.defaultPrevented).toBe(true);
    const drop = new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true, composed: true });
    stage.dispatchEvent(drop);
    expect(drop.defaultPrevented).toBe(true);
    await expect.element(page.getByRole('dialog', { name: 'Crop and resize' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog', { name: 'Crop and resize' })).not.toBeInTheDocument();
    expect(el.store.doc.blocks.map((b) => b.type)).toEqual(['heading']);
  });

  test('the dark-mode image is picked from the library without touching the alt text', async () => {
    const { el, userId } = await openBlankEditor(pro());
    const name = `${uniqueUser('dark')}-logo-light.png`;
    const url = await upload(await mintSession(pro().apiKey, userId), name);
    await addBlocks('Image');
    const id = el.store.selectedId!;
    el.store.update(id, (b) => ({ ...b, props: { ...b.props, alt: 'Northwind logo' } }) as typeof b);
    await userEvent.click(page.getByRole('button', { name: 'Choose dark-mode image…' }));
    await userEvent.click(page.getByRole('button', { name: `Use ${name}` }));
    await expect.poll(() => (imageProps(el) as ImageProps & { darkSrc?: string }).darkSrc).toBe(url);
    expect(imageProps(el).alt).toBe('Northwind logo');
    await expect.element(page.getByRole('dialog', { name: 'Describe the image' })).not.toBeInTheDocument();
  });

  test('an upload reports its progress up to 100% and answers with the stored image', async () => {
    const userId = uniqueUser();
    const client = new ApiClient({ baseUrl: env().apiUrl, token: await mintSession(pro().apiKey, userId) });
    // Noise does not compress: about 1 MB of PNG, sent in many chunks.
    const canvas = new OffscreenCanvas(512, 512);
    const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    const pixels = context.createImageData(512, 512);
    crypto.getRandomValues(pixels.data.subarray(0, 65_536));
    for (let i = 65_536; i < pixels.data.length; i += 65_536) pixels.data.set(pixels.data.subarray(0, 65_536), i);
    for (let i = 3; i < pixels.data.length; i += 4) pixels.data[i] = 255;
    context.putImageData(pixels, 0, 0);
    const file = new File([await canvas.convertToBlob({ type: 'image/png' })], 'noise.png', { type: 'image/png' });
    const seen: number[] = [];
    const uploaded = await uploadWithProgress(client, file, (fraction) => seen.push(fraction));
    expect(uploaded.sizeBytes).toBe(file.size);
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.at(-1)).toBe(1);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    const stored = (await listImages(client.token)).find((image) => image.id === uploaded.id);
    expect(stored).toMatchObject({ width: 512, height: 512, name: 'noise.png' });
  });

  test('without imageUpload in the plan the library says so and nothing is uploaded', async () => {
    const { el } = await openBlankEditor(freeAccount());
    await addBlocks('Image');
    await userEvent.click(page.getByRole('button', { name: 'Choose image…' }));
    const library = page.getByRole('dialog', { name: 'Images' });
    await expect
      .element(library.getByRole('button', { name: 'Upload image' }))
      .toHaveAttribute('aria-disabled', 'true');
    await expect
      .element(library.getByText('Image upload is not included in your plan. Upgrade to upload images.'))
      .toBeVisible();
    // A picked file is refused in the dialog before anything is sent.
    await userEvent.upload(fileInput(el), new File([await twoColourPng(8, 8)], 'nope.png', { type: 'image/png' }));
    await expect.element(library.getByRole('alert')).toHaveTextContent('Image upload is not included in your plan');
    await expect.element(page.getByRole('dialog', { name: 'Crop and resize' })).not.toBeInTheDocument();
  });
});

// Image upload through /v1/images: the inspector's file picker and a file dropped on the image.
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { addBlocks, canvasDocument, openBlankEditor, shadow, tinyPng } from '../test/helpers';

const imageSrc = (el: { store: { selected: unknown } }) => (el.store.selected as { props: { src: string } }).props.src;

describe('image upload', () => {
  test('the file picker uploads the image and puts its public URL in the block', async () => {
    const { el } = await openBlankEditor('pro');
    await addBlocks('Image');
    const before = imageSrc(el);
    const inspector = shadow(shadow(el).querySelector('eb-editor')!).querySelector('eb-inspector')!;
    // The image panel arrives in its own lazy chunk: wait for its file picker before using it.
    const picker = () => shadow(inspector).querySelector<HTMLInputElement>('input[type=file]');
    await expect.poll(picker, { timeout: 10_000 }).not.toBeNull();
    const input = picker()!;
    await userEvent.upload(input, new File([await tinyPng('#ff0000')], 'red-square.png', { type: 'image/png' }));
    await expect.poll(() => imageSrc(el), { timeout: 10_000 }).not.toBe(before);
    const url = imageSrc(el);
    expect(url).toMatch(/^http/);
    expect((el.store.selected as { props: { alt: string } }).props.alt).toBe('red-square');
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const img = canvasDocument(el).querySelector(`[data-eb-block="${el.store.selectedId}"] img`);
    expect(img?.getAttribute('src')).toBe(url);
  });

  test('a file dropped on an image block in the canvas opens the Images dialog, then replaces its picture', async () => {
    const { el } = await openBlankEditor('pro');
    await addBlocks('Heading', 'Image');
    const id = el.store.selectedId!;
    const img = canvasDocument(el).querySelector(`[data-eb-block="${id}"] img`) as HTMLImageElement;
    const data = new DataTransfer();
    data.items.add(new File([await tinyPng('#00ff00')], 'green.png', { type: 'image/png' }));
    img.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
    const drop = new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true });
    img.dispatchEvent(drop);
    expect(drop.defaultPrevented).toBe(true);
    // Crop step, upload, then the alt text for the new picture.
    await userEvent.click(page.getByRole('button', { name: 'Upload', exact: true }));
    await userEvent.fill(
      page.getByRole('dialog', { name: 'Describe the image' }).getByRole('textbox', { name: 'Alt text' }),
      'Green square',
    );
    await userEvent.click(page.getByRole('button', { name: 'Insert image' }));
    await expect
      .poll(() => (el.store.doc.blocks[1] as { props: { src: string } }).props.src, { timeout: 10_000 })
      .toMatch(/^http.*\/images?\//);
    expect(el.store.doc.blocks.map((b) => b.type)).toEqual(['heading', 'image']);
    // A file that is not a picture never navigates the canvas away, and changes nothing.
    const heading = canvasDocument(el).querySelector('h1') as HTMLElement;
    const text = new DataTransfer();
    text.items.add(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    const stray = new DragEvent('drop', { dataTransfer: text, bubbles: true, cancelable: true });
    heading.dispatchEvent(stray);
    expect(stray.defaultPrevented).toBe(true);
    expect(el.store.doc.blocks.map((b) => b.type)).toEqual(['heading', 'image']);
  });
});

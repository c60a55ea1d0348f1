// The preview shows what the export is, always painted (checked in pixels, not in srcdoc), in
// every view, with or without sample data; its export buttons hand over the export itself.
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { EmailBuilder } from '../email-builder/email-builder';
import { addBlocks, openBlankEditor, shadow } from '../test/helpers';
import type { EbPreview } from './preview';

const previewOf = (el: EmailBuilder) => shadow(el).querySelector('eb-preview') as EbPreview;
const dialog = () => page.getByRole('dialog', { name: 'Preview' });
const view = (name: string) =>
  page.getByRole('group', { name: 'Preview as' }).getByRole('button', { name, exact: true });

/** The preview frame as the screen shows it: a screenshot, decoded. */
async function framePixels(): Promise<ImageData> {
  const base64 = await page.screenshot({ element: page.getByTitle('Email preview'), save: false });
  const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  context.drawImage(bitmap, 0, 0);
  return context.getImageData(0, 0, bitmap.width, bitmap.height);
}

/** Share of pixels darker than mid-grey: text and buttons on a light email; most of a dark one. */
function darkShare(image: ImageData): number {
  let dark = 0;
  for (let i = 0; i < image.data.length; i += 4) {
    const [r, g, b] = [image.data[i] as number, image.data[i + 1] as number, image.data[i + 2] as number];
    if (0.2126 * r + 0.7152 * g + 0.0722 * b < 110) dark++;
  }
  return dark / (image.data.length / 4);
}

async function openPreview(): Promise<void> {
  await userEvent.click(page.getByRole('button', { name: 'Preview', exact: true }));
  await expect.element(dialog()).toBeVisible();
  await expect.element(page.getByTitle('Email preview')).toBeVisible();
}

async function closePreview(): Promise<void> {
  await userEvent.click(page.getByRole('button', { name: 'Close preview' }));
  await expect.element(dialog()).not.toBeInTheDocument();
}

describe('preview', () => {
  // Ten rounds of edit, open, screenshot and close take a while on a busy machine.
  test('painted after each of 10 consecutive edits, and its HTML is exactly the export’s', {
    timeout: 180_000,
  }, async () => {
    const { el } = await openBlankEditor();
    await addBlocks('Heading', 'Button');
    const heading = el.store.doc.blocks[0]!.id;
    for (let edit = 1; edit <= 10; edit++) {
      el.store.update(heading, (b) =>
        b.type === 'heading' ? { ...b, props: { ...b.props, text: `Edit number ${edit}` } } : b,
      );
      await openPreview();
      // A blank frame is all white: the heading and the button make a visible share of dark pixels.
      await expect.poll(async () => darkShare(await framePixels()), { timeout: 5000 }).toBeGreaterThan(0.002);
      expect(previewOf(el).html).toContain(`Edit number ${edit}`);
      await closePreview();
    }
    await openPreview();
    expect(previewOf(el).html).toBe((await el.exportHtml()).html);
  });

  test('mobile is 375 px, desktop 600 px or more; the dark views are dark and say they are approximations', async () => {
    const { el } = await openBlankEditor();
    await addBlocks('Heading', 'Text');
    await openPreview();
    const frameWidth = () => (page.getByTitle('Email preview').element() as HTMLElement).getBoundingClientRect().width;
    expect(frameWidth()).toBeGreaterThanOrEqual(600);
    const light = darkShare(await framePixels());
    await userEvent.click(view('Mobile'));
    await expect.poll(frameWidth).toBe(375);

    await userEvent.click(view('Dark (Apple Mail)'));
    await expect.element(page.getByRole('note')).toHaveTextContent(/approximation of Apple Mail/);
    await expect.poll(async () => darkShare(await framePixels())).toBeGreaterThan(0.5);
    expect(light).toBeLessThan(0.2);

    await userEvent.click(view('Dark (Gmail)'));
    await expect.element(page.getByRole('note')).toHaveTextContent(/approximation of the Gmail apps/);
    await expect.poll(async () => darkShare(await framePixels())).toBeGreaterThan(0.5);
    // Views change only the preview, never the export.
    expect((await el.exportHtml()).html).not.toContain('data-eb-preview');
  });

  test('plain text shows the export’s text part; sample data fills tags in the preview only', async () => {
    const { el } = await openBlankEditor();
    await addBlocks('Heading', 'Text');
    await openPreview();
    await userEvent.click(view('Plain text'));
    const text = page.getByRole('region', { name: 'Plain-text version' });
    await expect.element(text).toHaveTextContent(/Use \{\{first_name\}\} to greet them/);
    expect(previewOf(el).text).toBe((await el.exportHtml()).text);

    await userEvent.click(page.getByRole('checkbox', { name: 'Show sample data' }));
    await expect.element(text).toHaveTextContent(/Use Ada to greet them/);
    await userEvent.click(view('Desktop'));
    expect(previewOf(el).html).toContain('Use Ada to greet them');
    const exported = await el.exportHtml();
    expect(exported.html).toContain('{{first_name}}');
    expect(exported.html).not.toContain('Ada');
    expect(exported.text).toContain('{{first_name}}');
  });

  test('a starter’s own tags get sample values although the host defined none', async () => {
    const { el } = await openBlankEditor();
    await addBlocks('Heading');
    el.store.update(el.store.selectedId!, (b) =>
      b.type === 'heading' ? { ...b, props: { ...b.props, text: 'Order {{order_id}} for {{workspace_name}}' } } : b,
    );
    await openPreview();
    await userEvent.click(page.getByRole('checkbox', { name: 'Show sample data' }));
    await expect.poll(() => previewOf(el).html).toContain('Order PC-10482 for Analytical Engines');
  });

  test('export from the preview: HTML and plain text downloads hold the export, never sample data', async () => {
    const { el } = await openBlankEditor();
    await addBlocks('Text');
    await openPreview();
    await userEvent.click(page.getByRole('checkbox', { name: 'Show sample data' }));
    const downloads: Array<{ name: string; body: Promise<string> }> = [];
    shadow(el).addEventListener(
      'click',
      (event) => {
        const link = event.target as HTMLAnchorElement;
        if (link.download) downloads.push({ name: link.download, body: fetch(link.href).then((r) => r.text()) });
      },
      true,
    );
    await userEvent.click(page.getByRole('button', { name: 'Download HTML' }));
    await userEvent.click(page.getByRole('button', { name: 'Download plain text' }));
    await expect.poll(() => downloads.length).toBe(2);
    const exported = await el.exportHtml();
    expect(downloads.map((d) => d.name)).toEqual(['untitled-template.html', 'untitled-template.txt']);
    expect(await downloads[0]!.body).toBe(exported.html);
    expect(await downloads[1]!.body).toBe(exported.text);
    await expect.element(page.getByRole('button', { name: 'Copy HTML' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Copy plain text' })).toBeVisible();
  });
});

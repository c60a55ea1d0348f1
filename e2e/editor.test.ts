// Journeys (c) and (d): building an email by hand — palette drag, reorder, undo/redo, the
// mobile and full previews — then exporting it and uploading an image into it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Page } from 'playwright/test';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { ROOT } from '../demo/build';
import { ARTIFACTS, builder, canvas, env, launch, openDemo, ownDemo, rename, save, stamp } from './helpers';

ownDemo();

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The block types of the open document, in order (through the element's public getDocument()). */
const types = (page: Page) =>
  builder(page).evaluate((el) =>
    (el as unknown as { getDocument(): { blocks: Array<{ type: string }> } }).getDocument().blocks.map((b) => b.type),
  );

async function newTemplate(page: Page, ...blocks: string[]): Promise<void> {
  await page.getByRole('button', { name: 'New template' }).click();
  await expect(page.locator('iframe[title="Email canvas"]')).toBeVisible();
  for (const label of blocks) await page.getByRole('button', { name: label, exact: true }).click();
  await expect.poll(() => types(page)).toHaveLength(blocks.length);
}

describe('editing', () => {
  test('(c) drag from the palette, reorder, undo and redo, mobile preview, full preview', async () => {
    const { page, context } = await openDemo(browser);
    try {
      await newTemplate(page, 'Heading', 'Text', 'Button');
      expect(await types(page)).toEqual(['heading', 'text', 'button']);
      await page.keyboard.press('Escape');

      // A palette item dragged onto the top edge of the heading lands before it.
      await page
        .getByRole('button', { name: 'Divider', exact: true })
        .dragTo(canvas(page).getByText('Your headline'), { targetPosition: { x: 8, y: 2 } });
      await expect.poll(() => types(page)).toEqual(['divider', 'heading', 'text', 'button']);

      // Reorder: the selected heading dragged by its handle below the button.
      await canvas(page).getByText('Your headline').click();
      await page
        .getByRole('button', { name: 'Drag to move' })
        .dragTo(canvas(page).getByText('Call to action'), { targetPosition: { x: 8, y: 30 } });
      await expect.poll(() => types(page)).toEqual(['divider', 'text', 'button', 'heading']);

      await page.getByRole('button', { name: 'Undo' }).click();
      await expect.poll(() => types(page)).toEqual(['divider', 'heading', 'text', 'button']);
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect.poll(() => types(page)).toEqual(['heading', 'text', 'button']);
      await page.getByRole('button', { name: 'Redo' }).click();
      await expect.poll(() => types(page)).toEqual(['divider', 'heading', 'text', 'button']);
      await page.getByRole('button', { name: 'Redo' }).click();
      await expect.poll(() => types(page)).toEqual(['divider', 'text', 'button', 'heading']);
      // The canvas follows the document.
      const order = await canvas(page)
        .locator('[data-eb-block]')
        .evaluateAll((nodes) => nodes.map((n) => n.textContent?.trim() ?? ''));
      expect(order.findIndex((t) => t.includes('Call to action'))).toBeLessThan(
        order.findIndex((t) => t.includes('Your headline')),
      );

      // Mobile preview: the canvas narrows to a phone's width; Desktop widens it again.
      const frame = page.locator('iframe[title="Email canvas"]');
      await page.getByRole('button', { name: 'Mobile' }).click();
      await expect(page.getByRole('button', { name: 'Mobile' })).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(async () => (await frame.boundingBox())?.width ?? 0).toBeLessThanOrEqual(375);
      await page.getByRole('button', { name: 'Desktop' }).click();
      await expect.poll(async () => (await frame.boundingBox())?.width ?? 0).toBeGreaterThan(600);

      // Full preview: the final HTML in a sandboxed frame, without the editor's annotations.
      await page.getByRole('button', { name: 'Preview' }).click();
      const dialog = page.getByRole('dialog', { name: 'Preview' });
      await expect(dialog).toBeVisible();
      const preview = dialog.locator('iframe');
      expect(await preview.getAttribute('sandbox')).toBe('');
      const srcdoc = (await preview.getAttribute('srcdoc')) ?? '';
      expect(srcdoc).toContain('Your headline');
      expect(srcdoc).toContain('Call to action');
      expect(srcdoc).not.toContain('data-eb-block');
      await page.screenshot({ path: join(ARTIFACTS, 'editor-preview.png') });
      await page.getByRole('button', { name: 'Close preview' }).click();
      await expect(dialog).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('(d) Export HTML downloads the edited email; an uploaded image lands in the email', async () => {
    const { page, context } = await openDemo(browser);
    try {
      await newTemplate(page, 'Heading');
      const title = `Harvest update ${stamp()}`;
      // The new heading is selected: its inspector edits it.
      await page.getByRole('textbox', { name: 'Heading text' }).fill(title);
      await expect(canvas(page).getByText(title)).toBeVisible();

      // Upload through the inspector's file picker into the selected image block.
      // A new block is inserted after the selection and selected: the inspector shows the image's fields.
      await page.getByRole('button', { name: 'Image', exact: true }).click();
      await expect.poll(() => types(page)).toEqual(['heading', 'image']);
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Upload image' }).click();
      await (await chooser).setFiles(join(ROOT, 'core/assets/starters/fern-monstera.png'));
      const image = canvas(page).locator('[data-eb-block] img').first();
      // The new block's placeholder is served by the API too: wait for the uploaded image's URL.
      await expect(image).toHaveAttribute('src', new RegExp(`^${env().apiUrl}/v1/images/`));
      const src = (await image.getAttribute('src')) ?? '';
      await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      // The uploaded file is what the email now points at.
      const served = Buffer.from(await (await fetch(src)).arrayBuffer());
      expect(served.equals(readFileSync(join(ROOT, 'core/assets/starters/fern-monstera.png')))).toBe(true);

      const name = `Harvest ${stamp()}`;
      await rename(page, name);
      await save(page, name);

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export HTML' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.html$/);
      const path = join(ARTIFACTS, `export-${file.suggestedFilename()}`);
      await file.saveAs(path);
      const html = readFileSync(path, 'utf8');
      expect(html).toContain(title);
      expect(html).toContain(src);
      expect(html).toMatch(/^<!doctype html>/i);
      expect(html).not.toContain('data-eb-block');
    } finally {
      await context.close();
    }
  });
});

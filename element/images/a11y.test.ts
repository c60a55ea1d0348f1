// axe-core over the Images dialog (library, crop, alt text), the "Save as block" dialog and the
// palette's Saved section: no serious or critical violation, light and dark.
import axe from 'axe-core';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { EmailBuilder } from '../email-builder/email-builder';
import { addBlocks, env, mintSession, openBlankEditor, shadow } from '../test/helpers';

async function seriousViolations(context: Element): Promise<string[]> {
  const result = await axe.run(context, { iframes: false, resultTypes: ['violations'] });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary}`).join(', ')}`);
}

/** Checks `part` of the element in both themes (polled: colours ease when the theme changes). */
async function checkBothThemes(el: EmailBuilder, part: () => Element): Promise<void> {
  for (const theme of ['light', 'dark']) {
    el.setAttribute('theme', theme);
    await el.updateComplete;
    await expect.poll(async () => seriousViolations(part()), { timeout: 10_000 }).toEqual([]);
  }
  el.setAttribute('theme', 'light');
}

const imagesDialog = (el: EmailBuilder) => () => shadow(el).querySelector('eb-images-dialog')!;

async function picture(): Promise<Blob> {
  const canvas = new OffscreenCanvas(64, 32);
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  context.fillStyle = '#0f766e';
  context.fillRect(0, 0, 64, 32);
  return canvas.convertToBlob({ type: 'image/png' });
}

describe('accessibility of images and saved blocks', () => {
  test('Images dialog: library, crop and alt-text steps', { timeout: 60_000 }, async () => {
    const { el, userId } = await openBlankEditor('pro');
    const form = new FormData();
    form.append('file', await picture(), 'teal.png');
    const token = await mintSession(env().accounts.pro.apiKey, userId);
    await fetch(`${env().apiUrl}/v1/images`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    await addBlocks('Image');
    await userEvent.click(page.getByRole('button', { name: 'Choose image…' }));
    await expect.element(page.getByRole('button', { name: 'Use teal.png' })).toBeVisible();
    await checkBothThemes(el, imagesDialog(el));
    const dialog = shadow(el).querySelector('eb-images-dialog')!;
    const input = shadow(dialog).querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File([await picture()], 'again.png', { type: 'image/png' }));
    await expect.element(page.getByRole('dialog', { name: 'Crop and resize' })).toBeVisible();
    await checkBothThemes(el, imagesDialog(el));
    await userEvent.click(page.getByRole('button', { name: 'Upload', exact: true }));
    await expect.element(page.getByRole('dialog', { name: 'Describe the image' })).toBeVisible();
    await checkBothThemes(el, imagesDialog(el));
  });

  test('"Save as block" dialog and the Saved section', { timeout: 60_000 }, async () => {
    const { el } = await openBlankEditor('pro');
    await addBlocks('Heading');
    await userEvent.click(page.getByRole('button', { name: 'Save as block' }));
    await expect.element(page.getByRole('dialog', { name: 'Save as block' })).toBeVisible();
    await checkBothThemes(el, () => shadow(el).querySelector('eb-save-block-dialog')!);
    await userEvent.click(page.getByRole('button', { name: 'Save block' }));
    await expect
      .element(page.getByRole('list', { name: 'Saved blocks' }).getByRole('button', { name: 'Heading', exact: true }))
      .toBeVisible();
    const palette = shadow(shadow(el).querySelector('eb-editor')!).querySelector('eb-palette')!;
    await checkBothThemes(el, () => shadow(palette).querySelector('eb-saved-blocks')!);
  });
});

// An uploaded image records its pixel size, so the exported email gives it a height (its box
// keeps its space when the reader's client blocks images).
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { addBlocks, openBlankEditor, shadow } from '../test/helpers';

/** A real PNG of the given size, drawn by the browser. */
async function png(width: number, height: number): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  context.fillStyle = '#0f766e';
  context.fillRect(0, 0, width, height);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), 'image/png'));
  return new File([blob], 'banner.png', { type: 'image/png' });
}

test('an uploaded 300×100 banner exports 600 wide and 200 high', async () => {
  const { el } = await openBlankEditor('pro');
  await addBlocks('Image');
  const id = el.store.selectedId as string;
  const inspector = shadow(shadow(el).querySelector('eb-editor') as Element).querySelector('eb-inspector') as Element;
  // The image settings arrive as a chunk: wait for the file picker.
  const picker = () => shadow(inspector).querySelector<HTMLInputElement>('input[type=file]');
  await expect.poll(picker).not.toBeNull();
  await userEvent.upload(picker() as HTMLInputElement, await png(300, 100));
  const props = () =>
    el.store.selected?.props as { src: string; naturalSize?: { src: string; width: number; height: number } };
  await expect.poll(() => props().src, { timeout: 10_000 }).toMatch(/\/v1\/images\//);
  expect(props().naturalSize).toEqual({ src: props().src, width: 300, height: 100 });
  const { html } = await el.exportHtml();
  const img = new DOMParser().parseFromString(html, 'text/html').querySelector(`img[src="${props().src}"]`);
  expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['600', '200']);
  expect(id).toBe(el.store.selectedId);
});

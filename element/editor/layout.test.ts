// Any screen: side by side at 1280 px, drawers at 768 px, bottom sheets at 390 px, checked by the
// bounding boxes the browser lays out (no overlap, the canvas keeps its width).
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { EmailBuilder } from '../email-builder/email-builder';
import { addBlocks, openBlankEditor, shadow } from '../test/helpers';

type Box = DOMRect;
const editorRoot = (el: EmailBuilder) => shadow(shadow(el).querySelector('eb-editor')!);
const box = (node: Element | null | undefined): Box => (node as Element).getBoundingClientRect();
const shown = (r: Box) => r.width > 0 && r.height > 0;
const overlap = (a: Box, b: Box) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

/** The element filling a screen of the given size, as a host page's full-width editor. */
async function screen(el: EmailBuilder, width: number, height: number) {
  await page.viewport(width, height);
  document.body.style.margin = '0';
  el.style.width = `${width}px`;
  el.style.height = `${height}px`;
  await expect.poll(() => Math.round(box(el).width)).toBe(width);
}

function parts(el: EmailBuilder) {
  const root = editorRoot(el);
  return {
    palette: box(root.querySelector('aside.left')),
    canvas: box(root.querySelector('eb-canvas')),
    inspector: box(root.querySelector('aside.right')),
    body: box(root.querySelector('.body')),
    toolbar: root.querySelector('.toolbar') as HTMLElement,
  };
}

/** Every visible toolbar item (group members one by one): none may overlap another or leave the bar. */
function expectToolbarClear(toolbar: HTMLElement) {
  const items = [...toolbar.querySelectorAll<HTMLElement>(':scope > *:not(.group), :scope > .group > *, .name > *')]
    .filter((item) => !item.classList.contains('name'))
    .map((item) => ({ item, r: box(item) }))
    .filter(({ r }) => shown(r));
  expect(items.length).toBeGreaterThan(8);
  const bar = box(toolbar);
  for (const [i, a] of items.entries()) {
    expect(a.r.left, a.item.textContent ?? '').toBeGreaterThanOrEqual(bar.left - 0.5);
    expect(a.r.right, a.item.textContent ?? '').toBeLessThanOrEqual(bar.right + 0.5);
    for (const b of items.slice(i + 1))
      expect(overlap(a.r, b.r), `${a.item.textContent?.trim()} / ${b.item.textContent?.trim()}`).toBe(false);
  }
}

describe('layout on any screen', () => {
  test('1280 px: palette, canvas and inspector side by side; no drawer toggles', async () => {
    const { el } = await openBlankEditor();
    await addBlocks('Heading');
    await screen(el, 1280, 800);
    const p = parts(el);
    expect(shown(p.palette) && shown(p.canvas) && shown(p.inspector)).toBe(true);
    expect(p.palette.right).toBeLessThanOrEqual(p.canvas.left + 0.5);
    expect(p.canvas.right).toBeLessThanOrEqual(p.inspector.left + 0.5);
    expect(p.canvas.width).toBeGreaterThanOrEqual(648);
    expect(page.getByRole('button', { name: 'Blocks' }).elements()).toHaveLength(0);
    expectToolbarClear(p.toolbar);
  });

  test('1280 to 1600 px: the save status reads in full beside the name ("Unsaved changes", not cut off)', async () => {
    const { el } = await openBlankEditor();
    await addBlocks('Heading');
    for (const width of [1280, 1366, 1440, 1600]) {
      await screen(el, width, 800);
      const status = parts(el).toolbar.querySelector<HTMLElement>('.status') as HTMLElement;
      await expect.poll(() => status.textContent?.trim()).toBe('Unsaved changes');
      expect(status.scrollWidth, `at ${width} px`).toBeLessThanOrEqual(status.clientWidth);
      expectToolbarClear(parts(el).toolbar);
    }
  });

  test('768 px: palette and inspector are toggled drawers over a full-width canvas', async () => {
    const { el } = await openBlankEditor();
    await screen(el, 768, 1024);
    let p = parts(el);
    expect(shown(p.palette) || shown(p.inspector)).toBe(false);
    expect(p.canvas.width).toBe(p.body.width);
    expectToolbarClear(p.toolbar);

    await userEvent.click(page.getByRole('button', { name: 'Blocks' }));
    await expect.element(page.getByRole('button', { name: 'Blocks' })).toHaveAttribute('aria-expanded', 'true');
    p = parts(el);
    expect(shown(p.palette)).toBe(true);
    expect(p.palette.left).toBe(p.body.left);
    expect(p.palette.width).toBeLessThan(p.body.width / 2);
    // Adding a block closes the palette so the new block shows.
    await addBlocks('Heading');
    expect(shown(parts(el).palette)).toBe(false);

    await userEvent.click(page.getByRole('button', { name: 'Settings' }));
    p = parts(el);
    expect(shown(p.inspector)).toBe(true);
    expect(Math.round(p.inspector.right)).toBe(Math.round(p.body.right));
    await expect.element(page.getByRole('spinbutton', { name: 'Font size', exact: true })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Settings' }));
    expect(shown(parts(el).inspector)).toBe(false);
  });

  test('390 px: the canvas keeps ≥ 320 px, panels are bottom sheets, no toolbar item overlaps another', async () => {
    const { el } = await openBlankEditor();
    await addBlocks('Text');
    await screen(el, 390, 844);
    let p = parts(el);
    expect(p.canvas.width).toBeGreaterThanOrEqual(320);
    expect(p.canvas.height).toBeGreaterThanOrEqual(320);
    expectToolbarClear(p.toolbar);

    await userEvent.click(page.getByRole('button', { name: 'Settings' }));
    p = parts(el);
    expect(shown(p.inspector)).toBe(true);
    expect(Math.round(p.inspector.width)).toBe(Math.round(p.body.width));
    expect(Math.round(p.inspector.bottom)).toBe(Math.round(p.body.bottom));
    expect(p.inspector.top).toBeGreaterThan(p.body.top + 50);
    await expect.element(page.getByRole('spinbutton', { name: 'Font size', exact: true })).toBeVisible();

    await userEvent.click(page.getByRole('button', { name: 'Blocks' }));
    p = parts(el);
    expect(shown(p.inspector)).toBe(false);
    expect(shown(p.palette)).toBe(true);
    expect(Math.round(p.palette.bottom)).toBe(Math.round(p.body.bottom));
    expect(Math.round(p.palette.width)).toBe(Math.round(p.body.width));
  });
});

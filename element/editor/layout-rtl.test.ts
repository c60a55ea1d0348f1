// Right to left: in Arabic the whole editor mirrors (palette on the right, inspector on the left,
// the back button at the toolbar's right end, arrows pointing the other way), while the email on
// the canvas keeps the document's own direction. Checked on the boxes the browser lays out.
// Parts are found by their structure, not by English names, so the test holds once every label is Arabic.
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { EbCanvas } from '../canvas/canvas';
import type { EmailBuilder } from '../email-builder/email-builder';
import { canvasDocument, canvasReady, env, mintSession, mount, shadow, uniqueUser } from '../test/helpers';

type Box = DOMRect;
const box = (node: Element | null | undefined): Box => (node as Element).getBoundingClientRect();
const shown = (r: Box) => r.width > 0 && r.height > 0;
const overlap = (a: Box, b: Box) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
const editorRoot = (el: EmailBuilder) => shadow(shadow(el).querySelector('eb-editor') as Element);

/** Mounts the element in a locale, opens a blank template and adds the first two palette blocks. */
async function openEditor(locale: string): Promise<EmailBuilder> {
  const userId = uniqueUser('rtl');
  const token = await mintSession(env().accounts.pro.apiKey, userId);
  const { el, of } = mount({ 'api-key': token, 'user-id': userId, 'base-url': env().apiUrl, locale });
  await expect.poll(() => of('eb-ready').length, { timeout: 10_000 }).toBe(1);
  await expect.poll(() => el.i18n.locale, { timeout: 10_000 }).toBe(locale);
  const newButton = () => shadow(el).querySelector('eb-gallery')?.shadowRoot?.querySelector<HTMLElement>('button.new');
  await expect.poll(() => !!newButton(), { timeout: 10_000 }).toBe(true);
  newButton()?.click();
  await expect.poll(() => canvasReady(el), { timeout: 10_000 }).toBe(true);
  const palette = () => [
    ...(editorRoot(el).querySelector('eb-palette')?.shadowRoot?.querySelectorAll('ul button') ?? []),
  ];
  await expect.poll(() => palette().length).toBeGreaterThan(2);
  for (const button of palette().slice(0, 2)) await userEvent.click(button);
  await expect.poll(() => el.store.doc.blocks.length).toBe(2);
  return el;
}

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
    root,
    palette: box(root.querySelector('aside.left')),
    canvas: box(root.querySelector('eb-canvas')),
    inspector: box(root.querySelector('aside.right')),
    body: box(root.querySelector('.body')),
    toolbar: root.querySelector('.toolbar') as HTMLElement,
  };
}

/** The toolbar's visible items, one by one (the name field's input and status count separately). */
function toolbarItems(toolbar: HTMLElement) {
  return [...toolbar.querySelectorAll<HTMLElement>(':scope > *:not(.group), :scope > .group > *, .name > *')]
    .filter((item) => !item.classList.contains('name'))
    .map((item) => ({ item, r: box(item) }))
    .filter(({ r }) => shown(r));
}

function expectToolbarClear(toolbar: HTMLElement) {
  const items = toolbarItems(toolbar);
  expect(items.length).toBeGreaterThan(8);
  const bar = box(toolbar);
  for (const [i, a] of items.entries()) {
    expect(a.r.left).toBeGreaterThanOrEqual(bar.left - 0.5);
    expect(a.r.right).toBeLessThanOrEqual(bar.right + 0.5);
    for (const b of items.slice(i + 1))
      expect(overlap(a.r, b.r), `${a.item.outerHTML.slice(0, 60)} / ${b.item.outerHTML.slice(0, 60)}`).toBe(false);
  }
}

const mirrored = (svg: Element | null | undefined) => getComputedStyle(svg as Element).transform;
const FLIPPED = 'matrix(-1, 0, 0, 1, 0, 0)';

describe('right-to-left layout (ar)', () => {
  test('1280 px: the element is rtl, the palette sits right of the canvas and the inspector left, back is at the right end', async () => {
    const el = await openEditor('ar');
    await screen(el, 1280, 800);
    expect(getComputedStyle(el).direction).toBe('rtl');
    const p = parts(el);
    expect(getComputedStyle(p.toolbar).direction).toBe('rtl');
    expect(shown(p.palette) && shown(p.canvas) && shown(p.inspector)).toBe(true);
    expect(p.palette.left).toBeGreaterThanOrEqual(p.canvas.right - 0.5);
    expect(p.inspector.right).toBeLessThanOrEqual(p.canvas.left + 0.5);
    expect(p.canvas.width).toBeGreaterThanOrEqual(648);
    // The columns' borders face the canvas on their mirrored sides.
    expect(getComputedStyle(p.root.querySelector('aside.left') as Element).borderLeftWidth).toBe('1px');
    expect(getComputedStyle(p.root.querySelector('aside.right') as Element).borderRightWidth).toBe('1px');
    expectToolbarClear(p.toolbar);

    // Back is the toolbar's first item: at its right end, right of everything else, its arrow pointing right.
    const back = p.toolbar.firstElementChild as HTMLElement;
    const others = toolbarItems(p.toolbar).filter(({ item }) => item !== back);
    for (const { r } of others) expect(box(back).right).toBeGreaterThan(r.right);
    expect(box(p.toolbar).right - box(back).right).toBeLessThan(24);
    expect(mirrored(back.querySelector('svg'))).toBe(FLIPPED);
    // Undo, redo and Send test's paper plane turn the other way; the device icons (symmetrical) do not.
    const iconButtons = [...p.toolbar.querySelectorAll(':scope > .btn.icon svg')];
    expect(iconButtons.length).toBe(3);
    for (const svg of iconButtons) expect(mirrored(svg)).toBe(FLIPPED);
    expect(mirrored(p.toolbar.querySelector('.group svg'))).toBe('none');
  });

  test('1280 px: the checks panel floats beside the inspector, on its mirrored side', async () => {
    const el = await openEditor('ar');
    await screen(el, 1280, 800);
    // The button's name carries the findings' count, which may still change while checks run (a
    // locator resolved by that name then misses): this layout test clicks the element itself.
    const button = () => parts(el).root.querySelector<HTMLElement>('[data-checks-button]');
    await expect.poll(() => !!button()?.querySelector('.badge')).toBe(true);
    button()?.click();
    await expect.poll(() => button()?.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => !!parts(el).root.querySelector('eb-checks')).toBe(true);
    const panel = () => box(parts(el).root.querySelector('eb-checks'));
    await expect.poll(() => shown(panel())).toBe(true);
    const p = parts(el);
    expect(panel().left).toBeGreaterThanOrEqual(p.inspector.right - 0.5);
    expect(panel().right).toBeLessThanOrEqual(p.canvas.right + 0.5);
  });

  test('what users type keeps its own direction; the HTML source and the alignment choices stay left to right', async () => {
    const el = await openEditor('ar');
    await screen(el, 1280, 800);
    el.store.select(el.store.doc.blocks.find((b) => b.type === 'text')?.id ?? null);
    const inspector = () => shadow(parts(el).root.querySelector('eb-inspector') as Element);
    await expect.poll(() => !!inspector().querySelector('textarea.input')).toBe(true);
    const source = inspector().querySelector('textarea.input') as HTMLTextAreaElement;
    expect(getComputedStyle(source).direction).toBe('ltr');
    // Left, Center, Right: Left is the leftmost button in any UI.
    const align = [...inspector().querySelectorAll('.segmented button')].map((b) => box(b).left);
    expect(align.length).toBe(3);
    expect(align).toEqual([...align].sort((a, b) => a - b));
    // An English template name in the Arabic UI starts at the left and truncates at its end.
    const name = parts(el).root.querySelector('.name input') as HTMLInputElement;
    expect(getComputedStyle(name).unicodeBidi).toBe('plaintext');
  });

  test("the block's toolbar sits at the block's left end, the text toolbar at its right", async () => {
    const el = await openEditor('ar');
    await screen(el, 1280, 800);
    const canvasRoot = () => shadow(parts(el).root.querySelector('eb-canvas') as Element);
    const text = el.store.doc.blocks.find((b) => b.type === 'text')?.id ?? '';
    el.store.select(text);
    await expect.poll(() => !!canvasRoot().querySelector('.bar')).toBe(true);
    const outline = () => box(canvasRoot().querySelector('.outline.selected'));
    expect(Math.abs(box(canvasRoot().querySelector('.bar')).left - outline().left)).toBeLessThan(1);
    expect(box(canvasRoot().querySelector('.bar')).right).toBeLessThan(outline().right - 40);

    (parts(el).root.querySelector('eb-canvas') as EbCanvas).editBlock(text);
    await expect.poll(() => !!canvasRoot().querySelector('.format')).toBe(true);
    await expect
      .poll(() => Math.abs(box(canvasRoot().querySelector('.format')).right - outline().right))
      .toBeLessThan(1);
  });

  test('the same icons and columns are not mirrored in a left-to-right locale', async () => {
    const el = await openEditor('de');
    await screen(el, 1280, 800);
    expect(getComputedStyle(el).direction).toBe('ltr');
    const p = parts(el);
    expect(p.palette.right).toBeLessThanOrEqual(p.canvas.left + 0.5);
    expect(p.canvas.right).toBeLessThanOrEqual(p.inspector.left + 0.5);
    expect(mirrored((p.toolbar.firstElementChild as HTMLElement).querySelector('svg'))).toBe('none');
    // The block's toolbar at the block's right end, as the inline style places it.
    const canvasRoot = shadow(p.root.querySelector('eb-canvas') as Element);
    el.store.select(el.store.doc.blocks[0]?.id ?? null);
    await expect.poll(() => !!canvasRoot.querySelector('.bar')).toBe(true);
    expect(
      Math.abs(box(canvasRoot.querySelector('.bar')).right - box(canvasRoot.querySelector('.outline.selected')).right),
    ).toBeLessThan(1);
  });

  test("the canvas keeps the document's direction in either UI", async () => {
    const el = await openEditor('ar');
    const frameDirection = () => {
      const doc = canvasDocument(el);
      const text = doc.querySelector('[data-eb-block] p, [data-eb-block] h1, [data-eb-block] h2') ?? doc.body;
      return [getComputedStyle(doc.documentElement).direction, getComputedStyle(text).direction];
    };
    // A left-to-right email inside the Arabic UI stays left to right.
    expect(frameDirection()).toEqual(['ltr', 'ltr']);
    el.store.setCanvas({ dir: 'rtl', lang: 'ar' });
    await expect.poll(frameDirection).toEqual(['rtl', 'rtl']);

    // And a right-to-left email renders right to left in the English UI too.
    el.locale = 'en';
    await expect.poll(() => getComputedStyle(el).direction).toBe('ltr');
    await expect.poll(() => canvasReady(el)).toBe(true);
    await expect.poll(frameDirection).toEqual(['rtl', 'rtl']);
    el.store.setCanvas({ dir: 'ltr' });
    await expect.poll(frameDirection).toEqual(['ltr', 'ltr']);
  });

  test('768 px: the palette drawer opens from the right, the inspector from the left', async () => {
    const el = await openEditor('ar');
    await screen(el, 768, 1024);
    const toggle = (drawer: string) =>
      parts(el).root.querySelector<HTMLElement>(`.drawer-toggle[aria-controls="${drawer}"]`) as HTMLElement;
    expectToolbarClear(parts(el).toolbar);
    await userEvent.click(toggle('palette'));
    await expect.poll(() => shown(parts(el).palette)).toBe(true);
    let p = parts(el);
    expect(Math.round(p.palette.right)).toBe(Math.round(p.body.right));
    expect(p.palette.width).toBeLessThan(p.body.width / 2);
    await userEvent.click(toggle('inspector'));
    await expect.poll(() => shown(parts(el).inspector)).toBe(true);
    p = parts(el);
    expect(Math.round(p.inspector.left)).toBe(Math.round(p.body.left));
    expect(p.inspector.width).toBeLessThan(p.body.width / 2);
  });

  test('390 px: the canvas keeps ≥ 320 px, no toolbar item overlaps another, panels are full-width bottom sheets', async () => {
    const el = await openEditor('ar');
    await screen(el, 390, 844);
    let p = parts(el);
    expect(p.canvas.width).toBeGreaterThanOrEqual(320);
    expect(p.canvas.height).toBeGreaterThanOrEqual(320);
    expectToolbarClear(p.toolbar);
    // The back button still starts the toolbar: on its right.
    const back = box(p.toolbar.firstElementChild);
    expect(box(p.toolbar).right - back.right).toBeLessThan(24);

    await userEvent.click(p.root.querySelector('.drawer-toggle[aria-controls="inspector"]') as HTMLElement);
    await expect.poll(() => shown(parts(el).inspector)).toBe(true);
    p = parts(el);
    expect(Math.round(p.inspector.width)).toBe(Math.round(p.body.width));
    expect(Math.round(p.inspector.bottom)).toBe(Math.round(p.body.bottom));
    expect(p.inspector.top).toBeGreaterThan(p.body.top + 50);
  });
});

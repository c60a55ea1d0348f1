// Issue 13, "Any language": the demo's language picker switches the element into each shipped
// locale; in each, the gallery and the editor (a text block selected) are screenshotted at 1280 and
// 390 px into artifacts/e2e/locales/ for a translator's review, and the run fails on a missing
// message, on visible text that looks like a message key, on a clipped button or tab and on
// overlapping toolbar items. Arabic must lay the whole UI out right to left.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Page } from 'playwright/test';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { ARTIFACTS, builder, canvas, card, launch, openDemo, ownDemo } from './helpers';

ownDemo();

const SHOTS = join(ARTIFACTS, 'locales');
mkdirSync(SHOTS, { recursive: true });

/** The picker's options, each in its own language. */
const LOCALES = [
  ['en', 'English'],
  ['de', 'Deutsch'],
  ['fr', 'Français'],
  ['es', 'Español'],
  ['pt-BR', 'Português (Brasil)'],
  ['ja', '日本語'],
  ['ar', 'العربية'],
] as const;

/** What a message key looks like (`editor.toolbar.save`): never shown to a user. */
const KEY_PATTERN = /\b[a-z]+(?:\.[a-z][A-Za-z0-9]*){1,}\b/;
const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface Audit {
  /** Buttons and tabs whose text does not fit (scrollWidth > clientWidth + 1). */
  clipped: string[];
  /** Pairs of toolbar items that overlap, or an item outside the bar. */
  overlaps: string[];
  /** Visible texts and accessible names (aria-label, title, placeholder, alt) in the element's shadow roots. */
  texts: string[];
}

/**
 * Measures the element as laid out now (runs in the page). The regions are the editor's toolbar,
 * the palette, the inspector's tabs and the gallery's header and tabs; texts come from every shadow root.
 */
function audit(): Audit {
  const host = document.querySelector('email-builder');
  const roots: ShadowRoot[] = [];
  const collect = (root: ShadowRoot | null | undefined) => {
    if (!root) return;
    roots.push(root);
    for (const el of root.querySelectorAll('*')) collect(el.shadowRoot);
  };
  collect(host?.shadowRoot);
  const find = (tag: string) => roots.map((r) => r.host).find((h) => h.localName === tag)?.shadowRoot ?? null;
  const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: false });
  const label = (el: Element) =>
    `${el.localName}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 40)}"`;

  const candidates: Element[] = [];
  const editor = find('eb-editor');
  const gallery = find('eb-gallery');
  candidates.push(...(editor?.querySelectorAll('.toolbar button, .toolbar .status') ?? []));
  candidates.push(...(find('eb-palette')?.querySelectorAll('button') ?? []));
  candidates.push(...(find('eb-inspector')?.querySelectorAll('[role="tab"]') ?? []));
  candidates.push(...(gallery?.querySelectorAll('header button, header h2, [role="tab"], button.new') ?? []));
  const clipped = candidates
    .filter((el) => visible(el) && el.scrollWidth > el.clientWidth + 1)
    .map((el) => `${label(el)} ${el.scrollWidth} > ${el.clientWidth}`);

  const overlaps: string[] = [];
  const toolbar = editor?.querySelector('.toolbar');
  if (toolbar && visible(toolbar)) {
    const bar = toolbar.getBoundingClientRect();
    const items = [...toolbar.querySelectorAll(':scope > *:not(.group), :scope > .group > *, .name > *')]
      .filter((el) => !el.classList.contains('name') && visible(el))
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && r.height > 0);
    for (const [i, a] of items.entries()) {
      if (a.r.left < bar.left - 0.5 || a.r.right > bar.right + 0.5) overlaps.push(`${label(a.el)} leaves the toolbar`);
      for (const b of items.slice(i + 1)) {
        const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        if (x > 0.5 && y > 0.5) overlaps.push(`${label(a.el)} overlaps ${label(b.el)}`);
      }
    }
  }

  const texts: string[] = [];
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || !parent || ['STYLE', 'SCRIPT', 'TEMPLATE'].includes(parent.tagName) || !visible(parent)) continue;
      texts.push(text);
    }
    for (const el of root.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      if (!visible(el)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
  }
  return { clipped, overlaps, texts };
}

async function expectClean(page: Page, where: string): Promise<void> {
  const result = await page.evaluate(audit);
  expect(result.clipped, `clipped text (${where})`).toEqual([]);
  expect(result.overlaps, `overlapping toolbar items (${where})`).toEqual([]);
  expect(result.texts.length, `texts found (${where})`).toBeGreaterThan(5);
  expect(
    result.texts.filter((t) => KEY_PATTERN.test(t)),
    `text that looks like a message key (${where})`,
  ).toEqual([]);
}

/** Every image (canvas, thumbnails) has loaded or failed, and the fonts are in: a stable screenshot. */
async function settled(page: Page): Promise<boolean> {
  const frames = page.frames();
  const done = await Promise.all(
    frames.map((frame) => frame.evaluate(() => [...document.images].every((img) => img.complete)).catch(() => true)),
  );
  return done.every(Boolean);
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => settled(page), { timeout: 15_000 }).toBe(true);
  await builder(page).screenshot({ path: join(SHOTS, `${name}.png`), animations: 'disabled' });
}

/** The element's own parts (Playwright's CSS pierces its shadow roots). */
const part = (page: Page, selector: string) => page.locator(`email-builder ${selector}`).first();

describe('every locale', () => {
  test('the header has a Language picker whose options are named in their own languages', async () => {
    const { page, context } = await openDemo(browser, { viewport: WIDE });
    try {
      const picker = page.getByRole('banner').getByRole('combobox', { name: 'Language' });
      await expect(picker).toBeVisible();
      expect(await picker.locator('option').allTextContents()).toEqual(LOCALES.map(([, name]) => name));
      await picker.selectOption('de');
      await expect(builder(page)).toHaveAttribute('lang', 'de');
      // The demo's own texts are English: its page stays English and left to right.
      expect(
        await page.evaluate(() => [document.documentElement.lang, getComputedStyle(document.body).direction]),
      ).toEqual(['en', 'ltr']);
      await expect(part(page, 'button.new')).toHaveText(/\S/);
    } finally {
      await context.close();
    }
  });

  test.each(LOCALES)(
    '%s (%s): gallery and editor at 1280 and 390 px, nothing missing, clipped or overlapping',
    async (locale) => {
      const { page, context } = await openDemo(browser, { viewport: WIDE });
      const missing: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('[email-builder] missing message')) missing.push(message.text());
      });
      try {
        await page.getByRole('combobox', { name: 'Language' }).selectOption(locale);
        await expect(builder(page)).toHaveAttribute('lang', locale);
        await expect(card(page, 'Aurora headphones launch')).toBeVisible({ timeout: 15_000 });
        await builder(page).scrollIntoViewIfNeeded();
        const direction = await builder(page).evaluate((el) => getComputedStyle(el).direction);
        expect(direction).toBe(locale === 'ar' ? 'rtl' : 'ltr');

        // The gallery, wide and on a phone.
        await expectClean(page, 'gallery, 1280 px');
        await shoot(page, `${locale}-gallery-1280`);
        await page.setViewportSize(PHONE);
        await expectClean(page, 'gallery, 390 px');
        // One line: a title that may break after any character (Japanese) must not stack a glyph per line.
        const title = await part(page, 'eb-gallery header h2').evaluate((h) => ({
          height: h.getBoundingClientRect().height,
          fontSize: Number.parseFloat(getComputedStyle(h).fontSize),
        }));
        expect(title.height, `${locale}: the gallery title wraps on a phone`).toBeLessThan(2 * title.fontSize);
        await shoot(page, `${locale}-gallery-390`);
        await page.setViewportSize(WIDE);

        // The editor with a text block selected.
        await card(page, 'Aurora headphones launch').click();
        const text = canvas(page).getByText('Silence, tuned to you.');
        await text.click();
        await expect(part(page, 'eb-inspector [role="tab"]')).toBeVisible();
        await expect
          .poll(() =>
            builder(page).evaluate(
              (el) => (el as unknown as { store: { selected: { type: string } | null } }).store.selected?.type,
            ),
          )
          .toBe('text');
        await expectClean(page, 'editor, 1280 px');
        if (locale === 'ar') await expectMirrored(page);
        await shoot(page, `${locale}-editor-1280`);

        await page.setViewportSize(PHONE);
        await expect(part(page, '.drawer-toggle[aria-controls="palette"]')).toBeVisible();
        await expectClean(page, 'editor, 390 px');
        await part(page, '.drawer-toggle[aria-controls="palette"]').click();
        await expect(part(page, 'eb-palette button')).toBeVisible();
        await expectClean(page, 'editor with the palette, 390 px');
        await part(page, '.drawer-toggle[aria-controls="inspector"]').click();
        await expect(part(page, 'eb-inspector [role="tab"]')).toBeVisible();
        await expectClean(page, 'editor with the inspector, 390 px');
        await shoot(page, `${locale}-editor-390`);

        expect(missing, 'console warnings about missing messages').toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

/** Arabic at 1280 px: palette right of the canvas, inspector left of it, back at the toolbar's right end. */
async function expectMirrored(page: Page): Promise<void> {
  const boxes = await builder(page).evaluate((el) => {
    const root = el.shadowRoot?.querySelector('eb-editor')?.shadowRoot;
    const rect = (selector: string) => {
      const r = root?.querySelector(selector)?.getBoundingClientRect();
      return r ? { left: r.left, right: r.right, width: r.width } : null;
    };
    const toolbar = root?.querySelector('.toolbar');
    const rights = [...(toolbar?.querySelectorAll(':scope > *') ?? [])]
      .map((item) => item.getBoundingClientRect())
      .filter((r) => r.width > 0)
      .map((r) => r.right);
    return {
      palette: rect('aside.left'),
      canvas: rect('eb-canvas'),
      inspector: rect('aside.right'),
      toolbar: rect('.toolbar'),
      back: rect('.toolbar > :first-child'),
      rightmost: Math.max(...rights),
    };
  });
  const { palette, canvas: stage, inspector, toolbar, back } = boxes;
  if (!palette || !stage || !inspector || !toolbar || !back)
    throw new Error(`editor parts missing: ${JSON.stringify(boxes)}`);
  expect(palette.width).toBeGreaterThan(0);
  expect(inspector.width).toBeGreaterThan(0);
  expect(palette.left).toBeGreaterThanOrEqual(stage.right - 0.5);
  expect(inspector.right).toBeLessThanOrEqual(stage.left + 0.5);
  expect(back.right).toBe(boxes.rightmost);
  expect(toolbar.right - back.right).toBeLessThan(24);
}

// Journey (h): every starter exported through the element (Export HTML, the file a user would
// download), opened at 600 px and 375 px: no horizontal scroll on a phone, stacking columns
// stacked, every image loaded and inside the viewport. Screenshots go to artifacts/e2e/starters.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Page } from 'playwright/test';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { STARTERS } from '../core/starters/index';
import { ARTIFACTS, card, env, launch, openDemo, openTab, ownDemo } from './helpers';

ownDemo();

const OUT = join(ARTIFACTS, 'starters');
let browser: Browser;
const exported = new Map<string, string>();

beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  browser = await launch();
  const { page, context } = await openDemo(browser);
  try {
    for (const starter of STARTERS) {
      await openTab(page, env().operatorName);
      await card(page, starter.name).click();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export HTML' }).click();
      const file = await download;
      const path = join(OUT, `${starter.id}.html`);
      await file.saveAs(path);
      exported.set(starter.id, readFileSync(path, 'utf8'));
      await page.getByRole('button', { name: 'Back to templates' }).click();
    }
  } finally {
    await context.close();
  }
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

interface Layout {
  scrollWidth: number;
  images: Array<{ src: string; loaded: boolean; left: number; right: number }>;
  /** Each stacking columns row: its cells' boxes, and the width of the row they sit in. */
  rows: Array<{ row: number; cells: Array<{ top: number; bottom: number; left: number; width: number }> }>;
}

async function layout(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const rows = new Map<Element, Element[]>();
    // Stacking columns render as inline-block cells with a width class (c50, c33-33, …) side by side in one cell.
    for (const cell of document.querySelectorAll('div[class^="c"]')) {
      if (!/^c\d/.test(cell.className) || getComputedStyle(cell).display !== 'inline-block' || !cell.parentElement)
        continue;
      rows.set(cell.parentElement, [...(rows.get(cell.parentElement) ?? []), cell]);
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      images: [...document.images].map((img) => {
        const r = img.getBoundingClientRect();
        return { src: img.src, loaded: img.complete && img.naturalWidth > 0, left: r.left, right: r.right };
      }),
      rows: [...rows.entries()]
        .filter(([, cells]) => cells.length > 1)
        .map(([parent, cells]) => ({
          // The content box the cells share (the row cell's padding is the email's gutter).
          row:
            parent.getBoundingClientRect().width -
            Number.parseFloat(getComputedStyle(parent).paddingLeft) -
            Number.parseFloat(getComputedStyle(parent).paddingRight),
          cells: cells.map((c) => {
            const r = c.getBoundingClientRect();
            return { top: r.top, bottom: r.bottom, left: r.left, width: r.width };
          }),
        })),
    };
  });
}

async function open(html: string, width: number): Promise<{ page: Page; result: Layout }> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.setContent(html, { waitUntil: 'load' });
  return { page, result: await layout(page) };
}

let stackingRows = 0;

describe('every starter’s exported HTML', () => {
  test.each(STARTERS.map((s) => [s.id, s.name] as const))('%s (%s) at 600 px and 375 px', async (id) => {
    const html = exported.get(id);
    expect(html, `export of ${id}`).toBeTruthy();
    const desktop = await open(html!, 600);
    const phone = await open(html!, 375);
    try {
      await desktop.page.screenshot({ path: join(OUT, `${id}-600.png`), fullPage: true });
      await phone.page.screenshot({ path: join(OUT, `${id}-375.png`), fullPage: true });
      for (const [label, width, result] of [
        ['600', 600, desktop.result],
        ['375', 375, phone.result],
      ] as const) {
        expect(result.scrollWidth, `${id} scrolls sideways at ${label} px`).toBeLessThanOrEqual(width);
        expect(result.images.length).toBeGreaterThan(0);
        for (const img of result.images) {
          expect(img.loaded, `${img.src} did not load`).toBe(true);
          expect(img.left, `${img.src} starts left of the viewport at ${label} px`).toBeGreaterThanOrEqual(-0.5);
          expect(img.right, `${img.src} ends right of the viewport at ${label} px`).toBeLessThanOrEqual(width + 0.5);
        }
      }
      // The same rows: side by side at 600 px, stacked full width at 375 px.
      expect(phone.result.rows.length).toBe(desktop.result.rows.length);
      for (const row of desktop.result.rows) {
        const tops = new Set(row.cells.map((c) => Math.round(c.top)));
        expect(tops.size, `${id}: columns side by side at 600 px`).toBe(1);
      }
      for (const row of phone.result.rows) {
        stackingRows++;
        row.cells.forEach((cell, i) => {
          expect(cell.width, `${id}: a stacked column fills the row at 375 px`).toBeGreaterThanOrEqual(row.row * 0.95);
          const previous = row.cells[i - 1];
          if (previous)
            expect(cell.top, `${id}: column ${i + 1} sits below column ${i}`).toBeGreaterThanOrEqual(
              previous.bottom - 1,
            );
        });
      }
    } finally {
      await desktop.page.close();
      await phone.page.close();
    }
  });

  test('the starters include stacking columns (the check above is not vacuous)', () => {
    expect(stackingRows).toBeGreaterThan(2);
  });
});

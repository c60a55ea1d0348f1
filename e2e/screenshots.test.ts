// Journey (i): the README's and the landing section's screenshots of the gallery and the editor,
// taken from the running demo. Always written to artifacts/e2e/; copied over docs/screenshots/
// only with UPDATE_SCREENSHOTS=1, so ordinary runs leave git clean.
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Page } from 'playwright/test';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { ROOT } from '../demo/build';
import { settled } from '../element/test/settle';
import { ARTIFACTS, builder, canvas, card, launch, openDemo, ownDemo } from './helpers';

ownDemo();

const DOCS = join(ROOT, 'docs', 'screenshots');
const update = process.env.UPDATE_SCREENSHOTS === '1';
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(path: string): { width: number; height: number } {
  const bytes = readFileSync(path);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Every image in every frame (the canvas, the thumbnails) has loaded or failed. */
async function imagesSettled(page: Page): Promise<boolean> {
  const frames = page.frames();
  const done = await Promise.all(
    frames.map((frame) => frame.evaluate(() => [...document.images].every((img) => img.complete)).catch(() => true)),
  );
  return frames.length > 1 && done.every(Boolean);
}

function publish(name: string): void {
  if (!update) return;
  mkdirSync(DOCS, { recursive: true });
  copyFileSync(join(ARTIFACTS, name), join(DOCS, name));
}

describe('README screenshots', () => {
  test('(i) the gallery and the editor, as the demo shows them', async () => {
    // About a laptop's width: the element as most users will see it.
    const { page, context } = await openDemo(browser, { viewport: { width: 1360, height: 900 } });
    try {
      await page.evaluate(() => document.fonts.ready);
      await expect(card(page, 'Horizon Summit invite')).toBeVisible();
      await expect(card(page, 'Northwind newsletter')).toBeVisible();
      // Thumbnails are live renders in sandboxed frames: let their images arrive.
      await expect.poll(() => imagesSettled(page), { timeout: 15_000 }).toBe(true);
      await page.evaluate(settled);
      await builder(page).screenshot({ path: join(ARTIFACTS, 'gallery.png') });

      await card(page, 'Aurora headphones launch').click();
      await expect(canvas(page).getByText('Aurora One')).toBeVisible();
      await canvas(page).getByText('Aurora One').click();
      await expect(page.getByRole('textbox', { name: 'Heading text' })).toHaveValue('Aurora One');
      await expect.poll(() => imagesSettled(page), { timeout: 15_000 }).toBe(true);
      await page.evaluate(settled);
      await builder(page).screenshot({ path: join(ARTIFACTS, 'editor.png') });

      for (const name of ['gallery.png', 'editor.png']) {
        const size = pngSize(join(ARTIFACTS, name));
        expect(size.width).toBeGreaterThan(1000);
        expect(size.height).toBeGreaterThan(600);
        publish(name);
      }
      await page.screenshot({ path: join(ARTIFACTS, 'demo-page.png'), fullPage: true });
    } finally {
      await context.close();
    }
  });
});

// Every starter's export in real Chromium: axe (WCAG 2.1 AA contrast, heading order, link names)
// in light and dark mode, dark-mode and simulated-inversion screenshots under artifacts/, and the
// columns of a phone whose client strips <style> (the Gmail app with non-Google accounts).
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, chromium, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchOptions } from '../../scripts/chromium';
import { renderHtml } from '../render/index';
import { resolveAssetUrls, STARTERS } from './index';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = join(ROOT, 'artifacts/starters-dark');
const ASSET_BASE = 'https://assets.starters.test/assets';
/** Rules about page structure that an email body cannot meet: it is shown inside the client's own page. */
const NOT_FOR_EMAIL_BODIES = [
  'region',
  'landmark-one-main',
  'landmark-complementary-is-top-level',
  'page-has-heading-one',
];
/** How the Gmail apps darken a message: colours inverted, images left alone. */
const INVERSION = 'html{filter:invert(1) hue-rotate(180deg)}img{filter:invert(1) hue-rotate(180deg)}';

let browser: Browser;

beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  browser = await chromium.launch(launchOptions());
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

async function open(html: string, options: { width?: number; dark?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 640, height: 900 },
    colorScheme: options.dark ? 'dark' : 'light',
  });
  const page = await context.newPage();
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (!url.startsWith(`${ASSET_BASE}/`)) return route.abort();
    try {
      return route.fulfill({
        body: readFileSync(join(ROOT, 'core/assets', url.slice(ASSET_BASE.length + 1))),
        contentType: 'image/png',
      });
    } catch {
      return route.fulfill({ status: 404, body: '' });
    }
  });
  await page.setContent(html, { waitUntil: 'load' });
  return page;
}

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .disableRules(NOT_FOR_EMAIL_BODIES)
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe.each(STARTERS.map((s) => [s.id, s] as const))('starter %s', (id, starter) => {
  const html = renderHtml(resolveAssetUrls(starter.document, ASSET_BASE), { assetBaseUrl: ASSET_BASE });

  it('passes axe (WCAG 2.1 AA and best practices) in light and in dark mode', async () => {
    for (const dark of [false, true]) {
      const page = await open(html, { dark });
      try {
        expect(await violations(page), dark ? 'dark mode' : 'light mode').toEqual([]);
        if (dark) await page.screenshot({ path: join(OUT, `${id}-dark.png`), fullPage: true });
      } finally {
        await page.context().close();
      }
    }
  }, 60_000);

  it('under a simulated full inversion (Gmail apps) the logo keeps its own plate, so it stays legible', async () => {
    const page = await open(html);
    try {
      await page.addStyleTag({ content: INVERSION });
      await page.screenshot({ path: join(OUT, `${id}-inverted.png`), fullPage: true });
      // What the reader sees where the logo is: its lightest and darkest tenths must still contrast.
      const shot = (await page.locator('img[src*="-logo"]').first().screenshot()).toString('base64');
      const ratio = await page.evaluate(async (b64) => {
        const img = new Image();
        img.src = `data:image/png;base64,${b64}`;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.width;
        canvas.height = img.height;
        const g = canvas.getContext('2d') as CanvasRenderingContext2D;
        g.drawImage(img, 0, 0);
        const data = g.getImageData(0, 0, img.width, img.height).data;
        const lum: number[] = [];
        const lin = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
        for (let i = 0; i < data.length; i += 4)
          lum.push(0.2126 * lin(data[i] ?? 0) + 0.7152 * lin(data[i + 1] ?? 0) + 0.0722 * lin(data[i + 2] ?? 0));
        lum.sort((a, b) => a - b);
        const low = lum[Math.floor(lum.length * 0.05)] ?? 0;
        const high = lum[Math.floor(lum.length * 0.95)] ?? 0;
        return (high + 0.05) / (low + 0.05);
      }, shot);
      expect(ratio).toBeGreaterThanOrEqual(3);
    } finally {
      await page.context().close();
    }
  }, 60_000);
});

describe('phones without <style> support', () => {
  it('stacked columns fill the phone instead of keeping their desktop widths', async () => {
    const starter = STARTERS.find((s) => s.document.blocks.some((b) => b.type === 'columns' && b.props.stackOnMobile));
    const html = renderHtml(resolveAssetUrls(starter?.document ?? STARTERS[0]!.document, ASSET_BASE), {
      assetBaseUrl: ASSET_BASE,
    }).replace(/<style>[\s\S]*?<\/style>/g, '');
    const page = await open(html, { width: 375 });
    try {
      const widths = await page.$$eval('div[class^="c"]', (divs) =>
        divs.map((div) => {
          const row = div.parentElement as HTMLElement;
          const style = getComputedStyle(row);
          return [
            div.getBoundingClientRect().width,
            row.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight),
          ];
        }),
      );
      expect(widths.length).toBeGreaterThan(1);
      for (const [column, row] of widths) expect(column).toBeGreaterThanOrEqual((row ?? 0) - 1);
    } finally {
      await page.context().close();
    }
  }, 60_000);
});

describe('the axe check itself', () => {
  it('flags what it should: low contrast, a skipped heading level and a link without a name', async () => {
    const page = await open(
      '<!doctype html><html lang="en"><head><title>t</title></head><body><h1>A</h1><h3>B</h3>' +
        '<p style="color:#aaaaaa;background:#ffffff">faint</p><a href="https://x.test"><img src="x.png" alt=""></a></body></html>',
    );
    try {
      const ids = (await violations(page)).map((v) => v.split(':')[0]);
      expect(ids).toEqual(expect.arrayContaining(['color-contrast', 'heading-order', 'link-name']));
    } finally {
      await page.context().close();
    }
  }, 60_000);
});

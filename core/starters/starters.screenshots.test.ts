// Visual check: every starter rendered by the real renderer in real Chromium, at desktop (600 px)
// and phone (375 px) widths. Images are served from core/assets through a routed origin, so the
// test also proves every picture loads. Screenshots land in artifacts/starters/ for a human eye.
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchOptions } from '../../scripts/chromium';
import { renderHtml } from '../render/index';
import { resolveAssetUrls, STARTERS } from './index';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = join(ROOT, 'artifacts/starters');
const ASSET_BASE = 'https://assets.starters.test/assets';

let browser: Browser;

beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  browser = await chromium.launch(launchOptions());
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe.each(STARTERS.map((s) => [s.id, s] as const))('starter %s renders in Chromium', (id, starter) => {
  for (const [label, width] of [
    ['desktop', 600],
    ['phone', 375],
  ] as const) {
    it(`${label}: every image loads and nothing overflows ${width} px`, async () => {
      const html = renderHtml(resolveAssetUrls(starter.document, ASSET_BASE), { assetBaseUrl: ASSET_BASE });
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      const missing: string[] = [];
      try {
        await page.route('**/*', (route) => {
          const url = route.request().url();
          if (!url.startsWith(`${ASSET_BASE}/`)) return route.abort();
          try {
            const body = readFileSync(join(ROOT, 'core/assets', url.slice(ASSET_BASE.length + 1)));
            return route.fulfill({ body, contentType: 'image/png' });
          } catch {
            missing.push(url);
            return route.fulfill({ status: 404, body: '' });
          }
        });
        await page.setContent(html, { waitUntil: 'load' });
        const broken = await page.$$eval('img', (imgs) =>
          imgs.filter((img) => !img.complete || img.naturalWidth === 0).map((img) => img.src),
        );
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
        await page.screenshot({ path: join(OUT, `${id}-${label}.png`), fullPage: true });
        expect(missing).toEqual([]);
        expect(broken).toEqual([]);
        expect(overflow).toBeLessThanOrEqual(width);
      } finally {
        await page.close();
      }
    }, 30_000);
  }
});

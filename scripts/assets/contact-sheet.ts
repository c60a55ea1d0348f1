// Lays every shipped image out on one page (artifacts/assets-sheet.png) for a quick visual review,
// on light and dark backgrounds. Run: npx tsx scripts/assets/contact-sheet.ts [path-filter]
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { launchOptions } from '../chromium';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const ASSETS = join(ROOT, 'core/assets');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full) : full.endsWith('.png') ? [full] : [];
  });
}

const filter = process.argv[2] ?? '';
const cells = files(ASSETS)
  .filter((f) => f.includes(filter))
  .map((f) => {
    const data = readFileSync(f).toString('base64');
    const small = f.includes('/social/') || f.includes('/video/');
    const img = `<img src="data:image/png;base64,${data}" style="max-width:${small ? 64 : 300}px">`;
    return `<figure><div class="pair"><div class="l">${img}</div><div class="d">${img}</div></div><figcaption>${relative(ASSETS, f)}</figcaption></figure>`;
  })
  .join('');
const html = `<style>body{font:11px sans-serif;display:flex;flex-wrap:wrap;gap:8px;margin:8px;width:1400px}
figure{margin:0}.pair{display:flex}.l{background:#fff;padding:6px}.d{background:#334155;padding:6px}</style>${cells}`;
mkdirSync(join(ROOT, 'artifacts'), { recursive: true });
const browser = await chromium.launch(launchOptions());
const page = await browser.newPage({ viewport: { width: 1420, height: 600 } });
await page.setContent(html);
await page.screenshot({ path: join(ROOT, 'artifacts/assets-sheet.png'), fullPage: true });
await browser.close();
console.log('artifacts/assets-sheet.png');

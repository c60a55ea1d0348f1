// Draws every shipped image (core/assets) from small HTML/SVG designs in Debian's chromium and
// stores it as a palette PNG. Run: npx tsx scripts/assets/generate.ts [path-filter]
// The PNGs are committed source assets; rerun this only when a design changes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { launchOptions } from '../chromium';
import { type AssetDesign, pageFor } from './design';
import { placeholderDesigns } from './placeholders';
import { toPalettePng } from './png';
import { playBadgeDesign, socialDesigns } from './social';
import { starterDesigns } from './starters';

const ASSETS = join(dirname(fileURLToPath(import.meta.url)), '../../core/assets');

async function main() {
  const filter = process.argv[2] ?? '';
  const designs: AssetDesign[] = [
    ...socialDesigns(),
    playBadgeDesign(),
    ...placeholderDesigns(),
    ...starterDesigns(),
  ].filter((d) => d.path.includes(filter));
  const browser = await chromium.launch(launchOptions());
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    let total = 0;
    for (const design of designs) {
      await page.setViewportSize({ width: design.width, height: design.height });
      await page.setContent(pageFor(design), { waitUntil: 'load' });
      const shot = await page.screenshot({ omitBackground: design.transparent === true, type: 'png' });
      const png = toPalettePng(shot, design.colors ?? 256);
      const out = join(ASSETS, design.path);
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, png);
      total += png.length;
      console.log(`${design.path.padEnd(40)} ${design.width}×${design.height} ${(png.length / 1024).toFixed(1)} KB`);
    }
    console.log(`${designs.length} images, ${(total / 1024).toFixed(1)} KB`);
  } finally {
    await browser.close();
  }
}

await main();

// npm run bench:import — the importer over its corpus (core/import/__fixtures__/corpus):
//   text_kept / links_kept / images_kept — mean share of each source's visible words, link targets
//     and image addresses present in the render of its import (core/import/fidelity.ts: a social
//     icon counts as kept when its link is kept in a social block, which draws its own icon);
//   native_ratio — share of all imported content blocks that are native (not html);
//   pixel_match — median share of pixels within a small colour tolerance (every channel within
//     TOLERANCE) between the source and the import's render, both screenshotted 600 px wide in
//     Chromium. Only HTML and MJML sources render on their own (MJML through the mjml package);
//     Unlayer and Beefree designs have no public renderer, so they are not in this figure. Images
//     are served by the bench (one flat colour per address), so both sides load the same pixels;
//     the shorter screenshot is extended with its last row;
//   ms_p50 / ms_max — time to import one document (median of RUNS imports after warm-up), the
//     median and the largest over the corpus. Measured as the process's CPU time, which equals the
//     wall clock on an idle machine but, unlike it, is not stretched by other processes sharing the
//     cores; the wall-clock figures are printed too.
// Also prints (not in the RESULT line) the time to import a 200 KB email built from the corpus.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright';
import { corpusFiles } from '../../core/import/corpus-files';
import { keptIn, sourceContent } from '../../core/import/fidelity';
import { importEmail } from '../../core/import/index';
import { renderHtml } from '../../core/render/index';
import { launchOptions } from '../chromium';
import { median } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const WARMUP = 3;
const TOLERANCE = 24;
const WIDTH = 600;
const ASSETS = 'https://assets.bench.invalid/assets';
const dir = fileURLToPath(new URL('../../core/import/__fixtures__/corpus/', import.meta.url));
const assetsDir = fileURLToPath(new URL('../../core/assets/', import.meta.url));
const files = corpusFiles(readdirSync(dir), (name) => readFileSync(`${dir}${name}`, 'utf8'));

type Mjml2Html = (mjml: string, options?: Record<string, unknown>) => Promise<{ html: string }> | { html: string };
/**
 * Loaded only for the screenshots, after the timings: loading mjml (its dependencies patch
 * built-ins) puts V8 on slow paths for the rest of the process, which made the importer 10–50×
 * slower in this process only — a server or browser never loads it.
 */
const mjml2html = (source: string) =>
  (createRequire(import.meta.url)('mjml') as Mjml2Html)(source, { validationLevel: 'soft' });

/** Process CPU time of one call in ms (all of the process's threads: GC helpers count too). */
function cpuMs(run: () => void): { cpu: number; wall: number } {
  const cpu = process.cpuUsage();
  const start = performance.now();
  run();
  const used = process.cpuUsage(cpu);
  return { cpu: (used.user + used.system) / 1000, wall: performance.now() - start };
}

function timeImport(source: { format: string; source: unknown }): { cpu: number; wall: number } {
  for (let i = 0; i < WARMUP; i++) importEmail(source);
  const runs = Array.from({ length: RUNS }, () => cpuMs(() => importEmail(source)));
  return { cpu: median(runs.map((r) => r.cpu)), wall: median(runs.map((r) => r.wall)) };
}

/** A flat colour per image address, the same for both screenshots. */
function placeholder(url: string): string {
  let h = 0;
  for (const c of url) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  const color = `#${(h & 0xffffff).toString(16).padStart(6, '0')}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300"><rect width="600" height="300" fill="${color}"/></svg>`;
}

async function screenshot(page: Page, html: string): Promise<string> {
  await page.setContent(html, { waitUntil: 'load' });
  return (await page.screenshot({ fullPage: true, type: 'png' })).toString('base64');
}

/**
 * In-page comparison (a canvas, so no image library): share of pixels within TOLERANCE on every
 * channel. A string, not a function: the TypeScript loader would add helpers the page lacks.
 */
const COMPARE = `async ({ a, b, tolerance }) => {
  const load = (src) => new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = reject;
    img.src = 'data:image/png;base64,' + src;
  });
  const [ia, ib] = await Promise.all([load(a), load(b)]);
  const width = Math.max(ia.width, ib.width);
  const height = Math.max(ia.height, ib.height);
  const pixels = (img) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    ctx.drawImage(img, 0, 0);
    // A shorter screenshot is extended with its last row (the page's background).
    if (img.height < height) ctx.drawImage(img, 0, img.height - 1, img.width, 1, 0, img.height, img.width, height - img.height);
    return ctx.getImageData(0, 0, width, height).data;
  };
  const pa = pixels(ia);
  const pb = pixels(ib);
  let same = 0;
  for (let i = 0; i < pa.length; i += 4) {
    if (Math.abs(pa[i] - pb[i]) <= tolerance && Math.abs(pa[i + 1] - pb[i + 1]) <= tolerance && Math.abs(pa[i + 2] - pb[i + 2]) <= tolerance) same++;
  }
  return same / (pa.length / 4);
}`;

async function match(page: Page, a: string, b: string): Promise<number> {
  await page.setContent('<html><body></body></html>');
  return page.evaluate(`(${COMPARE})(${JSON.stringify({ a, b, tolerance: TOLERANCE })})`) as Promise<number>;
}

const times: number[] = [];
const wallTimes: number[] = [];
const kept = { words: [] as number[], links: [] as number[], images: [] as number[] };
let blocks = 0;
let native = 0;
const pixelMatches: number[] = [];

// Timing and content first, with nothing else running in this process; then the screenshots.
const renders: string[] = [];
for (const file of files) {
  const { blockTree, report } = importEmail({ format: file.format, source: file.source });
  const timed = timeImport(file);
  times.push(timed.cpu);
  wallTimes.push(timed.wall);
  blocks += report.blocks;
  native += report.nativeBlocks;
  const html = renderHtml(blockTree, { assetBaseUrl: ASSETS });
  renders.push(html);
  const k = keptIn(sourceContent(file.format, file.source), blockTree, html);
  kept.words.push(k.words);
  kept.links.push(k.links);
  kept.images.push(k.images);
  console.log(
    `${file.name.padEnd(32)} ${timed.cpu.toFixed(2).padStart(7)} ms  native ${report.nativeBlocks}/${report.blocks}  words ${k.words.toFixed(2)} links ${k.links.toFixed(2)} images ${k.images.toFixed(2)}`,
  );
}

// A 200 KB email: the corpus's HTML bodies one after the other.
const bodies = files
  .filter((f) => f.format === 'html')
  .map((f) => /<body[^>]*>([\s\S]*)<\/body>/i.exec(f.source as string)?.[1] ?? '');
let big = '';
while (big.length < 200 * 1024) big += bodies[big.length % bodies.length] ?? '';
const bigTime = timeImport({ format: 'html', source: `<html><body>${big}</body></html>` });
console.log(
  `a ${Math.round(big.length / 1024)} KB email imports in ${bigTime.cpu.toFixed(1)} ms of CPU (${bigTime.wall.toFixed(1)} ms wall clock), median of ${RUNS}`,
);
console.log(
  `wall clock per document: p50 ${median(wallTimes).toFixed(2)} ms, max ${Math.max(...wallTimes).toFixed(2)} ms (inflated by other load on a shared machine)`,
);

const browser = await chromium.launch(launchOptions());
const context = await browser.newContext({ viewport: { width: WIDTH, height: 800 }, deviceScaleFactor: 1 });
await context.route('**/*', async (route) => {
  const url = route.request().url();
  if (url.startsWith(ASSETS)) {
    const path = url.slice(ASSETS.length + 1).split('?')[0] as string;
    try {
      return await route.fulfill({
        body: readFileSync(`${assetsDir}${path}`),
        contentType: path.endsWith('.png') ? 'image/png' : 'image/svg+xml',
      });
    } catch {
      return route.fulfill({ status: 404, body: '' });
    }
  }
  if (route.request().resourceType() === 'image')
    return route.fulfill({ body: placeholder(url), contentType: 'image/svg+xml' });
  if (url.startsWith('data:') || url === 'about:blank') return route.continue();
  return route.fulfill({ status: 404, body: '' });
});
const page = await context.newPage();

for (const [i, file] of files.entries()) {
  if (file.format !== 'html' && file.format !== 'mjml') continue;
  const source = file.format === 'html' ? (file.source as string) : (await mjml2html(file.source as string)).html;
  const m = await match(page, await screenshot(page, source), await screenshot(page, renders[i] as string));
  pixelMatches.push(m);
  console.log(`${file.name.padEnd(32)} pixels ${m.toFixed(3)}`);
}
await browser.close();

const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
console.log(
  `RESULT import docs=${files.length} text_kept=${mean(kept.words).toFixed(3)} links_kept=${mean(kept.links).toFixed(3)} images_kept=${mean(kept.images).toFixed(3)} native_ratio=${(native / blocks).toFixed(3)} pixel_match=${median(pixelMatches).toFixed(3)} ms_p50=${median(times).toFixed(2)} ms_max=${Math.max(...times).toFixed(2)}`,
);

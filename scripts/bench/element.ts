// `npm run bench:element`: the element's sizes against its budgets, then its cold start in
// Chromium under Lighthouse's mobile profile (DevTools protocol: 150 ms RTT, 1.6 Mbps down,
// 750 kbps up, 4× CPU slowdown, cache off), embedded in a host page on another origin:
//   gallery_ms — navigation → the first gallery card painted (the frame that shows it is done);
//   editor_ms  — card click (the press) → the editor showing the email with its palette
//                (accepting input), once the gallery has gone idle (its idle prefetch is done).
// The page reports both through the console, so nothing of Playwright's runs in the page while
// it is measured; the API runs in a process of its own (element-api.ts), as an operator runs it.
// Chromium's throttle does not delay CORS preflights, so each preflight observed in a phase adds
// one RTT to it. Median of RUNS runs; each run is a fresh browser context. BENCH_VERBOSE=1 prints
// the network waterfall, BENCH_TRACE=1 the main thread's tasks (scripts/bench/main-thread.ts),
// BENCH_PROFILE=1 script time by source file and in bursts (scripts/bench/profile.ts; with
// BENCH_CPU_SLOWDOWN=1 the bursts separate cleanly, BENCH_BURST_GAP_MS sets the idle that splits
// them). BENCH_BASELINE=<dir of another build of the element> measures it too, in alternating runs
// (the machine's noise is larger than most changes: compare builds only within one bench), and
// prints both medians. BENCH_CPU_SLOWDOWN changes the 4× CPU slowdown, for diagnosis only: the
// RESULT line is the 4× figure.
import { createServer } from 'node:http';
import { chromium, type Request } from 'playwright';
import { buildElement, kb } from '../../element/test/bundle-size';
import { createAccount, createSessionToken } from '../../server/test/harness';
import { launchOptions } from '../chromium';
import { startPrivateRedis } from '../redis';
import { type ApiProcess, listen, spawnApi } from './element-api';
import { hostPage, type Painted } from './element-host-page';
import { CPU_SLOWDOWN, type Run, report } from './element-report';
import { mainThreadCpuMs, mainThreadTasks, TRACE_CATEGORIES } from './main-thread';
import { profiledDuring } from './profile';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const RTT_MS = 150;
const PROFILE = {
  offline: false,
  latency: RTT_MS,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const BURST_GAP_MS = Number(process.env.BENCH_BURST_GAP_MS ?? 5);
const TEMPLATES = 12;

await bench();

async function bench(): Promise<void> {
  const profiling = Boolean(process.env.BENCH_PROFILE);
  // Hidden source maps (no comment in the files, so sizes are unchanged) to name profiled code.
  if (profiling) process.env.EB_SOURCEMAP = '1';
  const build = await buildElement();
  const redis = await startPrivateRedis();
  const api = await spawnApi(redis.url, build.dir);
  const baseline = process.env.BENCH_BASELINE ? await spawnApi(redis.url, process.env.BENCH_BASELINE) : null;
  /** The API (and build) the current run's page loads. */
  let counter = api;
  let token = '';
  const host = createServer((_req, res) =>
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(hostPage(counter.counted, token)),
  );
  const hostUrl = (await listen(host)).replace('127.0.0.1', 'localhost');
  const browser = await chromium.launch(launchOptions());

  try {
    for (const f of build.files)
      console.log(`${f.name.padEnd(28)} ${kb(f.rawBytes).padStart(7)} KB raw ${kb(f.gzipBytes).padStart(6)} KB gzip`);

    // A user with a dozen newsletters (the richest starter), as a product team's user would have.
    const account = await createAccount(redis.url, { plan: 'pro' });
    const library = (await (await fetch(`${api.url}/v1/templates/library`)).json()) as Array<{
      name: string;
      blockTree: unknown;
    }>;
    const newsletter = library.find((item) => item.name === 'Newsletter') ?? library[0];
    for (let i = 1; i <= TEMPLATES; i++) {
      const created = await fetch(`${api.url}/v1/templates`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${account.apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: `Newsletter ${i}`, userId: 'bench', blockTree: newsletter?.blockTree }),
      });
      if (created.status !== 201)
        throw new Error(`could not seed a template: ${created.status} ${await created.text()}`);
    }

    const runs: Run[] = [];
    /** Main-thread CPU per run (BENCH_TRACE): steadier than wall-clock time on a busy machine, to compare builds. */
    const cpuMs = { gallery: [] as number[], editor: [] as number[] };
    const baselineRuns: Run[] = [];
    let editFiles: string[] = [];
    // With a baseline: this build and the baseline in turn, each first in every other round.
    const trials = Array.from({ length: RUNS }, (_, round) =>
      baseline ? (round % 2 ? [baseline, api] : [api, baseline]) : [api],
    ).flat();
    for (let run = 0; run < trials.length; run++) {
      counter = trials[run] as ApiProcess;
      const label = counter === api ? `run ${run + 1}` : `run ${run + 1} (baseline)`;
      token = await createSessionToken(api.url, account.apiKey, 'bench');
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error('page error:', error.message));
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', PROFILE);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const requests: Array<{ request: Request; seenAt: number }> = [];
      page.on('request', (request) => requests.push({ request, seenAt: Date.now() }));
      counter.preflights.length = 0;
      const tracing = Boolean(process.env.BENCH_TRACE);
      if (tracing) await browser.startTracing(page, { categories: TRACE_CATEGORIES });

      // The probes report through the console: waiting with page.waitForFunction would evaluate
      // Playwright's injected script in the page while the element loads, on the measured thread.
      const probed = (what: string) =>
        page.waitForEvent('console', { predicate: (m) => m.text() === `eb-bench ${what}`, timeout: 60_000 });
      const profile = (what: string, during: () => Promise<unknown>) =>
        profiling ? profiledDuring(cdp, build.dir, BURST_GAP_MS, what, during) : during();
      const cardProbe = probed('first-card');
      await profile('before the first card', async () => {
        await page.goto(`${hostUrl}/`, { waitUntil: 'commit' });
        await cardProbe;
      });
      const { card, origin } = await page.evaluate(() => ({
        card: (window as unknown as { __firstCard: Painted }).__firstCard,
        origin: performance.timeOrigin,
      }));
      const firstCard = card.at;
      const cardAt = origin + firstCard;
      let requestsBeforeCard = 0;
      let bytesBeforeCard = 0;
      for (const { request: r, seenAt } of requests) {
        // The browser's own start time once the request has finished; while it is still running, when we saw it.
        const timed = r.timing().startTime;
        const started = timed > 0 ? timed : seenAt;
        if (started > cardAt) continue;
        requestsBeforeCard++;
        const sizes = await r.sizes().catch(() => null);
        if (sizes) bytesBeforeCard += sizes.responseBodySize + sizes.responseHeadersSize;
        if (process.env.BENCH_VERBOSE)
          console.log(
            `  ${Math.round(started - origin)} ms ${r.method()} ${r.url().replace(/\?.*/, '')} ${sizes ? kb(sizes.responseBodySize) : '?'} KB`,
          );
      }
      const preflightsBeforeCard = counter.preflights.filter((t) => t <= cardAt).length;
      if (process.env.BENCH_VERBOSE) {
        // Where the time before the first card goes: each resource's start and end, then the card.
        const timings = await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((e) => e as PerformanceResourceTiming)
            .map((e) => ({
              path: new URL(e.name).pathname,
              start: Math.round(e.startTime),
              end: Math.round(e.responseEnd),
            })),
        );
        for (const t of timings.filter((t) => t.start <= firstCard))
          console.log(`    ${String(t.start).padStart(5)} → ${String(t.end).padStart(5)} ms ${t.path}`);
        console.log(`    first card painted at ${Math.round(firstCard)} ms`);
      }

      // Let the gallery settle (thumbnails, the idle prefetch of the editor), then open the first card:
      // wait until the network is quiet and the main thread is idle: twenty idle periods in a row with most of a frame free
      // (the probe asks for every frame, so an idle period is at most one frame long). Twice: what
      // runs in idle time (the editor's rehearsal) may fetch more.
      // (A string: tsx would wrap a named arrow in a helper the page does not have.)
      for (let settled = 0; settled < 2; settled++) {
        await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
        await page.evaluate(`new Promise((resolve) => {
        const settle = (left) => requestIdleCallback((deadline) => (deadline.timeRemaining() < 10 ? settle(20) : left ? settle(left - 1) : resolve()));
        settle(20);
      })`);
      }
      // Where the first card's name is, found before the measured window: a locator's click would
      // run Playwright's hit-target checks (script and forced layouts) in the page between press
      // and release, inside the window. The mouse presses and releases there, as a user does.
      const box = await page.locator('email-builder eb-gallery .card .open').first().boundingBox();
      if (!box) throw new Error('the first card is not on screen');
      const editorProbe = probed('editor');
      const clickAt = Date.now();
      const clickMs = tracing ? await page.evaluate(() => performance.now()) : 0;
      await profile('from the click to the editor', async () => {
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        await editorProbe;
      });
      const editor = await page.evaluate(() => (window as unknown as { __editor: Painted }).__editor);
      const editorMs = editor.at;
      if (tracing) {
        const trace = await browser.stopTracing();
        console.log(`  main thread before the first card (painted at ${Math.round(firstCard)} ms):`);
        for (const line of mainThreadTasks(trace, 0, firstCard)) console.log(line);
        console.log(
          `  main thread from the click (${Math.round(clickMs)} ms) to the editor (+${Math.round(editorMs)} ms):`,
        );
        for (const line of mainThreadTasks(trace, clickMs, clickMs + editorMs + 50)) console.log(line);
        const cpu = (from: number, to: number) => Math.round(mainThreadCpuMs(trace, from, to));
        if (counter === api) {
          cpuMs.gallery.push(cpu(0, firstCard));
          cpuMs.editor.push(cpu(clickMs, clickMs + editorMs + 50));
        }
        console.log(
          `  main thread CPU: ${cpu(0, firstCard)} ms before the first card, ${cpu(clickMs, clickMs + editorMs + 50)} ms click → editor`,
        );
      }
      const preflightsEditor = counter.preflights.filter((t) => t >= clickAt).length;
      if (process.env.BENCH_VERBOSE)
        for (const { request: r, seenAt } of requests.filter((q) => q.seenAt >= clickAt))
          console.log(`  after the click: +${seenAt - clickAt} ms ${r.method()} ${r.url().replace(/\?.*/, '')}`);
      if (counter === api)
        editFiles = await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((e) => new URL(e.name).pathname)
            .filter((p) => p.startsWith('/element/'))
            .map((p) => p.slice('/element/'.length)),
        );
      await context.close();

      const result: Run = {
        galleryMs: firstCard + preflightsBeforeCard * RTT_MS,
        editorMs: editorMs + preflightsEditor * RTT_MS,
        galleryNextFrameMs: card.next + preflightsBeforeCard * RTT_MS,
        editorNextFrameMs: editor.next + preflightsEditor * RTT_MS,
        requestsBeforeCard,
        bytesBeforeCard,
        preflightsBeforeCard,
        preflightsEditor,
      };
      (counter === api ? runs : baselineRuns).push(result);
      console.log(
        `${label}: first card ${Math.round(firstCard)} ms + ${preflightsBeforeCard} preflight RTT = ${Math.round(result.galleryMs)} ms ` +
          `(${requestsBeforeCard} requests, ${kb(bytesBeforeCard)} KB); editor ${Math.round(editorMs)} ms + ${preflightsEditor} preflight RTT = ${Math.round(result.editorMs)} ms ` +
          `(next frame: ${Math.round(result.galleryNextFrameMs)} ms, ${Math.round(result.editorNextFrameMs)} ms)`,
      );
    }

    report(build, runs, baselineRuns, editFiles, cpuMs);
  } finally {
    await browser.close();
    host.close();
    api.stop();
    baseline?.stop();
    await redis.stop();
    build.cleanup();
  }
}

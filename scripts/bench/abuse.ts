// npm run bench:abuse — the abuse bursts against the API while a well-behaved tenant works.
// A private Redis and the API as its own process (production defaults: request deadline,
// login limits, hash gate), loopback only. For BENCH_SECONDS (30) these run at once:
//   framing     bad chunk sizes, truncated bodies, bodies longer than Content-Length,
//               slow-loris headers and bodies (raw sockets, waves every 2 s)
//   guesses     parallel wrong passwords for one known e-mail from one address
//   unknown     250 parallel logins for unknown e-mails every 3 s
//   big PUTs    60 parallel 1 MB PUTs to missing templates every 2 s
//   nested      3 parallel creates of 48 text blocks of <ul>×5000 every 2 s (issue 25, finding 1)
//   render      2 parallel renders of 19 html blocks of <ul>×12400 every 2 s (issue 25, finding 2)
//   filtered    9 filtered lists a second (`meta[key0]=nomatch&meta[key1]=x`) on an account with
//               BENCH_FILTER_TEMPLATES (5,000) templates of 20 metadata keys each (issue 25, finding 5)
//   victim      another tenant reading its template (4 loops) and /healthz probes
// The attackers (abuse-attackers.ts) run in a child process; the victim is timed in this one, after a warm-up.
// Every socket must end within 30 s; guesses evaluated (401 answers) must stay within the limit;
// every nested-markup request is refused (400) at validation.
// Also times the validation of a 1 MB document in this process.
// Last line: `RESULT abuse victim_p99_ms=<x> hung_sockets=<n> guesses_evaluated=<n> guess_limit=<n> …`.
import { performance } from 'node:perf_hooks';
import { validateDocument } from '../../core/document/validate';
import { resolveAssetUrls, STARTERS } from '../../core/starters';
import { createRedis, waitForRedis } from '../../server/redis/client';
import { createStore } from '../../server/store';
import { startApiProcess } from '../../server/test/api-process';
import { startPrivateRedis } from '../redis';
import { HANG_MS, spawnAttackers } from './abuse-attackers';
import { megabyteDocument } from './megabyte-document';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const FILTER_TEMPLATES = Number(process.env.BENCH_FILTER_TEMPLATES ?? 5000);
const GUESS_LIMIT = 10;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};

/** Median wall and CPU time of validating the document (CPU time is what neighbours on a shared machine cannot inflate). */
function validationMs(json: string): { wall: number; cpu: number } {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 25; i++) {
    const input: unknown = JSON.parse(json);
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const result = validateDocument(input);
    const used = process.cpuUsage(cpuStarted);
    wall.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
    if (!result.ok) throw new Error(`the 1 MB document is invalid: ${JSON.stringify(result.issues[0])}`);
  }
  return { wall: percentile(wall, 50), cpu: percentile(cpu, 50) };
}

/** `count` templates of 20 metadata keys each for the filtered-list load, created through the API, 16 at a time. */
async function seedFilterTemplates(url: string, key: string, count: number): Promise<void> {
  const started = performance.now();
  const metadata = (i: number) =>
    Object.fromEntries(Array.from({ length: 20 }, (_, k) => [`key${k}`, `v${(i + k) % 7}`]));
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const r = await fetch(`${url}/v1/templates`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: `filtered ${i}`, metadata: metadata(i) }),
      });
      await r.arrayBuffer();
      if (r.status !== 201) throw new Error(`seeding template ${i}: ${r.status}`);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  console.log(
    `seeded ${count} templates × 20 metadata keys for the filtered lists in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

// ---------------------------------------------------------------- orchestration and the victim

async function main(): Promise<void> {
  const megabyte = megabyteDocument();
  const validateMs = validationMs(megabyte);
  console.log(
    `validate 1 MB document (${megabyte.length} bytes): median ${validateMs.wall.toFixed(1)} ms (CPU ${validateMs.cpu.toFixed(1)} ms)`,
  );

  const redis = await startPrivateRedis();
  const api = await startApiProcess(redis.url, { ADDRESS_RATE_LIMIT: '1000000000' });

  const seedClient = createRedis({ url: redis.url, commandTimeoutMs: 5000, name: 'bench-seed' });
  await waitForRedis(seedClient);
  const store = createStore(seedClient);
  const victim = await store.createAccount({ plan: 'enterprise', name: 'victim', overrides: { rpm: 1_000_000_000 } });
  const attacker = await store.createAccount({ plan: 'pro', name: 'attacker' });
  const markupAttacker = await store.createAccount({
    plan: 'enterprise',
    name: 'markup',
    overrides: { rpm: 1_000_000_000 },
  });
  const filterAttacker = await store.createAccount({
    plan: 'enterprise',
    name: 'filter',
    overrides: { rpm: 1_000_000_000 },
  });
  const victimEmail = `owner-${Date.now()}@example.com`;
  await store.createAccount({ plan: 'pro', name: 'target', email: victimEmail, password: 'a-long-and-right-password' });
  seedClient.disconnect();

  const created = await fetch(`${api.url}/v1/templates`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${victim.apiKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'newsletter', blockTree: resolveAssetUrls(STARTERS[0]!.document, api.url) }),
  });
  const templateId = ((await created.json()) as { _id: string })._id;

  await seedFilterTemplates(api.url, filterAttacker.apiKey, FILTER_TEMPLATES);

  const readTemplate = () =>
    fetch(`${api.url}/v1/templates/${templateId}`, { headers: { Authorization: `Bearer ${victim.apiKey}` } });
  // Warm-up: a server that has been running (JIT, connection pools), not a cold start.
  for (let i = 0; i < 200; i++) await (await readTemplate()).arrayBuffer();
  const fdBaseline = api.openFds();

  // BENCH_BURSTS=framing,guesses,unknown,puts,nested,render,filtered runs only some bursts (to find which one hurts).
  const bursts = (process.env.BENCH_BURSTS ?? 'framing,guesses,unknown,puts,nested,render,filtered')
    .split(',')
    .filter(Boolean);
  console.log(`bursts (${bursts.join(', ')}) for ${SECONDS} s against ${api.url} (fd baseline ${fdBaseline})`);
  const attackers = spawnAttackers({
    url: api.url,
    port: api.port,
    attackerKey: attacker.apiKey,
    markupKey: markupAttacker.apiKey,
    filterKey: filterAttacker.apiKey,
    victimEmail,
    seconds: SECONDS,
    bursts,
  });

  const deadline = Date.now() + SECONDS * 1000;
  const victimMs: number[] = [];
  let victimErrors = 0;
  async function victimReads() {
    while (Date.now() < deadline) {
      const started = performance.now();
      const r = await readTemplate().catch(() => null);
      await r?.arrayBuffer();
      victimMs.push(performance.now() - started);
      if (r?.status !== 200) victimErrors++;
      await sleep(50);
    }
  }
  const healthMs: number[] = [];
  async function healthProbes() {
    while (Date.now() < deadline) {
      const started = performance.now();
      const r = await fetch(`${api.url}/healthz`).catch(() => null);
      await r?.arrayBuffer();
      healthMs.push(performance.now() - started);
      await sleep(200);
    }
  }
  await Promise.all([victimReads(), victimReads(), victimReads(), victimReads(), healthProbes()]);
  console.log(`bursts over; waiting for the attackers' raw sockets (each must end within ${HANG_MS / 1000} s)`);
  const counts = await attackers;
  let fds = api.openFds();
  for (let i = 0; i < 50 && fds > fdBaseline; i++) {
    await sleep(100);
    fds = api.openFds();
  }
  await api.stop();
  await redis.stop();

  const victimP99 = percentile(victimMs, 99);
  const healthP99 = percentile(healthMs, 99);
  console.log(
    `victim reads ${victimMs.length} (errors ${victimErrors}), p50 ${percentile(victimMs, 50).toFixed(1)} ms, p99 ${victimP99.toFixed(1)} ms; ` +
      `/healthz p99 ${healthP99.toFixed(1)} ms`,
  );
  console.log(
    `raw sockets ${counts.sockets}, hung ${counts.hung} ${JSON.stringify(counts.hungBy)}; guesses ${counts.guesses}: evaluated ${counts.evaluated}, 429 ${counts.refused}; ` +
      `unknown-e-mail logins ${counts.unknown} (503 busy ${counts.unknownBusy}); 1 MB PUTs ${counts.puts} (not 404/429: ${counts.putErrors}); ` +
      `nested-markup creates/renders ${counts.nested} (not 400/429: ${counts.nestedWrong} ${JSON.stringify(counts.nestedWrongBy)}); filtered lists ${counts.filtered} (not 200: ${counts.filteredErrors}); ` +
      `open fds ${fds} (baseline ${fdBaseline})`,
  );
  console.log(
    `RESULT abuse victim_p99_ms=${victimP99.toFixed(1)} hung_sockets=${counts.hung} guesses_evaluated=${counts.evaluated} ` +
      `guess_limit=${GUESS_LIMIT} healthz_p99_ms=${healthP99.toFixed(1)} validate_1mb_ms=${validateMs.wall.toFixed(1)} validate_1mb_cpu_ms=${validateMs.cpu.toFixed(1)} ` +
      `fds_over_baseline=${Math.max(0, fds - fdBaseline)} nested_not_refused=${counts.nestedWrong} filtered_lists=${counts.filtered}`,
  );
}

await main();
process.exit(0);

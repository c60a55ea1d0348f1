// npm run bench:cluster — the API's read path on one Redis versus a local 3-master Redis Cluster.
// Two API processes (`tsx server/main.ts`, one per Redis), the same seeded account and ~9 KB
// template on each; rounds (≥ 5 × 5 s per target, autocannon, 50 connections, no pipelining) of
// authenticated `GET /v1/templates/:id` with the rate limiter on, each round made of 1-second
// slices that alternate between the two targets so both see the same machine noise. Prints rps and API CPU µs per
// request for both, per round and as medians; the last line is `RESULT cluster read_ratio=<x>`
// (cluster rps / single rps, median of the per-round ratios). See shared/guides/performance.md.
// BENCH_ROUNDS / BENCH_SECONDS shorten a trial run.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type { EmailDocument } from '../../core/document/schema';
import { validateDocument } from '../../core/document/validate';
import { resolveAssetUrls } from '../../core/starters/index';
import { newsletter } from '../../core/starters/newsletter';
import { createRedis, waitForRedis } from '../../server/redis/client';
import { createStore } from '../../server/store';
import { freePort, startPrivateRedis } from '../redis';
import { startRedisCluster } from '../redis-cluster';
import { median } from './stats';

const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
const SECONDS = Math.max(1, Number(process.env.BENCH_SECONDS ?? 5));
const CONNECTIONS = 50;
const ROOT = new URL('../..', import.meta.url).pathname;
const CLOCK_TICKS = 100; // USER_HZ on Linux

interface Target {
  name: 'single' | 'cluster';
  env: Record<string, string>;
  /** Set up for clients of the store (seeding). */
  clusterNodes: string[] | null;
  redisUrl: string;
  api?: ChildProcess;
  url?: string;
  path?: string;
  apiKey?: string;
  rps: number[];
  cpuUsPerRequest: number[];
}

/** The newsletter starter plus text sections: a realistic document of about 9 KB. */
function benchDocument(): EmailDocument {
  const base = resolveAssetUrls(newsletter, 'http://127.0.0.1/assets') as EmailDocument;
  const blocks: unknown[] = [...base.blocks];
  let n = 0;
  while (JSON.stringify({ ...base, blocks }).length < 9200) {
    blocks.push({
      id: `bench${n++}`,
      type: 'text',
      props: {
        html: '<p>Thanks for reading this far. Every section of this newsletter is stored as validated JSON and sent back as it was stored, so a read costs one Redis round trip and no re-serialisation.</p>',
      },
      style: { padding: [8, 24, 8, 24] },
    });
  }
  const result = validateDocument({ ...base, blocks });
  if (!result.ok) throw new Error(`bench document is invalid: ${JSON.stringify(result.issues)}`);
  return result.value;
}

function cpuTicks(pid: number): number {
  // /proc/<pid>/stat: fields 14 (utime) and 15 (stime), counted after the ")" of the command name.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

async function startApi(target: Target): Promise<void> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...target.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  target.api = child;
  target.url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(`${target.url}/readyz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the ${target.name} API did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** An enterprise account whose rate limit (still checked on every request) never trips, and one template. */
async function seed(target: Target, document: EmailDocument): Promise<void> {
  const redis = createRedis({
    url: target.redisUrl,
    clusterNodes: target.clusterNodes,
    commandTimeoutMs: 5000,
    name: 'bench-seed',
  });
  await waitForRedis(redis);
  try {
    const account = await createStore(redis).createAccount({ plan: 'enterprise', overrides: { rpm: 1_000_000_000 } });
    target.apiKey = account.apiKey;
  } finally {
    redis.disconnect();
  }
  const created = await fetch(`${target.url}/v1/templates`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${target.apiKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Bench newsletter', blockTree: document }),
  });
  if (created.status !== 201)
    throw new Error(`seeding the ${target.name} template answered ${created.status}: ${await created.text()}`);
  const id = ((await created.json()) as { _id: string })._id;
  target.path = `/v1/templates/${id}`;
  const check = await fetch(`${target.url}${target.path}`, { headers: { Authorization: `Bearer ${target.apiKey}` } });
  const bytes = (await check.arrayBuffer()).byteLength;
  if (check.status !== 200 || bytes < 9000)
    throw new Error(`the ${target.name} read answered ${check.status} with ${bytes} bytes`);
}

interface Slice {
  requests: number;
  seconds: number;
  cpuTicks: number;
}

async function load(target: Target, seconds: number): Promise<Slice> {
  const pid = target.api?.pid;
  if (!pid || !target.url) throw new Error('API not started');
  const before = cpuTicks(pid);
  const result = await autocannon({
    url: `${target.url}${target.path}`,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: seconds,
    headers: { Authorization: `Bearer ${target.apiKey}` },
  });
  const used = cpuTicks(pid) - before;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${target.name}: ${result.non2xx} non-2xx and ${result.errors} errors in ${result.requests.total} requests`,
    );
  }
  return { requests: result['2xx'], seconds: result.duration, cpuTicks: used };
}

/** One round: 1-second slices, alternating between the targets, so both see the same noise. */
async function round(
  targets: Target[],
  seconds: number,
  reverse: boolean,
): Promise<Map<string, { rps: number; cpuUs: number }>> {
  const totals = new Map<string, Slice>(targets.map((t) => [t.name, { requests: 0, seconds: 0, cpuTicks: 0 }]));
  for (let slice = 0; slice < seconds; slice++) {
    const order = (slice % 2 === 0) !== reverse ? targets : [...targets].reverse();
    for (const target of order) {
      const got = await load(target, 1);
      const total = totals.get(target.name)!;
      total.requests += got.requests;
      total.seconds += got.seconds;
      total.cpuTicks += got.cpuTicks;
    }
  }
  const out = new Map<string, { rps: number; cpuUs: number }>();
  for (const [name, t] of totals) {
    out.set(name, { rps: t.requests / t.seconds, cpuUs: ((t.cpuTicks / CLOCK_TICKS) * 1e6) / Math.max(1, t.requests) });
  }
  return out;
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);

async function main(): Promise<void> {
  const document = benchDocument();
  const single = await startPrivateRedis();
  const cluster = await startRedisCluster({ masters: 3 });
  const targets: Target[] = [
    {
      name: 'single',
      env: { REDIS_URL: single.url },
      clusterNodes: null,
      redisUrl: single.url,
      rps: [],
      cpuUsPerRequest: [],
    },
    {
      name: 'cluster',
      env: { REDIS_CLUSTER_NODES: cluster.nodes },
      clusterNodes: cluster.nodes.split(','),
      redisUrl: 'redis://',
      rps: [],
      cpuUsPerRequest: [],
    },
  ];
  try {
    for (const target of targets) {
      await startApi(target);
      await seed(target, document);
    }
    console.log(
      `document ${JSON.stringify(document).length} bytes; ${ROUNDS} rounds × ${SECONDS} s per target, ${CONNECTIONS} connections`,
    );
    for (const target of targets) await load(target, 2); // warm-up: JIT, connection pools, script cache
    const ratios: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const measured = await round(targets, SECONDS, r % 2 === 1);
      for (const target of targets) {
        const m = measured.get(target.name)!;
        target.rps.push(m.rps);
        target.cpuUsPerRequest.push(m.cpuUs);
      }
      const single = measured.get('single')!.rps;
      const clustered = measured.get('cluster')!.rps;
      ratios.push(clustered / single);
      console.log(
        `round ${r + 1}: single ${fmt(single)} rps, cluster ${fmt(clustered)} rps, ratio ${fmt(clustered / single, 2)}`,
      );
    }
    for (const target of targets) {
      const spread = Math.max(...target.rps) / Math.min(...target.rps);
      console.log(
        `${target.name.padEnd(7)} median ${fmt(median(target.rps))} rps, API CPU ${fmt(median(target.cpuUsPerRequest))} µs/request` +
          ` (max/min ${fmt(spread, 2)}${spread > 1.5 ? ': noisy, re-run' : ''})`,
      );
    }
    console.log(
      `RESULT cluster read_ratio=${fmt(median(ratios), 2)} single_rps=${fmt(median(targets[0]!.rps))} cluster_rps=${fmt(median(targets[1]!.rps))}`,
    );
  } finally {
    for (const target of targets) target.api?.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const target of targets) if (target.api && target.api.exitCode === null) target.api.kill('SIGKILL');
    await Promise.all([single.stop(), cluster.stop()]);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

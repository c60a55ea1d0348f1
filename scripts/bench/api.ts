// npm run bench:api — the API's hot read path against the floor it is built on.
// A private Redis holds one ~9 KB template. Three targets run (api-targets.ts), each in its own process so the
// CPU per request can be read from /proc/<pid>/stat:
//   api        authenticated GET /v1/templates/:id with a session token (JWT verify, key status,
//              origin and the sliding-window rate limit in one Lua call, then HMGET + splice)
//   api-nolimit the same API with RATE_LIMIT=off (benchmarks only)
//   raw        a plain Koa route doing one raw HGETALL of the same hash
// Alternating rounds (autocannon, 50 connections, no pipelining; order rotates each round),
// per-round ratios, medians. Then JWT verify ops/s: KeyObject (ours) vs jsonwebtoken with a
// string secret. Before the targets start, `version-saves.ts` measures saves with version
// recording against saves without, and `filtered-list.ts` filtered list pages against unfiltered
// ones. Last lines: `RESULT versions save_ratio=<x> redis_ratio=<y>` and
// `RESULT api read_ratio=<x> limiter_ratio=<y> jwt_speedup=<z> filter_ratio=<f>`.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type { EmailDocument } from '../../core/document/schema';
import { validateDocument } from '../../core/document/validate';
import { resolveAssetUrls, STARTERS } from '../../core/starters';
import { createRedis, waitForRedis } from '../../server/redis/client';
import { createStore } from '../../server/store';
import { freePort, startPrivateRedis } from '../redis';
import { type Child, spawnTarget, TARGETS, type Target } from './api-targets';
import { benchFilteredList } from './filtered-list';
import { jwtBench } from './jwt-verify';
import { median } from './stats';
import { benchVersionSaves } from './version-saves';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const USER = 'bench-user';
const TICKS_PER_SECOND = 100; // getconf CLK_TCK on Linux

/** User + system CPU time of a process, in microseconds. */
function cpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is state (field 3); utime and stime are fields 14 and 15.
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND;
}

interface Round {
  rps: number;
  seconds: number;
  cpuPerRequest: number;
  /** Redis server CPU per request (the Lua admit script and the reads happen there). */
  redisCpuPerRequest: number;
  p99: number;
  non2xx: number;
  errors: number;
}

let redisPid = 0;

async function load(child: Child, path: string, headers: Record<string, string>, seconds: number): Promise<Round> {
  const before = cpuMicros(child.process.pid!);
  const redisBefore = cpuMicros(redisPid);
  const result = await autocannon({
    url: `${child.url}${path}`,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: seconds,
    headers,
  });
  const cpu = cpuMicros(child.process.pid!) - before;
  const redisCpu = cpuMicros(redisPid) - redisBefore;
  const total = result.requests.total;
  return {
    rps: total / result.duration,
    seconds: result.duration,
    cpuPerRequest: total > 0 ? cpu / total : Number.NaN,
    redisCpuPerRequest: total > 0 ? redisCpu / total : Number.NaN,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** A ~9 KB document: the starter newsletter, blocks repeated until the JSON passes 9,000 bytes. */
function benchDocument(): string {
  const starter = STARTERS.find((s) => s.id === 'seed-2') ?? STARTERS[0]!;
  const base = { document: resolveAssetUrls(starter.document, 'https://cdn.example.com/assets') };
  const blocks: unknown[] = [];
  let n = 0;
  let json = '';
  while (json.length < 9000) {
    const source = base.document.blocks[n % base.document.blocks.length]!;
    // fresh ids for the copy and for any blocks nested in it (ids are unique per document)
    blocks.push(JSON.parse(JSON.stringify(source).replace(/"id":"([^"]+)"/g, `"id":"$1-${n}"`)));
    n++;
    const checked = validateDocument({ ...base.document, blocks });
    if (!checked.ok) throw new Error(`bench document invalid: ${JSON.stringify(checked.issues[0])}`);
    json = JSON.stringify(checked.value as EmailDocument);
  }
  return json;
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function main(): Promise<void> {
  console.log(
    `bench:api — ${ROUNDS} alternating rounds × ${SECONDS} s per target, ${CONNECTIONS} connections, no pipelining`,
  );
  const redis = await startPrivateRedis();
  redisPid = redis.pid ?? 0;
  const children: Child[] = [];
  try {
    const client = createRedis({ url: redis.url, commandTimeoutMs: 5000, name: 'bench-seed' });
    await waitForRedis(client);
    const store = createStore(client);
    const account = await store.createAccount({ plan: 'enterprise', name: 'bench', overrides: { rpm: 1_000_000_000 } });
    const blockTreeJson = benchDocument();
    const created = await store.templates.create(account.accountId, {
      name: 'Bench newsletter',
      userId: USER,
      blockTreeJson,
      metadata: {},
      tags: [],
    });
    if (created.outcome !== 'ok') throw new Error(`seed failed: ${created.outcome}`);
    const templateId = created.record.id;
    const hashKey = `{${account.accountId}}:tpl:${templateId}`;
    const hashBytes = Object.values(await client.hgetall(hashKey)).reduce((sum, v) => sum + Buffer.byteLength(v), 0);
    console.log('versions: saves with and without version recording…');
    const versions = await benchVersionSaves(store, account.accountId, blockTreeJson, ROUNDS, Math.min(SECONDS, 3));
    console.log(
      `versions: ${fmt(versions.onPerSecond)} saves/s and ${fmt(versions.onMicros)} µs of Redis per save with recording, ` +
        `${fmt(versions.offPerSecond)} saves/s and ${fmt(versions.offMicros)} µs without (save_ratio ${versions.ratio.toFixed(2)}, redis_ratio ${versions.redisRatio.toFixed(2)})`,
    );
    console.log('filtered lists: pages of 20 from 5,000 templates × 20 metadata keys…');
    const filters = await benchFilteredList(store, ROUNDS);
    for (const [query, us] of Object.entries(filters.micros))
      console.log(`filtered lists: ${query.padEnd(32)} ${fmt(us)} µs of Redis per page`);
    client.disconnect();
    console.log(
      `template ${templateId}: blockTree ${fmt(Buffer.byteLength(blockTreeJson))} bytes, hash ${fmt(hashBytes)} bytes`,
    );

    for (const target of TARGETS) children.push(await spawnTarget(target, redis.url, await freePort(), hashKey));
    const byTarget = Object.fromEntries(children.map((c) => [c.target, c])) as Record<Target, Child>;

    const minted = await fetch(`${byTarget.api.url}/v1/sessions`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${account.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId: USER }),
    });
    const { sessionToken } = (await minted.json()) as { sessionToken: string };
    const request: Record<Target, { path: string; headers: Record<string, string> }> = {
      raw: { path: `/raw/${templateId}`, headers: {} },
      api: { path: `/v1/templates/${templateId}`, headers: { authorization: `Bearer ${sessionToken}` } },
      'api-nolimit': { path: `/v1/templates/${templateId}`, headers: { authorization: `Bearer ${sessionToken}` } },
    };
    for (const target of TARGETS) {
      const r = await fetch(`${byTarget[target].url}${request[target].path}`, { headers: request[target].headers });
      const body = await r.text();
      if (r.status !== 200) throw new Error(`${target} answered ${r.status}: ${body.slice(0, 200)}`);
      console.log(
        `${target.padEnd(12)} ${byTarget[target].url}${request[target].path} → 200, ${fmt(body.length)} bytes`,
      );
    }

    console.log('warming up…');
    for (const target of TARGETS) await load(byTarget[target], request[target].path, request[target].headers, 2);

    const rounds: Record<Target, Round[]> = { raw: [], api: [], 'api-nolimit': [] };
    // Each round gives every target SECONDS of load, interleaved in 1-second slices (order
    // rotating) so that load from other processes on this shared machine spreads evenly.
    const runRounds = async (count: number) => {
      for (let i = 0; i < count; i++) {
        const index = rounds.raw.length;
        const sum: Record<Target, Round & { requests: number; seconds: number; cpu: number; redisCpu: number }> =
          Object.fromEntries(
            TARGETS.map((t) => [
              t,
              {
                rps: 0,
                cpuPerRequest: 0,
                redisCpuPerRequest: 0,
                p99: 0,
                non2xx: 0,
                errors: 0,
                requests: 0,
                seconds: 0,
                cpu: 0,
                redisCpu: 0,
              },
            ]),
          ) as never;
        for (let slice = 0; slice < SECONDS; slice++) {
          const order = TARGETS.map((_, k) => TARGETS[(k + index + slice) % TARGETS.length]!);
          for (const target of order) {
            const r = await load(byTarget[target], request[target].path, request[target].headers, 1);
            const s = sum[target];
            s.requests += r.rps * r.seconds;
            s.seconds += r.seconds;
            s.cpu += r.cpuPerRequest * r.rps * r.seconds;
            s.redisCpu += r.redisCpuPerRequest * r.rps * r.seconds;
            s.p99 = Math.max(s.p99, r.p99);
            s.non2xx += r.non2xx;
            s.errors += r.errors;
          }
        }
        for (const target of TARGETS) {
          const s = sum[target];
          const r: Round = {
            rps: s.requests / s.seconds,
            cpuPerRequest: s.cpu / s.requests,
            redisCpuPerRequest: s.redisCpu / s.requests,
            p99: s.p99,
            non2xx: s.non2xx,
            errors: s.errors,
            seconds: s.seconds,
          };
          rounds[target].push(r);
          if (r.non2xx > 0 || r.errors > 0) console.log(`  ! ${target}: ${r.non2xx} non-2xx, ${r.errors} errors`);
        }
        const last = (t: Target) => rounds[t][rounds[t].length - 1]!;
        console.log(
          `round ${index + 1}: raw ${fmt(last('raw').rps)} rps · api ${fmt(last('api').rps)} rps · api-nolimit ${fmt(last('api-nolimit').rps)} rps`,
        );
      }
    };
    await runRounds(ROUNDS);
    const rawRps = rounds.raw.map((r) => r.rps);
    if (Math.max(...rawRps) / Math.min(...rawRps) > 1.5) {
      console.log('raw max/min > 1.5: noisy machine, running 3 more rounds');
      await runRounds(3);
    }

    const readRatios = rounds.api.map((r, i) => r.rps / rounds.raw[i]!.rps);
    const limiterRatios = rounds.api.map((r, i) => r.rps / rounds['api-nolimit'][i]!.rps);
    console.log('');
    console.log('target        median rps   CPU µs/request   Redis CPU µs/request   p99 ms   non-2xx');
    for (const target of TARGETS) {
      const rs = rounds[target];
      console.log(
        `${target.padEnd(12)} ${fmt(median(rs.map((r) => r.rps))).padStart(11)} ${fmt(median(rs.map((r) => r.cpuPerRequest))).padStart(16)} ${fmt(median(rs.map((r) => r.redisCpuPerRequest))).padStart(22)} ${fmt(median(rs.map((r) => r.p99))).padStart(8)} ${String(rs.reduce((s, r) => s + r.non2xx + r.errors, 0)).padStart(9)}`,
      );
    }
    const cpuRatio = median(rounds.raw.map((r) => r.cpuPerRequest)) / median(rounds.api.map((r) => r.cpuPerRequest));
    console.log(`per-round api/raw: ${readRatios.map((r) => r.toFixed(2)).join(' ')}`);
    console.log(`per-round api/api-nolimit: ${limiterRatios.map((r) => r.toFixed(2)).join(' ')}`);
    console.log(`CPU per request raw/api: ${cpuRatio.toFixed(2)}`);

    for (const child of children) child.process.kill('SIGKILL');
    children.length = 0;
    const jwtResult = jwtBench(USER);
    console.log(
      `JWT verify: KeyObject ${fmt(jwtResult.keyObject)} ops/s, string secret ${fmt(jwtResult.stringSecret)} ops/s (×${jwtResult.speedup.toFixed(1)})`,
    );
    const failed = Object.values(rounds).some((rs) => rs.some((r) => r.non2xx > 0 || r.errors > 0));
    if (failed) console.log('WARNING: some requests failed; the figures above are not clean');
    console.log(
      `RESULT versions save_ratio=${versions.ratio.toFixed(2)} redis_ratio=${versions.redisRatio.toFixed(2)}`,
    );
    console.log(
      `RESULT api read_ratio=${median(readRatios).toFixed(2)} limiter_ratio=${median(limiterRatios).toFixed(2)} jwt_speedup=${jwtResult.speedup.toFixed(1)} filter_ratio=${filters.ratio.toFixed(2)}`,
    );
  } finally {
    for (const child of children) child.process.kill('SIGKILL');
    await redis.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

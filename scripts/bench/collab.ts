// npm run bench:collab — live co-editing at load (docs/api.md §14), loopback only. A private
// Redis and two API processes; BENCH_ROOMS (100) templates × BENCH_EDITORS (5) headless editors
// (the Hocuspocus provider, as the element uses it), spread over both instances, each changing its
// own block's text once a second for BENCH_SECONDS (30). Halfway, one instance is SIGKILLed and
// its editors reconnect to the other with the same documents. The editors run in
// BENCH_CLIENT_PROCESSES (2) child processes (collab-clients.ts; room r in process r mod 2), not
// in this one: 500 providers behind one event loop queued their own arrivals (that process was
// the busiest of the three on 2 cores). The load, the rooms, the rate and what is measured are
// the same; only where the editors' work runs changed.
//   latency      from a change made by an editor on one instance to its arrival at an editor of
//                the same room on the other (before the kill)
//   converged    every editor of every room and the stored template end equal
//   lost_acked   editors whose last acknowledged change is missing from the stored template
//   memory       the surviving instance's RSS and Redis' used_memory, per open room
//   cpu          (an extra line, not in RESULT) CPU time each API process and the client processes
//                (together) spent per update before the kill: the cost of the path itself, which stays
//                comparable when a shared machine's load makes the latencies swing
// Last line: `RESULT collab rooms=<n> editors=<n> updates_per_s=<x> p50_ms=<x> p99_ms=<x>
// converged=<0|1> lost_acked=<n> mem_kb_per_room=<x> redis_kb_per_room=<x>`.
import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRedis, waitForRedis } from '../../server/redis/client';
import { createStore } from '../../server/store';
import { type ApiProcess, startApiProcess } from '../../server/test/api-process';
import { startPrivateRedis } from '../redis';
import type { ChildMessage, ParentMessage } from './collab-clients';

const ROOMS = Number(process.env.BENCH_ROOMS ?? 100);
const EDITORS = Number(process.env.BENCH_EDITORS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CLIENT_PROCESSES = Number(process.env.BENCH_CLIENT_PROCESSES ?? 2);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};
/** User + system CPU time of a process so far, in ms (Linux `/proc`, clock ticks of 10 ms). */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

interface Block {
  props: { text: string };
}

const redis = await startPrivateRedis();
const env = { RATE_LIMIT: 'off', ADDRESS_RATE_LIMIT: '1000000000', AUTH_FAILURE_LIMIT: '1000000000' };
const instances: ApiProcess[] = await Promise.all([startApiProcess(redis.url, env), startApiProcess(redis.url, env)]);
const client = createRedis({ url: redis.url, commandTimeoutMs: 5000 });
await waitForRedis(client);
const store = createStore(client);
const { accountId, apiKey } = await store.createAccount({ plan: 'agency' });

const blocks = Array.from({ length: EDITORS }, (_, i) => ({
  id: `t${i}`,
  type: 'heading',
  props: { text: 'start', level: 2 },
}));
const ids: string[] = [];
for (let r = 0; r < ROOMS; r++) {
  const created = await store.templates.create(accountId, {
    name: `Room ${r}`,
    userId: null,
    blockTreeJson: JSON.stringify({ version: 1, blocks }),
    metadata: {},
    tags: [],
  });
  if (created.outcome !== 'ok') throw new Error(`create answered ${created.outcome}`);
  ids.push(created.record.id);
}

const memoryBefore = Number(/used_memory:(\d+)/.exec(await client.info('memory'))?.[1] ?? 0);
const rssBefore = rssKb(instances[1]!.pid);

// The editors live in CLIENT_PROCESSES child processes, room r in process r % CLIENT_PROCESSES.
const children = Array.from({ length: CLIENT_PROCESSES }, () =>
  fork(fileURLToPath(new URL('./collab-clients.ts', import.meta.url))),
);
/** The next message of `type` from `child`, after sending it `message`. */
function ask<T extends ChildMessage['type']>(
  child: ChildProcess,
  type: T,
  message: ParentMessage,
): Promise<Extract<ChildMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`a client process exited with ${code}`));
    const onMessage = (m: ChildMessage) => {
      if (m.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(m as Extract<ChildMessage, { type: T }>);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send(message);
  });
}
const askAll = <T extends ChildMessage['type']>(type: T, message: ParentMessage) =>
  Promise.all(children.map((c) => ask(c, type, message)));

const urls = instances.map((i) => i.url);
await Promise.all(
  children.map((child, w) =>
    ask(child, 'ready', {
      type: 'open',
      urls,
      apiKey,
      rooms: ids.map((id, room) => ({ room, id })).filter(({ room }) => room % CLIENT_PROCESSES === w),
      editors: EDITORS,
    }),
  ),
);

const pids = [instances[0]!.pid, instances[1]!.pid, ...children.map((c) => c.pid ?? 0)];
const cpuBefore = pids.map(cpuMs);
console.log(
  `${ROOMS} rooms × ${EDITORS} editors open in ${CLIENT_PROCESSES} client processes; editing for ${SECONDS} s`,
);
const started = Date.now();
for (const child of children) child.send({ type: 'start' } satisfies ParentMessage);

await sleep((SECONDS * 1000) / 2);
const killedReports = await askAll('killed', { type: 'kill' });
const latencies = killedReports.flatMap((r) => r.latencies);
const sentBeforeKill = killedReports.reduce((sum, r) => sum + r.sent, 0);
const cpuSpent = pids.map((pid, i) => (cpuMs(pid) - (cpuBefore[i] ?? 0)) / Math.max(1, sentBeforeKill));
const clientsCpu = cpuSpent.slice(2).reduce((a, b) => a + b, 0);
console.log(
  `cpu_ms_per_update api0=${cpuSpent[0]?.toFixed(2)} api1=${cpuSpent[1]?.toFixed(2)} clients=${clientsCpu.toFixed(2)} (${sentBeforeKill} updates)`,
);
instances[0]!.process.kill('SIGKILL');
await new Promise((r) => instances[0]!.process.once('exit', r));
console.log('instance 0 killed; its editors reconnect to instance 1');
await askAll('reconnected', { type: 'reconnect' });
await sleep((SECONDS * 1000) / 2);
const seconds = (Date.now() - started) / 1000;
const settled = await askAll('settled', { type: 'stop' });

const rssOpen = rssKb(instances[1]!.pid);
const memoryOpen = Number(/used_memory:(\d+)/.exec(await client.info('memory'))?.[1] ?? 0);
const rooms = settled.flatMap((s) => s.rooms);
const acked = settled.flatMap((s) => s.acked);
let converged = rooms.every((r) => r.converged) ? 1 : 0;
const roomTexts = new Map(rooms.map((r) => [r.room, JSON.stringify(r.texts)]));
// Everyone leaves: the surviving instance writes every room back, in the background; the rooms
// are read until each holds what its editors hold (at most WRITE_BACK_WAIT_MS).
await askAll('left', { type: 'leave' });
const storedTexts = async (r: number) =>
  (
    (JSON.parse((await store.templates.get(accountId, ids[r]!))?.blockTreeJson ?? '{}') as { blocks?: Block[] })
      .blocks ?? []
  ).map((b) => b.props.text);
const WRITE_BACK_WAIT_MS = 15_000;
const leftAt = Date.now();
for (let r = 0; r < ROOMS; r++) {
  while (Date.now() - leftAt < WRITE_BACK_WAIT_MS && JSON.stringify(await storedTexts(r)) !== roomTexts.get(r))
    await sleep(100);
}
console.log(`written back ${Date.now() - leftAt} ms after everyone left`);
let lost = 0;
for (let r = 0; r < ROOMS; r++) {
  const texts = await storedTexts(r);
  if (roomTexts.get(r) !== JSON.stringify(texts)) converged = 0;
  for (const e of acked.filter((a) => a.room === r)) {
    const seq = Number(texts[e.index]?.split(':')[2] ?? 0);
    if (seq < e.acked) lost++;
  }
}
const updates = acked.reduce((sum, e) => sum + e.acked, 0);
for (const instance of instances) await instance.stop();
client.disconnect();
await redis.stop();

console.log(
  `RESULT collab rooms=${ROOMS} editors=${ROOMS * EDITORS} updates_per_s=${(updates / seconds).toFixed(1)} ` +
    `p50_ms=${percentile(latencies, 50).toFixed(1)} p99_ms=${percentile(latencies, 99).toFixed(1)} converged=${converged} ` +
    `lost_acked=${lost} mem_kb_per_room=${((rssOpen - rssBefore) / ROOMS).toFixed(1)} ` +
    `redis_kb_per_room=${((memoryOpen - memoryBefore) / 1024 / ROOMS).toFixed(1)}`,
);
process.exit(0);

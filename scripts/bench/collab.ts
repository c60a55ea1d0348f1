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
//   memory       of the surviving instance, read through an inspector on loopback (inspector.ts;
//                nothing of it is in the product), at three points: fresh (templates created, no
//                socket yet); warm, with no room open after BENCH_WARM_ROOMS (5) other templates
//                were edited by EDITORS editors each for BENCH_WARM_SECONDS (10) and closed (the
//                code of the whole path is hot and compiled, its modules loaded: costs that come
//                once, not with each room); and open, every room open after the edits (every change
//                acknowledged, nobody gone yet). Warm and open are each read as the process serves
//                and again right after a full garbage collection.
//                mem_kb_per_room: what an open document keeps alive, Δ(heapUsed + external) /
//                rooms between the collected warm and open points: JS objects, and the memory
//                outside the JS heap they hold (buffers, typed arrays; Node counts arrayBuffers
//                inside external already, so they are not added again).
//                rss_kb_per_room: Δ resident memory / rooms from fresh to open as it serves (the
//                figure this bench first printed as mem_kb_per_room). It is not a per-document
//                cost, and the bench prints the points it comes from: most of it is the process
//                starting to serve at this rate at all (V8's young generation growing to tens of
//                MB under allocation pressure whatever the room count, old-generation garbage not
//                collected yet, malloc's free memory kept for reuse), and the collected RSS of the
//                warm and open points differs by less than its own noise.
//                BENCH_HEAP_SNAPSHOTS=<dir> also writes warm.heapsnapshot and open.heapsnapshot
//                there (compare them with heap-diff.ts, see what kinds of objects keep what alive
//                with heap-retained.ts). A snapshot freezes the instance for seconds and leaves
//                its native memory in the RSS: the other figures of such a run do not count.
//   redis        Redis' used_memory, per open room
//   cpu          (an extra line, not in RESULT) CPU time each API process and the client processes
//                (together) spent per update before the kill: the cost of the path itself, which stays
//                comparable when a shared machine's load makes the latencies swing
// Last line: `RESULT collab rooms=<n> editors=<n> updates_per_s=<x> p50_ms=<x> p99_ms=<x>
// converged=<0|1> lost_acked=<n> mem_kb_per_room=<x> redis_kb_per_room=<x> rss_kb_per_room=<x>`.
import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRedis, waitForRedis } from '../../server/redis/client';
import { createStore } from '../../server/store';
import { type ApiProcess, startApiProcess } from '../../server/test/api-process';
import { connectLive, setProp } from '../../server/test/collab-client';
import { startPrivateRedis } from '../redis';
import type { ChildMessage, ParentMessage } from './collab-clients';
import { type Memory, openInspector } from './inspector';

const ROOMS = Number(process.env.BENCH_ROOMS ?? 100);
const EDITORS = Number(process.env.BENCH_EDITORS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CLIENT_PROCESSES = Number(process.env.BENCH_CLIENT_PROCESSES ?? 2);
const WARM_ROOMS = Number(process.env.BENCH_WARM_ROOMS ?? 5);
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 10);
const SNAPSHOTS = process.env.BENCH_HEAP_SNAPSHOTS;

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

interface Block {
  props: { text: string };
}

const redis = await startPrivateRedis();
const env = { RATE_LIMIT: 'off', ADDRESS_RATE_LIMIT: '1000000000', AUTH_FAILURE_LIMIT: '1000000000' };
// Instance 1 survives the kill: its memory is read through an inspector on loopback.
const instances: ApiProcess[] = await Promise.all([
  startApiProcess(redis.url, env),
  startApiProcess(redis.url, env, { nodeFlags: ['--inspect=127.0.0.1:0'] }),
]);
const inspector = await openInspector(instances[1]?.inspectorUrl ?? '');
const client = createRedis({ url: redis.url, commandTimeoutMs: 5000 });
await waitForRedis(client);
const store = createStore(client);
const { accountId, apiKey } = await store.createAccount({ plan: 'agency' });

const blocks = Array.from({ length: EDITORS }, (_, i) => ({
  id: `t${i}`,
  type: 'heading',
  props: { text: 'start', level: 2 },
}));
async function createRoom(name: string): Promise<string> {
  const created = await store.templates.create(accountId, {
    name,
    userId: null,
    blockTreeJson: JSON.stringify({ version: 1, blocks }),
    metadata: {},
    tags: [],
  });
  if (created.outcome !== 'ok') throw new Error(`create answered ${created.outcome}`);
  return created.record.id;
}
const ids: string[] = [];
for (let r = 0; r < ROOMS; r++) ids.push(await createRoom(`Room ${r}`));
const fresh: Memory = await inspector.usage();

const storedTexts = async (id: string) =>
  (
    (JSON.parse((await store.templates.get(accountId, id))?.blockTreeJson ?? '{}') as { blocks?: Block[] }).blocks ?? []
  ).map((b) => b.props.text);

/**
 * The warm-up: WARM_ROOMS other templates, EDITORS editors each over both instances, changing
 * their blocks 20 times a second for WARM_SECONDS (the code of the whole path gets hot and
 * compiled), then everyone leaves; done once every one is written back and the instances let go
 * of them (a second and a half beyond: the handover wait).
 */
async function warmUp(): Promise<void> {
  const warm = await Promise.all(Array.from({ length: WARM_ROOMS }, (_, r) => createRoom(`Warm ${r}`)));
  const editors = await Promise.all(
    warm.flatMap((id, r) =>
      Array.from({ length: EDITORS }, (_, index) =>
        connectLive(instances[(r + index) % 2]!.url, id, apiKey).then((live) => ({ live, index })),
      ),
    ),
  );
  const until = Date.now() + WARM_SECONDS * 1000;
  let round = 0;
  while (Date.now() < until) {
    round++;
    for (const { live, index } of editors) setProp(live.doc, index, 'text', `warm:${round}`);
    await Promise.all([...editors.map(({ live }) => live.acknowledged()), sleep(50)]);
  }
  for (const { live } of editors) live.close();
  const deadline = Date.now() + 15_000;
  for (const id of warm)
    while (Date.now() < deadline && !(await storedTexts(id)).every((t) => t === `warm:${round}`)) await sleep(100);
  await sleep(1500);
}
await warmUp();
const snapshot = (name: string) => (SNAPSHOTS ? inspector.snapshot(join(SNAPSHOTS, `${name}.heapsnapshot`)) : null);
const servingWarm: Memory = await inspector.usage();
const memoryWarm: Memory = await inspector.memory();
await snapshot('warm');
const memoryBefore = Number(/used_memory:(\d+)/.exec(await client.info('memory'))?.[1] ?? 0);

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

const servingRooms: Memory = await inspector.usage();
const memoryRooms: Memory = await inspector.memory();
await snapshot('open');
inspector.close();
const memoryOpen = Number(/used_memory:(\d+)/.exec(await client.info('memory'))?.[1] ?? 0);
const rooms = settled.flatMap((s) => s.rooms);
const acked = settled.flatMap((s) => s.acked);
let converged = rooms.every((r) => r.converged) ? 1 : 0;
const roomTexts = new Map(rooms.map((r) => [r.room, JSON.stringify(r.texts)]));
// Everyone leaves: the surviving instance writes every room back, in the background; the rooms
// are read until each holds what its editors hold (at most WRITE_BACK_WAIT_MS).
await askAll('left', { type: 'leave' });
const WRITE_BACK_WAIT_MS = 15_000;
const leftAt = Date.now();
for (let r = 0; r < ROOMS; r++) {
  while (Date.now() - leftAt < WRITE_BACK_WAIT_MS && JSON.stringify(await storedTexts(ids[r]!)) !== roomTexts.get(r))
    await sleep(100);
}
console.log(`written back ${Date.now() - leftAt} ms after everyone left`);
let lost = 0;
for (let r = 0; r < ROOMS; r++) {
  const texts = await storedTexts(ids[r]!);
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

const perRoomKb = (bytes: number) => (bytes / 1024 / ROOMS).toFixed(1);
const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
const grown = (key: keyof Memory) => memoryRooms[key] - memoryWarm[key];
console.log(
  `retained per room (KB, collected warm → collected open): heapUsed ${perRoomKb(grown('heapUsed'))} ` +
    `external ${perRoomKb(grown('external'))} (arrayBuffers ${perRoomKb(grown('arrayBuffers'))} of it)`,
);
console.log(
  `instance 1 (MB): rss/heapTotal/heapUsed fresh ${mb(fresh.rss)}/${mb(fresh.heapTotal)}/${mb(fresh.heapUsed)}, ` +
    `warm serving ${mb(servingWarm.rss)}/${mb(servingWarm.heapTotal)}/${mb(servingWarm.heapUsed)} ` +
    `collected ${mb(memoryWarm.rss)}/${mb(memoryWarm.heapTotal)}/${mb(memoryWarm.heapUsed)}, ` +
    `open serving ${mb(servingRooms.rss)}/${mb(servingRooms.heapTotal)}/${mb(servingRooms.heapUsed)} ` +
    `collected ${mb(memoryRooms.rss)}/${mb(memoryRooms.heapTotal)}/${mb(memoryRooms.heapUsed)}`,
);
console.log(
  `RESULT collab rooms=${ROOMS} editors=${ROOMS * EDITORS} updates_per_s=${(updates / seconds).toFixed(1)} ` +
    `p50_ms=${percentile(latencies, 50).toFixed(1)} p99_ms=${percentile(latencies, 99).toFixed(1)} converged=${converged} ` +
    `lost_acked=${lost} mem_kb_per_room=${perRoomKb(grown('heapUsed') + grown('external'))} ` +
    `redis_kb_per_room=${perRoomKb(memoryOpen - memoryBefore)} rss_kb_per_room=${perRoomKb(servingRooms.rss - fresh.rss)}`,
);
process.exit(0);

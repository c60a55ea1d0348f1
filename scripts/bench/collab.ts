// npm run bench:collab — live co-editing at load (docs/api.md §14), loopback only. A private
// Redis and two API processes; BENCH_ROOMS (100) templates × BENCH_EDITORS (5) headless editors
// (the Hocuspocus provider, as the element uses it), spread over both instances, each changing its
// own block's text once a second for BENCH_SECONDS (30). Halfway, one instance is SIGKILLed and
// its editors reconnect to the other with the same documents.
//   latency      from a change made by an editor on one instance to its arrival at an editor of
//                the same room on the other (before the kill)
//   converged    every editor of every room and the stored template end equal
//   lost_acked   editors whose last acknowledged change is missing from the stored template
//   memory       the surviving instance's RSS and Redis' used_memory, per open room
//   cpu          (an extra line, not in RESULT) CPU time each API process and this client process
//                spent per update before the kill: the cost of the path itself, which stays
//                comparable when a shared machine's load makes the latencies swing
// Last line: `RESULT collab rooms=<n> editors=<n> updates_per_s=<x> p50_ms=<x> p99_ms=<x>
// converged=<0|1> lost_acked=<n> mem_kb_per_room=<x> redis_kb_per_room=<x>`.
import { readFileSync } from 'node:fs';
import * as Y from 'yjs';
import { yDocToTemplate } from '../../core/collab/ydoc';
import { createRedis, waitForRedis } from '../../server/redis/client';
import { createStore } from '../../server/store';
import { type ApiProcess, startApiProcess } from '../../server/test/api-process';
import { connectLive, type LiveClient, liveBlocks, setProp } from '../../server/test/collab-client';
import { startPrivateRedis } from '../redis';

const ROOMS = Number(process.env.BENCH_ROOMS ?? 100);
const EDITORS = Number(process.env.BENCH_EDITORS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);

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

interface Editor {
  room: number;
  index: number;
  instance: number;
  live: LiveClient;
  sent: number;
  acked: number;
}

const redis = await startPrivateRedis();
const env = { RATE_LIMIT: 'off', ADDRESS_RATE_LIMIT: '1000000000', AUTH_FAILURE_LIMIT: '1000000000' };
const instances: ApiProcess[] = await Promise.all([startApiProcess(redis.url, env), startApiProcess(redis.url, env)]);
const client = createRedis({ url: redis.url, commandTimeoutMs: 5000 });
await waitForRedis(client);
const store = createStore(client);
const { accountId, apiKey } = await store.createAccount({ plan: 'agency' });

const blocks = Array.from({ length: EDITORS }, (_, i) => ({ id: `t${i}`, type: 'heading', props: { text: 'start', level: 2 } }));
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
const latencies: number[] = [];
let killed = false;

const editors: Editor[] = [];
for (let r = 0; r < ROOMS; r++) {
  for (let i = 0; i < EDITORS; i++) {
    const instance = (r + i) % 2;
    const live = await connectLive(instances[instance]!.url, ids[r]!, apiKey);
    const editor: Editor = { room: r, index: i, instance, live, sent: 0, acked: 0 };
    editors.push(editor);
    // Arrivals: a text that names its writer's instance, time and sequence.
    liveBlocks(live.doc).observeDeep((events) => {
      if (killed) return;
      const now = Date.now();
      for (const event of events) {
        if (!(event instanceof Y.YMapEvent) || !event.keysChanged.has('text')) continue;
        const [from, at] = String(event.target.get('text')).split(':');
        if (from !== undefined && Number(from) !== editor.instance && at) latencies.push(now - Number(at));
      }
    });
  }
}

function change(editor: Editor): void {
  editor.sent++;
  const seq = editor.sent;
  setProp(editor.live.doc, editor.index, 'text', `${editor.instance}:${Date.now()}:${seq}`);
  void editor.live.acknowledged().then(() => {
    editor.acked = Math.max(editor.acked, seq);
  });
}

const pids = [instances[0]!.pid, instances[1]!.pid, process.pid];
const cpuBefore = pids.map(cpuMs);
console.log(`${ROOMS} rooms × ${EDITORS} editors open; editing for ${SECONDS} s`);
const started = Date.now();
const timers = editors.map((editor, n) => {
  const start = setTimeout(() => {
    change(editor);
    timers[n] = setInterval(() => change(editor), 1000);
  }, Math.random() * 1000);
  return start as NodeJS.Timeout;
});

await sleep((SECONDS * 1000) / 2);
killed = true;
const sentBeforeKill = editors.reduce((sum, e) => sum + e.sent, 0);
const perUpdate = pids.map((pid, i) => ((cpuMs(pid) - (cpuBefore[i] ?? 0)) / Math.max(1, sentBeforeKill)).toFixed(2));
console.log(`cpu_ms_per_update api0=${perUpdate[0]} api1=${perUpdate[1]} clients=${perUpdate[2]} (${sentBeforeKill} updates)`);
instances[0]!.process.kill('SIGKILL');
await new Promise((r) => instances[0]!.process.once('exit', r));
console.log('instance 0 killed; its editors reconnect to instance 1');
for (const editor of editors.filter((e) => e.instance === 0)) {
  const doc = editor.live.doc;
  editor.live.socket.shouldConnect = false;
  editor.live.provider.destroy();
  editor.live.socket.destroy();
  editor.live = await connectLive(instances[1]!.url, ids[editor.room]!, apiKey, { doc });
  editor.instance = 1;
}
await sleep((SECONDS * 1000) / 2);
for (const t of timers) clearInterval(t);
const seconds = (Date.now() - started) / 1000;
await Promise.all(editors.map((e) => e.live.acknowledged()));
await sleep(1500);

const rssOpen = rssKb(instances[1]!.pid);
const memoryOpen = Number(/used_memory:(\d+)/.exec(await client.info('memory'))?.[1] ?? 0);
let converged = 1;
/** What a room's editors wrote: each block's text, in order (Y.Map key order may differ between replicas). */
const textsOf = (doc: Y.Doc) =>
  JSON.stringify((((yDocToTemplate(doc)?.blockTree ?? {}) as { blocks?: Block[] }).blocks ?? []).map((b) => b.props.text));
for (let r = 0; r < ROOMS; r++) {
  const states = editors.filter((e) => e.room === r).map((e) => textsOf(e.live.doc));
  if (new Set(states).size !== 1) converged = 0;
}
// Everyone leaves: the surviving instance writes every room back, in the background; the rooms
// are read until each holds what its editors hold (at most WRITE_BACK_WAIT_MS).
for (const e of editors) e.live.close();
const storedTexts = async (r: number) =>
  ((JSON.parse((await store.templates.get(accountId, ids[r]!))?.blockTreeJson ?? '{}') as { blocks?: Block[] }).blocks ?? []).map(
    (b) => b.props.text,
  );
const WRITE_BACK_WAIT_MS = 15_000;
const leftAt = Date.now();
for (let r = 0; r < ROOMS; r++) {
  const first = editors.find((e) => e.room === r);
  while (first && Date.now() - leftAt < WRITE_BACK_WAIT_MS && JSON.stringify(await storedTexts(r)) !== textsOf(first.live.doc))
    await sleep(100);
}
console.log(`written back ${Date.now() - leftAt} ms after everyone left`);
let lost = 0;
for (let r = 0; r < ROOMS; r++) {
  const stored = await store.templates.get(accountId, ids[r]!);
  const texts = (JSON.parse(stored?.blockTreeJson ?? '{}') as { blocks?: Block[] }).blocks ?? [];
  const roomEditors = editors.filter((e) => e.room === r);
  const first = roomEditors[0];
  if (first && textsOf(first.live.doc) !== JSON.stringify(texts.map((b) => b.props.text))) converged = 0;
  for (const e of roomEditors) {
    const seq = Number(texts[e.index]?.props.text.split(':')[2] ?? 0);
    if (seq < e.acked) lost++;
  }
}
const updates = editors.reduce((sum, e) => sum + e.acked, 0);
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

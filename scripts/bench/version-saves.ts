// Part of `npm run bench:api`: what recording versions costs a save. The same template-update
// Lua step runs with version recording on (as every API save does) and off (the script's switch,
// used only here), on two templates of the same ~9 KB document, in alternating 1-second slices
// with 16 saves in flight, straight against the store so that the Lua step is what is measured
// (over HTTP the ratio would only look better). The "on" template is first filled to the 50 kept
// versions so every measured save also drops the oldest one, as in steady use.
// save_ratio is the median per-round ratio of saves/s with recording ÷ saves/s without, as a
// caller sees it. On a shared machine throughput swings between seconds, so what Redis itself
// spent per save is read around each slice too (INFO commandstats, evalsha µs per call):
// redis_ratio = Redis µs per save without recording ÷ with it (1.0 = free, 0.5 = twice the cost).
import { performance } from 'node:perf_hooks';
import type { Store } from '../../server/store';
import { SECRET_KEY_WRITER } from '../../server/store/writer';
import { median } from './stats';

const IN_FLIGHT = 16;

export interface VersionSaveResult {
  onPerSecond: number;
  offPerSecond: number;
  onMicros: number;
  offMicros: number;
  ratio: number;
  redisRatio: number;
}

/** evalsha calls and µs Redis has spent in them so far. */
async function scriptStats(store: Store): Promise<{ calls: number; usec: number }> {
  const info = await store.redis.info('commandstats');
  const match = /cmdstat_evalsha:calls=(\d+),usec=(\d+)/.exec(info);
  return { calls: Number(match?.[1] ?? 0), usec: Number(match?.[2] ?? 0) };
}

export async function benchVersionSaves(
  store: Store,
  accountId: string,
  blockTreeJson: string,
  rounds: number,
  seconds: number,
): Promise<VersionSaveResult> {
  const make = async (name: string) => {
    const created = await store.templates.create(accountId, {
      name,
      userId: null,
      blockTreeJson,
      metadata: {},
      tags: [],
    });
    if (created.outcome !== 'ok') throw new Error(`seed failed: ${created.outcome}`);
    return created.record.id;
  };
  const on = await make('versions on');
  const off = await make('versions off');
  // Each save changes the document a little, as an editor's autosave does.
  const variant = (i: number) => blockTreeJson.replace('"blocks":[', `"metadata":{"rev":${i}},"blocks":[`);
  let counter = 0;
  const saveOnce = async (id: string, recordVersion: boolean) => {
    const result = await store.templates.update(
      accountId,
      id,
      SECRET_KEY_WRITER,
      { blockTreeJson: variant(counter++) },
      { recordVersion },
    );
    if (result.outcome !== 'ok') throw new Error(`save failed: ${result.outcome}`);
  };
  for (let i = 0; i < 55; i++) await saveOnce(on, true);

  const slice = async (
    id: string,
    recordVersion: boolean,
    ms: number,
  ): Promise<{ saves: number; seconds: number; calls: number; usec: number }> => {
    const before = await scriptStats(store);
    const start = performance.now();
    let saves = 0;
    const worker = async () => {
      while (performance.now() - start < ms) {
        await saveOnce(id, recordVersion);
        saves++;
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    const seconds = (performance.now() - start) / 1000;
    const after = await scriptStats(store);
    return { saves, seconds, calls: after.calls - before.calls, usec: after.usec - before.usec };
  };

  await slice(on, true, 500);
  await slice(off, false, 500);
  const ratios: number[] = [];
  const redisRatios: number[] = [];
  const onRates: number[] = [];
  const offRates: number[] = [];
  const onMicros: number[] = [];
  const offMicros: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const sum = { on: { saves: 0, seconds: 0, calls: 0, usec: 0 }, off: { saves: 0, seconds: 0, calls: 0, usec: 0 } };
    for (let s = 0; s < seconds; s++) {
      const order: Array<'on' | 'off'> = (round + s) % 2 === 0 ? ['on', 'off'] : ['off', 'on'];
      for (const mode of order) {
        const r = await slice(mode === 'on' ? on : off, mode === 'on', 1000);
        sum[mode].saves += r.saves;
        sum[mode].seconds += r.seconds;
        sum[mode].calls += r.calls;
        sum[mode].usec += r.usec;
      }
    }
    const onRate = sum.on.saves / sum.on.seconds;
    const offRate = sum.off.saves / sum.off.seconds;
    const onCost = sum.on.usec / sum.on.calls;
    const offCost = sum.off.usec / sum.off.calls;
    onRates.push(onRate);
    offRates.push(offRate);
    onMicros.push(onCost);
    offMicros.push(offCost);
    ratios.push(onRate / offRate);
    redisRatios.push(offCost / onCost);
    console.log(
      `versions round ${round + 1}: with recording ${onRate.toFixed(0)} saves/s, ${onCost.toFixed(0)} µs in Redis per save · ` +
        `without ${offRate.toFixed(0)} saves/s, ${offCost.toFixed(0)} µs`,
    );
  }
  const kept = await store.versions.list(accountId, on);
  if (kept.length !== 50) throw new Error(`expected 50 kept versions, found ${kept.length}`);
  if ((await store.versions.list(accountId, off)).length !== 1) throw new Error('the baseline recorded versions');
  return {
    onPerSecond: median(onRates),
    offPerSecond: median(offRates),
    onMicros: median(onMicros),
    offMicros: median(offMicros),
    ratio: median(ratios),
    redisRatio: median(redisRatios),
  };
}

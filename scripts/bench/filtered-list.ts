// Part of `npm run bench:api`: what a metadata filter costs a template list page. One account
// holds 5,000 templates with 20 metadata keys each (key1 is 'x' on one template in ten); pages
// of 20 are read straight from the store (so the Lua step is what is measured) with no filter,
// with `meta[key1]=x` (a tenth matches) and with `meta[key0]=nomatch&meta[key1]=x` (nothing
// does: before the metadata indexes, this walked all 5,000 templates, ~110 ms of Redis).
// Redis time per page is read from INFO commandstats (evalsha µs per call) over alternating
// rounds; filter_ratio = the median per round of the slowest filtered page's Redis µs ÷ the
// unfiltered page's (target ≤ 2).
import type { Store } from '../../server/store';
import type { ListQuery } from '../../server/store/templates';
import { median } from './stats';

const TEMPLATES = 5000;
const KEYS = 20;
const PAGE = 20;
const IN_FLIGHT = 16;
const CALLS = 500;

export interface FilteredListResult {
  /** Median Redis µs per page, by query. */
  micros: Record<string, number>;
  ratio: number;
}

const QUERIES: Record<string, Array<[string, string]>> = {
  unfiltered: [],
  'meta[key1]=x': [['key1', 'x']],
  'meta[key0]=nomatch&meta[key1]=x': [
    ['key0', 'nomatch'],
    ['key1', 'x'],
  ],
};

async function scriptStats(store: Store): Promise<{ calls: number; usec: number }> {
  const info = await store.redis.info('commandstats');
  const match = /cmdstat_evalsha:calls=(\d+),usec=(\d+)/.exec(info);
  return { calls: Number(match?.[1] ?? 0), usec: Number(match?.[2] ?? 0) };
}

function metadata(i: number): Record<string, string> {
  const out: Record<string, string> = { key0: `v${i % 7}`, key1: i % 10 === 0 ? 'x' : 'y' };
  for (let k = 2; k < KEYS; k++) out[`key${k}`] = `value-${k}-${i % (k + 3)}`;
  return out;
}

export async function benchFilteredList(store: Store, rounds: number): Promise<FilteredListResult> {
  const account = await store.createAccount({
    plan: 'enterprise',
    name: 'bench-filters',
    overrides: { rpm: 1_000_000_000 },
  });
  const { accountId } = account;
  let next = 0;
  const seedOne = async () => {
    while (next < TEMPLATES) {
      const i = next++;
      const created = await store.templates.create(accountId, {
        name: `t${i}`,
        userId: null,
        blockTreeJson: '{}',
        metadata: metadata(i),
        tags: [],
      });
      if (created.outcome !== 'ok') throw new Error(`seed failed: ${created.outcome}`);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, seedOne));

  const page = async (filters: Array<[string, string]>) => {
    const query: ListQuery = { userId: null, limit: PAGE, cursor: null, filters };
    const { rows } = await store.templates.list(accountId, query);
    return rows.length;
  };
  // Warm-up, and the pages are what they should be.
  if ((await page(QUERIES.unfiltered!)) !== PAGE || (await page(QUERIES['meta[key1]=x']!)) !== PAGE)
    throw new Error('short page');
  if ((await page(QUERIES['meta[key0]=nomatch&meta[key1]=x']!)) !== 0) throw new Error('nomatch matched');

  const perQuery: Record<string, number[]> = Object.fromEntries(Object.keys(QUERIES).map((q) => [q, []]));
  const ratios: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const order = Object.keys(QUERIES);
    for (let k = 0; k < round % order.length; k++) order.push(order.shift()!);
    for (const name of order) {
      const before = await scriptStats(store);
      let left = CALLS;
      const worker = async () => {
        while (left-- > 0) await page(QUERIES[name]!);
      };
      await Promise.all(Array.from({ length: 4 }, worker));
      const after = await scriptStats(store);
      perQuery[name]!.push((after.usec - before.usec) / (after.calls - before.calls));
    }
    const last = (q: string) => perQuery[q]![round]!;
    ratios.push(
      Math.max(
        ...Object.keys(QUERIES)
          .filter((q) => q !== 'unfiltered')
          .map(last),
      ) / last('unfiltered'),
    );
  }
  const micros = Object.fromEntries(Object.entries(perQuery).map(([q, values]) => [q, median(values)]));
  return { micros, ratio: median(ratios) };
}

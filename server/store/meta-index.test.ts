// Filtered template lists walk a metadata index (docs/api.md §2): one sorted set per metadata key
// and value, kept by the create, update and delete steps, so a page costs what it holds. Proven
// without clocks by the list's scan budget (`maxScan`, candidates examined per call): a filter
// matching one template among hundreds finds it within a budget of 5, where a walk over every
// template would return an empty partial page. Templates stored before the indexes existed are
// indexed on the account's first filtered list, counted against storage once.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RedisClient } from '../redis/client';
import { connectRedis, scanKeys } from '../test/harness';
import { createStore, type Store } from '.';
import { keys } from './keys';
import type { MetadataValue } from './templates';
import { SECRET_KEY_WRITER } from './writer';

const redisUrl = inject('redisUrl');
let redis: RedisClient;
let store: Store;

beforeAll(async () => {
  redis = await connectRedis(redisUrl);
  store = createStore(redis);
});
afterAll(() => {
  redis?.disconnect();
});

async function seed(
  accountId: string,
  count: number,
  metadata: (i: number) => Record<string, MetadataValue>,
  userId = (_i: number) => null as string | null,
) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const created = await store.templates.create(accountId, {
      name: `t${i}`,
      userId: userId(i),
      blockTreeJson: '{}',
      metadata: metadata(i),
      tags: [],
    });
    if (created.outcome !== 'ok') throw new Error(created.outcome);
    ids.push(created.record.id);
  }
  return ids;
}

/** One page's names, sorted: creates within one millisecond tie, so the order is not asserted here. */
const names = async (
  accountId: string,
  filters: Array<[string, string]>,
  userId: string | null = null,
  maxScan = 5,
) => {
  const page = await store.templates.list(accountId, { userId, limit: 20, cursor: null, filters, maxScan });
  return { names: page.rows.map((r) => r.name).sort(), next: page.next };
};

const usage = async (accountId: string) => Number((await redis.hget(keys.usage(accountId), 'storageBytes')) ?? 0);

describe('metadata indexes', () => {
  it('a filtered page examines only matching templates: one match among 400 within a budget of 5', async () => {
    const { accountId } = await store.createAccount({ plan: 'pro' });
    await seed(accountId, 400, (i) => ({ kind: i === 7 ? 'rare' : 'common', n: i % 2 }));
    expect(await names(accountId, [['kind', 'rare']])).toEqual({ names: ['t7'], next: null });
    // The shape: a value nothing has, ANDed with a common one → [] at once, no cursor.
    expect(
      await names(
        accountId,
        [
          ['kind', 'nomatch'],
          ['n', '1'],
        ],
        null,
        1,
      ),
    ).toEqual({ names: [], next: null });
    expect(
      await names(accountId, [
        ['n', '1'],
        ['kind', 'rare'],
      ]),
    ).toEqual({ names: ['t7'], next: null });
  });

  it('updates move and replace entries, deletes remove them, and a session user sees only their scope', async () => {
    const { accountId } = await store.createAccount({ plan: 'pro' });
    const ids = await seed(
      accountId,
      4,
      () => ({ team: 'a' }),
      (i) => (i % 2 === 0 ? 'alice' : null),
    );
    // t0, t2: alice's; t1, t3: shared
    expect((await names(accountId, [['team', 'a']])).names).toEqual(['t0', 't1', 't2', 't3']);
    await store.templates.update(accountId, ids[0]!, SECRET_KEY_WRITER, { name: 't0 saved' });
    const [entry] = await redis.zrevrange(`{${accountId}}:tpls:meta:team=a`, 0, 0, 'WITHSCORES');
    const { rows } = await store.templates.list(accountId, { userId: null, limit: 1, cursor: null, filters: [] });
    expect(entry).toBe(rows[0]?.id); // the save moved its entry to the newest updatedAt
    await store.templates.update(accountId, ids[1]!, SECRET_KEY_WRITER, { metadata: { team: 'b' } });
    expect((await names(accountId, [['team', 'a']])).names).toEqual(['t0 saved', 't2', 't3']);
    expect((await names(accountId, [['team', 'b']])).names).toEqual(['t1']);
    expect((await names(accountId, [['team', 'a']], 'alice')).names).toEqual(['t0 saved', 't2', 't3']);
    expect((await names(accountId, [['team', 'a']], 'bob')).names).toEqual(['t3']);
    for (const id of ids) expect((await store.templates.delete(accountId, id, SECRET_KEY_WRITER)).outcome).toBe('ok');
    expect(await scanKeys(redis, `{${accountId}}:tpls:meta:*`)).toEqual([]);
    expect(await usage(accountId)).toBe(0);
  });

  it('templates stored before the indexes are indexed on the first filtered list, in batches, counted once', async () => {
    const { accountId } = await store.createAccount({ plan: 'pro' });
    const ids = await seed(accountId, 1200, (i) => ({ kind: i % 100 === 0 ? 'rare' : 'common' }));
    const indexed = await usage(accountId);
    // Make them look like templates saved before this version: no index entries, none counted.
    let uncounted = indexed;
    for (const key of await scanKeys(redis, `{${accountId}}:tpls:meta:*`)) await redis.del(key);
    await redis.del(keys.templatesMetaBuilt(accountId));
    for (const id of ids) {
      const [size, metaIndex] = await redis.hmget(keys.template(accountId, id), 'size', 'metaIndex');
      const entry = 48 + id.length + 'kind'.length + JSON.parse(metaIndex!).kind.length + 40 + 'metaIdx'.length + 1;
      await redis.hset(keys.template(accountId, id), 'size', Number(size) - entry);
      await redis.hdel(keys.template(accountId, id), 'metaIdx');
      uncounted -= entry;
    }
    await redis.hset(keys.usage(accountId), 'storageBytes', uncounted);
    // One of them is saved after the upgrade, before any filtered list: it indexes itself.
    // (The same metadata again: no version recorded, so the byte count can be compared below.)
    expect(
      (await store.templates.update(accountId, ids[500]!, SECRET_KEY_WRITER, { metadata: { kind: 'rare' } })).outcome,
    ).toBe('ok');

    const rare = await names(accountId, [['kind', 'rare']], null, 20);
    const expected = Array.from({ length: 12 }, (_, k) => `t${k * 100}`).sort();
    expect(rare).toEqual({ names: expected, next: null });
    expect(await redis.hget(keys.templatesMetaBuilt(accountId), 'done')).toBe('1');
    expect(await redis.zcard(`{${accountId}}:tpls:meta:kind=common`)).toBe(1188);
    // Counted exactly once: back to what the indexed templates counted.
    expect(Math.abs((await usage(accountId)) - indexed)).toBeLessThan(16);
    // Later filtered lists do not build again.
    await redis.hset(keys.usage(accountId), 'storageBytes', 1);
    await names(accountId, [['kind', 'common']]);
    expect(await usage(accountId)).toBe(1);
  });
});

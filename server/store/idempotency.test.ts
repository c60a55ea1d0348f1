// The idempotency records of one account are bounded (docs/api.md §9): every claim is counted in
// the account's record index, and past IDEMPOTENCY_MAX_RECORDS the oldest record is evicted, so
// one account's creates can never fill Redis however many keys it sends within 24 hours.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RedisClient } from '../redis/client';
import { connectRedis, scanKeys } from '../test/harness';
import { createStore, type Store } from '.';
import { IDEMPOTENCY_MAX_RECORDS } from './idempotency';
import { keys } from './keys';

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

describe('idempotency records per account', () => {
  it(`keep at most ${IDEMPOTENCY_MAX_RECORDS} live records: the oldest key is forgotten, the newest replay`, async () => {
    const { accountId } = await store.createAccount({ plan: 'pro' });
    const { accountId: neighbour } = await store.createAccount({ plan: 'pro' });
    const theirs = await store.idempotency.begin(neighbour, 'templates', 'neighbour-key', 'fp');
    if (theirs.outcome !== 'new') throw new Error(theirs.outcome);
    await store.idempotency.complete(theirs.claim, 201, 'tpl_neighbour', 'sha');

    const total = IDEMPOTENCY_MAX_RECORDS + 25;
    for (let i = 0; i < total; i++) {
      const begun = await store.idempotency.begin(accountId, 'templates', `key-${i}`, `fp-${i}`);
      if (begun.outcome !== 'new') throw new Error(`key-${i}: ${begun.outcome}`);
      await store.idempotency.complete(begun.claim, 201, `tpl_${i}`, `sha-${i}`);
    }
    const records = await scanKeys(redis, `{${accountId}}:idem:*`);
    expect(records).toHaveLength(IDEMPOTENCY_MAX_RECORDS);
    expect(await redis.zcard(keys.idempotencyIndex(accountId))).toBe(IDEMPOTENCY_MAX_RECORDS);
    // The newest is remembered as a reference: id, status and body hash, no body.
    const newest = await store.idempotency.begin(accountId, 'templates', `key-${total - 1}`, `fp-${total - 1}`);
    expect(newest).toMatchObject({
      outcome: 'done',
      status: 201,
      resourceId: `tpl_${total - 1}`,
      body: '',
      bodySha: `sha-${total - 1}`,
    });
    // The oldest were evicted: the key is free again (a new claim, not a replay).
    expect((await store.idempotency.begin(accountId, 'templates', 'key-0', 'fp-0')).outcome).toBe('new');
    // Another account's records are untouched.
    expect(await store.idempotency.begin(neighbour, 'templates', 'neighbour-key', 'fp')).toMatchObject({
      outcome: 'done',
      resourceId: 'tpl_neighbour',
    });
  });

  it('a released claim leaves neither its record nor its index entry', async () => {
    const { accountId } = await store.createAccount({ plan: 'pro' });
    const begun = await store.idempotency.begin(accountId, 'images', 'refused', 'fp');
    if (begun.outcome !== 'new') throw new Error(begun.outcome);
    expect(await redis.zcard(keys.idempotencyIndex(accountId))).toBe(1);
    await store.idempotency.release(begun.claim);
    expect(await redis.zcard(keys.idempotencyIndex(accountId))).toBe(0);
    expect(await scanKeys(redis, `{${accountId}}:idem:*`)).toHaveLength(0);
  });
});

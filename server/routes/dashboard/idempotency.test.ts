// Idempotency-Key on dashboard key creation and rotation (docs/api.md §1, §9): a retry with the
// same key and body replays the first key and secret and creates nothing new; another body → 422;
// concurrent duplicates create one key; the recorded response is sealed, and a retry also
// repairs a first attempt that died before the secret's lookup was published.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RedisClient } from '../../redis/client';
import { keys } from '../../store/keys';
import {
  connectRedis,
  createAccount,
  loginDashboard,
  type StartedApi,
  startApi,
  type TestAccount,
} from '../../test/harness';
import { type Call, client } from '../../test/http';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let call: Call;
let redis: RedisClient;

beforeAll(async () => {
  api = await startApi({ redisUrl, env: { RATE_LIMIT: 'off' } });
  call = client(api.url);
  redis = await connectRedis(redisUrl);
});
afterAll(async () => {
  redis?.disconnect();
  await api?.close();
});

async function owner(): Promise<{ acct: TestAccount; token: string }> {
  const email = `idem-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const acct = await createAccount(redisUrl, { plan: 'pro', email, password: 'owner-password' });
  return { acct, token: await loginDashboard(api.url, email, 'owner-password') };
}

const createKey = (token: string, key: string, body: unknown = { mode: 'live' }) =>
  call('POST', '/v1/dashboard/keys', { token, body, headers: { 'Idempotency-Key': key } });

const keyIds = async (token: string): Promise<string[]> =>
  (await call('GET', '/v1/dashboard/keys', { token })).body.map((k: { id: string }) => k.id);

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe('Idempotency-Key on POST /v1/dashboard/keys', () => {
  it('a retry replays the same key id and secret and creates no second key', async () => {
    const { acct, token } = await owner();
    const first = await createKey(token, 'create-1');
    expect(first.status).toBe(201);
    expect(first.body.apiKey).toMatch(/^eb_live_/);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    for (let i = 0; i < 3; i++) {
      const again = await createKey(token, 'create-1');
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body.id).toBe(first.body.id);
      expect(again.body.apiKey).toBe(first.body.apiKey);
      expect(again.text).toBe(first.text);
    }
    expect((await keyIds(token)).sort()).toEqual([acct.keyId, first.body.id].sort());
    expect((await call('GET', '/v1/keys/validate', { token: first.body.apiKey })).status).toBe(200);
    // Another Idempotency-Key is another key.
    const other = await createKey(token, 'create-2');
    expect(other.body.id).not.toBe(first.body.id);
    expect(await keyIds(token)).toHaveLength(3);
  });

  it('the same Idempotency-Key with another body is 422 idempotency_mismatch and creates nothing', async () => {
    const { token } = await owner();
    expect((await createKey(token, 'k', { mode: 'live' })).status).toBe(201);
    const r = await createKey(token, 'k', { mode: 'test' });
    expect(r.status).toBe(422);
    expect(r.body).toEqual({ error: expect.stringContaining('Idempotency-Key'), code: 'idempotency_mismatch' });
    expect(await keyIds(token)).toHaveLength(2);
  });

  it('concurrent duplicates create one key: every 201 is that key, the rest are 409 idempotency_in_progress', async () => {
    const { token } = await owner();
    const replies = await Promise.all(Array.from({ length: 8 }, () => createKey(token, 'burst')));
    const created = replies.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThan(0);
    expect(new Set(created.map((r) => r.body.apiKey)).size).toBe(1);
    for (const r of replies.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('idempotency_in_progress');
      expect(r.headers.get('retry-after')).not.toBeNull();
    }
    expect(await keyIds(token)).toHaveLength(2);
    const replay = await createKey(token, 'burst');
    expect(replay.body.apiKey).toBe(created[0]?.body.apiKey);
  });

  it('the recorded response is sealed: no secret in it, and a tampered record replays nothing', async () => {
    const { acct, token } = await owner();
    const first = await createKey(token, 'sealed');
    const record = keys.idempotency(acct.accountId, 'keys', sha256('sealed'));
    const stored = await redis.hgetall(record);
    expect(stored.state).toBe('done');
    expect(stored.body).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.stringify(stored)).not.toContain(first.body.apiKey);
    expect(JSON.stringify(stored)).not.toContain(first.body.apiKey.slice(8, 36));
    expect(await redis.pttl(record)).toBeGreaterThan(23 * 3600 * 1000);

    const body = stored.body ?? '';
    const flipped = `${body.slice(0, -2)}${body.at(-2) === 'A' ? 'B' : 'A'}${body.at(-1)}`;
    await redis.hset(record, 'body', flipped);
    const r = await createKey(token, 'sealed');
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('idempotency_gone');
    expect(r.text).not.toContain(first.body.apiKey);
  });

  it('a retry repairs a first attempt that stored the key but died before publishing its lookup', async () => {
    const { token } = await owner();
    const first = await createKey(token, 'half-done');
    // As if the process died between the key's Lua step and the lookup write: the secret fails.
    await redis.del(keys.secretLookup(sha256(first.body.apiKey)));
    const second = client(api.url);
    expect((await second('GET', '/v1/keys/validate', { token: first.body.apiKey })).status).toBe(401);
    const retry = await createKey(token, 'half-done');
    expect(retry.body.apiKey).toBe(first.body.apiKey);
    expect((await second('GET', '/v1/keys/validate', { token: first.body.apiKey })).status).toBe(200);
  });
});

describe('Idempotency-Key on POST /v1/dashboard/keys/:id/rotate', () => {
  it('a retry replays the rotation instead of answering key_revoked, and rotates once', async () => {
    const { acct, token } = await owner();
    const rotate = (id: string, key: string) =>
      call('POST', `/v1/dashboard/keys/${id}/rotate`, { token, headers: { 'Idempotency-Key': key } });
    const first = await rotate(acct.keyId, 'rot-1');
    expect(first.status).toBe(201);
    expect(first.body.replaced).toMatchObject({ id: acct.keyId, status: 'revoked' });
    const again = await rotate(acct.keyId, 'rot-1');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.apiKey).toBe(first.body.apiKey);
    expect(again.body.replaced).toEqual(first.body.replaced);
    expect((await keyIds(token)).sort()).toEqual([acct.keyId, first.body.id].sort());
    // Without the key, a repeat is what it always was: the old key is already revoked.
    expect((await rotate(acct.keyId, 'rot-2')).body.code).toBe('key_revoked');
    // The same Idempotency-Key for another key is a mismatch, never the first key's secret.
    const mismatch = await rotate(first.body.id, 'rot-1');
    expect(mismatch.status).toBe(422);
    expect(mismatch.text).not.toContain(first.body.apiKey);
  });

  it('the replayed response equals what the dashboard then lists (origins carried over, old key revoked)', async () => {
    const { acct, token } = await owner();
    await call('PATCH', `/v1/keys/${acct.keyId}/origins`, { token, body: { origins: ['https://app.example.com'] } });
    const first = await call('POST', `/v1/dashboard/keys/${acct.keyId}/rotate`, {
      token,
      headers: { 'Idempotency-Key': 'o' },
    });
    const listed = (await call('GET', '/v1/dashboard/keys', { token })).body as Array<{ id: string }>;
    const { apiKey: _secret, replaced, ...fresh } = first.body;
    expect(listed).toContainEqual(fresh);
    expect(listed).toContainEqual(replaced);
    expect(fresh.origins).toEqual(['https://app.example.com']);
  });
});

// No secret in plain text anywhere in Redis: scan every key (on every master of a cluster) and
// dump every value.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RedisClient } from '../redis/client';
import { connectRedis, createAccount, createSessionToken, type StartedApi, scanKeys, startApi } from '../test/harness';
import { client } from '../test/http';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let redis: RedisClient;

beforeAll(async () => {
  api = await startApi({ redisUrl });
  redis = await connectRedis(redisUrl);
});
afterAll(async () => {
  redis?.disconnect();
  await api?.close();
});

async function dumpEverything(): Promise<string[]> {
  const out: string[] = [];
  for (const key of await scanKeys(redis)) {
    out.push(key);
    const type = await redis.type(key);
    if (type === 'string') out.push((await redis.get(key)) ?? '');
    else if (type === 'hash') out.push(JSON.stringify(await redis.hgetall(key)));
    else if (type === 'zset') out.push(JSON.stringify(await redis.zrange(key, '0', '-1', 'WITHSCORES')));
    else if (type === 'set') out.push(JSON.stringify(await redis.smembers(key)));
    else if (type === 'list') out.push(JSON.stringify(await redis.lrange(key, 0, -1)));
    else out.push(`<${type}>`);
  }
  return out;
}

describe('secrets at rest', () => {
  it('issued API keys (replay records included) and dashboard passwords never appear in any key or value', async () => {
    const password = `pw-${Math.random().toString(36).slice(2)}-plain`;
    const email = `rest-${Date.now()}@example.com`;
    const acct = await createAccount(redisUrl, { plan: 'pro', email, password });
    const call = client(api.url);
    const login = await call('POST', '/v1/dashboard/login', { body: { email, password } });
    const second = await call('POST', '/v1/dashboard/keys', { token: login.body.token });
    // Idempotent creation and rotation record their responses (which hold the new secret) for
    // replay: sealed, never in plain text.
    const idem = { 'Idempotency-Key': `rest-${Date.now()}` };
    const third = await call('POST', '/v1/dashboard/keys', { token: login.body.token, headers: idem });
    expect((await call('POST', '/v1/dashboard/keys', { token: login.body.token, headers: idem })).body.apiKey).toBe(
      third.body.apiKey,
    );
    const rotated = await call('POST', `/v1/dashboard/keys/${second.body.id}/rotate`, {
      token: login.body.token,
      headers: idem,
    });
    expect(rotated.status).toBe(201);
    expect(
      (await call('POST', `/v1/dashboard/keys/${second.body.id}/rotate`, { token: login.body.token, headers: idem }))
        .body.apiKey,
    ).toBe(rotated.body.apiKey);
    const session = await createSessionToken(api.url, acct.apiKey, 'user-x');
    await call('POST', '/v1/templates', { token: session, body: { name: 'x' } });

    const dump = await dumpEverything();
    expect(dump.length).toBeGreaterThan(10);
    const haystack = dump.join('\n');
    for (const secret of [acct.apiKey, second.body.apiKey, third.body.apiKey, rotated.body.apiKey, password, session]) {
      expect(haystack.includes(secret)).toBe(false);
      // not even the random middle of the key
      expect(haystack.includes(secret.slice(8, 36))).toBe(false);
    }
  });
});

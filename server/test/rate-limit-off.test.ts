// RATE_LIMIT=off (benchmarks only: the limiter on/off ratio) skips the per-key window and
// nothing else; it is on unless set, and anything but on/off is a configuration error.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ConfigError, parseConfig } from '../config';
import { createAccount, createSessionToken, type StartedApi, startApi } from './harness';
import { client } from './http';

const redisUrl = inject('redisUrl');
let api: StartedApi;

beforeAll(async () => {
  api = await startApi({ redisUrl, env: { RATE_LIMIT: 'off' } });
});
afterAll(async () => {
  await api?.close();
});

describe('RATE_LIMIT=off', () => {
  it('is on by default; only on/off are accepted', () => {
    expect(parseConfig({}).rateLimit).toBe(true);
    expect(parseConfig({ RATE_LIMIT: 'on' }).rateLimit).toBe(true);
    expect(parseConfig({ RATE_LIMIT: 'OFF' }).rateLimit).toBe(false);
    expect(() => parseConfig({ RATE_LIMIT: 'maybe' })).toThrow(ConfigError);
  });

  it('lets a Free key past 60 requests and writes no window, but still checks keys and origins', async () => {
    const call = client(api.url);
    const free = await createAccount(redisUrl, { plan: 'free' });
    for (let i = 0; i < 70; i++)
      expect((await call('GET', '/v1/keys/validate', { token: free.apiKey })).status).toBe(200);
    expect(await api.running.deps.store.redis.exists(`{${free.accountId}}:rl`)).toBe(0);
    await api.running.deps.store.apiKeys.setOrigins(free.accountId, free.keyId, ['https://app.example.com']);
    const session = await createSessionToken(api.url, free.apiKey, 'u1');
    expect(
      (await call('GET', '/v1/templates', { token: session, headers: { Origin: 'https://evil.example' } })).status,
    ).toBe(403);
    await api.running.deps.store.apiKeys.revoke(free.accountId, free.keyId);
    expect((await call('GET', '/v1/keys/validate', { token: free.apiKey })).status).toBe(401);
  });
});

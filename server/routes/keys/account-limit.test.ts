// One rate window per account (docs/api.md §9): every key of the account and every session token
// minted from them share it, so extra keys never raise the plan's limit; at most 20 active keys;
// dashboard-token requests keep their own window.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, createSessionToken, loginDashboard, type StartedApi, startApi } from '../../test/harness';
import { type Call, client } from '../../test/http';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let call: Call;

beforeAll(async () => {
  api = await startApi({ redisUrl });
  call = client(api.url);
});
afterAll(async () => {
  await api?.close();
});

let counter = 0;
async function freeAccountWithLogin() {
  const email = `acct-limit-${Date.now()}-${counter++}@example.com`;
  const acct = await createAccount(redisUrl, { plan: 'free', email, password: 'dashboard-pw' });
  return { ...acct, dashboard: await loginDashboard(api.url, email, 'dashboard-pw') };
}

describe('rate limit per account', () => {
  it('five keys and their sessions share the free plan’s 60 requests a minute', async () => {
    const acct = await freeAccountWithLogin();
    const extra: string[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await call('POST', '/v1/dashboard/keys', { token: acct.dashboard, body: {} });
      expect(r.status).toBe(201);
      extra.push(r.body.apiKey);
    }
    const secretKeys = [acct.apiKey, ...extra];
    // One session per key: 5 requests on the account's window.
    const sessions: string[] = [];
    for (const key of secretKeys) sessions.push(await createSessionToken(api.url, key, 'u1'));
    const credentials = [...secretKeys, ...sessions];
    const remaining: number[] = [];
    for (let i = 5; i < 60; i++) {
      const r = await call('GET', '/v1/templates', { token: credentials[i % credentials.length] });
      expect(r.status, `request ${i + 1}`).toBe(200);
      expect(r.headers.get('x-ratelimit-limit')).toBe('60');
      remaining.push(Number(r.headers.get('x-ratelimit-remaining')));
    }
    // The headers report the account's window: remaining falls by one whichever key is used.
    expect(remaining).toEqual(Array.from({ length: 55 }, (_, i) => 54 - i));
    for (const token of credentials) {
      const r = await call('GET', '/v1/templates', { token });
      expect(r.status).toBe(429);
      expect(r.headers.get('x-ratelimit-remaining')).toBe('0');
    }
    // Dashboard-token requests have their own window and still pass.
    const dash = await call('GET', '/v1/dashboard/keys', { token: acct.dashboard });
    expect(dash.status).toBe(200);
    expect(dash.body).toHaveLength(5);
  });

  it('dashboard requests do not count against the account window', async () => {
    const acct = await freeAccountWithLogin();
    for (let i = 0; i < 30; i++)
      expect((await call('GET', '/v1/dashboard/keys', { token: acct.dashboard })).status).toBe(200);
    const r = await call('GET', '/v1/templates', { token: acct.apiKey });
    expect(r.status).toBe(200);
    expect(r.headers.get('x-ratelimit-remaining')).toBe('59');
  });
});

describe('at most 20 active keys', () => {
  it('the 21st active key is refused with 400 naming the limit; revoking one makes room', async () => {
    const acct = await freeAccountWithLogin();
    for (let i = 1; i < 20; i++)
      expect((await call('POST', '/v1/dashboard/keys', { token: acct.dashboard, body: {} })).status).toBe(201);
    const refused = await call('POST', '/v1/dashboard/keys', { token: acct.dashboard, body: { mode: 'test' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: expect.stringMatching(/at most 20 active keys/), code: 'key_limit_reached' });
    const listed = (await call('GET', '/v1/dashboard/keys', { token: acct.dashboard })).body as Array<{
      id: string;
      status: string;
    }>;
    expect(listed.filter((k) => k.status === 'active')).toHaveLength(20);

    // Rotation keeps the count (one revoked, one created).
    const rotated = await call('POST', `/v1/dashboard/keys/${acct.keyId}/rotate`, { token: acct.dashboard });
    expect(rotated.status).toBe(201);
    expect((await call('POST', '/v1/dashboard/keys', { token: acct.dashboard, body: {} })).status).toBe(400);

    const victim = listed.find((k) => k.id !== acct.keyId)!;
    expect((await call('POST', `/v1/dashboard/keys/${victim.id}/revoke`, { token: acct.dashboard })).status).toBe(200);
    expect((await call('POST', '/v1/dashboard/keys', { token: acct.dashboard, body: {} })).status).toBe(201);
  });

  it('concurrent creations at 19 active keys make exactly one more', async () => {
    const acct = await freeAccountWithLogin();
    const store = api.running.deps.store;
    for (let i = 1; i < 19; i++) await store.apiKeys.create(acct.accountId);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', '/v1/dashboard/keys', { token: acct.dashboard, body: {} })),
    );
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 400)).toHaveLength(9);
    const active = (await store.apiKeys.list(acct.accountId)).filter((k) => k.status === 'active');
    expect(active).toHaveLength(20);
  });
});

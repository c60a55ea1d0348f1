// Sliding-window rate limits per key (docs/api.md §6) and per client address.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseConfig } from '../config';
import { createAccount, createSessionToken, type StartedApi, startApi, TestClock } from '../test/harness';
import { type Call, client } from '../test/http';

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

describe('per key, production window (60 s)', () => {
  it('the production window is 60 s unless configured otherwise', () => {
    expect(parseConfig({}).rateWindowMs).toBe(60_000);
    expect(api.running.deps.config.rateWindowMs).toBe(60_000);
  });

  it('Free: 60 pass with X-RateLimit-* headers, then 429 with Retry-After', async () => {
    const free = await createAccount(redisUrl, { plan: 'free' });
    const before = Math.floor(Date.now() / 1000);
    for (let i = 0; i < 60; i++) {
      const r = await call('GET', '/v1/templates', { token: free.apiKey });
      expect(r.status).toBe(200);
      expect(r.headers.get('x-ratelimit-limit')).toBe('60');
      expect(r.headers.get('x-ratelimit-remaining')).toBe(String(59 - i));
      const reset = Number(r.headers.get('x-ratelimit-reset'));
      expect(reset).toBeGreaterThanOrEqual(before + 59);
      expect(reset).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 61);
    }
    const limited = await call('GET', '/v1/templates', {
      token: free.apiKey,
      headers: { Origin: 'https://app.example.com' },
    });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: expect.any(String), code: 'rate_limited' });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(limited.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
  });

  it('session-token requests count against their parent key', async () => {
    const free = await createAccount(redisUrl, { plan: 'free' });
    const session = await createSessionToken(api.url, free.apiKey, 'u1'); // 1
    for (let i = 0; i < 29; i++) expect((await call('GET', '/v1/templates', { token: session })).status).toBe(200); // 30
    for (let i = 0; i < 30; i++) expect((await call('GET', '/v1/templates', { token: free.apiKey })).status).toBe(200); // 60
    expect((await call('GET', '/v1/templates', { token: session })).status).toBe(429);
    expect((await call('GET', '/v1/templates', { token: free.apiKey })).status).toBe(429);
  });

  it('rejected calls are not stored in the window', async () => {
    const free = await createAccount(redisUrl, { plan: 'free' });
    for (let i = 0; i < 60; i++) await call('GET', '/v1/templates', { token: free.apiKey });
    for (let i = 0; i < 25; i++) expect((await call('GET', '/v1/templates', { token: free.apiKey })).status).toBe(429);
    expect(await api.running.deps.store.redis.zcard(`{${free.accountId}}:rl`)).toBe(60);
    expect(await api.running.deps.store.redis.pttl(`{${free.accountId}}:rl`)).toBeGreaterThan(0);
  });
});

describe('per key, short window (sliding proof)', () => {
  // The window's time is a test clock that stands still until the test advances it (store/clock.ts):
  // the proof waits for nothing, and a slow answer does not move the window under it.
  const WINDOW = 16_000;
  const clock = new TestClock();
  let short: StartedApi;
  let shortCall: Call;
  beforeAll(async () => {
    short = await startApi({ redisUrl, env: { RATE_LIMIT_WINDOW_MS: String(WINDOW) }, clock });
    shortCall = client(short.url);
  });
  afterAll(async () => {
    await short?.close();
  });
  /** Moves the window's time forward by `ms` (instead of sleeping). */
  const elapse = async (ms: number) => clock.advance(ms);

  it('the window slides: when the oldest half expires exactly that half is free again', async () => {
    const free = await createAccount(redisUrl, { plan: 'free' });
    const go = () => shortCall('GET', '/v1/templates', { token: free.apiKey });
    const t0 = clock.now();
    for (let i = 0; i < 30; i++) expect((await go()).status).toBe(200);
    const firstDone = clock.now();
    await elapse(WINDOW / 2 - (firstDone - t0));
    const t1 = clock.now();
    for (let i = 0; i < 30; i++) expect((await go()).status).toBe(200);
    expect((await go()).status).toBe(429);
    // Past the first batch, before the second leaves the window.
    await elapse(Math.max(0, firstDone + WINDOW + 150 - clock.now()));
    expect(clock.now()).toBeLessThan(t1 + WINDOW - 300);
    // Up to the first refusal: on a slow machine a longer loop would outlive the second batch too.
    let passed = 0;
    while (passed <= 30 && (await go()).status === 200) passed++;
    expect(passed).toBe(30);
    expect(clock.now()).toBeLessThan(t1 + WINDOW);
  });

  it('rejected calls do not extend the block', async () => {
    const free = await createAccount(redisUrl, { plan: 'free' });
    const go = () => shortCall('GET', '/v1/templates', { token: free.apiKey });
    const start = clock.now();
    await Promise.all(Array.from({ length: 60 }, go));
    // The server stamped those 60 between `start` and now (a loaded machine answers them slowly).
    const filled = clock.now();
    let rejected = 0;
    while (clock.now() - start < WINDOW - 500) {
      if ((await go()).status === 429) rejected++;
      await elapse(500);
    }
    expect(rejected).toBeGreaterThan(10);
    await elapse(Math.max(0, filled + WINDOW + 300 - clock.now()));
    // Had the rejected calls been counted, the window would still be full.
    expect((await go()).status).toBe(200);
  });
});

describe('per client address', () => {
  let strict: StartedApi;
  let strictCall: Call;
  beforeAll(async () => {
    strict = await startApi({
      redisUrl,
      env: {
        TRUST_PROXY: 'true',
        ADDRESS_RATE_LIMIT: '5',
        AUTH_FAILURE_LIMIT: '3',
        LOGIN_FAILURE_LIMIT: '3',
        LOGIN_EMAIL_LIMIT: '5',
      },
    });
    strictCall = client(strict.url);
  });
  afterAll(async () => {
    await strict?.close();
  });
  const address = () =>
    `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

  it('unauthenticated routes are limited per address', async () => {
    const ip = address();
    for (let i = 0; i < 5; i++)
      expect((await strictCall('GET', '/v1/templates/library', { headers: { 'X-Forwarded-For': ip } })).status).toBe(
        200,
      );
    const limited = await strictCall('GET', '/v1/templates/library', { headers: { 'X-Forwarded-For': ip } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(
      (await strictCall('GET', '/v1/templates/library', { headers: { 'X-Forwarded-For': address() } })).status,
    ).toBe(200);
  });

  it('failed authentications are limited per address; valid keys still pass', async () => {
    const ip = address();
    const acct = await createAccount(redisUrl, { plan: 'pro' });
    const bad = () =>
      strictCall('GET', '/v1/templates', { token: 'not-a-valid-token', headers: { 'X-Forwarded-For': ip } });
    for (let i = 0; i < 3; i++) expect((await bad()).status).toBe(401);
    const limited = await bad();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).not.toBeNull();
    expect(
      (await strictCall('GET', '/v1/templates', { token: acct.apiKey, headers: { 'X-Forwarded-For': ip } })).status,
    ).toBe(200);
    expect(
      (
        await strictCall('GET', '/v1/templates', {
          token: 'not-a-valid-token',
          headers: { 'X-Forwarded-For': address() },
        })
      ).status,
    ).toBe(401);
  });

  it('failed dashboard logins are limited per (e-mail, address) pair under a per-e-mail ceiling', async () => {
    const email = `limit-${Date.now()}@example.com`;
    await createAccount(redisUrl, { plan: 'pro', email, password: 'right-password' });
    const ip = address();
    const login = (password: string, from = ip, who = email) =>
      strictCall('POST', '/v1/dashboard/login', {
        body: { email: who, password },
        headers: { 'X-Forwarded-For': from },
      });
    for (let i = 0; i < 3; i++) expect((await login('wrong')).status).toBe(401);
    // this pair is locked, even for the right password…
    expect((await login('right-password')).status).toBe(429);
    // …but not the user everywhere: another address still logs in (a success is not a failure)
    expect((await login('right-password', address())).status).toBe(200);
    // and the address may still try other e-mails
    expect((await login('whatever', ip, `someone-${Date.now()}@example.com`)).status).toBe(401);
    // the e-mail's ceiling (5) over every address: 2 more failures elsewhere fill it
    expect((await login('wrong', address())).status).toBe(401);
    expect((await login('wrong', address())).status).toBe(401);
    expect((await login('right-password', address())).status).toBe(429);
  });
});

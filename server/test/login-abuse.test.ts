// Findings 2 and 3 of the abuse review: parallel login guesses and login bursts, against the
// real server over real sockets and a real Redis.
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, type StartedApi, startApi } from './harness';

const redisUrl = inject('redisUrl');
let api: StartedApi;

beforeAll(async () => {
  // The production defaults for logins (the harness raises them for other suites).
  api = await startApi({ redisUrl, env: { LOGIN_FAILURE_LIMIT: '10', LOGIN_EMAIL_LIMIT: '100' } });
});
afterAll(async () => {
  await api?.close();
});

function login(email: string, password: string): Promise<Response> {
  return fetch(`${api.url}/v1/dashboard/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

describe('parallel login guesses', () => {
  it('120 parallel guesses from one address: at most LOGIN_FAILURE_LIMIT (10) are hashed, the rest 429', async () => {
    const email = `guess-${Date.now()}@example.com`;
    await createAccount(redisUrl, { plan: 'pro', email, password: 'the-right-password' });
    const gate = api.running.deps.loginGate;
    const before = gate.started;
    const replies = await Promise.all(Array.from({ length: 120 }, (_, i) => login(email, `guess-${i}`)));
    const hashed = gate.started - before;
    const statuses = replies.map((r) => r.status);
    expect(hashed).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 401)).toHaveLength(hashed);
    // The rest are refused before any hashing: 429 (or a 503 when Redis fails closed on a saturated machine).
    expect(statuses.filter((s) => s !== 401 && s !== 429 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(100);
    const refused = replies.find((r) => r.status === 429);
    expect(refused?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused?.json()).toMatchObject({ code: 'rate_limited' });
    // Even the right password waits now, from this address.
    expect((await login(email, 'the-right-password')).status).toBe(429);
  }, 120_000);

  it('a right password is not a failure: it never fills the window', async () => {
    const email = `right-${Date.now()}@example.com`;
    await createAccount(redisUrl, { plan: 'pro', email, password: 'the-right-password' });
    for (let i = 0; i < 12; i++) expect((await login(email, 'the-right-password')).status).toBe(200);
  });
});

describe('login bursts', () => {
  it('250 parallel unknown-e-mail logins: bounded hashing, the rest 503 at once, static files not starved', async () => {
    const gate = api.running.deps.loginGate;
    const before = gate.started;
    const asset = readdirSync(new URL('../../core/assets/placeholder/', import.meta.url)).find(
      (f) => !f.startsWith('.'),
    );
    let hashedDone = 0;
    const logins = Array.from({ length: 250 }, (_, i) =>
      login(`nobody-${Date.now()}-${i}@example.com`, 'password').then(async (r) => {
        if (r.status === 401) hashedDone++;
        return { status: r.status, retryAfter: r.headers.get('retry-after'), body: await r.text() };
      }),
    );
    // The static file is asked for while the burst is in flight: it must not wait behind the
    // hashes (scrypt and file reads share libuv's thread pool).
    await new Promise((r) => setTimeout(r, 50));
    const file = await fetch(`${api.url}/assets/placeholder/${asset}`);
    expect(file.status).toBe(200);
    await file.arrayBuffer();
    const hashedBeforeFile = hashedDone;
    const replies = await Promise.all(logins);
    const hashed = gate.started - before;
    const unauthorized = replies.filter((r) => r.status === 401).length;
    const busy = replies.filter((r) => r.status === 503);
    // Every reply is 401 (checked against a dummy hash, like a known e-mail) or 503 (queue full).
    expect(unauthorized + busy.length).toBe(250);
    expect(unauthorized).toBe(hashed);
    expect(busy.length).toBeGreaterThan(0);
    const loginBusy = busy.filter((r) => (JSON.parse(r.body) as { code?: string }).code === 'login_busy');
    expect(loginBusy.length).toBeGreaterThan(0);
    expect(loginBusy[0]?.retryAfter).toBe('1');
    // Without the bound, all 250 hashes were queued ahead of the file read and nearly all of
    // them finished first; now the file is served while most admitted hashes still wait.
    expect(hashedBeforeFile).toBeLessThan(hashed / 2);
    // The admitted hashes take a while on a busy machine (scrypt is deliberately slow).
  }, 180_000);
});

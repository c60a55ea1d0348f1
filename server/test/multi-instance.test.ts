// Two API processes (`npm run server`) on one Redis, as behind a load balancer: rate limits,
// key revocation and rotation, origin allowlists, plan quotas and the shared signing secrets
// hold across them, because every decision is made in Redis and never in one process's memory.
// Runs in the `server` project (one Redis) and in `server-cluster` (a 3-master Redis Cluster).
import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../scripts/redis';
import { createAccount, createSessionToken, loginDashboard, redisEnv, type TestAccount } from './harness';
import { type Call, client } from './http';

const redisUrl = inject('redisUrl');
const ROOT = new URL('../..', import.meta.url).pathname;

interface Instance {
  url: string;
  call: Call;
  child: ChildProcess;
  output: () => string;
}

/** One `tsx server/main.ts` process configured by the environment only; no shared secrets given. */
async function spawnInstance(): Promise<Instance> {
  const port = await freePort();
  const env: Record<string, string | undefined> = {
    ...process.env,
    SESSION_SECRET: undefined,
    DASHBOARD_SECRET: undefined,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    // Every call comes from 127.0.0.1: keep the per-address limits out of the way.
    ADDRESS_RATE_LIMIT: '1000000',
    AUTH_FAILURE_LIMIT: '1000000',
    LOGIN_FAILURE_LIMIT: '1000000',
    ...redisEnv(redisUrl),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`API instance did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, call: client(url), child, output: () => output };
}

async function stopInstance(instance: Instance | undefined): Promise<void> {
  const child = instance?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

let a: Instance;
let b: Instance;

beforeAll(async () => {
  [a, b] = await Promise.all([spawnInstance(), spawnInstance()]);
}, 60_000);
afterAll(async () => {
  await Promise.all([stopInstance(a), stopInstance(b)]);
});

const blockTree = { blocks: [] };
let accountCounter = 0;
async function accountWithLogin(plan: 'free' | 'pro'): Promise<TestAccount & { email: string; password: string }> {
  const email = `multi-${Date.now()}-${accountCounter++}@example.com`;
  const password = 'two instances, one truth';
  const acct = await createAccount(redisUrl, { plan, email, password });
  return { ...acct, email, password };
}

describe('two API instances on one Redis', () => {
  it('share one sliding window per key: 60 Free requests split over both pass, the 61st is refused by either', async () => {
    const free = await createAccount(redisUrl, { plan: 'free' });
    const remaining: number[] = [];
    for (let i = 0; i < 60; i++) {
      const instance = i % 2 === 0 ? a : b;
      const r = await instance.call('GET', '/v1/templates', { token: free.apiKey });
      expect(r.status, `request ${i + 1} via ${instance === a ? 'A' : 'B'}`).toBe(200);
      remaining.push(Number(r.headers.get('x-ratelimit-remaining')));
    }
    // One window, not two: the count runs down across both instances.
    expect(remaining).toEqual(Array.from({ length: 60 }, (_, i) => 59 - i));
    for (const instance of [a, b, a]) {
      const refused = await instance.call('GET', '/v1/templates', { token: free.apiKey });
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('rate_limited');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    }
  });

  it('a session token minted by one instance is honoured by the other (signing secrets shared through Redis)', async () => {
    const acct = await createAccount(redisUrl, { plan: 'pro' });
    const session = await createSessionToken(a.url, acct.apiKey, 'user-1');
    const created = await b.call('POST', '/v1/templates', { token: session, body: { name: 'mine', blockTree } });
    expect(created.status).toBe(201);
    expect((await a.call('GET', `/v1/templates/${created.body._id}`, { token: session })).status).toBe(200);
    const dashboard = await loginDashboard(a.url, ...(await withLogin()));
    expect((await b.call('GET', '/v1/dashboard/keys', { token: dashboard })).status).toBe(200);
  });

  it('revoking a key on one instance fails the key and its session tokens on the other at the next request', async () => {
    const acct = await accountWithLogin('pro');
    const session = await createSessionToken(a.url, acct.apiKey, 'user-1');
    // Both instances have used (and cached the lookup of) the key before it is revoked.
    for (const instance of [a, b]) {
      expect((await instance.call('GET', '/v1/templates', { token: acct.apiKey })).status).toBe(200);
      expect((await instance.call('GET', '/v1/templates', { token: session })).status).toBe(200);
    }
    const dashboard = await loginDashboard(b.url, acct.email, acct.password);
    const revoked = await b.call('POST', `/v1/dashboard/keys/${acct.keyId}/revoke`, { token: dashboard });
    expect(revoked.status).toBe(200);
    for (const instance of [a, b]) {
      expect((await instance.call('GET', '/v1/templates', { token: acct.apiKey })).status).toBe(401);
      expect((await instance.call('GET', '/v1/templates', { token: session })).status).toBe(401);
      expect((await instance.call('POST', '/v1/sessions', { token: acct.apiKey, body: { userId: 'u' } })).status).toBe(
        401,
      );
    }
  });

  it('rotating a key on one instance retires the old secret on the other; the new one works on both', async () => {
    const acct = await accountWithLogin('pro');
    for (const instance of [a, b])
      expect((await instance.call('GET', '/v1/keys/validate', { token: acct.apiKey })).status).toBe(200);
    const dashboard = await loginDashboard(a.url, acct.email, acct.password);
    const rotated = await a.call('POST', `/v1/dashboard/keys/${acct.keyId}/rotate`, { token: dashboard });
    expect(rotated.status).toBe(201);
    for (const instance of [b, a]) {
      expect((await instance.call('GET', '/v1/keys/validate', { token: acct.apiKey })).status).toBe(401);
      expect((await instance.call('GET', '/v1/keys/validate', { token: rotated.body.apiKey })).status).toBe(200);
    }
  });

  it('an origin allowlist set through one instance is enforced by the other', async () => {
    const acct = await accountWithLogin('pro');
    const session = await createSessionToken(b.url, acct.apiKey, 'user-1');
    const from = (origin: string) => ({ token: session, headers: { Origin: origin } });
    expect((await b.call('GET', '/v1/templates', from('https://evil.example'))).status).toBe(200); // empty list: any origin
    const dashboard = await loginDashboard(a.url, acct.email, acct.password);
    const set = await a.call('PATCH', `/v1/keys/${acct.keyId}/origins`, {
      token: dashboard,
      body: { origins: ['https://app.example.com'] },
    });
    expect(set.status).toBe(200);
    const refused = await b.call('GET', '/v1/templates', from('https://evil.example'));
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('origin_not_allowed');
    expect((await b.call('GET', '/v1/templates', from('https://app.example.com'))).status).toBe(200);
    expect((await a.call('GET', '/v1/templates', from('https://evil.example'))).status).toBe(403);
  });

  it('quota race: 50 concurrent creates split across both instances on Free store exactly 3', async () => {
    // Free allows 60 requests a minute, so all 50 reach the quota check.
    const free = await createAccount(redisUrl, { plan: 'free' });
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 === 0 ? a : b).call('POST', '/v1/templates', {
          token: free.apiKey,
          body: { name: `race ${i}`, blockTree },
        }),
      ),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 402)).toHaveLength(47);
    for (const instance of [a, b]) {
      const list = await instance.call('GET', '/v1/templates?limit=100', { token: free.apiKey });
      expect(list.status).toBe(200);
      expect(list.body).toHaveLength(3);
    }
    const validate = await b.call('GET', '/v1/keys/validate', { token: free.apiKey });
    expect(validate.body.usage.templates).toBe(3);
  });

  it('neither process logged a secret', () => {
    for (const instance of [a, b]) expect(instance.output()).not.toMatch(/eb_(live|test)_[0-9A-Za-z]{20,}/);
  });
});

/** A fresh dashboard user for checks that need only a login. */
async function withLogin(): Promise<[string, string]> {
  const acct = await accountWithLogin('pro');
  return [acct.email, acct.password];
}

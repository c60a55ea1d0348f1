// Redis outage: this suite starts its OWN Redis (persistent, so data survives the restart) and
// runs the API as a separate process. While requests flow, Redis is killed with SIGKILL: every
// request answers within 1.5 s with JSON 503 + Retry-After and the process stays up. Redis is
// then restarted on the same port: data routes answer 2xx again within 5 s, on their own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrivateRedis } from '../../scripts/redis';
import { type ApiProcess, startApiProcess } from './api-process';
import { createAccount, createSessionToken, type TestAccount } from './harness';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Sample {
  label: string;
  started: number;
  ms: number;
  status: number;
  contentType: string;
  retryAfter: string | null;
  body: unknown;
}

let dataDir: string;
let redis: Awaited<ReturnType<typeof startPrivateRedis>> | null = null;
let api: ApiProcess | null = null;
let apiUrl: string;
let acct: TestAccount;
let session: string;
let templateId: string;

async function waitFor(test: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

async function request(label: string, path: string, init: RequestInit = {}): Promise<Sample> {
  const started = Date.now();
  try {
    const response = await fetch(`${apiUrl}${path}`, { ...init, signal: AbortSignal.timeout(5000) });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    return {
      label,
      started,
      ms: Date.now() - started,
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      retryAfter: response.headers.get('retry-after'),
      body,
    };
  } catch (error) {
    return {
      label,
      started,
      ms: Date.now() - started,
      status: 0,
      contentType: '',
      retryAfter: null,
      body: String(error),
    };
  }
}

/** One round of the traffic mix: reads and writes with a secret key and a session token. */
function mix(): Array<Promise<Sample>> {
  const secret = { Authorization: `Bearer ${acct.apiKey}` };
  const browser = { Authorization: `Bearer ${session}`, Origin: 'https://app.example.com' };
  return [
    request('get', `/v1/templates/${templateId}`, { headers: secret }),
    request('list', '/v1/templates?limit=5', { headers: browser }),
    request('validate', '/v1/keys/validate', { headers: browser }),
    request('create', '/v1/templates', {
      method: 'POST',
      headers: { ...secret, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'during outage' }),
    }),
  ];
}

/** Requests from `workers` loops until `stop.done`; `samples` fills as answers arrive. */
async function traffic(workers: number, stop: { done: boolean }, samples: Sample[] = []): Promise<Sample[]> {
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (!stop.done) {
        samples.push(...(await Promise.all(mix())));
        await sleep(10);
      }
    }),
  );
  return samples;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'eb-outage-'));
  // Nothing acknowledged may be lost when the process is killed.
  redis = await startPrivateRedis({ persist: dataDir, fsync: 'always' });

  acct = await createAccount(redis.url, { plan: 'enterprise' });
  const setup = new Redis(redis.url);
  await setup.hset(`{${acct.accountId}}:account`, 'limit:rpm', 1_000_000);
  setup.disconnect();

  api = await startApiProcess(redis.url, { ADDRESS_RATE_LIMIT: '1000000', AUTH_FAILURE_LIMIT: '1000000' });
  apiUrl = api.url;
  await waitFor(async () => (await request('ready', '/readyz')).status === 200, 30_000, 'the API');
  session = await createSessionToken(apiUrl, acct.apiKey, 'user-1');
  const created = await request('seed', '/v1/templates', {
    method: 'POST',
    headers: { Authorization: `Bearer ${acct.apiKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'before outage' }),
  });
  templateId = (created.body as { _id: string })._id;
});

afterAll(async () => {
  await api?.stop();
  await redis?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('Redis outage', () => {
  it('kill -9 while requests flow → JSON 503 + Retry-After within 1.5 s, process up; restart on the same port → 2xx within 5 s', async () => {
    // Healthy first.
    const stop = { done: false };
    // Until a dozen answers are in (800 ms on a quiet machine; longer while other suites load it).
    const seen: Sample[] = [];
    const before = traffic(3, stop, seen);
    await waitFor(async () => seen.length >= 12, 15_000, 'a dozen answers before the kill');
    const killedAt = Date.now();
    const killed = redis!.process;
    process.kill(killed.pid!, 'SIGKILL');
    await new Promise((resolve) => killed.once('exit', resolve));
    await sleep(3000);
    stop.done = true;
    const samples = await before;

    const healthy = samples.filter((s) => s.started + s.ms < killedAt);
    expect(healthy.length).toBeGreaterThan(8);
    for (const s of healthy) expect(s.status, `${s.label} before the kill`).toBeLessThan(300);

    // Every request answered in time, even the ones in flight at the kill.
    for (const s of samples) expect(s.ms, `${s.label} took ${s.ms} ms (status ${s.status})`).toBeLessThanOrEqual(1500);
    const during = samples.filter((s) => s.started > killedAt + 100);
    expect(during.length).toBeGreaterThan(20);
    for (const s of during) {
      expect(s.status, `${s.label} during the outage`).toBe(503);
      expect(s.contentType).toMatch(/^application\/json/);
      expect(s.body).toEqual({ error: expect.any(String), code: 'service_unavailable' });
      expect(Number(s.retryAfter)).toBeGreaterThanOrEqual(1);
    }
    expect(JSON.stringify(during.map((s) => s.body))).not.toMatch(/ECONNREFUSED|stack|ioredis|at \w+ \(/);

    // The process is up: liveness answers, readiness says not ready.
    expect(api!.process.exitCode).toBeNull();
    expect((await request('healthz', '/healthz')).status).toBe(200);
    const ready = await request('readyz', '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.ms).toBeLessThanOrEqual(1500);

    // Redis returns on the same port with the same data.
    const restartedAt = Date.now();
    await redis!.restart();
    let recoveredAt = 0;
    while (Date.now() - restartedAt < 8000) {
      const round = await Promise.all(mix());
      if (round.every((s) => s.status >= 200 && s.status < 300)) {
        recoveredAt = Date.now();
        break;
      }
      await sleep(50);
    }
    expect(recoveredAt, 'data routes answered 2xx again').toBeGreaterThan(0);
    expect(recoveredAt - restartedAt).toBeLessThanOrEqual(5000);
    const got = await request('get', `/v1/templates/${templateId}`, {
      headers: { Authorization: `Bearer ${acct.apiKey}` },
    });
    expect(got.status).toBe(200);
    expect((got.body as { name: string }).name).toBe('before outage');
    expect(api!.process.exitCode).toBeNull();
  }, 60_000);
});

// Fail closed and recover: with Redis gone every data route answers JSON 503 + Retry-After
// quickly; when Redis returns on the same address, 2xx again without a restart.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, pingRedis } from '../../scripts/redis';
import { createAccount, type StartedApi, startApi, type TestAccount } from '../test/harness';
import { type Call, client } from '../test/http';

let port: number;
let dir: string;
let redis: ChildProcess | null = null;
let api: StartedApi;
let call: Call;
let acct: TestAccount;

async function startRedis(): Promise<void> {
  redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'yes'],
    {
      stdio: 'ignore',
    },
  );
  const deadline = Date.now() + 10_000;
  while (!(await pingRedis(`redis://127.0.0.1:${port}`, 200))) {
    if (Date.now() > deadline) throw new Error('redis did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  port = await freePort();
  dir = mkdtempSync(join(tmpdir(), 'eb-outage-'));
  await startRedis();
  const url = `redis://127.0.0.1:${port}`;
  // The production command timeout: how fast an outage is answered is what is tested.
  api = await startApi({ redisUrl: url, env: { REDIS_COMMAND_TIMEOUT_MS: '600' } });
  call = client(api.url);
  acct = await createAccount(url, { plan: 'pro' });
});
afterAll(async () => {
  await api?.close();
  redis?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('Redis outage', () => {
  it('answers JSON 503 with Retry-After within 1.5 s, stays up, and recovers by itself', async () => {
    expect((await call('GET', '/v1/templates', { token: acct.apiKey })).status).toBe(200);
    const exited = new Promise((resolve) => redis!.once('exit', resolve));
    redis!.kill('SIGKILL');
    await exited;
    for (const [method, path, token, body] of [
      ['GET', '/v1/templates', acct.apiKey, undefined],
      ['POST', '/v1/templates', acct.apiKey, { name: 'x' }],
      ['GET', '/v1/templates/library', undefined, undefined],
      ['GET', '/readyz', undefined, undefined],
    ] as const) {
      const started = performance.now();
      const r = await call(method, path, { token, body });
      expect(performance.now() - started).toBeLessThan(1500);
      expect(r.status, path).toBe(503);
      expect(r.body).toEqual({ error: expect.any(String), code: 'service_unavailable' });
      expect(r.headers.get('retry-after')).toBe('1');
    }
    expect((await call('GET', '/healthz')).status).toBe(200);
    await startRedis();
    const deadline = Date.now() + 5000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = (await call('GET', '/v1/templates', { token: acct.apiKey })).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
  });
});

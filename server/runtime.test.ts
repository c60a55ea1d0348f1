// Process behaviour: health and readiness, draining on shutdown, `npm run server` config.
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../scripts/redis';
import { ConfigError, parseConfig } from './config';
import { createAccount, redisEnv, type StartedApi, startApi } from './test/harness';
import { client } from './test/http';

const redisUrl = inject('redisUrl');

describe('configuration', () => {
  it('has the documented defaults', () => {
    const c = parseConfig({});
    expect(c).toMatchObject({
      port: 8787,
      operatorName: 'Email Builder',
      publicUrl: 'http://localhost:8787',
      logLevel: 'info',
      imageStorage: 'redis',
      rateWindowMs: 60_000,
      redisStartupTimeoutMs: 10_000,
    });
    expect(c.sessionSecret).toBeNull();
  });

  it('rejects bad values with every problem listed', () => {
    let error: unknown;
    try {
      parseConfig({
        PORT: 'abc',
        SESSION_SECRET: 'short',
        LOG_LEVEL: 'loud',
        IMAGE_STORAGE: 'dir',
        PUBLIC_URL: 'ftp://x',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'SESSION_SECRET', 'LOG_LEVEL', 'IMAGE_DIR', 'PUBLIC_URL'])
      expect(problems).toContain(name);
  });

  it('refuses to start in production without both signing secrets', () => {
    const secret = 's'.repeat(40);
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET is required when NODE_ENV=production/,
    );
    expect(() => parseConfig({ NODE_ENV: 'production', SESSION_SECRET: secret })).toThrow(
      /DASHBOARD_SECRET is required/,
    );
    expect(
      parseConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, DASHBOARD_SECRET: 'd'.repeat(40) }).sessionSecret,
    ).toBe(secret);
    expect(parseConfig({ NODE_ENV: 'development' }).sessionSecret).toBeNull();
  });

  it('refuses the same secret for sessions and the dashboard', () => {
    const same = 'x'.repeat(40);
    expect(() => parseConfig({ SESSION_SECRET: same, DASHBOARD_SECRET: same })).toThrow(/must differ/);
  });
});

describe('health and shutdown', () => {
  let api: StartedApi;
  beforeAll(async () => {
    api = await startApi({ redisUrl });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('/healthz and /readyz answer 200 while Redis is up', async () => {
    const call = client(api.url);
    expect((await call('GET', '/healthz')).body).toEqual({ ok: true });
    const ready = await call('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.redis).toBe('up');
  });

  it('close() lets in-flight requests finish and then refuses new connections', async () => {
    const local = await startApi({ redisUrl });
    const acct = await createAccount(redisUrl, { plan: 'pro' });
    const call = client(local.url);
    const inFlight = Array.from({ length: 20 }, () => call('GET', '/v1/templates', { token: acct.apiKey }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const closing = local.close();
    const replies = await Promise.allSettled(inFlight);
    await closing;
    const done = replies
      .filter((r) => r.status === 'fulfilled')
      .map((r) => (r as PromiseFulfilledResult<{ status: number }>).value.status);
    // Every request that reached the server got a full answer.
    for (const status of done) expect(status).toBe(200);
    await expect(fetch(`${local.url}/healthz`)).rejects.toThrow();
  });
});

describe('npm run server', () => {
  it('starts from the environment, serves, and drains on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: new URL('..', import.meta.url).pathname,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        ...redisEnv(redisUrl),
        LOG_LEVEL: 'info',
        OPERATOR_NAME: 'Spawned',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    try {
      const deadline = Date.now() + 20_000;
      let up = false;
      while (!up && Date.now() < deadline) {
        up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        if (!up) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(up, output).toBe(true);
      const acct = await createAccount(redisUrl, { plan: 'free' });
      const r = await client(`http://127.0.0.1:${port}`)('GET', '/v1/keys/validate', { token: acct.apiKey });
      expect(r.body.operator).toEqual({ name: 'Spawned' });
      expect(output).not.toContain(acct.apiKey);
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).toContain('draining');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });

  it('exits non-zero with a readable message on bad configuration', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: new URL('..', import.meta.url).pathname,
      env: { ...process.env, PORT: 'not-a-port', ...redisEnv(redisUrl) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d) => {
      err += d;
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
    expect(code).not.toBe(0);
    expect(err).toContain('PORT must be a whole number');
  });
});

describe('npm run server in production', () => {
  it('refuses to start without SESSION_SECRET and DASHBOARD_SECRET, naming both', async () => {
    const env: Record<string, string | undefined> = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      ...redisEnv(redisUrl),
    };
    delete env.SESSION_SECRET;
    delete env.DASHBOARD_SECRET;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: new URL('..', import.meta.url).pathname,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d) => {
      err += d;
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
    expect(code).not.toBe(0);
    expect(err).toContain('SESSION_SECRET is required when NODE_ENV=production');
    expect(err).toContain('DASHBOARD_SECRET is required when NODE_ENV=production');
  });
});

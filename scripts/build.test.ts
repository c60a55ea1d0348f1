// The production build as an operator deploys it: `npm run build`, then dist/ with package.json
// and the lock file copied to an empty folder, production dependencies only, and
// `node dist/server/main.js` started there against a real Redis and checked over HTTP.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount } from '../server/test/harness';
import { freePort } from './redis';

const ROOT = join(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'eb-build-'));
const app = join(work, 'app');
let server: ChildProcess | null = null;
let output = '';

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  const r = spawnSync(command, args, { cwd, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 240_000 });
  return { ok: r.status === 0, text: `${r.stdout ?? ''}${r.stderr ?? ''}` };
}

function start(env: Record<string, string>): ChildProcess {
  output = '';
  // Not through npm: as under systemd, SIGTERM reaches node itself.
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: app,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  return child;
}

function exited(child: ChildProcess, timeoutMs: number): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still running after ${timeoutMs} ms:\n${output}`)), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server?.exitCode !== null) throw new Error(`server exited:\n${output}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${output}`);
}

beforeAll(() => {
  const built = run(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/build.ts'], ROOT, {
    EB_DIST_DIR: join(app, 'dist'),
    EB_BUILD_QUIET: '1',
  });
  expect(built.ok, built.text).toBe(true);
  cpSync(join(ROOT, 'package.json'), join(app, 'package.json'));
  cpSync(join(ROOT, 'package-lock.json'), join(app, 'package-lock.json'));
  const quiet = ['--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'];
  let installed = run('npm', ['ci', ...quiet], app);
  // A lock written through a registry mirror may lack other platforms' optional packages.
  if (!installed.ok) installed = run('npm', ['install', ...quiet], app);
  expect(installed.ok, installed.text).toBe(true);
}, 480_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGKILL');
    await exited(server, 5000).catch(() => {});
  }
  rmSync(work, { recursive: true, force: true });
});

describe('production build', () => {
  it('installs no development dependency and bundles no dev script', () => {
    for (const dev of ['tsx', 'typescript', 'vite', 'vitest', 'esbuild', '@biomejs/biome']) {
      expect(existsSync(join(app, 'node_modules', dev)), dev).toBe(false);
    }
    expect(existsSync(join(app, 'node_modules', 'koa'))).toBe(true);
    const bundle = readFileSync(join(app, 'dist/server/main.js'), 'utf8');
    // scripts/redis.ts installs and starts Redis: the server must never carry it.
    expect(bundle).not.toMatch(/apt-get|redis-server/);
  });

  it('serves the element, the dashboard, the API and /metrics from node dist/server/main.js', async () => {
    const [port, metricsPort] = [await freePort(), await freePort()];
    server = start({
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      REDIS_URL: inject('redisUrl'),
      METRICS_PORT: String(metricsPort),
      SESSION_SECRET: 'a'.repeat(40),
      DASHBOARD_SECRET: 'b'.repeat(40),
    });
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/readyz`, 60_000);

    const element = await fetch(`${base}/element/email-builder.js`);
    expect(element.status).toBe(200);
    expect(element.headers.get('content-type')).toMatch(/javascript/);
    expect(await element.text()).toContain('email-builder');

    const dashboard = await fetch(`${base}/dashboard/`);
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toMatch(/<html/i);

    const openapi = await fetch(`${base}/v1/openapi.json`);
    expect(openapi.status).toBe(200);
    expect(((await openapi.json()) as { openapi: string }).openapi).toMatch(/^3\./);

    // A write runs the store's Lua scripts, which the bundle loads from dist/server/lua.
    const account = await createAccount(inject('redisUrl'), { plan: 'pro' });
    const created = await fetch(`${base}/v1/templates`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${account.apiKey}`,
        'Content-Type': 'application/json',
        'X-Request-Id': 'build-test-1',
      },
      body: JSON.stringify({ name: 'From the build' }),
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('x-request-id')).toBe('build-test-1');

    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toMatch(/eb_http_requests_total\{method="POST",route="\/v1\/templates",status="201"\} 1/);
    expect(text).toMatch(/eb_build_info\{version="[^"]+",node="[^"]+"\} 1/);

    server.kill('SIGTERM');
    expect(await exited(server, 15_000)).toBe(0);
    expect(output).toContain('stopped');
  }, 120_000);

  it('exits with a clear message when REDIS_URL does not answer', async () => {
    const deadPort = await freePort();
    server = start({
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      REDIS_URL: `redis://127.0.0.1:${deadPort}`,
      // How long it waits is the operator's setting; what it then says is checked here.
      REDIS_STARTUP_TIMEOUT_MS: '500',
      SESSION_SECRET: 'a'.repeat(40),
      DASHBOARD_SECRET: 'b'.repeat(40),
    });
    expect(await exited(server, 60_000)).toBe(1);
    expect(output).toMatch(/Redis at redis:\/\/127\.0\.0\.1:\d+ \(REDIS_URL\) does not answer \(waited 500 ms/);
  }, 90_000);
});

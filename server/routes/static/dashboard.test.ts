import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type StartedApi, startApi } from '../../test/harness';
import { type Call, client } from '../../test/http';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let call: Call;
let dir: string;
const SHELL =
  '<!doctype html><title>Dashboard</title><script type="module" src="/dashboard/assets/index-abc123.js"></script>';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'eb-dashboard-'));
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), SHELL);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'export {};\n');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  api = await startApi({ redisUrl, env: { DASHBOARD_DIR: dir } });
  call = client(api.url);
});
afterAll(async () => {
  await api?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('GET /dashboard', () => {
  it('answers the shell for /dashboard and every view under it, revalidated, with a CSP', async () => {
    for (const path of [
      '/dashboard',
      '/dashboard/',
      '/dashboard/keys',
      '/dashboard/keys/key_123',
      '/dashboard/index.html',
    ]) {
      const r = await fetch(`${api.url}${path}`);
      expect(r.status, path).toBe(200);
      expect(r.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(r.headers.get('cache-control'), path).toBe('no-cache');
      expect(r.headers.get('content-security-policy'), path).toContain("script-src 'self'");
      expect(r.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(await r.text(), path).toBe(SHELL);
    }
  });

  it('serves hashed assets as immutable, other top-level files briefly cached', async () => {
    const js = await fetch(`${api.url}/dashboard/assets/index-abc123.js`);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await fetch(`${api.url}/dashboard/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('missing assets and traversal are JSON 404s, never the shell', async () => {
    for (const path of [
      '/dashboard/assets/missing.js',
      '/dashboard/assets/..%2findex.html',
      '/dashboard/missing.png',
      '/dashboard/%2e%2e/package.json',
    ]) {
      const r = await call('GET', path);
      expect(r.status, path).toBe(404);
      expect(r.headers.get('content-type'), path).toContain('application/json');
      expect(r.body.code, path).toBeDefined();
    }
  });

  it('leaves /v1 and other paths alone: JSON errors, not HTML', async () => {
    for (const path of ['/v1/dashboard/keys', '/v1/nope', '/dashboardx', '/v1/dashboard']) {
      const r = await call('GET', path);
      expect(r.headers.get('content-type'), path).toContain('application/json');
      expect([401, 404], path).toContain(r.status);
    }
    const login = await call('POST', '/dashboard', { body: {} });
    expect(login.status).toBe(404);
    expect(login.headers.get('content-type')).toContain('application/json');
  });

  it('is a JSON 404 when the dashboard is not built', async () => {
    const bare = await startApi({ redisUrl, env: { DASHBOARD_DIR: join(dir, 'nowhere') } });
    try {
      const r = await client(bare.url)('GET', '/dashboard');
      expect(r.status).toBe(404);
      expect(r.body.error).toMatch(/dashboard not built/);
    } finally {
      await bare.close();
    }
  });
});

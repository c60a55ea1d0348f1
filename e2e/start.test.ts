// `npm start` itself, as a subprocess (through scripts/bootstrap.mjs, like `npm start`): it comes
// up with a private Redis, prints the URLs and logins, serves a working demo, stops everything on
// SIGTERM, and a second start reuses the data (same keys, nothing seeded twice, edits kept).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { ROOT } from '../demo/build';
import type { DemoState } from '../demo/seed';
import { starterImageNames } from '../demo/seed-images';
import { freePort, pingRedis } from '../scripts/redis';

const dataDir = mkdtempSync(join(tmpdir(), 'eb-start-data-'));
const distDir = mkdtempSync(join(tmpdir(), 'eb-start-dist-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(distDir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  output: () => string;
  demoUrl: string;
  apiUrl: string;
  redisUrl: string;
}

async function start(): Promise<Started> {
  const [port, demoPort] = [await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DEMO_PORT: String(demoPort),
    EB_DATA_DIR: dataDir,
    EB_DIST_DIR: distDir,
  };
  delete env.REDIS_URL;
  delete env.PUBLIC_URL;
  delete env.HOST;
  delete env.DEMO_HOST;
  const child = spawn(process.execPath, [join(ROOT, 'scripts/bootstrap.mjs'), 'start'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (d) => (text += d.toString()));
  child.stderr?.on('data', (d) => (text += d.toString()));
  const deadline = Date.now() + 90_000;
  while (!text.includes('Press Ctrl-C to stop')) {
    if (child.exitCode !== null) throw new Error(`npm start exited early:\n${text}`);
    if (Date.now() > deadline) throw new Error(`npm start did not come up in 90 s:\n${text}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const pick = (label: string, pattern: RegExp) => {
    const found = new RegExp(`${label}\\s+(${pattern.source})`).exec(text.replace(/\x1b\[[0-9;]*m/g, ''));
    if (!found?.[1]) throw new Error(`no ${label} line in:\n${text}`);
    return found[1];
  };
  return {
    child,
    output: () => text,
    demoUrl: pick('Demo site', /http:\/\/\S+/),
    apiUrl: pick('API', /http:\/\/\S+/),
    redisUrl: pick('Redis', /redis:\/\/\S+/),
  };
}

async function stop(started: Started): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => started.child.once('exit', (code) => resolve(code)));
  started.child.kill('SIGTERM');
  return exited;
}

function lanAddress(): string | null {
  for (const addresses of Object.values(networkInterfaces())) {
    for (const a of addresses ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  }
  return null;
}

const state = () => JSON.parse(readFileSync(join(dataDir, 'demo.json'), 'utf8')) as DemoState;

/** Names of the account's shared images (uploaded with the secret key), sorted. */
async function sharedImagesOf(apiUrl: string, apiKey: string): Promise<string[]> {
  const response = await fetch(`${apiUrl}/v1/images?limit=100`, { headers: { Authorization: `Bearer ${apiKey}` } });
  expect(response.status).toBe(200);
  const images = (await response.json()) as Array<{ name: string; userId?: string }>;
  return images
    .filter((image) => !image.userId)
    .map((image) => image.name)
    .sort();
}

async function templatesOf(apiUrl: string, apiKey: string, userId: string): Promise<Array<{ name: string }>> {
  const response = await fetch(`${apiUrl}/v1/templates?userId=${userId}`, {
    headers: { Authorization: `Bearer ${apiKey}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Array<{ name: string }>;
}

describe('npm start', () => {
  test('comes up, serves the demo, stops everything on SIGTERM, and a second start reuses the data', async () => {
    const first = await start();
    let keptName = '';
    try {
      const out = first.output();
      expect(out).toMatch(/private redis-server on redis:\/\//);
      expect(out).toContain('created account Pinecrest CRM (pro)');
      const { dashboard } = state();
      expect(dashboard.password).toMatch(/^[0-9A-Za-z]{20}$/);
      expect(out).toContain(`owner@pinecrest.example / ${dashboard.password}`);
      expect(out).toMatch(/password generated on the first start, kept in \S*demo\.json/);
      expect(out).toContain('Listening on 127.0.0.1 only');
      // Bound to loopback: another address of this machine does not answer.
      const lan = lanAddress();
      expect(lan, 'this machine needs a non-loopback IPv4 address for the binding check').not.toBeNull();
      for (const url of [first.apiUrl, first.demoUrl]) {
        const port = new URL(url).port;
        await expect(fetch(`http://${lan}:${port}/`)).rejects.toThrow();
      }
      expect(out).toMatch(/Demo users\s+alice, bob/);
      // What a newcomer reads: the steps, the URLs and the logins, not Vite's listing of every
      // chunk nor its warnings (the first start builds all three targets).
      const plain = out.replace(/\x1b\[[0-9;]*m/g, '');
      expect(plain).not.toMatch(/\d+\.\d+ kB/);
      expect(plain).not.toMatch(/\(!\)|configLoader|INEFFECTIVE_DYNAMIC_IMPORT|\[[A-Z_]+\]/);
      expect(plain.split('\n').filter((line) => line.trim()).length).toBeLessThan(40);
      // One host name in every URL printed: localhost and 127.0.0.1 are different origins.
      const hosts = new Set([...plain.matchAll(/https?:\/\/([^/:\s]+)/g)].map((m) => m[1]));
      expect([...hosts]).toEqual(['127.0.0.1']);

      const page = await (await fetch(first.demoUrl)).text();
      expect(page).toContain(`<script type="module" src="${first.apiUrl}/element/email-builder.js"></script>`);
      expect((await fetch(`${first.apiUrl}/element/email-builder.js`)).status).toBe(200);
      const session = (await (
        await fetch(`${first.demoUrl}/api/email-builder/session`, { method: 'POST' })
      ).json()) as {
        sessionToken: string;
      };
      const validate = await fetch(`${first.apiUrl}/v1/keys/validate`, {
        headers: { Authorization: `Bearer ${session.sessionToken}` },
      });
      expect(((await validate.json()) as { plan: string; userId: string }).plan).toBe('pro');
      const login = await fetch(`${first.apiUrl}/v1/dashboard/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'owner@pinecrest.example', password: state().dashboard.password }),
      });
      expect(login.status).toBe(200);
      const retired = await fetch(`${first.apiUrl}/v1/dashboard/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'owner@pinecrest.example', password: 'pinecrest-demo-2026' }),
      });
      expect(retired.status).toBe(401);

      const { pro } = state();
      // The image library starts with the starters' own pictures, shared with the whole account.
      expect(starterImageNames().length).toBeGreaterThan(10);
      expect(await sharedImagesOf(first.apiUrl, pro.apiKey)).toEqual(starterImageNames());
      const seeded = await templatesOf(first.apiUrl, pro.apiKey, 'alice');
      expect(seeded).toHaveLength(5); // two of alice's own + three shared
      keptName = `Kept across restarts ${Date.now()}`;
      const created = await fetch(`${first.apiUrl}/v1/templates`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${pro.apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: keptName, userId: 'alice' }),
      });
      expect(created.status).toBe(201);
    } finally {
      expect(await stop(first)).toBe(0);
    }
    expect(first.output()).toContain('stopping everything npm start started');
    expect(await pingRedis(first.redisUrl, 500)).toBe(false);
    await expect(fetch(`${first.apiUrl}/healthz`)).rejects.toThrow();
    await expect(fetch(first.demoUrl)).rejects.toThrow();

    const keyBefore = state().pro.apiKey;
    const passwordBefore = state().dashboard.password;
    const second = await start();
    try {
      const out = second.output();
      expect(out).not.toContain('created account');
      expect(out).not.toContain('demo template(s)');
      expect(out).toContain('element up to date');
      expect(out).toContain('dashboard up to date');
      expect(out).toMatch(/▸ Seeding the demo data… \[6\/7\]/);
      expect(state().pro.apiKey).toBe(keyBefore);
      expect(state().dashboard.password).toBe(passwordBefore);
      expect(out).toContain(`owner@pinecrest.example / ${passwordBefore}`);
      const names = (await templatesOf(second.apiUrl, keyBefore, 'alice')).map((t) => t.name);
      expect(names).toHaveLength(6);
      expect(names).toContain(keptName);
      expect(out).not.toContain('starter images');
      expect(await sharedImagesOf(second.apiUrl, keyBefore)).toEqual(starterImageNames());
    } finally {
      expect(await stop(second)).toBe(0);
    }
    expect(await pingRedis(second.redisUrl, 500)).toBe(false);
  }, 240_000);
});

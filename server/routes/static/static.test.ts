import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type StartedApi, startApi } from '../../test/harness';
import { type Call, client } from '../../test/http';
import { safeResolve } from './files';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let call: Call;
let dir: string;
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0c3b3a70000000049454e44ae426082',
  'hex',
);
const BIG = `export const big = ${JSON.stringify(Array.from({ length: 60_000 }, (_, i) => i.toString(36)).join(' '))};\n`;
const SCRIPT = `export const x = ${JSON.stringify('y'.repeat(4000))};\n`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'eb-static-'));
  mkdirSync(join(dir, 'assets', 'social'), { recursive: true });
  mkdirSync(join(dir, 'element'), { recursive: true });
  writeFileSync(join(dir, 'assets', 'social', 'icon.png'), PNG);
  writeFileSync(join(dir, 'assets', '.secret.png'), PNG);
  writeFileSync(join(dir, 'assets', 'notes.exe'), 'MZ');
  writeFileSync(join(dir, 'element', 'email-builder.js'), SCRIPT);
  writeFileSync(join(dir, 'element', 'big.js'), BIG);
  writeFileSync(join(dir, 'element', 'editor-Ccd4jiFE.js'), SCRIPT);
  writeFileSync(join(dir, 'outside.png'), PNG);
  api = await startApi({ redisUrl, env: { ASSETS_DIR: join(dir, 'assets'), ELEMENT_DIR: join(dir, 'element') } });
  call = client(api.url);
});
afterAll(async () => {
  await api?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('GET /assets/*', () => {
  it('serves files with their content type, nosniff, a cache lifetime and CORP', async () => {
    const r = await fetch(`${api.url}/assets/social/icon.png`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/png');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    expect(r.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(Buffer.from(await r.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('refuses traversal, dotfiles, unknown types and missing files with JSON 404', async () => {
    for (const path of [
      '/assets/../outside.png',
      '/assets/%2e%2e/outside.png',
      '/assets/social/..%2f..%2foutside.png',
      '/assets/.secret.png',
      '/assets/notes.exe',
      '/assets/missing.png',
      '/assets/social',
      '/assets/',
    ]) {
      const r = await call('GET', path);
      expect(r.status, path).toBe(404);
      expect(r.body.code).toBeDefined();
    }
    expect(safeResolve('/srv/a', '..%2Fb')).toBeNull();
    expect(safeResolve('/srv/a', 'x%00.png')).toBeNull();
    expect(safeResolve('/srv/a', 'dir/x.png')).toBe('/srv/a/dir/x.png');
  });

  it('serves the shipped core/assets by default', async () => {
    const plain = await startApi({ redisUrl });
    try {
      const r = await fetch(`${plain.url}/assets/social/email-color.png`);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('image/png');
    } finally {
      await plain.close();
    }
  });
});

describe('GET /element/*', () => {
  it('serves the entry with ETag, gzip and a short cache; 304 on If-None-Match', async () => {
    const r = await fetch(`${api.url}/element/email-builder.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(r.headers.get('content-encoding')).toBe('gzip');
    expect(r.headers.get('cache-control')).toMatch(/^public, max-age=300\b/);
    expect(await r.text()).toBe(SCRIPT);
    const etag = r.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(`${api.url}/element/email-builder.js`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('serves brotli once it is made (gzip meanwhile), to clients that take it; the same bytes decoded', async () => {
    const get = (encoding: string) =>
      fetch(`${api.url}/element/email-builder.js`, { headers: { 'Accept-Encoding': encoding } });
    // The first request made the brotli copy in the background: wait until it is served.
    await expect
      .poll(async () => (await get('gzip, deflate, br')).headers.get('content-encoding'), { timeout: 10_000 })
      .toBe('br');
    const br = await get('gzip, deflate, br');
    const gzip = await get('gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(br.headers.get('etag')).toBe(gzip.headers.get('etag'));
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await br.text()).toBe(SCRIPT);
    expect((await get('gzip, br;q=0')).headers.get('content-encoding')).toBe('gzip');
  });

  it('serves content-hashed chunks as immutable; unhashed names keep the short cache', async () => {
    const chunk = await fetch(`${api.url}/element/editor-Ccd4jiFE.js`, {
      headers: { Origin: 'https://customer.example' },
    });
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('access-control-allow-origin')).toBe('https://customer.example');
    expect(await chunk.text()).toBe(SCRIPT);
    const plain = await fetch(`${api.url}/element/big.js`);
    expect(plain.headers.get('cache-control')).toMatch(/^public, max-age=300\b/);
    const missing = await fetch(`${api.url}/element/editor-00000000.js`);
    expect(missing.status).toBe(404);
  });

  it('an answer sent before a large upload is read survives the connection close (lingering close)', async () => {
    const { request } = await import('node:http');
    const port = Number(new URL(api.url).port);
    const upload = Buffer.alloc(2_100_000, 'x');
    for (let i = 0; i < 5; i++) {
      const reply = await new Promise<{ status?: number; length: number }>((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            method: 'GET',
            path: '/element/big.js',
            agent: false,
            headers: { Connection: 'close', 'Content-Length': String(upload.length) },
          },
          (res) => {
            let length = 0;
            res.on('data', (c: Buffer) => {
              length += c.length;
            });
            res.on('end', () => resolve({ status: res.statusCode, length }));
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(upload);
      });
      expect(reply).toEqual({ status: 200, length: Buffer.byteLength(BIG) });
    }
  });

  it('answers CORS for cross-origin module scripts', async () => {
    const r = await fetch(`${api.url}/element/email-builder.js`, { headers: { Origin: 'https://customer.example' } });
    expect(r.headers.get('access-control-allow-origin')).toBe('https://customer.example');
  });

  it('is a JSON 404 when the element is not built', async () => {
    const bare = await startApi({ redisUrl, env: { ELEMENT_DIR: join(dir, 'nope') } });
    try {
      const r = await client(bare.url)('GET', '/element/email-builder.js');
      expect(r.status).toBe(404);
      expect(r.body.error).toMatch(/npm run build/);
    } finally {
      await bare.close();
    }
  });
});

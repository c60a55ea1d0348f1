// JSON answers of 1 KB or more are compressed as the client asks (brotli, then gzip); small ones
// and clients that ask for nothing are answered as before. Raw bytes over a real socket.
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RedisHandle, startPrivateRedis } from '../../scripts/redis';
import { createAccount, type StartedApi, startApi, type TestAccount } from '../test/harness';

// Its own Redis: the starter library is one per Redis, and every API that starts on the shared one
// imports it again with its own PUBLIC_URL in the asset links, between this file's two reads.
let redis: RedisHandle;
let api: StartedApi;
let acct: TestAccount;

interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function raw(path: string, headers: Record<string, string>): Promise<RawReply> {
  const url = new URL(path, api.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  redis = await startPrivateRedis();
  api = await startApi({ redisUrl: redis.url });
  acct = await createAccount(redis.url, { plan: 'agency' });
});
afterAll(async () => {
  await api?.close();
  await redis?.stop();
});

describe('JSON compression', () => {
  it('compresses a large listing with brotli when accepted, gzip otherwise; same JSON, much smaller', async () => {
    const auth = { Authorization: `Bearer ${acct.apiKey}` };
    const plain = await raw('/v1/templates/library', { ...auth, 'Accept-Encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(10_000);
    const json = JSON.parse(plain.body.toString('utf8'));

    const br = await raw('/v1/templates/library', { ...auth, 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(json);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);

    const gz = await raw('/v1/templates/library', { ...auth, 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString('utf8'))).toEqual(json);
  });

  it('leaves small answers and error answers uncompressed', async () => {
    const small = await raw('/v1/keys/validate', {
      Authorization: `Bearer ${acct.apiKey}`,
      'Accept-Encoding': 'br, gzip',
    });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8')).plan).toBe('agency');
    const denied = await raw('/v1/templates', { 'Accept-Encoding': 'br, gzip' });
    expect(denied.status).toBe(401);
    expect(denied.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(denied.body.toString('utf8')).code).toBeDefined();
  });
});

describe('CORS preflight', () => {
  it('lets browsers cache a preflight for two hours', async () => {
    const r = await fetch(`${api.url}/v1/templates`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://customer.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-max-age')).toBe('7200');
  });
});

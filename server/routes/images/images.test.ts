// Image upload, public read and delete: types sniffed from the bytes, the 5 MB limit, the
// imageUpload feature, the storage quota (atomic), account scope, Redis and directory storage.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, createSessionToken, type StartedApi, startApi, type TestAccount } from '../../test/harness';
import { type Call, client } from '../../test/http';
import { MAX_IMAGE_BYTES } from './router';
import { sniffImageType } from './sniff';

const redisUrl = inject('redisUrl');
const ROOT = new URL('../../..', import.meta.url).pathname;

const PNG = readFileSync(join(ROOT, 'core/assets/social/facebook-color.png'));
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
const HTML = Buffer.from('<html><script>alert(1)</script></html>');

/** `size` bytes that sniff as PNG. */
function pngOfSize(size: number): Buffer {
  const out = Buffer.alloc(size, 0x41);
  PNG.copy(out, 0, 0, Math.min(PNG.length, size));
  return out;
}

let api: StartedApi;
let call: Call;
let pro: TestAccount;

async function upload(
  token: string | undefined,
  bytes: Buffer,
  options: { field?: string; filename?: string; type?: string; origin?: string; base?: string } = {},
) {
  const form = new FormData();
  form.append(
    options.field ?? 'file',
    new Blob([new Uint8Array(bytes)], { type: options.type ?? 'application/octet-stream' }),
    options.filename ?? 'upload.bin',
  );
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.origin) headers.Origin = options.origin;
  const response = await fetch(`${options.base ?? api.url}/v1/images`, { method: 'POST', headers, body: form });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

async function storageBytes(accountId: string): Promise<number> {
  return Number((await api.running.deps.store.redis.hget(`{${accountId}}:usage`, 'storageBytes')) ?? 0);
}

beforeAll(async () => {
  api = await startApi({ redisUrl });
  call = client(api.url);
  pro = await createAccount(redisUrl, { plan: 'pro' });
});
afterAll(async () => {
  await api?.close();
});

describe('sniffing', () => {
  it('recognises PNG, JPEG, GIF and WebP by their bytes and nothing else', () => {
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(GIF)).toBe('image/gif');
    expect(sniffImageType(WEBP)).toBe('image/webp');
    for (const junk of [
      HTML,
      Buffer.from('GIF8'),
      Buffer.from('RIFF0000WAVEfmt '),
      Buffer.alloc(0),
      Buffer.from('<svg/>'),
      PNG.subarray(0, 8),
    ]) {
      expect(sniffImageType(junk)).toBeNull();
    }
  });
});

describe('POST /v1/images and GET /v1/images/:id', () => {
  it('stores a PNG (201 {id, url, sizeBytes}) and serves it publicly with its sniffed type, nosniff, long cache and CORS *', async () => {
    const before = await storageBytes(pro.accountId);
    const r = await upload(pro.apiKey, PNG, { filename: 'logo.png', type: 'image/png' });
    expect(r.status).toBe(201);
    expect(Object.keys(r.body).sort()).toEqual(['id', 'sizeBytes', 'url']);
    expect(r.body.id).toMatch(/^img_[0-9A-Za-z]{24}$/);
    // The public URL goes into emails: it must not reveal the account.
    expect(r.body.url).not.toContain(pro.accountId.slice('acct_'.length));
    expect(r.body.sizeBytes).toBe(PNG.length);
    expect(r.body.url).toBe(`${api.running.deps.config.publicUrl}/v1/images/${r.body.id}`);
    expect(r.headers.get('location')).toBe(r.body.url);
    expect(await storageBytes(pro.accountId)).toBe(before + PNG.length);

    const read = await fetch(r.body.url, { headers: { Origin: 'https://mail.example.net' } });
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).equals(PNG)).toBe(true);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(read.headers.get('x-content-type-options')).toBe('nosniff');
    expect(read.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(read.headers.get('access-control-allow-origin')).toBe('*');
    expect(read.headers.get('content-security-policy')).toContain("default-src 'none'");
    const etag = read.headers.get('etag');
    expect(etag).toBe(`"${r.body.id}"`);
    const again = await fetch(r.body.url, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    const head = await fetch(r.body.url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/png');
  });

  it('accepts all four types and uses the sniffed type, not the declared one or the file name', async () => {
    for (const [bytes, type] of [
      [JPEG, 'image/jpeg'],
      [GIF, 'image/gif'],
      [WEBP, 'image/webp'],
    ] as const) {
      const r = await upload(pro.apiKey, bytes, { filename: 'pretend.png', type: 'image/png' });
      expect(r.status).toBe(201);
      const read = await fetch(r.body.url);
      expect(read.headers.get('content-type')).toBe(type);
    }
  });

  it('refuses what is not an image, whatever it claims to be; nothing is stored', async () => {
    const before = await storageBytes(pro.accountId);
    const r = await upload(pro.apiKey, HTML, { filename: 'x.png', type: 'image/png' });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ error: 'file must be a PNG, JPEG, GIF or WebP image', code: 'unsupported_image_type' });
    expect(await storageBytes(pro.accountId)).toBe(before);
  });

  it('accepts exactly 5 MB and refuses 5 MB + 1 byte with 400 naming the limit; nothing is stored', async () => {
    const before = await storageBytes(pro.accountId);
    const over = await upload(pro.apiKey, pngOfSize(MAX_IMAGE_BYTES + 1));
    expect(over.status).toBe(400);
    expect(over.body).toEqual({ error: 'file must be at most 5 MB', code: 'image_too_large' });
    expect(await storageBytes(pro.accountId)).toBe(before);
    const huge = await call('POST', '/v1/images', {
      token: pro.apiKey,
      raw: Buffer.alloc(7 * 1024 * 1024),
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    });
    expect(huge.status).toBe(400);
    expect(huge.body.code).toBe('image_too_large');
    const exact = await upload(pro.apiKey, pngOfSize(MAX_IMAGE_BYTES));
    expect(exact.status).toBe(201);
    expect(exact.body.sizeBytes).toBe(MAX_IMAGE_BYTES);
    expect(await storageBytes(pro.accountId)).toBe(before + MAX_IMAGE_BYTES);
    expect((await call('DELETE', `/v1/images/${exact.body.id}`, { token: pro.apiKey })).status).toBe(200);
    expect(await storageBytes(pro.accountId)).toBe(before);
  });

  it('bad uploads are 400 {error, code}: JSON body, no "file" field, empty file, broken multipart', async () => {
    const json = await call('POST', '/v1/images', { token: pro.apiKey, body: { file: 'abc' } });
    expect(json.status).toBe(400);
    expect(json.body.code).toBe('unsupported_media_type');
    expect(json.body.error).toMatch(/multipart\/form-data/);
    const wrongField = await upload(pro.apiKey, PNG, { field: 'image' });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.error).toBe('multipart field "file" is required');
    const empty = await upload(pro.apiKey, Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('file is empty');
    const noBoundary = await call('POST', '/v1/images', {
      token: pro.apiKey,
      raw: 'abc',
      headers: { 'Content-Type': 'multipart/form-data' },
    });
    expect(noBoundary.status).toBe(400);
    expect(noBoundary.body.code).toBe('bad_multipart');
    const broken = await call('POST', '/v1/images', {
      token: pro.apiKey,
      raw: '--b\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\n\x89PNG',
      headers: { 'Content-Type': 'multipart/form-data; boundary=b' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ error: expect.any(String), code: expect.any(String) });
  });

  it('needs imageUpload: Free gets 402 naming the feature and the plan (after 401 and 400)', async () => {
    const free = await createAccount(redisUrl, { plan: 'free' });
    const r = await upload(free.apiKey, PNG);
    expect(r.status).toBe(402);
    expect(r.body.code).toBe('feature_not_in_plan');
    expect(r.body.error).toMatch(/imageUpload/);
    expect(r.body.error).toMatch(/free plan/);
    expect((await call('POST', '/v1/images', { token: free.apiKey, body: {} })).status).toBe(400);
    expect((await upload(undefined, PNG)).status).toBe(401);
    expect((await upload('eb_live_notavalidkey', PNG)).status).toBe(401);
    expect(await storageBytes(free.accountId)).toBe(0);
  });

  it('session tokens may upload; the origin allowlist applies to them', async () => {
    const acct = await createAccount(redisUrl, { plan: 'agency' });
    await api.running.deps.store.apiKeys.setOrigins(acct.accountId, acct.keyId, ['https://app.example.com']);
    const session = await createSessionToken(api.url, acct.apiKey, 'user-1');
    expect((await upload(session, PNG, { origin: 'https://app.example.com' })).status).toBe(201);
    expect((await upload(session, PNG, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await upload(session, PNG)).status).toBe(403);
  });

  it('storage quota holds under concurrent uploads: 1 MB limit, 6 × 300 KB at once → exactly 3 stored, the rest 402', async () => {
    const ent = await createAccount(redisUrl, { plan: 'enterprise' });
    await api.running.deps.store.accounts.setPlan(ent.accountId, 'enterprise', { storageMb: 1 });
    const size = 300 * 1024;
    const replies = await Promise.all(Array.from({ length: 6 }, () => upload(ent.apiKey, pngOfSize(size))));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = replies.filter((r) => r.status === 402);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.body.code).toBe('storage_limit_reached');
    expect(await storageBytes(ent.accountId)).toBe(3 * size);
    expect(await api.running.deps.store.images.count(ent.accountId)).toBe(3);
    const validate = await call('GET', '/v1/keys/validate', { token: ent.apiKey });
    expect(validate.body.usage.storageMb).toBeCloseTo((3 * size) / 1048576, 5);
    // templates share the same storage budget
    const big = {
      version: 1,
      blocks: Array.from({ length: 300 }, (_, i) => ({
        id: `h${i}`,
        type: 'heading',
        props: { text: 'x'.repeat(500) },
      })),
    };
    const tpl = await call('POST', '/v1/templates', { token: ent.apiKey, body: { name: 'big', blockTree: big } });
    expect(tpl.status).toBe(402);
    expect(tpl.body.code).toBe('storage_limit_reached');
  });

  it('images are account-scoped for writes: another account cannot delete, a session not a shared one; deleting frees storage and the URL', async () => {
    const mine = await upload(pro.apiKey, GIF);
    const other = await createAccount(redisUrl, { plan: 'pro' });
    expect((await call('DELETE', `/v1/images/${mine.body.id}`, { token: other.apiKey })).status).toBe(404);
    const session = await createSessionToken(api.url, pro.apiKey, 'u1');
    const refused = await call('DELETE', `/v1/images/${mine.body.id}`, { token: session });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('shared_image');
    expect((await fetch(mine.body.url)).status).toBe(200);
    const before = await storageBytes(pro.accountId);
    const deleted = await call('DELETE', `/v1/images/${mine.body.id}`, { token: pro.apiKey });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ ok: true });
    expect(await storageBytes(pro.accountId)).toBe(before - GIF.length);
    const gone = await call('GET', `/v1/images/${mine.body.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ error: 'image not found', code: 'not_found' });
    expect((await call('DELETE', `/v1/images/${mine.body.id}`, { token: pro.apiKey })).status).toBe(404);
  });

  it('unknown or malformed ids are JSON 404', async () => {
    for (const id of [
      'img_x',
      'img_abc_01234567890123456789',
      'nope',
      '..%2F..%2Fetc%2Fpasswd',
      `img_${'a'.repeat(50)}_01234567890123456789`,
    ]) {
      const r = await call('GET', `/v1/images/${id}`);
      expect(r.status, id).toBe(404);
      expect(r.body.code).toBe('not_found');
    }
  });

  it('another API instance on the same Redis serves the image (Redis storage is shared)', async () => {
    const second = await startApi({ redisUrl });
    try {
      const r = await upload(pro.apiKey, WEBP);
      const read = await fetch(`${second.url}/v1/images/${r.body.id}`);
      expect(read.status).toBe(200);
      expect(Buffer.from(await read.arrayBuffer()).equals(WEBP)).toBe(true);
    } finally {
      await second.close();
    }
  });
});

describe('opaque ids and Idempotency-Key', () => {
  it('ids of the older form (account inside) still resolve, so URLs in sent emails keep working', async () => {
    const legacy = `img_${pro.accountId.slice('acct_'.length)}_${'A'.repeat(20)}`;
    await api.running.deps.store.redis.hset(`{${pro.accountId}}:img:${legacy}`, {
      id: legacy,
      type: 'image/gif',
      size: GIF.length,
      storage: 'redis',
      data: GIF,
      createdAt: 1,
    });
    const read = await fetch(`${api.url}/v1/images/${legacy}`);
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).equals(GIF)).toBe(true);
    const other = await createAccount(redisUrl, { plan: 'pro' });
    expect((await call('DELETE', `/v1/images/${legacy}`, { token: other.apiKey })).status).toBe(404);
  });

  it('a retried upload with the same key stores one image; another file with that key is 422', async () => {
    const acct = await createAccount(redisUrl, { plan: 'pro' });
    const send = async (bytes: Buffer, key: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), 'a.png');
      const response = await fetch(`${api.url}/v1/images`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${acct.apiKey}`, 'Idempotency-Key': key },
        body: form,
      });
      return {
        status: response.status,
        text: await response.text(),
        replayed: response.headers.get('idempotent-replayed'),
      };
    };
    const first = await send(PNG, 'upload-1');
    expect(first.status).toBe(201);
    const again = await send(PNG, 'upload-1');
    expect(again).toEqual({ status: 201, text: first.text, replayed: 'true' });
    expect(await storageBytes(acct.accountId)).toBe(PNG.length);
    expect(await api.running.deps.store.images.count(acct.accountId)).toBe(1);
    const mismatch = await send(GIF, 'upload-1');
    expect(mismatch.status).toBe(422);
    expect(JSON.parse(mismatch.text).code).toBe('idempotency_mismatch');
    expect(await api.running.deps.store.images.count(acct.accountId)).toBe(1);
  });
});

describe('IMAGE_STORAGE=dir', () => {
  let dir: string;
  let disk: StartedApi;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'eb-images-'));
    disk = await startApi({ redisUrl, env: { IMAGE_STORAGE: 'dir', IMAGE_DIR: dir } });
  });
  afterAll(async () => {
    await disk?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the bytes on disk (not in Redis), serves and deletes them, and counts storage the same way', async () => {
    const acct = await createAccount(redisUrl, { plan: 'pro' });
    const r = await upload(acct.apiKey, JPEG, { base: disk.url });
    expect(r.status).toBe(201);
    expect(r.body.url).toBe(`${disk.running.deps.config.publicUrl}/v1/images/${r.body.id}`);
    const file = join(dir, acct.accountId, r.body.id);
    expect(readFileSync(file).equals(JPEG)).toBe(true);
    const stored = await disk.running.deps.store.redis.hget(`{${acct.accountId}}:img:${r.body.id}`, 'data');
    expect(stored).toBe('');
    expect(await storageBytes(acct.accountId)).toBe(JPEG.length);
    const read = await fetch(r.body.url);
    expect(read.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await read.arrayBuffer()).equals(JPEG)).toBe(true);
    expect((await client(disk.url)('DELETE', `/v1/images/${r.body.id}`, { token: acct.apiKey })).status).toBe(200);
    expect(existsSync(file)).toBe(false);
    expect(await storageBytes(acct.accountId)).toBe(0);
  });

  it('a refused upload (quota) leaves no file behind', async () => {
    const ent = await createAccount(redisUrl, { plan: 'enterprise' });
    await disk.running.deps.store.accounts.setPlan(ent.accountId, 'enterprise', { storageMb: 0 });
    const r = await upload(ent.apiKey, PNG, { base: disk.url });
    expect(r.status).toBe(402);
    const accountDir = join(dir, ent.accountId);
    expect(existsSync(accountDir) ? readdirSync(accountDir) : []).toEqual([]);
  });
});

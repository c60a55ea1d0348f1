// The image library (docs/api.md §11) over real HTTP and Redis: upload records the uploader,
// file name and pixel size (read from real PNG, JPEG, GIF and WebP files); the list is newest
// first, paged, searchable by name and scoped per user; a session user deletes only their own
// uploads, and a delete frees the storage and the URL.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, createSessionToken, type StartedApi, startApi, type TestAccount } from '../../test/harness';
import { type Call, client, type Reply } from '../../test/http';
import { imageDimensions } from './dimensions';
import { cleanFileName } from './multipart';
import { sniffImageType } from './sniff';

const redisUrl = inject('redisUrl');
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const FIXTURES = ['a.png', 'a.jpg', 'progressive.jpg', 'a.gif', 'lossless.webp', 'lossy.webp', 'alpha.webp'];

let api: StartedApi;
let call: Call;
let acct: TestAccount;

async function upload(token: string, file: string, filename = file) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(fixture(file))]), filename);
  const response = await fetch(`${api.url}/v1/images`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { id: string; url: string; sizeBytes: number };
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body;
}

async function storageBytes(accountId: string): Promise<number> {
  return Number((await api.running.deps.store.redis.hget(`{${accountId}}:usage`, 'storageBytes')) ?? 0);
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 3));

beforeAll(async () => {
  api = await startApi({ redisUrl });
  call = client(api.url);
  acct = await createAccount(redisUrl, { plan: 'pro' });
});
afterAll(async () => {
  await api?.close();
});

describe('image dimensions from the header', () => {
  it('reads 37×21 from real PNG, baseline and progressive JPEG, GIF and the three WebP forms', () => {
    for (const name of FIXTURES) {
      const bytes = fixture(name);
      const type = sniffImageType(bytes);
      expect(type, name).not.toBeNull();
      expect(imageDimensions(bytes, type!), name).toEqual({ width: 37, height: 21 });
    }
  });

  it('answers null for truncated headers instead of throwing', () => {
    for (const name of FIXTURES) {
      const bytes = fixture(name);
      const type = sniffImageType(bytes)!;
      for (const cut of [4, 9]) expect(imageDimensions(bytes.subarray(0, cut), type), `${name}/${cut}`).toBeNull();
    }
  });

  it('file names lose paths, controls and bidi overrides', () => {
    expect(cleanFileName('C:\\Users\\me\\logo.png')).toBe('logo.png');
    expect(cleanFileName('../../etc/pass\u0000wd\u202e.png')).toBe('passwd.png');
    expect(cleanFileName('in\u200evoice\u200b\ufeff.png')).toBe('invoice.png');
    expect(cleanFileName(undefined)).toBe('');
    expect([...cleanFileName('é'.repeat(300))]).toHaveLength(200);
  });
});

describe('GET /v1/images', () => {
  it('lists uploads newest first with name, size, type, pixel size, uploader; scoped per session user', async () => {
    const team = await createAccount(redisUrl, { plan: 'pro' });
    const alice = await createSessionToken(api.url, team.apiKey, 'alice');
    const bob = await createSessionToken(api.url, team.apiKey, 'bob');
    const shared = await upload(team.apiKey, 'a.png', 'Company Logo.png');
    await pause();
    const aliceJpg = await upload(alice, 'a.jpg', 'alice-hero.jpg');
    await pause();
    const bobGif = await upload(bob, 'a.gif', 'bob-anim.gif');
    await pause();
    const aliceWebp = await upload(alice, 'lossy.webp', 'alice-LOGO-dark.webp');

    const all = await call('GET', '/v1/images', { token: team.apiKey });
    expect(all.status).toBe(200);
    expect(all.body.map((i: { id: string }) => i.id)).toEqual([aliceWebp.id, bobGif.id, aliceJpg.id, shared.id]);
    expect(all.body[0]).toEqual({
      id: aliceWebp.id,
      url: aliceWebp.url,
      name: 'alice-LOGO-dark.webp',
      sizeBytes: fixture('lossy.webp').length,
      contentType: 'image/webp',
      width: 37,
      height: 21,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      userId: 'alice',
    });
    expect(all.body[3]).not.toHaveProperty('userId');
    expect(all.body[3]).toMatchObject({ name: 'Company Logo.png', contentType: 'image/png', width: 37, height: 21 });

    const asAlice = await call('GET', '/v1/images', { token: alice });
    expect(asAlice.body.map((i: { id: string }) => i.id)).toEqual([aliceWebp.id, aliceJpg.id, shared.id]);
    const asBob = await call('GET', '/v1/images', { token: bob });
    expect(asBob.body.map((i: { id: string }) => i.id)).toEqual([bobGif.id, shared.id]);
    expect((await call('GET', '/v1/images?userId=bob', { token: alice })).status).toBe(403);
    const bobBySecret = await call('GET', '/v1/images?userId=bob', { token: team.apiKey });
    expect(bobBySecret.body.map((i: { id: string }) => i.id)).toEqual([bobGif.id, shared.id]);

    // q searches the name, case-insensitively, within the caller's scope
    const logo = await call('GET', '/v1/images?q=logo', { token: alice });
    expect(logo.body.map((i: { id: string }) => i.id)).toEqual([aliceWebp.id, shared.id]);
    expect((await call('GET', '/v1/images?q=LOGO', { token: bob })).body.map((i: { id: string }) => i.id)).toEqual([
      shared.id,
    ]);
    expect((await call('GET', '/v1/images?q=nothing-like-this', { token: team.apiKey })).body).toEqual([]);

    // another account sees none of them
    expect(
      (await call('GET', '/v1/images', { token: acct.apiKey })).body.map((i: { id: string }) => i.id),
    ).not.toContain(shared.id);
  });

  it('pages with limit, cursor and Link (filters kept), no item twice or missed', async () => {
    const paged = await createAccount(redisUrl, { plan: 'pro' });
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      ids.push((await upload(paged.apiKey, 'a.gif', i % 2 === 0 ? `even-${i}.gif` : `odd-${i}.gif`)).id);
      await pause();
    }
    const walk = async (path: string) => {
      const seen: string[] = [];
      let next: string | null = path;
      while (next) {
        const page: Reply = await call('GET', next, { token: paged.apiKey });
        expect(page.status).toBe(200);
        expect(page.body.length).toBeLessThanOrEqual(2);
        seen.push(...page.body.map((i: { id: string }) => i.id));
        const link: string | null = page.headers.get('link');
        next = link ? /<([^>]+)>; rel="next"/.exec(link)![1]!.slice(api.url.length) : null;
      }
      return seen;
    };
    expect(await walk('/v1/images?limit=2')).toEqual([...ids].reverse());
    expect(await walk('/v1/images?limit=2&q=even')).toEqual([ids[6], ids[4], ids[2], ids[0]]);
    for (const bad of ['limit=0', 'limit=101', 'cursor=nope', `q=${'x'.repeat(201)}`]) {
      expect((await call('GET', `/v1/images?${bad}`, { token: paged.apiKey })).status, bad).toBe(400);
    }
  });
});

describe('DELETE /v1/images/{id} by role', () => {
  it('a session user deletes their own (storage falls, URL 404s); shared → 403; another user’s → 404', async () => {
    const team = await createAccount(redisUrl, { plan: 'pro' });
    const alice = await createSessionToken(api.url, team.apiKey, 'alice');
    const bob = await createSessionToken(api.url, team.apiKey, 'bob');
    const start = await storageBytes(team.accountId);
    const shared = await upload(team.apiKey, 'a.png');
    const mine = await upload(alice, 'a.jpg');
    expect(await storageBytes(team.accountId)).toBe(start + fixture('a.png').length + fixture('a.jpg').length);

    const sharedRefused = await call('DELETE', `/v1/images/${shared.id}`, { token: alice });
    expect(sharedRefused.status).toBe(403);
    expect(sharedRefused.body.code).toBe('shared_image');
    const othersRefused = await call('DELETE', `/v1/images/${mine.id}`, { token: bob });
    expect(othersRefused.status).toBe(404);
    expect(othersRefused.body).toEqual({ error: 'image not found', code: 'not_found' });
    expect((await fetch(mine.url)).status).toBe(200);

    expect((await call('DELETE', `/v1/images/${mine.id}`, { token: alice })).body).toEqual({ ok: true });
    expect((await fetch(mine.url)).status).toBe(404);
    expect(await storageBytes(team.accountId)).toBe(start + fixture('a.png').length);
    expect((await call('GET', '/v1/images', { token: alice })).body.map((i: { id: string }) => i.id)).toEqual([
      shared.id,
    ]);
    expect((await call('DELETE', `/v1/images/${mine.id}`, { token: alice })).status).toBe(404);

    // another account's key, or its manager, cannot delete it either
    const otherManager = await call('POST', '/v1/sessions', {
      token: acct.apiKey,
      body: { userId: 'alice', role: 'manager' },
    });
    expect((await call('DELETE', `/v1/images/${shared.id}`, { token: otherManager.body.sessionToken })).status).toBe(
      404,
    );
    expect((await call('DELETE', `/v1/images/${shared.id}`, { token: acct.apiKey })).status).toBe(404);
    expect((await call('DELETE', `/v1/images/${shared.id}`, { token: team.apiKey })).body).toEqual({ ok: true });
    expect(await storageBytes(team.accountId)).toBe(start);
  });
});

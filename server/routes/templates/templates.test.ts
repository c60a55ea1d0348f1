import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, createSessionToken, type StartedApi, startApi, type TestAccount } from '../../test/harness';
import { type Call, client } from '../../test/http';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let call: Call;
let a: TestAccount;
let b: TestAccount;

const doc = (text = 'Hello') => ({
  version: 1,
  blocks: [{ id: 'h1', type: 'heading', props: { text } }],
});

beforeAll(async () => {
  api = await startApi({ redisUrl });
  call = client(api.url);
  a = await createAccount(redisUrl, { plan: 'agency' });
  b = await createAccount(redisUrl, { plan: 'agency' });
});
afterAll(async () => {
  await api?.close();
});

describe('templates CRUD with a secret key', () => {
  it('creates (201), gets, updates (200), deletes ({ok:true}) and then 404s', async () => {
    const created = await call('POST', '/v1/templates', {
      token: a.apiKey,
      body: { name: '  Welcome  ', metadata: { campaign: 'x', n: 2 }, tags: ['t1'] },
    });
    expect(created.status).toBe(201);
    const t = created.body;
    expect(t._id).toMatch(/^tpl_[0-9A-Za-z]+$/);
    expect(t.name).toBe('Welcome');
    expect(Object.keys(t.blockTree).sort()).toEqual(['blocks', 'canvas', 'metadata', 'version']);
    expect(t.blockTree.blocks).toEqual([]);
    expect(t.metadata).toEqual({ campaign: 'x', n: 2 });
    expect(t.tags).toEqual(['t1']);
    expect(t.thumbnail).toBeNull();
    expect(t).not.toHaveProperty('userId');
    expect(t.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(t.createdAt).toBe(t.updatedAt);
    expect(created.headers.get('location')).toBe(`/v1/templates/${t._id}`);
    expect(created.headers.get('cache-control')).toBe('no-store');

    const got = await call('GET', `/v1/templates/${t._id}`, { token: a.apiKey });
    expect(got.status).toBe(200);
    expect(got.body).toEqual(t);

    const updated = await call('PUT', `/v1/templates/${t._id}`, {
      token: a.apiKey,
      body: { blockTree: doc(), metadata: { other: true } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.name).toBe('Welcome');
    expect(updated.body.metadata).toEqual({ other: true });
    expect(updated.body.blockTree.blocks[0].props.text).toBe('Hello');
    expect(Date.parse(updated.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(t.updatedAt));
    expect(updated.body.createdAt).toBe(t.createdAt);

    const renamed = await call('PUT', `/v1/templates/${t._id}`, {
      token: a.apiKey,
      body: { name: 'Renamed', tags: [] },
    });
    expect(renamed.body).toMatchObject({ name: 'Renamed', tags: [], metadata: { other: true } });
    expect(renamed.body.blockTree).toEqual(updated.body.blockTree);

    const deleted = await call('DELETE', `/v1/templates/${t._id}`, { token: a.apiKey });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ ok: true });
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { name: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      const r = await call(method, `/v1/templates/${t._id}`, { token: a.apiKey, body });
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ code: 'not_found' });
    }
  });

  it('creates user templates with userId and returns userId on them', async () => {
    const r = await call('POST', '/v1/templates', {
      token: a.apiKey,
      body: { name: 'Mine', userId: 'user-7', blockTree: doc() },
    });
    expect(r.status).toBe(201);
    expect(r.body.userId).toBe('user-7');
    expect((await call('GET', `/v1/templates/${r.body._id}`, { token: a.apiKey })).body.userId).toBe('user-7');
  });

  it('update with an empty body is 400 and changes nothing', async () => {
    const t = (await call('POST', '/v1/templates', { token: a.apiKey, body: { name: 'Keep' } })).body;
    const r = await call('PUT', `/v1/templates/${t._id}`, { token: a.apiKey, body: {} });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatch(/at least one of name, blockTree, metadata, tags/);
    expect((await call('GET', `/v1/templates/${t._id}`, { token: a.apiKey })).body.updatedAt).toBe(t.updatedAt);
  });

  it("another account's template is a 404, exactly like a missing id", async () => {
    const t = (await call('POST', '/v1/templates', { token: a.apiKey, body: { name: 'Private' } })).body;
    const missing = await call('GET', '/v1/templates/tpl_doesnotexist000000', { token: b.apiKey });
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { name: 'stolen' }],
      ['DELETE', undefined],
    ] as const) {
      const r = await call(method, `/v1/templates/${t._id}`, { token: b.apiKey, body });
      expect(r.status).toBe(404);
      expect(r.body).toEqual(missing.body);
    }
    expect((await call('GET', `/v1/templates/${t._id}`, { token: a.apiKey })).body.name).toBe('Private');
    const list = await call('GET', '/v1/templates', { token: b.apiKey });
    expect(list.body.map((x: { _id: string }) => x._id)).not.toContain(t._id);
  });

  it('odd ids are 404 (never a Redis key injection)', async () => {
    for (const id of ['tpl_', 'tpl_a:b', '%7Bacct%7D', 'seed-1', `tpl_${'a'.repeat(50)}`]) {
      expect((await call('GET', `/v1/templates/${id}`, { token: a.apiKey })).status, id).toBe(404);
    }
  });
});

describe('listing', () => {
  let acct: TestAccount;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    acct = await createAccount(redisUrl, { plan: 'pro' });
    const make = async (name: string, extra: object) => {
      const r = await call('POST', '/v1/templates', { token: acct.apiKey, body: { name, ...extra } });
      expect(r.status).toBe(201);
      ids[name] = r.body._id;
      await new Promise((resolve) => setTimeout(resolve, 3));
    };
    await make('shared-1', { metadata: { kind: 'promo', n: 1, flag: true } });
    await make('u1-a', { userId: 'u1', metadata: { kind: 'promo', n: 1 } });
    await make('u2-a', { userId: 'u2', metadata: { kind: 'news', n: 2 } });
    await make('shared-2', { metadata: { kind: 'news', nothing: null } });
    await make('u1-b', { userId: 'u1', metadata: { kind: 'promo', n: 1.5 } });
  });

  const names = (body: Array<{ name: string }>) => body.map((t) => t.name);

  it('without userId returns every template of the account, newest updatedAt first, without blockTree', async () => {
    const r = await call('GET', '/v1/templates', { token: acct.apiKey });
    expect(r.status).toBe(200);
    expect(names(r.body)).toEqual(['u1-b', 'shared-2', 'u2-a', 'u1-a', 'shared-1']);
    for (const item of r.body) {
      expect(item).not.toHaveProperty('blockTree');
      expect(Object.keys(item).sort()).toEqual(
        item.userId
          ? ['_id', 'metadata', 'name', 'tags', 'thumbnail', 'updatedAt', 'userId']
          : ['_id', 'metadata', 'name', 'status', 'tags', 'thumbnail', 'updatedAt'],
      );
    }
    expect(r.headers.get('link')).toBeNull();
  });

  it("userId narrows to that user's templates plus shared ones", async () => {
    expect(names((await call('GET', '/v1/templates?userId=u1', { token: acct.apiKey })).body)).toEqual([
      'u1-b',
      'shared-2',
      'u1-a',
      'shared-1',
    ]);
    expect(names((await call('GET', '/v1/templates?userId=nobody', { token: acct.apiKey })).body)).toEqual([
      'shared-2',
      'shared-1',
    ]);
  });

  it('meta[k]=v filters by string form, ANDed with each other and userId; no match is [] 200', async () => {
    const q = async (query: string) =>
      names((await call('GET', `/v1/templates?${query}`, { token: acct.apiKey })).body);
    expect(await q('meta[kind]=promo')).toEqual(['u1-b', 'u1-a', 'shared-1']);
    expect(await q('meta[kind]=promo&meta[n]=1')).toEqual(['u1-a', 'shared-1']);
    expect(await q('meta[n]=1.5')).toEqual(['u1-b']);
    expect(await q('meta[flag]=true')).toEqual(['shared-1']);
    expect(await q('meta[nothing]=null')).toEqual(['shared-2']);
    expect(await q('userId=u2&meta[kind]=news')).toEqual(['shared-2', 'u2-a']);
    expect(await q(`${encodeURIComponent('meta[kind]')}=${encodeURIComponent('promo')}&userId=u1&meta[n]=1`)).toEqual([
      'u1-a',
      'shared-1',
    ]);
    const none = await call('GET', '/v1/templates?meta[kind]=nothing-matches', { token: acct.apiKey });
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
    expect((await call('GET', '/v1/templates?meta[bad key]=x', { token: acct.apiKey })).status).toBe(400);
  });

  it('limit and cursor page through with a Link rel="next" header', async () => {
    const seen: string[] = [];
    let path: string | null = '/v1/templates?limit=2';
    let pages = 0;
    while (path) {
      const r = await call('GET', path, { token: acct.apiKey });
      expect(r.status).toBe(200);
      expect(r.body.length).toBeLessThanOrEqual(2);
      seen.push(...names(r.body));
      pages++;
      const link = r.headers.get('link');
      if (!link) break;
      const match = /^<([^>]+)>; rel="next"$/.exec(link);
      expect(match).not.toBeNull();
      const next = new URL(match![1]!);
      expect(next.origin).toBe(api.url);
      path = `${next.pathname}${next.search}`;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(['u1-b', 'shared-2', 'u2-a', 'u1-a', 'shared-1']);
  });

  it('paging keeps filters and the user scope', async () => {
    const first = await call('GET', '/v1/templates?userId=u1&meta[kind]=promo&limit=1', { token: acct.apiKey });
    expect(names(first.body)).toEqual(['u1-b']);
    const next = new URL(/<([^>]+)>/.exec(first.headers.get('link')!)![1]!);
    expect(next.searchParams.get('userId')).toBe('u1');
    const second = await call('GET', `${next.pathname}${next.search}`, { token: acct.apiKey });
    expect(names(second.body)).toEqual(['u1-a']);
    const third = await call('GET', /<[^>]+(\/v1[^>]+)>/.exec(second.headers.get('link')!)![1]!, {
      token: acct.apiKey,
    });
    expect(names(third.body)).toEqual(['shared-1']);
    expect(third.headers.get('link')).toBeNull();
  });

  it('an update moves a template to the front', async () => {
    await call('PUT', `/v1/templates/${ids['shared-1']}`, { token: acct.apiKey, body: { name: 'shared-1' } });
    expect(names((await call('GET', '/v1/templates?limit=1', { token: acct.apiKey })).body)).toEqual(['shared-1']);
  });

  it('rejects bad limit and cursor values with 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=abc', 'limit'],
      ['cursor=garbage', 'cursor'],
      ['userId=a&userId=b', 'userId'],
    ]) {
      const r = await call('GET', `/v1/templates?${query}`, { token: acct.apiKey });
      expect(r.status, query).toBe(400);
      expect(r.body.error.startsWith(field!), r.body.error).toBe(true);
    }
  });
});

describe('session token scope (docs/api.md §3)', () => {
  let acct: TestAccount;
  let u1: string;
  let shared: string;
  let mine: string;
  let theirs: string;
  beforeAll(async () => {
    acct = await createAccount(redisUrl, { plan: 'pro' });
    u1 = await createSessionToken(api.url, acct.apiKey, 'u1');
    shared = (await call('POST', '/v1/templates', { token: acct.apiKey, body: { name: 'shared' } })).body._id;
    mine = (await call('POST', '/v1/templates', { token: acct.apiKey, body: { name: 'mine', userId: 'u1' } })).body._id;
    theirs = (await call('POST', '/v1/templates', { token: acct.apiKey, body: { name: 'theirs', userId: 'u2' } })).body
      ._id;
  });

  it("lists U's and shared templates; a userId query other than U is 403, U itself is fine", async () => {
    const r = await call('GET', '/v1/templates', { token: u1 });
    expect(r.body.map((t: { name: string }) => t.name).sort()).toEqual(['mine', 'shared']);
    expect((await call('GET', '/v1/templates?userId=u1', { token: u1 })).status).toBe(200);
    const other = await call('GET', '/v1/templates?userId=u2', { token: u1 });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('user_scope');
  });

  it("gets U's and shared templates; another user's is 404", async () => {
    expect((await call('GET', `/v1/templates/${mine}`, { token: u1 })).status).toBe(200);
    expect((await call('GET', `/v1/templates/${shared}`, { token: u1 })).status).toBe(200);
    expect((await call('GET', `/v1/templates/${theirs}`, { token: u1 })).status).toBe(404);
  });

  it('creates always a U template; a body userId other than U is 403', async () => {
    const r = await call('POST', '/v1/templates', { token: u1, body: { name: 'from browser' } });
    expect(r.status).toBe(201);
    expect(r.body.userId).toBe('u1');
    expect((await call('POST', '/v1/templates', { token: u1, body: { name: 'same user', userId: 'u1' } })).status).toBe(
      201,
    );
    const other = await call('POST', '/v1/templates', { token: u1, body: { name: 'spoof', userId: 'u2' } });
    expect(other.status).toBe(403);
  });

  it("updates and deletes U's own; shared → 403; another user's → 404", async () => {
    expect((await call('PUT', `/v1/templates/${mine}`, { token: u1, body: { name: 'mine 2' } })).status).toBe(200);
    expect((await call('PUT', `/v1/templates/${shared}`, { token: u1, body: { name: 'x' } })).status).toBe(403);
    expect((await call('DELETE', `/v1/templates/${shared}`, { token: u1 })).status).toBe(403);
    expect((await call('PUT', `/v1/templates/${theirs}`, { token: u1, body: { name: 'x' } })).status).toBe(404);
    expect((await call('DELETE', `/v1/templates/${theirs}`, { token: u1 })).status).toBe(404);
    expect((await call('GET', `/v1/templates/${shared}`, { token: acct.apiKey })).body.name).toBe('shared');
    expect((await call('DELETE', `/v1/templates/${mine}`, { token: u1 })).body).toEqual({ ok: true });
  });

  it('the secret key may update and delete any template of the account', async () => {
    expect(
      (await call('PUT', `/v1/templates/${theirs}`, { token: acct.apiKey, body: { name: 'by server' } })).status,
    ).toBe(200);
    expect((await call('DELETE', `/v1/templates/${shared}`, { token: acct.apiKey })).status).toBe(200);
  });
});

describe('plan limits', () => {
  it('50 concurrent creates on a Free account store exactly 3; the rest are 402', async () => {
    const free = await createAccount(redisUrl, { plan: 'free' });
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call('POST', '/v1/templates', { token: free.apiKey, body: { name: `t${i}` } }),
      ),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 402)).toHaveLength(47);
    const limited = replies.find((r) => r.status === 402)!;
    expect(limited.body).toMatchObject({ code: 'template_limit_reached' });
    expect(limited.body.error).toMatch(/free/);
    const list = await call('GET', '/v1/templates', { token: free.apiKey });
    expect(list.body).toHaveLength(3);
    const validate = await call('GET', '/v1/keys/validate', { token: free.apiKey });
    expect(validate.body.usage.templates).toBe(3);
  });

  it('deleting frees a slot on Free', async () => {
    const free = await createAccount(redisUrl, { plan: 'free' });
    const made = [];
    for (let i = 0; i < 3; i++)
      made.push((await call('POST', '/v1/templates', { token: free.apiKey, body: { name: `t${i}` } })).body._id);
    expect((await call('POST', '/v1/templates', { token: free.apiKey, body: { name: 'four' } })).status).toBe(402);
    await call('DELETE', `/v1/templates/${made[0]}`, { token: free.apiKey });
    expect((await call('POST', '/v1/templates', { token: free.apiKey, body: { name: 'four' } })).status).toBe(201);
  });

  it('storage usage follows creates, updates and deletes', async () => {
    const acct = await createAccount(redisUrl, { plan: 'pro' });
    const usage = async () =>
      (await call('GET', '/v1/keys/validate', { token: acct.apiKey })).body.usage.storageMb as number;
    expect(await usage()).toBe(0);
    const t = (await call('POST', '/v1/templates', { token: acct.apiKey, body: { name: 'x', blockTree: doc() } })).body;
    const one = await usage();
    expect(one).toBeGreaterThan(0);
    // The whole stored template counts (docs/api.md §9): the document plus name, fields and indexes.
    const documentBytes = JSON.stringify(t.blockTree).length;
    expect(one * 1024 * 1024).toBeGreaterThan(documentBytes + 200);
    expect(one * 1024 * 1024).toBeLessThan(documentBytes + 2000);
    await call('PUT', `/v1/templates/${t._id}`, {
      token: acct.apiKey,
      body: { blockTree: doc('Hello, a much longer heading than before') },
    });
    expect(await usage()).toBeGreaterThan(one);
    await call('DELETE', `/v1/templates/${t._id}`, { token: acct.apiKey });
    expect(await usage()).toBe(0);
  });
});

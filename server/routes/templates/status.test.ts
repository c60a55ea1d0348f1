// Approval status (docs/api.md §15): the transitions and who may make them (owner, member,
// manager, reviewer, secret key, another user, another account), their record with the versions,
// approved → draft on an edit, the `?status=` list filter on its index, and storage.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, type StartedApi, startApi, type TestAccount } from '../../test/harness';
import { type Call, client } from '../../test/http';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let call: Call;
let a: TestAccount;
let b: TestAccount;

const doc = (text: string) => ({ blocks: [{ id: 'h', type: 'heading', props: { text } }] });

async function session(account: TestAccount, userId: string, role?: string): Promise<string> {
  const r = await call('POST', '/v1/sessions', { token: account.apiKey, body: { userId, ...(role && { role }) } });
  expect(r.status, r.text).toBe(201);
  return r.body.sessionToken as string;
}

async function shared(name: string, account = a): Promise<string> {
  const r = await call('POST', '/v1/templates', { token: account.apiKey, body: { name, blockTree: doc(name) } });
  expect(r.status, r.text).toBe(201);
  return r.body._id as string;
}

const move = (token: string, id: string, status: string, note?: string) =>
  call('POST', `/v1/templates/${id}/status`, { token, body: { status, ...(note && { note }) } });

beforeAll(async () => {
  api = await startApi({ redisUrl });
  call = client(api.url);
  a = await createAccount(redisUrl, { plan: 'agency' });
  b = await createAccount(redisUrl, { plan: 'agency' });
});
afterAll(async () => {
  await api?.close();
});

describe('status of shared templates', () => {
  it('a shared template starts as draft in its full form and list item; a user template has none', async () => {
    const id = await shared('Starts draft');
    const full = await call('GET', `/v1/templates/${id}`, { token: a.apiKey });
    expect(full.body.status).toBe('draft');
    const own = await call('POST', '/v1/templates', { token: a.apiKey, body: { name: 'Own', userId: 'u1' } });
    expect(own.body).not.toHaveProperty('status');
    const list = await call('GET', '/v1/templates', { token: a.apiKey });
    const items = list.body as Array<{ _id: string; status?: string }>;
    expect(items.find((t) => t._id === id)?.status).toBe('draft');
    expect(items.find((t) => t._id === own.body._id)).not.toHaveProperty('status');
  });

  it('the permission matrix: who may move what', async () => {
    const member = await session(a, 'mia');
    const reviewer = await session(a, 'rex', 'reviewer');
    const manager = await session(a, 'max', 'manager');

    // draft → in_review: anyone who may read it (member, reviewer, manager, secret key).
    for (const token of [member, reviewer, manager, a.apiKey]) {
      const id = await shared('Ask');
      const r = await move(token, id, 'in_review');
      expect(r.status, r.text).toBe(200);
      expect(r.body.status).toBe('in_review');
    }

    // in_review → approved / draft: a manager or the secret key; a member or reviewer 403 manager_required.
    for (const token of [member, reviewer]) {
      const id = await shared('Not theirs');
      await move(a.apiKey, id, 'in_review');
      for (const to of ['approved', 'draft']) {
        const r = await move(token, id, to);
        expect(r.status, r.text).toBe(403);
        expect(r.body.code).toBe('manager_required');
      }
      expect((await call('GET', `/v1/templates/${id}`, { token: a.apiKey })).body.status).toBe('in_review');
    }
    for (const token of [manager, a.apiKey]) {
      const id = await shared('Theirs');
      await move(member, id, 'in_review');
      expect((await move(token, id, 'draft', 'Fix the logo')).body.status).toBe('draft');
      await move(member, id, 'in_review');
      expect((await move(token, id, 'approved')).body.status).toBe('approved');
    }

    // Another account's template, or another user's own one: 404, as if missing.
    const id = await shared('Far');
    expect((await move(b.apiKey, id, 'in_review')).status).toBe(404);
    const managerB = await session(b, 'max', 'manager');
    expect((await move(managerB, id, 'in_review')).status).toBe(404);
    const others = await call('POST', '/v1/templates', { token: a.apiKey, body: { name: 'Bob own', userId: 'bob' } });
    expect((await move(member, others.body._id, 'in_review')).status).toBe(404);
    expect((await move(manager, others.body._id, 'in_review')).status).toBe(404);
    expect((await move(member, 'tpl_doesnotexist', 'in_review')).status).toBe(404);

    // The owner of a user template: it has no status (409).
    const mine = await call('POST', '/v1/templates', { token: member, body: { name: 'Mine' } });
    const r = await move(member, mine.body._id, 'in_review');
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('invalid_status_transition');
    expect((await move(a.apiKey, mine.body._id, 'in_review')).body.code).toBe('invalid_status_transition');
  });

  it('illegal transitions are 409 invalid_status_transition and change nothing; bad input is 400', async () => {
    const manager = await session(a, 'max', 'manager');
    const id = await shared('Rules');
    for (const to of ['approved', 'draft']) {
      const r = await move(manager, id, to);
      expect(r.status, to).toBe(409);
      expect(r.body).toEqual({
        code: 'invalid_status_transition',
        error: expect.stringContaining(`from draft to ${to}`),
      });
    }
    await move(manager, id, 'in_review');
    expect((await move(manager, id, 'in_review')).status).toBe(409);
    await move(manager, id, 'approved');
    for (const to of ['in_review', 'approved', 'draft']) expect((await move(manager, id, to)).status, to).toBe(409);
    expect((await call('GET', `/v1/templates/${id}`, { token: a.apiKey })).body.status).toBe('approved');
    for (const body of [
      { status: 'published' },
      {},
      { status: 'in_review', note: '' },
      { status: 'in_review', extra: 1 },
    ]) {
      const r = await call('POST', `/v1/templates/${id}/status`, { token: manager, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
    const long = await call('POST', `/v1/templates/${id}/status`, {
      token: manager,
      body: { status: 'draft', note: 'x'.repeat(2001) },
    });
    expect(long.status).toBe(400);
    expect(long.body.error).toMatch(/^note /);
  });

  it('each transition is recorded with the versions: who, when, the note', async () => {
    const member = await session(a, 'mia');
    const manager = await session(a, 'max', 'manager');
    const id = await shared('Recorded');
    await move(member, id, 'in_review', 'Ready for you');
    await move(manager, id, 'draft', 'The <b>logo</b> is old');
    await move(member, id, 'in_review');
    await move(a.apiKey, id, 'approved');
    const versions = await call('GET', `/v1/templates/${id}/versions`, { token: member });
    expect(versions.body).toHaveLength(1);
    const changes = versions.body[0].statusChanges as Array<Record<string, unknown>>;
    expect(changes).toEqual([
      { from: 'draft', to: 'in_review', by: 'mia', at: expect.any(String), note: 'Ready for you' },
      { from: 'in_review', to: 'draft', by: 'max', at: expect.any(String), note: 'The <b>logo</b> is old' },
      { from: 'draft', to: 'in_review', by: 'mia', at: expect.any(String) },
      { from: 'in_review', to: 'approved', by: null, at: expect.any(String) },
    ]);
    expect(Number.isNaN(Date.parse(changes[0]?.at as string))).toBe(false);
  });

  it("a transition's note also becomes a comment on the template, by the one who moved it", async () => {
    const manager = await session(a, 'max', 'manager');
    const member = await session(a, 'mia');
    const id = await shared('Noted');
    await move(member, id, 'in_review', 'Ready for you');
    await move(manager, id, 'draft', 'The logo is old');
    const comments = await call('GET', `/v1/templates/${id}/comments`, { token: member });
    expect(comments.status, comments.text).toBe(200);
    const texts = (comments.body as Array<{ text: string; userId: string | null }>).map((c) => [c.userId, c.text]);
    expect(texts).toEqual(
      expect.arrayContaining([
        ['mia', 'Ready for you'],
        ['max', 'The logo is old'],
      ]),
    );
    expect(texts).toHaveLength(2);
  });

  it('a change of name or blockTree of an approved template makes it draft again (recorded); metadata, tags or the same content do not', async () => {
    const manager = await session(a, 'max', 'manager');
    const id = await shared('Approved');
    await move(manager, id, 'in_review');
    await move(manager, id, 'approved');
    const put = (body: unknown) => call('PUT', `/v1/templates/${id}`, { token: manager, body });
    expect((await put({ metadata: { campaign: 'x' }, tags: ['t'] })).body.status).toBe('approved');
    expect((await put({ name: 'Approved', blockTree: doc('Approved') })).body.status).toBe('approved');
    const edited = await put({ blockTree: doc('Edited') });
    expect(edited.body.status).toBe('draft');
    const versions = await call('GET', `/v1/templates/${id}/versions`, { token: manager });
    expect(versions.body[0].statusChanges).toEqual([
      { from: 'approved', to: 'draft', by: 'max', at: expect.any(String) },
    ]);
    expect(
      (await call('GET', '/v1/templates?status=approved', { token: a.apiKey })).body.map((t: { _id: string }) => t._id),
    ).not.toContain(id);

    // A rename, and a restore, do the same.
    await move(manager, id, 'in_review');
    await move(manager, id, 'approved');
    expect((await put({ name: 'Renamed' })).body.status).toBe('draft');
    await move(manager, id, 'in_review');
    await move(manager, id, 'approved');
    const restored = await call('POST', `/v1/templates/${id}/versions/1/restore`, { token: manager });
    expect(restored.body.status).toBe('draft');
  });
});

describe('GET /v1/templates?status=', () => {
  it('lists only shared templates in that status, through its index, for secret keys and sessions alike', async () => {
    const c = await createAccount(redisUrl, { plan: 'agency' });
    const ids: Record<string, string> = {};
    for (const name of ['approved-1', 'review-1', 'approved-2', 'draft-1']) ids[name] = await shared(name, c);
    for (const name of ['approved-1', 'review-1', 'approved-2']) await move(c.apiKey, ids[name]!, 'in_review');
    for (const name of ['approved-1', 'approved-2']) await move(c.apiKey, ids[name]!, 'approved');
    await call('POST', '/v1/templates', { token: c.apiKey, body: { name: 'user-own', userId: 'u' } });
    const names = async (query: string, token = c.apiKey) => {
      const r = await call('GET', `/v1/templates?${query}`, { token });
      expect(r.status, r.text).toBe(200);
      return (r.body as Array<{ name: string }>).map((t) => t.name);
    };
    expect(await names('status=approved')).toEqual(['approved-2', 'approved-1']);
    expect(await names('status=in_review')).toEqual(['review-1']);
    expect(await names('status=draft')).toEqual(['draft-1']);
    const member = await session(c, 'u');
    expect(await names('status=approved', member)).toEqual(['approved-2', 'approved-1']);
    expect(await names('status=draft', member)).toEqual(['draft-1']);
    // With a metadata filter, and paged.
    await call('PUT', `/v1/templates/${ids['approved-1']}`, { token: c.apiKey, body: { metadata: { lang: 'fr' } } });
    expect(await names('status=approved&meta[lang]=fr')).toEqual(['approved-1']);
    expect(await names('status=draft&meta[lang]=fr')).toEqual([]);
    const page = await call('GET', '/v1/templates?status=approved&limit=1', { token: c.apiKey });
    expect(page.body.map((t: { name: string }) => t.name)).toEqual(['approved-1']);
    const next = /<([^>]+)>; rel="next"/.exec(page.headers.get('link') ?? '')?.[1] ?? '';
    expect(next).toContain('status=approved');
    const rest = await call('GET', next.slice(api.url.length), { token: c.apiKey });
    expect(rest.body.map((t: { name: string }) => t.name)).toEqual(['approved-2']);
    // A bad status is a 400 naming the field; a deleted template leaves the index.
    const bad = await call('GET', '/v1/templates?status=published', { token: c.apiKey });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^status /);
    await call('DELETE', `/v1/templates/${ids['approved-2']}`, { token: c.apiKey });
    expect(await names('status=approved')).toEqual(['approved-1']);
  });

  it('walks the status index, not the shared templates: one scanned candidate finds the approved one behind many drafts', async () => {
    const c = await createAccount(redisUrl, { plan: 'agency' });
    const approved = await shared('the approved one', c);
    await move(c.apiKey, approved, 'in_review');
    await move(c.apiKey, approved, 'approved');
    for (let i = 0; i < 5; i++) await shared(`newer draft ${i}`, c);
    const { store } = api.running.deps;
    const page = await store.templates.list(c.accountId, {
      userId: null,
      limit: 10,
      cursor: null,
      filters: [],
      status: 'approved',
      maxScan: 1,
    });
    expect(page.rows.map((r) => r.id)).toEqual([approved]);
    const drafts = await store.templates.list(c.accountId, {
      userId: null,
      limit: 10,
      cursor: null,
      filters: [],
      status: 'draft',
      maxScan: 50,
    });
    expect(drafts.rows).toHaveLength(5);
  });
});

describe('storage', () => {
  it('transitions and their records count, and deleting the template frees every byte', async () => {
    const c = await createAccount(redisUrl, { plan: 'agency' });
    const { redis } = api.running.deps.store;
    const used = async () => Number((await redis.hget(`{${c.accountId}}:usage`, 'storageBytes')) ?? 0);
    const before = await used();
    const id = await shared('Counted', c);
    const created = await used();
    await move(c.apiKey, id, 'in_review', 'n'.repeat(500));
    const afterMove = await used();
    expect(afterMove - created).toBeGreaterThan(500);
    await move(c.apiKey, id, 'approved');
    await call('PUT', `/v1/templates/${id}`, { token: c.apiKey, body: { name: 'Counted 2' } });
    await move(c.apiKey, id, 'in_review');
    expect((await call('DELETE', `/v1/templates/${id}`, { token: c.apiKey })).status).toBe(200);
    expect(await used()).toBe(before);
  });
});

// Who may do what with comments (docs/api.md §15, the permission matrix): anyone who may read the
// template comments and resolves; only the author edits the text; the author, a manager on a
// shared template, or the secret key deletes; another user's template and another account's
// are 404, exactly like an id that does not exist.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, loginDashboard, type StartedApi, startApi, type TestAccount } from '../../test/harness';
import { type Call, client } from '../../test/http';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let call: Call;
let a: TestAccount;
let b: TestAccount;
/** Credentials by principal: owner (u1), member (m2), manager (boss), secret key, another account. */
const who: Record<'owner' | 'member' | 'manager' | 'secret' | 'otherSecret' | 'otherSession', string> = {} as never;
let userTpl: string;
let sharedTpl: string;

async function session(account: TestAccount, userId: string, role?: string): Promise<string> {
  const r = await call('POST', '/v1/sessions', { token: account.apiKey, body: { userId, ...(role && { role }) } });
  expect(r.status, r.text).toBe(201);
  return r.body.sessionToken as string;
}

const post = (token: string, tpl: string, body: unknown) =>
  call('POST', `/v1/templates/${tpl}/comments`, { token, body });
const patch = (token: string, tpl: string, id: string, body: unknown) =>
  call('PATCH', `/v1/templates/${tpl}/comments/${id}`, { token, body });
const del = (token: string, tpl: string, id: string) =>
  call('DELETE', `/v1/templates/${tpl}/comments/${id}`, { token });
const list = (token: string, tpl: string) => call('GET', `/v1/templates/${tpl}/comments`, { token });

async function comment(token: string, tpl: string, text = 'note'): Promise<string> {
  const r = await post(token, tpl, { text });
  expect(r.status, r.text).toBe(201);
  return r.body._id as string;
}

beforeAll(async () => {
  api = await startApi({ redisUrl, env: { RATE_LIMIT: 'off' } });
  call = client(api.url);
  a = await createAccount(redisUrl, { plan: 'agency' });
  b = await createAccount(redisUrl, { plan: 'agency' });
  who.owner = await session(a, 'u1');
  who.member = await session(a, 'm2');
  who.manager = await session(a, 'boss', 'manager');
  who.secret = a.apiKey;
  who.otherSecret = b.apiKey;
  who.otherSession = await session(b, 'u1');
  userTpl = (await call('POST', '/v1/templates', { token: who.owner, body: { name: "u1's" } })).body._id;
  sharedTpl = (await call('POST', '/v1/templates', { token: a.apiKey, body: { name: 'shared' } })).body._id;
});
afterAll(async () => {
  await api?.close();
});

describe('read and comment: anyone who may read the template', () => {
  it.each([
    ['owner', 'user', 201],
    ['secret', 'user', 201],
    ['member', 'user', 404],
    ['manager', 'user', 404],
    ['otherSecret', 'user', 404],
    ['otherSession', 'user', 404],
    ['owner', 'shared', 201],
    ['member', 'shared', 201],
    ['manager', 'shared', 201],
    ['secret', 'shared', 201],
    ['otherSecret', 'shared', 404],
    ['otherSession', 'shared', 404],
  ] as const)('%s on a %s template → %i', async (principal, kind, status) => {
    const tpl = kind === 'user' ? userTpl : sharedTpl;
    const r = await post(who[principal], tpl, { text: `${principal} was here` });
    expect(r.status, r.text).toBe(status);
    const listed = await list(who[principal], tpl);
    expect(listed.status).toBe(status === 201 ? 200 : 404);
    if (status === 404) {
      // The same answer as for a template that does not exist.
      const missing = await post(who[principal], 'tpl_doesnotexist1', { text: 'x' });
      expect({ status: r.status, body: r.body }).toEqual({ status: missing.status, body: missing.body });
    } else expect(listed.body.some((t: { _id: string }) => t._id === r.body._id)).toBe(true);
  });
});

describe('dashboard token', () => {
  it('is 401 on every comment route', async () => {
    const email = `comments-${Date.now()}@example.com`;
    const password = 'a-long-enough-password-42';
    await createAccount(redisUrl, { plan: 'pro', email, password });
    const token = await loginDashboard(api.url, email, password);
    const id = await comment(who.secret, sharedTpl);
    for (const r of [
      await list(token, sharedTpl),
      await post(token, sharedTpl, { text: 'x' }),
      await patch(token, sharedTpl, id, { resolved: true }),
      await del(token, sharedTpl, id),
      await call('GET', '/v1/comments?mentions=ada', { token }),
    ])
      expect(r.status).toBe(401);
  });
});

describe("edit a comment's text: its author only", () => {
  it('the author may; anyone else who may read gets 403 not_comment_author; nothing changes', async () => {
    const mine = await comment(who.member, sharedTpl, 'member text');
    for (const other of ['owner', 'manager', 'secret'] as const) {
      const r = await patch(who[other], sharedTpl, mine, { text: 'rewritten' });
      expect(r.status, other).toBe(403);
      expect(r.body.code).toBe('not_comment_author');
    }
    for (const other of ['otherSecret', 'otherSession'] as const)
      expect((await patch(who[other], sharedTpl, mine, { text: 'x' })).status).toBe(404);
    const own = await patch(who.member, sharedTpl, mine, { text: 'member text, edited' });
    expect(own.status).toBe(200);
    const byKey = await comment(who.secret, sharedTpl, 'key text');
    expect((await patch(who.member, sharedTpl, byKey, { text: 'no' })).status).toBe(403);
    expect((await patch(who.secret, sharedTpl, byKey, { text: 'key text, edited' })).status).toBe(200);
    const texts = (await list(who.secret, sharedTpl)).body.map((t: { text: string }) => t.text);
    expect(texts).toContain('member text, edited');
    expect(texts).toContain('key text, edited');
    expect(texts).not.toContain('rewritten');
  });
});

describe('resolve a thread: anyone who may comment', () => {
  it.each(['owner', 'member', 'manager', 'secret'] as const)(
    '%s resolves and reopens a thread of someone else',
    async (principal) => {
      const author = principal === 'member' ? who.manager : who.member;
      const id = await comment(author, sharedTpl, `for ${principal}`);
      const r = await patch(who[principal], sharedTpl, id, { resolved: true });
      expect(r.status, r.text).toBe(200);
      expect(r.body.resolved).toBe(true);
      expect((await patch(who[principal], sharedTpl, id, { resolved: false })).body.resolved).toBe(false);
    },
  );

  it('on a template they may not read: 404 (another user, another account)', async () => {
    const id = await comment(who.owner, userTpl);
    for (const p of ['member', 'manager', 'otherSecret', 'otherSession'] as const) {
      expect((await patch(who[p], userTpl, id, { resolved: true })).status, p).toBe(404);
    }
  });

  it("a comment id under another template's path is 404", async () => {
    const id = await comment(who.owner, userTpl);
    expect((await patch(who.secret, sharedTpl, id, { resolved: true })).status).toBe(404);
    expect((await del(who.secret, sharedTpl, id)).status).toBe(404);
  });
});

describe('delete: the author, a manager on a shared template, the secret key', () => {
  it.each([
    ['member', 'member', 200],
    ['owner', 'member', 403],
    ['manager', 'member', 200],
    ['secret', 'member', 200],
    ['member', 'manager', 403],
    ['member', 'secret', 403],
    ['otherSecret', 'member', 404],
    ['otherSession', 'member', 404],
  ] as const)("%s deletes %s's comment on a shared template → %i", async (principal, author, status) => {
    const id = await comment(who[author], sharedTpl);
    const r = await del(who[principal], sharedTpl, id);
    expect(r.status, r.text).toBe(status);
    if (status === 403) expect(r.body.code).toBe('not_comment_author');
    const still = (await list(who.secret, sharedTpl)).body.some((t: { _id: string }) => t._id === id);
    expect(still).toBe(status !== 200);
  });

  it("on a user's template: the owner deletes their own, not the secret key's; the secret key deletes any", async () => {
    const byKey = await comment(who.secret, userTpl);
    const byOwner = await comment(who.owner, userTpl);
    expect((await del(who.owner, userTpl, byKey)).status).toBe(403);
    expect((await del(who.manager, userTpl, byOwner)).status).toBe(404);
    expect((await del(who.owner, userTpl, byOwner)).status).toBe(200);
    expect((await del(who.secret, userTpl, byKey)).status).toBe(200);
    expect((await del(who.secret, userTpl, byKey)).status).toBe(404);
  });
});

// Comments (docs/api.md §15): the answer's shape, text kept as plain text, bad input refused
// with nothing stored, threads and their order and status filter, and the plan feature.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, type StartedApi, startApi, type TestAccount } from '../../test/harness';
import { type Call, client } from '../../test/http';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let call: Call;
let acct: TestAccount;

async function session(account: TestAccount, userId: string, extra: Record<string, unknown> = {}): Promise<string> {
  const r = await call('POST', '/v1/sessions', { token: account.apiKey, body: { userId, ...extra } });
  expect(r.status, r.text).toBe(201);
  return r.body.sessionToken as string;
}

async function template(token: string): Promise<string> {
  const r = await call('POST', '/v1/templates', { token, body: { name: 'Reviewed' } });
  expect(r.status, r.text).toBe(201);
  return r.body._id as string;
}

const comments = (token: string, tpl: string, query = '') =>
  call('GET', `/v1/templates/${tpl}/comments${query}`, { token });
const post = (token: string, tpl: string, body: unknown) =>
  call('POST', `/v1/templates/${tpl}/comments`, { token, body });

beforeAll(async () => {
  api = await startApi({ redisUrl, env: { RATE_LIMIT: 'off' } });
  call = client(api.url);
  acct = await createAccount(redisUrl, { plan: 'pro' });
});
afterAll(async () => {
  await api?.close();
});

describe('POST /v1/templates/{id}/comments', () => {
  it('answers 201 with the comment: author, display name from the token, Location', async () => {
    const ada = await session(acct, 'ada', { name: 'Ada Lovelace' });
    const tpl = await template(ada);
    const r = await post(ada, tpl, { text: '  Make the button bigger  ', blockId: 'btn_1', mentions: ['grace'] });
    expect(r.status, r.text).toBe(201);
    expect(r.body).toEqual({
      _id: expect.stringMatching(/^cmt_[0-9A-Za-z]+$/),
      templateId: tpl,
      blockId: 'btn_1',
      parentId: null,
      text: 'Make the button bigger',
      mentions: ['grace'],
      userId: 'ada',
      name: 'Ada Lovelace',
      createdAt: expect.any(String),
      updatedAt: r.body.createdAt,
      resolved: false,
    });
    expect(r.headers.get('location')).toBe(`/v1/templates/${tpl}/comments/${r.body._id}`);
    const secret = await post(acct.apiKey, tpl, { text: 'From the server' });
    expect(secret.status).toBe(201);
    expect(secret.body).toMatchObject({ userId: null, name: null, blockId: null, mentions: [] });
  });

  it('HTML and script are stored and returned as the very text sent', async () => {
    const tpl = await template(acct.apiKey);
    const text = '<script>alert(1)</script><img src=x onerror=alert(2)> &amp; "quotes" \'single\'\nsecond line';
    const r = await post(acct.apiKey, tpl, { text });
    expect(r.status).toBe(201);
    expect(r.body.text).toBe(text);
    const listed = await comments(acct.apiKey, tpl);
    expect(listed.headers.get('content-type')).toMatch(/^application\/json/);
    expect(listed.body[0].text).toBe(text);
  });

  it('bad input is refused with the field named, and nothing is stored', async () => {
    const tpl = await template(acct.apiKey);
    const cases: Array<[unknown, RegExp]> = [
      [{}, /^text is required/],
      [{ text: '   ' }, /^text must not be empty/],
      [{ text: 'x'.repeat(2001) }, /^text must be at most 2000/],
      [{ text: 'a\u0000b' }, /^text must not contain control/],
      [{ text: 'evil \u202e txt.exe' }, /^text must not contain control/],
      [{ text: 'ok', mentions: Array.from({ length: 21 }, (_, i) => `u${i}`) }, /^mentions must have at most 20/],
      [{ text: 'ok', mentions: ['bad\u200bid'] }, /^mentions\[0\] must not contain/],
      [{ text: 'ok', blockId: 'has space' }, /^blockId may hold only/],
      [{ text: 'ok', parentId: 'tpl_x' }, /^parentId must be a comment id/],
      [{ text: 'a\ud800b' }, /^text must be well-formed Unicode/],
    ];
    for (const [body, message] of cases) {
      const r = await post(acct.apiKey, tpl, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.code).toBe('invalid_input');
      expect(r.body.error).toMatch(message);
    }
    expect((await comments(acct.apiKey, tpl)).body).toEqual([]);
    // The limits themselves are allowed: 2,000 characters, 20 mentions (unknown ids kept, repeats once).
    const mentions = Array.from({ length: 20 }, (_, i) => `nobody-${i}`);
    const ok = await post(acct.apiKey, tpl, { text: 'y'.repeat(2000), mentions });
    expect(ok.status, ok.text).toBe(201);
    expect(ok.body.mentions).toEqual(mentions);
    const repeated = await post(acct.apiKey, tpl, { text: 'twice', mentions: ['ada', 'grace', 'ada'] });
    expect(repeated.body.mentions).toEqual(['ada', 'grace']);
  });

  it('a reply to a reply is 400 reply_to_reply; a parent of another template is 404; nothing stored', async () => {
    const tpl = await template(acct.apiKey);
    const other = await template(acct.apiKey);
    const first = (await post(acct.apiKey, tpl, { text: 'thread' })).body;
    const reply = await post(acct.apiKey, tpl, { text: 'reply', parentId: first._id });
    expect(reply.status).toBe(201);
    expect(reply.body.parentId).toBe(first._id);
    const nested = await post(acct.apiKey, tpl, { text: 'deeper', parentId: reply.body._id });
    expect(nested.status).toBe(400);
    expect(nested.body.code).toBe('reply_to_reply');
    const elsewhere = await post(acct.apiKey, other, { text: 'wrong thread', parentId: first._id });
    expect(elsewhere.status).toBe(404);
    const missing = await post(acct.apiKey, tpl, { text: 'x', parentId: 'cmt_doesnotexist' });
    expect(missing.status).toBe(404);
    const listed = (await comments(acct.apiKey, tpl)).body;
    expect(listed).toHaveLength(1);
    expect(listed[0].replies.map((c: { text: string }) => c.text)).toEqual(['reply']);
    expect((await comments(acct.apiKey, other)).body).toEqual([]);
  });

  it('a template that does not exist is 404 before the body is read', async () => {
    const r = await post(acct.apiKey, 'tpl_missing000', { text: 'x'.repeat(5000) });
    expect(r.status).toBe(404);
    expect(r.body.code).toBe('not_found');
  });
});

describe('threads', () => {
  it('newest activity first; replies oldest first; ?status filters on the thread', async () => {
    const tpl = await template(acct.apiKey);
    const a = (await post(acct.apiKey, tpl, { text: 'A' })).body;
    const b = (await post(acct.apiKey, tpl, { text: 'B' })).body;
    await post(acct.apiKey, tpl, { text: 'C' });
    const order = async (query = '') =>
      (await comments(acct.apiKey, tpl, query)).body.map((t: { text: string }) => t.text);
    expect(await order()).toEqual(['C', 'B', 'A']);
    await post(acct.apiKey, tpl, { text: 'A1', parentId: a._id });
    await post(acct.apiKey, tpl, { text: 'A2', parentId: a._id });
    expect(await order()).toEqual(['A', 'C', 'B']);
    const threadA = (await comments(acct.apiKey, tpl)).body[0];
    expect(threadA.replies.map((c: { text: string }) => c.text)).toEqual(['A1', 'A2']);

    const resolved = await call('PATCH', `/v1/templates/${tpl}/comments/${b._id}`, {
      token: acct.apiKey,
      body: { resolved: true },
    });
    expect(resolved.status, resolved.text).toBe(200);
    expect(resolved.body.resolved).toBe(true);
    expect(await order('?status=resolved')).toEqual(['B']);
    expect(await order('?status=open')).toEqual(['A', 'C']);
    // A reply reports its thread's state.
    const reopen = await call('PATCH', `/v1/templates/${tpl}/comments/${a._id}`, {
      token: acct.apiKey,
      body: { resolved: true },
    });
    expect(reopen.status).toBe(200);
    const replies = (await comments(acct.apiKey, tpl, '?status=resolved')).body[0].replies;
    expect(replies.map((c: { resolved: boolean }) => c.resolved)).toEqual([true, true]);
    const bad = await comments(acct.apiKey, tpl, '?status=closed');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^status /);
  });

  it('resolving a reply is 400 resolve_reply and changes nothing', async () => {
    const tpl = await template(acct.apiKey);
    const first = (await post(acct.apiKey, tpl, { text: 'thread' })).body;
    const reply = (await post(acct.apiKey, tpl, { text: 'reply', parentId: first._id })).body;
    const r = await call('PATCH', `/v1/templates/${tpl}/comments/${reply._id}`, {
      token: acct.apiKey,
      body: { resolved: true },
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('resolve_reply');
    expect((await comments(acct.apiKey, tpl, '?status=open')).body).toHaveLength(1);
  });

  it('editing the text keeps it plain, moves updatedAt and is refused past 2,000 characters', async () => {
    const tpl = await template(acct.apiKey);
    const c = (await post(acct.apiKey, tpl, { text: 'typo' })).body;
    const r = await call('PATCH', `/v1/templates/${tpl}/comments/${c._id}`, {
      token: acct.apiKey,
      body: { text: '<b>fixed</b>' },
    });
    expect(r.status).toBe(200);
    expect(r.body.text).toBe('<b>fixed</b>');
    expect(Date.parse(r.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(c.createdAt));
    expect(r.body.createdAt).toBe(c.createdAt);
    const long = await call('PATCH', `/v1/templates/${tpl}/comments/${c._id}`, {
      token: acct.apiKey,
      body: { text: 'z'.repeat(2001) },
    });
    expect(long.status).toBe(400);
    const empty = await call('PATCH', `/v1/templates/${tpl}/comments/${c._id}`, { token: acct.apiKey, body: {} });
    expect(empty.status).toBe(400);
    expect((await comments(acct.apiKey, tpl)).body[0].text).toBe('<b>fixed</b>');
  });
});

describe('plan feature', () => {
  it('free: writing comments is 402 feature_not_in_plan, after the 404 of a template out of scope', async () => {
    const free = await createAccount(redisUrl, { plan: 'free' });
    const tpl = await template(free.apiKey);
    const r = await post(free.apiKey, tpl, { text: 'hello' });
    expect(r.status).toBe(402);
    expect(r.body.code).toBe('feature_not_in_plan');
    expect(r.body.error).toMatch(/comments.*free/);
    expect((await post(free.apiKey, 'tpl_nothere00', { text: 'hello' })).status).toBe(404);
    const patch = await call('PATCH', `/v1/templates/${tpl}/comments/cmt_abc`, {
      token: free.apiKey,
      body: { resolved: true },
    });
    expect(patch.status).toBe(402);
    expect((await comments(free.apiKey, tpl)).body).toEqual([]);
  });
});

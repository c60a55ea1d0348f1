// The account's mention listing (docs/api.md §15): `GET /v1/comments?mentions=<userId>` with the
// secret key lists the comments that mention a user across the account's templates, newest
// first, optionally only those of open (or resolved) threads, a page at a time.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, type StartedApi, startApi, type TestAccount } from '../../test/harness';
import { type Call, client, type Reply } from '../../test/http';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let call: Call;
let acct: TestAccount;
let other: TestAccount;

beforeAll(async () => {
  api = await startApi({ redisUrl, env: { RATE_LIMIT: 'off' } });
  call = client(api.url);
  acct = await createAccount(redisUrl, { plan: 'pro' });
  other = await createAccount(redisUrl, { plan: 'pro' });
});
afterAll(async () => {
  await api?.close();
});

async function template(account: TestAccount): Promise<string> {
  return (await call('POST', '/v1/templates', { token: account.apiKey, body: { name: 'n' } })).body._id;
}
async function comment(account: TestAccount, tpl: string, body: Record<string, unknown>) {
  const r = await call('POST', `/v1/templates/${tpl}/comments`, { token: account.apiKey, body });
  expect(r.status, r.text).toBe(201);
  return r.body as { _id: string; text: string };
}
const texts = (body: Array<{ text: string }>) => body.map((c) => c.text);

describe('GET /v1/comments?mentions=', () => {
  it("lists the user's mentions across templates, newest first; status filters on the thread; another account's never", async () => {
    const t1 = await template(acct);
    const t2 = await template(acct);
    const first = await comment(acct, t1, { text: 'one', mentions: ['grace'] });
    await comment(acct, t1, { text: 'not her', mentions: ['ada'] });
    await comment(acct, t2, { text: 'two', mentions: ['ada', 'grace'] });
    await comment(acct, t1, { text: 'three (a reply)', parentId: first._id, mentions: ['grace'] });
    await comment(other, await template(other), { text: 'other account', mentions: ['grace'] });

    const all = await call('GET', '/v1/comments?mentions=grace', { token: acct.apiKey });
    expect(all.status).toBe(200);
    expect(texts(all.body)).toEqual(['three (a reply)', 'two', 'one']);
    expect(all.body[1]).toMatchObject({ templateId: t2, mentions: ['ada', 'grace'], resolved: false });

    const resolve = await call('PATCH', `/v1/templates/${t1}/comments/${first._id}`, {
      token: acct.apiKey,
      body: { resolved: true },
    });
    expect(resolve.status).toBe(200);
    expect(texts((await call('GET', '/v1/comments?mentions=grace&status=open', { token: acct.apiKey })).body)).toEqual([
      'two',
    ]);
    const resolved = (await call('GET', '/v1/comments?mentions=grace&status=resolved', { token: acct.apiKey })).body;
    expect(texts(resolved)).toEqual(['three (a reply)', 'one']);
    expect(resolved.every((c: { resolved: boolean }) => c.resolved)).toBe(true);
    expect(texts((await call('GET', '/v1/comments?mentions=grace', { token: other.apiKey })).body)).toEqual([
      'other account',
    ]);
    expect((await call('GET', '/v1/comments?mentions=nobody', { token: acct.apiKey })).body).toEqual([]);
  });

  it('pages with limit and the Link header; every comment exactly once', async () => {
    const tpl = await template(acct);
    for (let i = 0; i < 7; i++) await comment(acct, tpl, { text: `p${i}`, mentions: ['pager'] });
    const seen: string[] = [];
    let url: string | null = '/v1/comments?mentions=pager&limit=3';
    let pages = 0;
    while (url) {
      const r: Reply = await call('GET', url, { token: acct.apiKey });
      expect(r.status).toBe(200);
      seen.push(...texts(r.body));
      const link: string | null = r.headers.get('link');
      url = link ? (/<[^>]*(\/v1\/comments\?[^>]*)>/.exec(link)?.[1] ?? null) : null;
      pages++;
    }
    expect(seen).toEqual(['p6', 'p5', 'p4', 'p3', 'p2', 'p1', 'p0']);
    expect(pages).toBe(3);
  });

  it('secret key only: a session token is 401; a missing or bad parameter is 400', async () => {
    const s = await call('POST', '/v1/sessions', { token: acct.apiKey, body: { userId: 'grace' } });
    const r = await call('GET', '/v1/comments?mentions=grace', { token: s.body.sessionToken });
    expect(r.status).toBe(401);
    for (const query of [
      '',
      '?mentions=',
      '?mentions=a&status=all',
      '?mentions=a&limit=0',
      '?mentions=a&cursor=zzz',
      '?mentions=a&mentions=b',
    ]) {
      const bad = await call('GET', `/v1/comments${query}`, { token: acct.apiKey });
      expect(bad.status, query).toBe(400);
      expect(bad.body.code).toBe('invalid_input');
    }
  });
});

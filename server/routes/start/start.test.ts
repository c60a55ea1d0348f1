// GET /v1/start: the element's first read answers what the key check and the first page of the
// list answer, in one response (docs/api.md §7), under the same auth, scope and rate limit.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, createSessionToken, type StartedApi, startApi, type TestAccount } from '../../test/harness';
import { type Call, client } from '../../test/http';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let call: Call;
let acct: TestAccount;
let token: string;

const create = (body: Record<string, unknown>) => call('POST', '/v1/templates', { token: acct.apiKey, body });

beforeAll(async () => {
  api = await startApi({ redisUrl, env: { OPERATOR_NAME: 'Acme Mail' } });
  call = client(api.url);
  acct = await createAccount(redisUrl, { plan: 'pro' });
  for (const name of ['One', 'Two', 'Three']) expect((await create({ name, userId: 'ada' })).status).toBe(201);
  expect((await create({ name: 'Shared one' })).status).toBe(201);
  expect((await create({ name: 'Not yours', userId: 'bob' })).status).toBe(201);
  token = await createSessionToken(api.url, acct.apiKey, 'ada');
});
afterAll(async () => {
  await api?.close();
});

describe('GET /v1/start', () => {
  it('answers the key check and the first page of the list, as the two reads answer them', async () => {
    const started = await call('GET', '/v1/start?limit=2', { token });
    expect(started.status).toBe(200);
    const validate = await call('GET', '/v1/keys/validate', { token });
    const list = await call('GET', '/v1/templates?limit=2', { token });
    expect(started.body.key).toEqual(validate.body);
    expect(started.body.key).toMatchObject({
      plan: 'pro',
      userId: 'ada',
      role: 'member',
      operator: { name: 'Acme Mail' },
    });
    expect(started.body.templates).toEqual(list.body);
    expect(started.body.templates.map((t: { name: string }) => t.name)).toEqual(['Shared one', 'Three']);
    // `next` is the list's own next page: following it gives the rest, in the same order.
    const link = /<([^>]+)>; rel="next"/.exec(list.headers.get('link') ?? '')?.[1];
    expect(started.body.next).toBe(link);
    const rest = await call('GET', new URL(started.body.next).pathname + new URL(started.body.next).search, { token });
    expect(rest.body.map((t: { name: string }) => t.name)).toEqual(['Two', 'One']);
    expect(rest.headers.get('link')).toBeNull();
  });

  it('says next: null when the first page holds every template', async () => {
    const started = await call('GET', '/v1/start?limit=50', { token });
    expect(started.body.templates).toHaveLength(4);
    expect(started.body.next).toBeNull();
  });

  it('takes the session token in the query (no preflight) and never puts it in next', async () => {
    const r = await fetch(`${api.url}/v1/start?limit=1&access_token=${encodeURIComponent(token)}`);
    expect(r.status).toBe(200);
    const body = (await r.json()) as { next: string; key: { userId: string } };
    expect(body.key.userId).toBe('ada');
    expect(body.next).toContain('cursor=');
    expect(body.next).not.toContain('access_token');
    expect((await fetch(`${api.url}/v1/start?access_token=${encodeURIComponent(acct.apiKey)}`)).status).toBe(401);
  });

  it('refuses what the two reads refuse: no key, another user’s list, a bad query', async () => {
    expect((await call('GET', '/v1/start')).status).toBe(401);
    expect((await call('GET', '/v1/start', { token: 'not-a-token' })).status).toBe(401);
    const other = await call('GET', '/v1/start?userId=bob', { token });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('user_scope');
    expect((await call('GET', '/v1/start?limit=0', { token })).status).toBe(400);
  });

  it('costs one request of the rate limit, not two', async () => {
    const before = Number((await call('GET', '/v1/keys/validate', { token })).headers.get('x-ratelimit-remaining'));
    const started = await call('GET', '/v1/start', { token });
    expect(Number(started.headers.get('x-ratelimit-remaining'))).toBe(before - 1);
  });

  it('is compressed for a client that takes brotli or gzip, like every JSON answer', async () => {
    for (let i = 0; i < 20; i++)
      expect((await create({ name: `Filler ${i} with a longer name`, userId: 'ada' })).status).toBe(201);
    const r = await fetch(`${api.url}/v1/start`, {
      headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip' },
    });
    expect(r.headers.get('content-encoding')).toBe('gzip');
    expect(((await r.json()) as { templates: unknown[] }).templates.length).toBeGreaterThan(20);
  });
});

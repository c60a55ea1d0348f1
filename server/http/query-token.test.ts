// A session token in the query of a read (`?access_token=`) makes the element's reads CORS simple
// requests (no preflight). Real API over real sockets: what it accepts, what it refuses, and that
// the token never leaks into a Link header. docs/api.md §5.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createAccount,
  createSessionToken,
  loginDashboard,
  type StartedApi,
  startApi,
  type TestAccount,
} from '../test/harness';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let acct: TestAccount;
let token: string;
const ownerEmail = `qt-owner-${Date.now()}@example.com`;
const ownerPassword = 'qt-owner-password-1';

beforeAll(async () => {
  api = await startApi({ redisUrl });
  acct = await createAccount(redisUrl, { plan: 'pro', email: ownerEmail, password: ownerPassword });
  token = await createSessionToken(api.url, acct.apiKey, 'qt-user');
  for (let i = 0; i < 3; i++)
    await fetch(`${api.url}/v1/templates`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${acct.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: `Query token ${i}`, userId: 'qt-user' }),
    });
});
afterAll(async () => {
  await api?.close();
});

const q = (t: string) => `access_token=${encodeURIComponent(t)}`;

describe('session token in the query of a read', () => {
  it('a GET with the token in the query is answered like one with the header, with CORS headers for the page', async () => {
    const res = await fetch(`${api.url}/v1/keys/validate?${q(token)}`, { headers: { Origin: 'https://app.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(((await res.json()) as { userId: string }).userId).toBe('qt-user');
  });

  it('the Link to the next page does not carry the token; the next page needs it again', async () => {
    const first = await fetch(`${api.url}/v1/templates?limit=2&${q(token)}`);
    expect(first.status).toBe(200);
    expect(((await first.json()) as unknown[]).length).toBe(2);
    const link = first.headers.get('link') ?? '';
    expect(link).toMatch(/rel="next"/);
    expect(link).not.toContain('access_token');
    expect(link).not.toContain(token);
    const next = /<([^>]+)>/.exec(link)?.[1] ?? '';
    expect((await fetch(next)).status).toBe(401);
    const second = await fetch(`${next}&${q(token)}`);
    expect(second.status).toBe(200);
    expect(((await second.json()) as unknown[]).length).toBe(1);
  });

  it('refused: on a write, with a secret key, empty, or a bad token', async () => {
    const post = await fetch(`${api.url}/v1/templates?${q(token)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Never stored' }),
    });
    expect(post.status).toBe(401);
    const del = await fetch(`${api.url}/v1/templates/tpl_aaaaaaaaaaaaaaaaaaaa?${q(token)}`, { method: 'DELETE' });
    expect(del.status).toBe(401);
    const secret = await fetch(`${api.url}/v1/templates?${q(acct.apiKey)}`);
    expect(secret.status).toBe(401);
    expect(((await secret.json()) as { code: string }).code).toBe('unauthorized');
    expect((await fetch(`${api.url}/v1/templates?access_token=`)).status).toBe(401);
    expect((await fetch(`${api.url}/v1/templates?${q('not.a.jwt')}`)).status).toBe(401);
    const list = (await (
      await fetch(`${api.url}/v1/templates?userId=qt-user`, { headers: { Authorization: `Bearer ${acct.apiKey}` } })
    ).json()) as Array<{
      name: string;
    }>;
    expect(list.map((t) => t.name)).not.toContain('Never stored');
  });

  it('the header wins over the query', async () => {
    const res = await fetch(`${api.url}/v1/keys/validate?${q('not.a.jwt')}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
  });
});

describe('only session tokens, matched on the parsed parameter', () => {
  it('a dashboard token in the query is refused (it works in the header)', async () => {
    const dashboard = await loginDashboard(api.url, ownerEmail, ownerPassword);
    const header = await fetch(`${api.url}/v1/dashboard/account`, {
      headers: { Authorization: `Bearer ${dashboard}` },
    });
    expect(header.status).toBe(200);
    const query = await fetch(`${api.url}/v1/dashboard/account?${q(dashboard)}`);
    expect(query.status).toBe(401);
    expect(((await query.json()) as { code: string }).code).toBe('unauthorized');
  });

  it('a query that merely contains the text access_token is an ordinary query', async () => {
    const headers = { Authorization: `Bearer ${acct.apiKey}` };
    const inValue = await fetch(`${api.url}/v1/templates?userId=access_token`, { headers });
    expect(inValue.status).toBe(200);
    const inName = await fetch(`${api.url}/v1/templates?userId=qt-user&meta[access_token]=x`, { headers });
    expect(inName.status).toBe(200);
  });
});

describe('malformed percent-encoding in a query', () => {
  it('is a 400, not U+FFFD merging two ids', async () => {
    const headers = { Authorization: `Bearer ${acct.apiKey}` };
    for (const bad of ['userId=a%E9', 'userId=a%', 'userId=a%zz', 'userId=%C0%AF']) {
      const res = await fetch(`${api.url}/v1/templates?${bad}`, { headers });
      expect(res.status, bad).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('invalid_input');
    }
    expect((await fetch(`${api.url}/v1/templates?userId=a%C3%A9%20b`, { headers })).status).toBe(200);
  });
});

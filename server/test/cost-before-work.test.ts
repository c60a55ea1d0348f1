// Findings 5 and 15 of the abuse review: on routes that take an id, existence and ownership are
// decided before the body is read; request charsets other than UTF-8 are refused; HSTS is sent
// when the public URL is https.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, createSessionToken, type StartedApi, startApi, type TestAccount } from './harness';
import { type Call, client } from './http';
import { firstResponse, rawRequest } from './raw-socket';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let call: Call;
let acct: TestAccount;

beforeAll(async () => {
  api = await startApi({ redisUrl });
  call = client(api.url);
  acct = await createAccount(redisUrl, { plan: 'pro' });
});
afterAll(async () => {
  await api?.close();
});

const port = () => Number(new URL(api.url).port);

describe('cost before work', () => {
  it('a PUT to a missing template is answered 404 before its 1 MB body has even been sent', async () => {
    const head =
      `PUT /v1/templates/tpl_doesnotexist0000000000 HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${acct.apiKey}\r\n` +
      'Content-Type: application/json\r\nContent-Length: 1048000\r\n\r\n';
    // Only the first kilobyte is sent: a server that reads the body first would wait for the rest.
    const outcome = await rawRequest(port(), {
      payload: `${head}{"blockTree":{"blocks":[${'{},'.repeat(300)}`,
      waitMs: 10_000,
    });
    const response = firstResponse(outcome.text);
    expect(response?.status).toBe(404);
    expect(response?.body).toMatchObject({ code: 'not_found' });
  });

  it('a missing, foreign or other-user template is 404 whatever the body; a shared one is 403 for a session', async () => {
    const other = await createAccount(redisUrl, { plan: 'pro' });
    const foreign = await call('POST', '/v1/templates', { token: other.apiKey, body: { name: 'theirs' } });
    const alices = await call('POST', '/v1/templates', {
      token: acct.apiKey,
      body: { name: 'alice', userId: 'alice' },
    });
    const shared = await call('POST', '/v1/templates', { token: acct.apiKey, body: { name: 'shared' } });
    const bob = await createSessionToken(api.url, acct.apiKey, 'bob');
    const junk = { raw: '{"name": ', headers: { 'Content-Type': 'application/json' } };
    expect((await call('PUT', '/v1/templates/tpl_missing', { token: acct.apiKey, ...junk })).status).toBe(404);
    expect((await call('PUT', `/v1/templates/${foreign.body._id}`, { token: acct.apiKey, ...junk })).status).toBe(404);
    expect((await call('PUT', `/v1/templates/${alices.body._id}`, { token: bob, ...junk })).status).toBe(404);
    const sharedPut = await call('PUT', `/v1/templates/${shared.body._id}`, { token: bob, ...junk });
    expect(sharedPut.status).toBe(403);
    expect(sharedPut.body.code).toBe('shared_template');
    // The owner with the same junk body gets the body's error.
    expect((await call('PUT', `/v1/templates/${alices.body._id}`, { token: acct.apiKey, ...junk })).body.code).toBe(
      'malformed_json',
    );
  });

  it('60 parallel 1 MB PUTs to missing templates are all 404 and the service stays healthy', async () => {
    const body = JSON.stringify({
      name: 'x',
      metadata: { pad: 'p'.repeat(400) },
      blockTree: { blocks: [], pad: 'x'.repeat(1_000_000) },
    });
    const replies = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        call('PUT', `/v1/templates/tpl_missing${i}`, {
          token: acct.apiKey,
          raw: body,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    // 404 for each (never a 400 from reading the body); a 503 would be Redis failing closed on a
    // saturated machine, not work done on the body.
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s !== 404 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s === 404).length).toBeGreaterThanOrEqual(50);
    expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
  });
});

describe('request charsets', () => {
  it('a JSON body in another charset than UTF-8 is refused (400 unsupported_media_type) and nothing is stored', async () => {
    const body = Buffer.from(JSON.stringify({ name: 'utf-16 template' }), 'utf16le');
    const r = await call('POST', '/v1/templates', {
      token: acct.apiKey,
      raw: body,
      headers: { 'Content-Type': 'application/json; charset=utf-16le' },
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'unsupported_media_type' });
    const latin1 = await call('POST', '/v1/templates', {
      token: acct.apiKey,
      raw: '{"name":"caf\xe9"}',
      headers: { 'Content-Type': 'application/json; charset=ISO-8859-1' },
    });
    expect(latin1.status).toBe(400);
    const list = await call('GET', '/v1/templates', { token: acct.apiKey });
    expect(list.body.map((t: { name: string }) => t.name)).not.toContain('utf-16 template');
  });

  it('UTF-8, in any spelling, or no charset at all is accepted', async () => {
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'application/json; charset="UTF-8"',
      'application/json;charset=utf8',
    ]) {
      const r = await call('POST', '/v1/templates', {
        token: acct.apiKey,
        raw: '{"name":"café"}',
        headers: { 'Content-Type': type },
      });
      expect(r.status, type).toBe(201);
    }
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent when PUBLIC_URL is https, on answers and errors alike, and not over plain http', async () => {
    const tls = await startApi({ redisUrl, env: { PUBLIC_URL: 'https://email.example.com' } });
    try {
      for (const path of ['/healthz', '/v1/nope']) {
        expect((await fetch(`${tls.url}${path}`)).headers.get('strict-transport-security')).toBe('max-age=31536000');
      }
    } finally {
      await tls.close();
    }
    expect((await fetch(`${api.url}/healthz`)).headers.get('strict-transport-security')).toBeNull();
  });
});

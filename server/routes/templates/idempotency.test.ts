// Idempotency-Key on POST /v1/templates (docs/api.md §9): a retry with the same key and body
// returns the first result and stores nothing new; another body → 422; concurrent duplicates
// store one template; an answer lost after the write (the 503 case) is recovered by the retry.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, createSessionToken, type StartedApi, startApi, type TestAccount } from '../../test/harness';
import { type Call, client } from '../../test/http';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let call: Call;

beforeAll(async () => {
  api = await startApi({ redisUrl, env: { RATE_LIMIT: 'off' } });
  call = client(api.url);
});
afterAll(async () => {
  await api?.close();
});

async function count(acct: TestAccount): Promise<number> {
  return (await call('GET', '/v1/templates', { token: acct.apiKey })).body.length;
}

const post = (acct: TestAccount | string, key: string | null, body: unknown) =>
  call('POST', '/v1/templates', {
    token: typeof acct === 'string' ? acct : acct.apiKey,
    body,
    headers: key === null ? {} : { 'Idempotency-Key': key },
  });

describe('Idempotency-Key on POST /v1/templates', () => {
  it('a retry with the same key and body returns the first response and stores nothing new', async () => {
    const acct = await createAccount(redisUrl, { plan: 'pro' });
    const body = { name: 'Welcome', tags: ['a'], metadata: { n: 1 } };
    const first = await post(acct, 'retry-1', body);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    for (let i = 0; i < 3; i++) {
      const again = await post(acct, 'retry-1', body);
      expect(again.status).toBe(201);
      expect(again.text).toBe(first.text);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
    }
    expect(await count(acct)).toBe(1);
    // A different key is a different create.
    expect((await post(acct, 'retry-2', body)).body._id).not.toBe(first.body._id);
    expect(await count(acct)).toBe(2);
  });

  it('the same key with a different body is 422 idempotency_mismatch and stores nothing', async () => {
    const acct = await createAccount(redisUrl, { plan: 'pro' });
    expect((await post(acct, 'k', { name: 'One' })).status).toBe(201);
    const r = await post(acct, 'k', { name: 'Two' });
    expect(r.status).toBe(422);
    expect(r.body).toEqual({ error: expect.stringContaining('Idempotency-Key'), code: 'idempotency_mismatch' });
    expect(await count(acct)).toBe(1);
  });

  it('keys are per account and per user: the same key from another user is a mismatch, never their template', async () => {
    const acct = await createAccount(redisUrl, { plan: 'pro' });
    const alice = await createSessionToken(api.url, acct.apiKey, 'alice');
    const bob = await createSessionToken(api.url, acct.apiKey, 'bob');
    const mine = await post(alice, 'shared-key', { name: 'Mine' });
    expect(mine.status).toBe(201);
    const theirs = await post(bob, 'shared-key', { name: 'Mine' });
    expect(theirs.status).toBe(422);
    const other = await createAccount(redisUrl, { plan: 'pro' });
    expect((await post(other, 'shared-key', { name: 'Mine' })).status).toBe(201);
  });

  it('20 concurrent duplicates store exactly one template; every 201 carries its body', async () => {
    const acct = await createAccount(redisUrl, { plan: 'pro' });
    const replies = await Promise.all(Array.from({ length: 20 }, () => post(acct, 'burst', { name: 'Burst' })));
    const created = replies.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const r of replies) expect([201, 409]).toContain(r.status);
    expect(new Set(created.map((r) => r.body._id)).size).toBe(1);
    expect(await count(acct)).toBe(1);
    // Once the first has finished, every retry replays it.
    const later = await post(acct, 'burst', { name: 'Burst' });
    expect(later.body._id).toBe(created[0]!.body._id);
  });

  it('an answer lost after the write is recovered by the retry, without a second template', async () => {
    const acct = await createAccount(redisUrl, { plan: 'pro' });
    const store = api.running.deps.store;
    // The create's Lua step ran (and marked the key "stored"), but the response was never
    // recorded (Redis timed out on the way back, the client saw a 503): remove the record.
    const first = await post(acct, 'lost-2', { name: 'Lost' });
    expect(first.status).toBe(201);
    const record = `{${acct.accountId}}:idem:templates:${sha('lost-2')}`;
    await store.redis.hset(record, 'state', 'stored');
    await store.redis.hdel(record, 'status', 'body');
    const retry = await post(acct, 'lost-2', { name: 'Lost' });
    expect(retry.status).toBe(201);
    expect(retry.body._id).toBe(first.body._id);
    expect(await count(acct)).toBe(1);
  });

  it('a create refused by the plan frees the key: the retry after an upgrade succeeds', async () => {
    const acct = await createAccount(redisUrl, { plan: 'free' });
    for (let i = 0; i < 3; i++) expect((await post(acct, null, { name: `T${i}` })).status).toBe(201);
    expect((await post(acct, 'after-upgrade', { name: 'Fourth' })).status).toBe(402);
    await api.running.deps.store.accounts.setPlan(acct.accountId, 'pro');
    const r = await post(acct, 'after-upgrade', { name: 'Fourth' });
    expect(r.status).toBe(201);
    expect(await count(acct)).toBe(4);
  });

  it('a malformed key is 400 and a browser may send the header (CORS)', async () => {
    const acct = await createAccount(redisUrl, { plan: 'pro' });
    for (const key of ['', 'x'.repeat(256), 'tab\there', 'é']) {
      const r = await call('POST', '/v1/templates', {
        token: acct.apiKey,
        raw: JSON.stringify({ name: 'x' }),
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
      }).catch(() => null);
      // fetch itself refuses non-Latin-1 header values; whatever reaches us must be a 400.
      if (r) expect(r.status, JSON.stringify(key)).toBe(400);
    }
    expect(await count(acct)).toBe(0);
    const preflight = await fetch(`${api.url}/v1/templates`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://app.example.com', 'Access-Control-Request-Headers': 'authorization,idempotency-key' },
    });
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Idempotency-Key/);
  });
});

function sha(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

describe('OpenAPI', () => {
  it('documents Idempotency-Key on both creates, and the 409 and 422 answers', async () => {
    const doc = (await call('GET', '/v1/openapi.json')).body;
    for (const path of ['/v1/templates', '/v1/images']) {
      const op = doc.paths[path].post;
      const header = op.parameters.find((p: { name: string }) => p.name === 'Idempotency-Key');
      expect(header, path).toMatchObject({ in: 'header', required: false, schema: { maxLength: 255 } });
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['409', '422']));
    }
  });
});

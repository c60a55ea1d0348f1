// Idempotency records are references, not copies (docs/api.md §9): a record keeps the created
// object's id, the status and the first body's SHA-256, so it costs the same few hundred bytes
// for a 1 MB template as for an empty one, and a replay re-reads the object: once it is deleted,
// the replay is 409 idempotency_gone and never shows its content again.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, type StartedApi, scanKeys, startApi } from '../../test/harness';
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

/** A ~980 KB document: 48 text blocks of 20,000 characters of HTML (the text block's maximum). */
const MARKER = 'remembered-content';
const bigDocument = {
  version: 1,
  blocks: Array.from({ length: 48 }, (_, i) => ({
    id: `t${i}`,
    type: 'text',
    props: { html: `<p>${MARKER}${'x'.repeat(20_000 - 7 - MARKER.length)}</p>` },
  })),
};

/** Bytes Redis reports for every idempotency record and index of the account. */
async function recordBytes(accountId: string): Promise<{ keys: number; bytes: number }> {
  const redis = api.running.deps.store.redis;
  const found = [
    ...(await scanKeys(redis, `{${accountId}}:idem:*`)),
    ...(await scanKeys(redis, `{${accountId}}:idems`)),
  ];
  let bytes = 0;
  for (const key of found) bytes += Number(await redis.call('MEMORY', 'USAGE', key, 'SAMPLES', '0'));
  return { keys: found.length, bytes };
}

describe('idempotency records hold a reference, not the response', () => {
  it('10 create+delete cycles of a 980 KB template on free leave under 10 KB of records, usage back to 0', async () => {
    const acct = await createAccount(redisUrl, { plan: 'free' });
    expect(JSON.stringify(bigDocument).length).toBeGreaterThan(950_000);
    for (let i = 0; i < 10; i++) {
      const created = await call('POST', '/v1/templates', {
        token: acct.apiKey,
        body: { name: `big ${i}`, blockTree: bigDocument },
        headers: { 'Idempotency-Key': `cycle-${i}` },
      });
      expect(created.status).toBe(201);
      expect((await call('DELETE', `/v1/templates/${created.body._id}`, { token: acct.apiKey })).status).toBe(200);
    }
    const { keys, bytes } = await recordBytes(acct.accountId);
    // Before: each record held the whole 980 KB response (~10 MB in all).
    expect(bytes).toBeLessThan(10 * 1024);
    expect(keys).toBe(11); // ten records and the account's index of them
    expect(Number(await api.running.deps.store.redis.hget(`{${acct.accountId}}:usage`, 'storageBytes'))).toBe(0);
  });

  it('a replay after the delete is 409 idempotency_gone and carries none of the deleted content', async () => {
    const acct = await createAccount(redisUrl, { plan: 'free' });
    const send = () =>
      call('POST', '/v1/templates', {
        token: acct.apiKey,
        body: { name: 'gone', blockTree: bigDocument },
        headers: { 'Idempotency-Key': 'replay-after-delete' },
      });
    const first = await send();
    expect(first.status).toBe(201);
    // While it exists, the replay is the object as it is now: the first response, unchanged.
    const replay = await send();
    expect(replay.status).toBe(201);
    expect(replay.text).toBe(first.text);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.headers.get('idempotent-replay-changed')).toBeNull();
    expect((await call('DELETE', `/v1/templates/${first.body._id}`, { token: acct.apiKey })).status).toBe(200);
    const after = await send();
    expect(after.status).toBe(409);
    expect(after.body).toEqual({ error: expect.any(String), code: 'idempotency_gone' });
    expect(after.text).not.toContain(MARKER);
    expect(after.text).not.toContain(first.body._id);
  });

  it('a replay after an update shows the template as it is now and says it changed', async () => {
    const acct = await createAccount(redisUrl, { plan: 'pro' });
    const send = () =>
      call('POST', '/v1/templates', {
        token: acct.apiKey,
        body: { name: 'first' },
        headers: { 'Idempotency-Key': 'renamed' },
      });
    const first = await send();
    expect(first.status).toBe(201);
    expect(
      (await call('PUT', `/v1/templates/${first.body._id}`, { token: acct.apiKey, body: { name: 'second' } })).status,
    ).toBe(200);
    const replay = await send();
    expect(replay.status).toBe(201);
    expect(replay.body._id).toBe(first.body._id);
    expect(replay.body.name).toBe('second');
    expect(replay.headers.get('idempotent-replay-changed')).toBe('true');
  });
});

// REDIS_MIN_REPLICAS_ACK: a durable write is answered 2xx only once a replica holds it. A stalled
// replica (SIGSTOP: connected, silent) turns writes into JSON 503 with Retry-After within the
// command timeout, while reads keep working; the retry after it resumes stores the write, which
// the replica then holds. With the default 0 the same write is acknowledged without a replica.
// Runs in the `server` project only: it starts its own master, replica and Sentinel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SentinelSet, startSentinelSet } from '../../scripts/redis-sentinel';
import { createAccount, type StartedApi, startApi, type TestAccount } from '../test/harness';
import { client } from '../test/http';
import { createRedis, type RedisClient, waitForRedis } from './client';

let set: SentinelSet;
let waiting: StartedApi;
let notWaiting: StartedApi;
let replica: RedisClient;
let acct: TestAccount;
const blockTree = { version: 1, blocks: [{ id: 'h', type: 'heading', props: { text: 'Hello' } }] };

beforeAll(async () => {
  set = await startSentinelSet({ downAfterMs: 60_000 });
  const master = `redis://127.0.0.1:${set.ports[0]}`;
  // The production command timeout: how long a write waits for a stalled replica is what is tested.
  waiting = await startApi({ redisUrl: master, env: { REDIS_MIN_REPLICAS_ACK: '1', REDIS_COMMAND_TIMEOUT_MS: '600' } });
  notWaiting = await startApi({ redisUrl: master });
  acct = await createAccount(master, { plan: 'pro' });
  replica = createRedis({ url: `redis://127.0.0.1:${set.ports[1]}`, commandTimeoutMs: 2000 });
  await waitForRedis(replica);
}, 60_000);

afterAll(async () => {
  set?.resume(1);
  replica?.disconnect();
  await waiting?.close();
  await notWaiting?.close();
  await set?.stop();
});

const templateKey = (id: string) => `{${acct.accountId}}:tpl:${id}`;

describe('REDIS_MIN_REPLICAS_ACK=1', () => {
  it('answers 201 only once the replica holds the template', async () => {
    const call = client(waiting.url);
    const created = await call('POST', '/v1/templates', {
      token: acct.apiKey,
      body: { name: 'replicated', blockTree },
    });
    expect(created.status).toBe(201);
    // Read at once, no polling: WAIT already confirmed the replica has it.
    expect(await replica.hget(templateKey(created.body._id), 'name')).toBe('replicated');
  });

  it('answers JSON 503 with Retry-After while the replica is stalled, keeps reads working, and stores the retry', async () => {
    const call = client(waiting.url);
    const existing = await call('POST', '/v1/templates', {
      token: acct.apiKey,
      body: { name: 'before the stall', blockTree },
    });
    expect(existing.status).toBe(201);
    set.pause(1);
    try {
      const body = { name: 'during the stall', blockTree };
      const headers = { 'Idempotency-Key': 'stall-create-1' };
      const started = performance.now();
      const refused = await call('POST', '/v1/templates', { token: acct.apiKey, body, headers });
      expect(performance.now() - started).toBeLessThan(1500);
      expect(refused.status).toBe(503);
      expect(refused.body).toEqual({ error: expect.any(String), code: 'service_unavailable' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const update = await call('PUT', `/v1/templates/${existing.body._id}`, {
        token: acct.apiKey,
        body: { name: 'renamed' },
      });
      expect(update.status).toBe(503);
      // Reads are not waited for.
      expect((await call('GET', `/v1/templates/${existing.body._id}`, { token: acct.apiKey })).status).toBe(200);
      // Without REDIS_MIN_REPLICAS_ACK the same write is acknowledged with no replica holding it.
      const unconfirmed = await client(notWaiting.url)('POST', '/v1/templates', {
        token: acct.apiKey,
        body: { name: 'unconfirmed', blockTree },
      });
      expect(unconfirmed.status).toBe(201);
    } finally {
      set.resume(1);
    }
    // The client retries (same Idempotency-Key); once the replica answers, the write is confirmed.
    const deadline = Date.now() + 10_000;
    let retried = await call('POST', '/v1/templates', {
      token: acct.apiKey,
      body: { name: 'during the stall', blockTree },
      headers: { 'Idempotency-Key': 'stall-create-1' },
    });
    while (retried.status === 503 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      retried = await call('POST', '/v1/templates', {
        token: acct.apiKey,
        body: { name: 'during the stall', blockTree },
        headers: { 'Idempotency-Key': 'stall-create-1' },
      });
    }
    expect(retried.status).toBe(201);
    expect(await replica.hget(templateKey(retried.body._id), 'name')).toBe('during the stall');
  });
});

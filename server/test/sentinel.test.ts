// REDIS_SENTINELS: the API asks Sentinel for the master, and follows a failover. This suite starts
// its own master, replica and Sentinel (runs in the `server` project only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SentinelSet, startSentinelSet } from '../../scripts/redis-sentinel';
import { createRedis, waitForRedis } from '../redis/client';
import { createStore } from '../store';
import { type StartedApi, startApi } from './harness';
import { client } from './http';

let set: SentinelSet;
let api: StartedApi;

beforeAll(async () => {
  set = await startSentinelSet({ downAfterMs: 1000 });
  api = await startApi({
    redisUrl: `redis://127.0.0.1:${set.ports[0]}`,
    env: { REDIS_SENTINELS: set.sentinels, REDIS_SENTINEL_NAME: set.name },
  });
}, 60_000);

afterAll(async () => {
  await api?.close();
  await set?.stop();
});

describe('Redis Sentinel', () => {
  it('serves through the master Sentinel names, and keeps serving (with the data) after a failover', async () => {
    const redis = createRedis({
      url: 'redis://',
      sentinels: [set.sentinels],
      sentinelName: set.name,
      commandTimeoutMs: 2000,
    });
    await waitForRedis(redis);
    const acct = await createStore(redis).createAccount({ plan: 'pro' });
    redis.disconnect();
    const call = client(api.url);
    const created = await call('POST', '/v1/templates', {
      token: acct.apiKey,
      body: { name: 'before failover', blockTree: { blocks: [] } },
    });
    expect(created.status).toBe(201);
    // The replica must hold every write (the key record included) before its master dies: WAIT
    // returns once the replica has acknowledged them, and the probe checks both records are there.
    const master = createRedis({ url: `redis://127.0.0.1:${set.ports[0]}`, commandTimeoutMs: 10_000 });
    await waitForRedis(master);
    expect(await master.wait(1, 10_000)).toBe(1);
    master.disconnect();
    const probe = createRedis({ url: `redis://127.0.0.1:${set.ports[1]}`, commandTimeoutMs: 2000 });
    await waitForRedis(probe);
    expect(await probe.exists(`{${acct.accountId}}:tpl:${created.body._id}`, `{${acct.accountId}}:account`)).toBe(2);

    await set.kill(0);
    const started = Date.now();
    let status = 0;
    while (Date.now() - started < 20_000) {
      status = (await call('GET', `/v1/templates/${created.body._id}`, { token: acct.apiKey })).status;
      if (status === 200) break;
      expect([503]).toContain(status);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
    expect((await probe.info('replication')).includes('role:master')).toBe(true);
    probe.disconnect();
    const after = await call('POST', '/v1/templates', {
      token: acct.apiKey,
      body: { name: 'after failover', blockTree: { blocks: [] } },
    });
    expect(after.status).toBe(201);
  }, 40_000);
});

// One master of a Redis Cluster dies (kill -9) while requests flow: accounts on that master get
// JSON 503 with Retry-After within 1.5 s, accounts on the other masters keep working, the process
// stays up; when the master returns (same port, its AOF), its accounts answer 2xx within 5 s.
// Runs in the `server-cluster` project only: it starts its own persistent cluster.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClusterHandle, startRedisCluster } from '../../scripts/redis-cluster';
import type { RedisClient } from '../redis/client';
import { clusterConnection, connectRedis, createAccount, type StartedApi, startApi, type TestAccount } from './harness';

let cluster: ClusterHandle;
let api: StartedApi;
let redis: RedisClient;
/** Accounts with the index of the master that holds them. */
const accounts: Array<TestAccount & { master: number }> = [];

beforeAll(async () => {
  cluster = await startRedisCluster({ masters: 3, persist: true });
  const connection = clusterConnection(cluster.nodes);
  // The production command timeout: how fast a dead master's accounts are answered is what is tested.
  api = await startApi({ redisUrl: connection, env: { REDIS_COMMAND_TIMEOUT_MS: '600' } });
  redis = await connectRedis(connection);
  const slots = await redis.cluster('SLOTS');
  const masterOf = async (accountId: string) => {
    const slot = Number(await redis.cluster('KEYSLOT', `{${accountId}}`));
    const range = slots.find(([from, to]) => slot >= from && slot <= to);
    return cluster.ports.indexOf(Number(range?.[2]?.[1]));
  };
  // At least two accounts on every master.
  while ([0, 1, 2].some((m) => accounts.filter((a) => a.master === m).length < 2)) {
    const acct = await createAccount(connection, { plan: 'pro' });
    accounts.push({ ...acct, master: await masterOf(acct.accountId) });
  }
}, 60_000);

afterAll(async () => {
  redis?.disconnect();
  await api?.close();
  await cluster?.stop();
});

interface Sample {
  master: number;
  status: number;
  ms: number;
  body: string;
  retryAfter: string | null;
  contentType: string;
}

async function probe(acct: TestAccount & { master: number }): Promise<Sample> {
  const started = performance.now();
  const response = await fetch(`${api.url}/v1/templates`, { headers: { Authorization: `Bearer ${acct.apiKey}` } });
  const body = await response.text();
  return {
    master: acct.master,
    status: response.status,
    ms: performance.now() - started,
    body,
    retryAfter: response.headers.get('retry-after'),
    contentType: response.headers.get('content-type') ?? '',
  };
}

describe('a Redis Cluster master dies', () => {
  it('its accounts get JSON 503 within 1.5 s, the other masters keep serving, and it recovers within 5 s of returning', async () => {
    for (const sample of await Promise.all(accounts.map(probe))) expect(sample.status).toBe(200);
    const victim = 0;
    let flowing = true;
    const samples: Sample[] = [];
    const flow = (async () => {
      while (flowing) {
        samples.push(...(await Promise.all(accounts.map(probe))));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await cluster.killNode(victim);
    const killedAt = samples.length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    flowing = false;
    await flow;

    const during = samples.slice(killedAt);
    expect(during.length).toBeGreaterThan(accounts.length * 2);
    const slowest = Math.max(...during.map((s) => s.ms));
    console.log(`slowest answer while a master was down: ${slowest.toFixed(0)} ms`);
    for (const sample of during) expect(sample.ms, JSON.stringify(sample)).toBeLessThan(1500);
    const onVictim = during.filter((s) => s.master === victim);
    const elsewhere = during.filter((s) => s.master !== victim);
    // The last round certainly ran after the kill: the victim's accounts are refused, cleanly.
    const lastRound = onVictim.slice(-accounts.filter((a) => a.master === victim).length);
    for (const sample of lastRound) {
      expect(sample.status).toBe(503);
      expect(sample.contentType).toContain('application/json');
      expect(JSON.parse(sample.body)).toEqual({ error: expect.any(String), code: expect.any(String) });
      expect(Number(sample.retryAfter)).toBeGreaterThan(0);
    }
    for (const sample of onVictim) expect([200, 503]).toContain(sample.status);
    for (const sample of elsewhere) expect(sample.status, JSON.stringify(sample)).toBe(200);

    await cluster.restartNode(victim);
    const back = performance.now();
    let statuses: number[] = [];
    while (performance.now() - back < 5000) {
      statuses = (await Promise.all(accounts.map(probe))).map((s) => s.status);
      if (statuses.every((s) => s === 200)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(
      statuses.every((s) => s === 200),
      `statuses 5 s after the master returned: ${statuses}`,
    ).toBe(true);
  });
});

// Failover without loss under Sentinel (a master, one replica, one Sentinel) with
// REDIS_MIN_REPLICAS_ACK=1: 30 accounts create and update templates through two API instances
// while the master is SIGKILLed. Sentinel promotes the replica; the API answers JSON 503 (never a
// 500, never a hang) during the gap and follows the new master by itself; the old master returns
// as a replica; then the new master is killed too. Every write that got a 2xx is read back intact.
// Runs in the `server-cluster` project only: it starts its own Redis servers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SentinelSet, startSentinelSet } from '../../scripts/redis-sentinel';
import { createRedis, waitForRedis } from '../redis/client';
import { createStore } from '../store';
import { type Answer, type LoadAccount, startLoad, verifyAcked } from './failover-load';
import { type StartedApi, startApi } from './harness';

let set: SentinelSet;
const apis: StartedApi[] = [];
const accounts: LoadAccount[] = [];

beforeAll(async () => {
  set = await startSentinelSet({ downAfterMs: 1000 });
  const env = {
    REDIS_SENTINELS: set.sentinels,
    REDIS_SENTINEL_NAME: set.name,
    REDIS_MIN_REPLICAS_ACK: '1',
    // As the replicated cluster's suites: a replica's round trip on every write, on a shared machine.
    REDIS_COMMAND_TIMEOUT_MS: '1500',
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'error',
  };
  for (let i = 0; i < 2; i++) apis.push(await startApi({ redisUrl: `redis://127.0.0.1:${set.ports[0]}`, env }));
  const redis = createRedis({
    url: 'redis://',
    sentinels: [set.sentinels],
    sentinelName: set.name,
    commandTimeoutMs: 2000,
    minReplicasAck: 1,
  });
  await waitForRedis(redis);
  const store = createStore(redis);
  for (let i = 0; i < 30; i++) accounts.push(await store.createAccount({ plan: 'pro' }));
  redis.disconnect();
}, 90_000);

afterAll(async () => {
  for (const api of apis) await api.close();
  await set?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function expectCleanAnswers(answers: Answer[]): void {
  const problems = answers.filter(
    (a) => a.problem !== null || a.status === 0 || (a.status >= 300 && a.status !== 503 && a.status !== 409),
  );
  expect(
    problems.slice(0, 5),
    `${problems.length} answers were neither 2xx nor a JSON 503 (or 409 idempotency_in_progress) with Retry-After`,
  ).toEqual([]);
  // Never a hang: every answer, 503s included, within a few seconds on this shared 2-core machine.
  expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(5000);
}

/** Kills the master, waits for Sentinel to promote the other server, brings the old one back as its replica. */
async function failover(load: ReturnType<typeof startLoad>, from: number, to: number): Promise<void> {
  const killedAt = Date.now();
  await set.kill(from);
  await set.waitForMaster(to);
  console.log(`sentinel: promoted ${Date.now() - killedAt} ms after the kill`);
  // The API follows by itself: reads answer 2xx again (writes wait for a replica to confirm them).
  const started = Date.now();
  let served = false;
  while (!served && Date.now() - started < 10_000) {
    const response = await fetch(`${apis[0]!.url}/v1/templates?limit=1`, {
      headers: { Authorization: `Bearer ${accounts[0]!.apiKey}` },
    });
    served = response.status === 200;
    if (!served) await sleep(100);
  }
  console.log(`sentinel: reads again ${Date.now() - killedAt} ms after the kill`);
  expect(served).toBe(true);
  expect(load.answers.some((a) => a.at > killedAt && a.status === 503)).toBe(true);
  // Sentinel turns a returning old master into a replica only after watching it for ~8 s.
  await set.restart(from);
  await set.waitForReplica(from, 40_000);
  console.log(`sentinel: the old master is a synced replica ${Date.now() - killedAt} ms after the kill`);
  const backAt = Date.now();
  await sleep(2500);
  expect(load.answers.some((a) => a.at > backAt && a.status < 300 && a.method !== 'GET')).toBe(true);
}

describe('Sentinel fails over under write load', () => {
  it('answers 503 during the gap, follows the new master, and loses no acknowledged write (twice, the old master back as a replica)', async () => {
    expect(await set.masterIndex()).toBe(0);
    const load = startLoad({ apiUrls: apis.map((api) => api.url), accounts, retryForMs: 30_000 });
    try {
      await sleep(2000);
      await failover(load, 0, 1);
      await failover(load, 1, 0);
    } finally {
      await load.stop();
    }
    expectCleanAnswers(load.answers);
    expect(load.creates()).toBeGreaterThan(30);
    const lost = await verifyAcked(apis[1]!.url, load.acked.values());
    console.log(
      `sentinel: ${load.acked.size} acknowledged templates, ${load.answers.length} answers, lost ${lost.length}`,
    );
    expect(lost).toEqual([]);
  }, 180_000);
});

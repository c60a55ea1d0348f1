// npm run bench:failover — what a master failover costs on a replicated Redis Cluster, loopback only.
// A local cluster of 3 masters with 2 replicas each (cluster-node-timeout 2 s: a promoted master
// keeps a replica, so REDIS_MIN_REPLICAS_ACK=1 writes recover by themselves), three API processes:
// two with REDIS_MIN_REPLICAS_ACK=1, one without.
//  1. Create throughput (autocannon POST /v1/templates, 20 connections): the waiting API versus
//     the other, alternating 2-second slices over ROUNDS rounds; write_ratio is the median ratio.
//  2. 30 accounts create and update templates through the two waiting APIs (creates retried with
//     their Idempotency-Key on 503); the master of some accounts is SIGKILLed. recovery_ms: from the
//     kill to the first 2xx write of an affected account; lost_acked: acknowledged writes that do
//     not read back intact afterwards.
// Prints `RESULT failover lost_acked=<n> recovery_ms=<x> write_ratio=<y>`. BENCH_ROUNDS shortens it.
import { type ChildProcess, spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { createRedis, waitForRedis } from '../../server/redis/client';
import { createStore } from '../../server/store';
import { type LoadAccount, startLoad, verifyAcked } from '../../server/test/failover-load';
import { freePort } from '../redis';
import { startRedisCluster } from '../redis-cluster';

const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
const SLICE_SECONDS = 2;
const ROOT = new URL('../..', import.meta.url).pathname;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

interface Api {
  url: string;
  child: ChildProcess;
}

async function spawnApi(nodes: string, minReplicasAck: number): Promise<Api> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      REDIS_URL: undefined,
      REDIS_CLUSTER_NODES: nodes,
      REDIS_MIN_REPLICAS_ACK: String(minReplicasAck),
      RATE_LIMIT: 'off',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'fatal',
      ADDRESS_RATE_LIMIT: '1000000000',
      AUTH_FAILURE_LIMIT: '1000000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('an API process did not start');
    await sleep(100);
  }
  return { url, child };
}

async function createsPerSecond(api: Api, apiKey: string, seconds: number): Promise<number> {
  const result = await autocannon({
    url: `${api.url}/v1/templates`,
    method: 'POST',
    connections: 20,
    duration: seconds,
    headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'bench',
      blockTree: { version: 1, blocks: [{ id: 'h', type: 'heading', props: { text: 'Bench' } }] },
    }),
  });
  // Counted, not fatal: on a starved machine a write may miss WAIT's timeout (a 503 clients retry).
  if (result.non2xx > 0 || result.errors > 0)
    console.log(`  ${result.non2xx} non-2xx and ${result.errors} errors in ${result.requests.total} creates`);
  return result['2xx'] / result.duration;
}

const cluster = await startRedisCluster({ masters: 3, replicas: 2, nodeTimeoutMs: 2000 });
const apis: Api[] = [];
try {
  const waiting = [await spawnApi(cluster.nodes, 1), await spawnApi(cluster.nodes, 1)];
  const plain = await spawnApi(cluster.nodes, 0);
  apis.push(...waiting, plain);
  const redis = createRedis({
    url: 'redis://',
    clusterNodes: cluster.nodes.split(','),
    commandTimeoutMs: 5000,
    name: 'bench-seed',
  });
  await waitForRedis(redis);
  const store = createStore(redis);
  const accounts: LoadAccount[] = [];
  for (let i = 0; i < 32; i++)
    accounts.push(await store.createAccount({ plan: 'enterprise', overrides: { storageMb: 100_000 } }));
  redis.disconnect();

  // 1. Throughput with and without waiting for a replica.
  const ratios: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const withWait = await createsPerSecond(waiting[0]!, accounts[30]!.apiKey, SLICE_SECONDS);
    const without = await createsPerSecond(plain, accounts[31]!.apiKey, SLICE_SECONDS);
    ratios.push(withWait / without);
    console.log(
      `round ${round + 1}: ${withWait.toFixed(0)} creates/s with REDIS_MIN_REPLICAS_ACK=1, ${without.toFixed(0)} without`,
    );
  }
  const writeRatio = median(ratios);

  // 2. A master dies under load.
  const loadAccounts = accounts.slice(0, 30);
  const victim = cluster.masterOf(`{${loadAccounts[0]!.accountId}}`);
  const affected = new Set(
    loadAccounts.filter((a) => cluster.masterOf(`{${a.accountId}}`) === victim).map((a) => a.accountId),
  );
  const load = startLoad({ apiUrls: waiting.map((api) => api.url), accounts: loadAccounts, retryForMs: 30_000 });
  await sleep(3000);
  const killedAt = Date.now();
  await cluster.killNode(victim);
  let recoveryMs = Number.NaN;
  let promotedMs = Number.NaN;
  while (Date.now() - killedAt < 30_000) {
    if (Number.isNaN(promotedMs) && cluster.masterOf(`{${loadAccounts[0]!.accountId}}`) !== victim)
      promotedMs = Date.now() - killedAt;
    // Sent after the kill: a write already on its way may still have been answered by the old master.
    const first = load.answers.find(
      (a) => a.at - a.ms > killedAt && affected.has(a.accountId) && a.status >= 200 && a.status < 300,
    );
    if (first) {
      recoveryMs = first.at - killedAt;
      break;
    }
    await sleep(100);
  }
  console.log(
    `failover: a replica was master ${promotedMs} ms after the kill; first 2xx write of an affected account after ${recoveryMs} ms`,
  );
  await sleep(3000);
  await load.stop();
  const lost = await verifyAcked(waiting[1]!.url, load.acked.values());
  // A 409 idempotency_in_progress with Retry-After (a claim replicated without its create) is a
  // "retry later" like a 503; the load marks any other 409 as a problem.
  const failures = load.answers.filter(
    (a) => a.problem !== null || (a.status >= 300 && a.status !== 503 && a.status !== 409),
  );
  const inProgress = load.answers.filter((a) => a.status === 409 && a.problem === null).length;
  const dropped = load.answers.filter((a) => a.status === 0).length;
  const refused = load.answers.filter((a) => a.status === 503).length;
  console.log(
    `failover: ${affected.size} of 30 accounts on the killed master; ${load.acked.size} templates acknowledged, ` +
      `${load.answers.length} answers (${refused} JSON 503, ${inProgress} 409 in progress, ${failures.length} other failures of which ${dropped} dropped connections), slowest ${Math.max(...load.answers.map((a) => a.ms)).toFixed(0)} ms`,
  );
  for (const line of lost.slice(0, 5)) console.log(`lost: ${line}`);
  console.log(
    `RESULT failover lost_acked=${lost.length} recovery_ms=${Math.round(recoveryMs)} write_ratio=${writeRatio.toFixed(2)}`,
  );
} finally {
  for (const api of apis) api.child.kill('SIGKILL');
  await cluster.stop();
}

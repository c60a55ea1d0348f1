// REDIS_SENTINELS: the API asks Sentinel for the master, and follows a failover. This suite starts
// its own master, replica and Sentinel (runs in the `server` project only).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, pingRedis } from '../../scripts/redis';
import { createRedis, waitForRedis } from '../redis/client';
import { createStore } from '../store';
import { type StartedApi, startApi } from './harness';
import { client } from './http';

const NAME = 'eb-test-master';
let dir: string;
const children: ChildProcess[] = [];
let masterPort: number;
let replicaPort: number;
let sentinelPort: number;
let api: StartedApi;

async function serve(args: string[], port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', args, { stdio: 'ignore' });
  children.push(child);
  const deadline = Date.now() + 10_000;
  while (!(await pingRedis(`redis://127.0.0.1:${port}`, 200))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`redis-server on ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return child;
}

const base = (port: number) => [
  '--port',
  String(port),
  '--bind',
  '127.0.0.1',
  '--dir',
  dir,
  '--save',
  '',
  '--appendonly',
  'no',
];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'eb-sentinel-'));
  [masterPort, replicaPort, sentinelPort] = [await freePort(), await freePort(), await freePort()];
  await serve([...base(masterPort), '--dbfilename', 'master.rdb'], masterPort);
  await serve(
    [...base(replicaPort), '--dbfilename', 'replica.rdb', '--replicaof', '127.0.0.1', String(masterPort)],
    replicaPort,
  );
  const conf = join(dir, 'sentinel.conf');
  writeFileSync(
    conf,
    [
      `port ${sentinelPort}`,
      'bind 127.0.0.1',
      `dir ${dir}`,
      `sentinel monitor ${NAME} 127.0.0.1 ${masterPort} 1`,
      `sentinel down-after-milliseconds ${NAME} 1000`,
      `sentinel failover-timeout ${NAME} 5000`,
      '',
    ].join('\n'),
  );
  await serve([conf, '--sentinel'], sentinelPort);
  api = await startApi({
    redisUrl: `redis://127.0.0.1:${masterPort}`,
    env: { REDIS_SENTINELS: `127.0.0.1:${sentinelPort}`, REDIS_SENTINEL_NAME: NAME },
  });
}, 60_000);

afterAll(async () => {
  await api?.close();
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('Redis Sentinel', () => {
  it('serves through the master Sentinel names, and keeps serving (with the data) after a failover', async () => {
    const redis = createRedis({
      url: 'redis://',
      sentinels: [`127.0.0.1:${sentinelPort}`],
      sentinelName: NAME,
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
    const master = createRedis({ url: `redis://127.0.0.1:${masterPort}`, commandTimeoutMs: 10_000 });
    await waitForRedis(master);
    expect(await master.wait(1, 10_000)).toBe(1);
    master.disconnect();
    const probe = createRedis({ url: `redis://127.0.0.1:${replicaPort}`, commandTimeoutMs: 2000 });
    await waitForRedis(probe);
    expect(await probe.exists(`{${acct.accountId}}:tpl:${created.body._id}`, `{${acct.accountId}}:account`)).toBe(2);

    children[0]!.kill('SIGKILL');
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

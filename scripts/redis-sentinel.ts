// A master, one replica and one Sentinel on free ports in a temporary directory: the failover
// suites' Redis. Kept apart from scripts/redis.ts, which finds or starts the one Redis the product uses.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureRedisServerBinary, freePort, pingRedis, redisServerArgs } from './redis';

/** A master, one replica and one Sentinel watching them: the smallest set-up that fails over. */
export interface SentinelSet {
  /** The master name Sentinel knows (REDIS_SENTINEL_NAME). */
  name: string;
  /** `host:port` of the Sentinel (REDIS_SENTINELS). */
  sentinels: string;
  /** [first master, first replica]: `kill`, `restart` and `waitForMaster` take an index into it. */
  ports: [number, number];
  /** Index of the server that is master now (asks the servers, not Sentinel). */
  masterIndex(): Promise<number>;
  kill(index: number): Promise<void>;
  /** SIGSTOP / SIGCONT a server: it stays connected but answers nothing (a stalled replica). */
  pause(index: number): void;
  resume(index: number): void;
  /** Starts a killed server again on its port; Sentinel turns a deposed master into a replica. */
  restart(index: number): Promise<void>;
  /** Resolves when `index` is master and Sentinel names it. */
  waitForMaster(index: number, timeoutMs?: number): Promise<void>;
  /** Resolves when the server at `index` is a replica whose link to its master is up. */
  waitForReplica(index: number, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** One redis-cli command, without blocking the event loop (tests run load beside it); '' on failure. */
function redisCliAsync(port: number, args: string[]): Promise<string> {
  return new Promise((resolve) => {
    execFile(
      'redis-cli',
      ['-h', '127.0.0.1', '-p', String(port), ...args],
      { timeout: 3000, encoding: 'utf8' },
      (error, stdout) => resolve(error ? '' : stdout),
    );
  });
}

export async function startSentinelSet(options: { downAfterMs?: number } = {}): Promise<SentinelSet> {
  ensureRedisServerBinary();
  const name = 'eb-failover';
  const dir = mkdtempSync(join(tmpdir(), 'eb-sentinel-'));
  const ports: [number, number] = [await freePort(), await freePort()];
  let sentinelPort = await freePort();
  while (ports.includes(sentinelPort)) sentinelPort = await freePort();
  const children: ChildProcess[] = [];
  const serverArgs = (port: number) => [
    ...redisServerArgs(port, dir),
    '--appendonly',
    'yes',
    '--appendfsync',
    'everysec',
    '--appenddirname',
    `aof-${port}`,
  ];
  const serve = async (index: number, args: string[], port: number) => {
    const child = spawn('redis-server', args, { stdio: 'ignore' });
    children[index] = child;
    const deadline = Date.now() + 10_000;
    while (!(await pingRedis(`redis://127.0.0.1:${port}`, 200))) {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`redis-server on port ${port} did not start`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const alive = (index: number) => {
    const child = children[index];
    return child !== undefined && child.exitCode === null && child.signalCode === null;
  };
  const kill = async (index: number) => {
    const child = children[index];
    if (!child || !alive(index)) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  };
  const stop = async () => {
    await Promise.all(children.map((_, i) => kill(i)));
    rmSync(dir, { recursive: true, force: true });
  };
  const poll = async (what: string, test: () => Promise<boolean>, timeoutMs: number) => {
    const until = Date.now() + timeoutMs;
    while (!(await test())) {
      if (Date.now() > until) throw new Error(`${what} within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const role = async (index: number) => (alive(index) ? redisCliAsync(ports[index]!, ['INFO', 'replication']) : '');
  const sentinelNames = async (index: number) =>
    (await redisCliAsync(sentinelPort, ['SENTINEL', 'get-master-addr-by-name', name]))
      .split('\n')
      .includes(String(ports[index]));
  try {
    await serve(0, serverArgs(ports[0]), ports[0]);
    await serve(1, [...serverArgs(ports[1]), '--replicaof', '127.0.0.1', String(ports[0])], ports[1]);
    const conf = join(dir, 'sentinel.conf');
    writeFileSync(
      conf,
      [
        `port ${sentinelPort}`,
        'bind 127.0.0.1',
        `dir ${dir}`,
        `sentinel monitor ${name} 127.0.0.1 ${ports[0]} 1`,
        `sentinel down-after-milliseconds ${name} ${options.downAfterMs ?? 1000}`,
        `sentinel failover-timeout ${name} 5000`,
        '',
      ].join('\n'),
    );
    await serve(2, [conf, '--sentinel'], sentinelPort);
    const set: SentinelSet = {
      name,
      sentinels: `127.0.0.1:${sentinelPort}`,
      ports,
      async masterIndex() {
        for (const index of [0, 1]) if ((await role(index)).includes('role:master')) return index;
        return -1;
      },
      kill,
      pause: (index) => void children[index]?.kill('SIGSTOP'),
      resume: (index) => void children[index]?.kill('SIGCONT'),
      async restart(index) {
        await kill(index);
        await serve(index, serverArgs(ports[index]!), ports[index]!);
      },
      async waitForMaster(index, timeoutMs = 20_000) {
        await poll(
          `server ${ports[index]} did not become the master Sentinel names`,
          async () => (await role(index)).includes('role:master') && (await sentinelNames(index)),
          timeoutMs,
        );
      },
      async waitForReplica(index, timeoutMs = 20_000) {
        await poll(
          `server ${ports[index]} did not become a synced replica`,
          async () => {
            const info = await role(index);
            return (
              info.includes('role:slave') &&
              info.includes('master_link_status:up') &&
              !info.includes('master_sync_in_progress:1')
            );
          },
          timeoutMs,
        );
      },
      stop,
    };
    await set.waitForReplica(1);
    await poll(
      'Sentinel did not learn the replica',
      async () => (await redisCliAsync(sentinelPort, ['SENTINEL', 'replicas', name])).includes(String(ports[1])),
      10_000,
    );
    return set;
  } catch (error) {
    await stop();
    throw error;
  }
}

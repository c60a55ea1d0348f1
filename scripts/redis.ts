// Finds or starts the Redis the product and its tests use.
// Order: REDIS_URL when it answers → a private redis-server on a free port in a temporary
// directory → on Debian as root, `apt-get install redis-server` first → a clear error.
import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RedisHandle {
  url: string;
  /** Pid of the private server, or null when an existing REDIS_URL is used. */
  pid: number | null;
  stop(): Promise<void>;
}

/** Sends PING over a raw socket: no client library needed, bounded by `timeoutMs`. */
export function pingRedis(url: string, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      resolve(false);
      return;
    }
    const socket = createConnection({ host: parsed.hostname || '127.0.0.1', port: Number(parsed.port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => {
      const auth = parsed.password
        ? `AUTH ${decodeURIComponent(parsed.username || 'default')} ${decodeURIComponent(parsed.password)}\r\n`
        : '';
      socket.write(`${auth}PING\r\n`);
    });
    socket.on('data', (data) => {
      if (data.toString().includes('+PONG')) done(true);
      else if (data.toString().startsWith('-')) done(false);
    });
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function hasCommand(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/** Makes sure `redis-server` is on PATH, installing Debian's package when we are root. */
export function ensureRedisServerBinary(log: (line: string) => void = console.log): void {
  if (hasCommand('redis-server')) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && hasCommand('apt-get')) {
    log('▸ redis-server is missing: installing Debian package redis-server…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const r = spawnSync('apt-get', ['install', '-y', '-qq', 'redis-server'], { stdio: 'inherit', env });
    if (r.status === 0 && hasCommand('redis-server')) return;
  }
  throw new Error(
    'redis-server is not installed. Install it (Debian/Ubuntu: `sudo apt-get install redis-server`, ' +
      'macOS: `brew install redis`) or set REDIS_URL to a running Redis.',
  );
}

/**
 * Starts a private, throw-away redis-server; `stop()` kills it by pid and removes its directory.
 * `persist` keeps an append-only file in that directory (fsync'd every second, or on every write
 * with `fsync: 'always'`), so `restart()` after a kill brings the data back on the same port.
 */
export async function startPrivateRedis(
  options: { persist?: string; fsync?: 'always' | 'everysec' } = {},
): Promise<RedisHandle & { process: ChildProcess; port: number; restart(): Promise<void> }> {
  ensureRedisServerBinary();
  const port = await freePort();
  const dir = options.persist ?? mkdtempSync(join(tmpdir(), 'eb-redis-'));
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--save',
    '',
    '--maxmemory-policy',
    'noeviction',
  ];
  if (options.persist) args.push('--appendonly', 'yes', '--appendfsync', options.fsync ?? 'everysec');
  else args.push('--appendonly', 'no');
  const url = `redis://127.0.0.1:${port}`;
  const serve = async () => {
    const child = spawn('redis-server', args, { stdio: 'ignore', detached: false });
    const deadline = Date.now() + 10_000;
    while (!(await pingRedis(url, 200))) {
      if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode}`);
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error('redis-server did not answer within 10 s');
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    return child;
  };
  let child = await serve();
  return {
    url,
    port,
    get pid() {
      return child.pid ?? null;
    },
    get process() {
      return child;
    },
    async restart() {
      child = await serve();
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
      if (!options.persist) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** REDIS_URL when it answers, else a private instance. */
export async function resolveRedis(
  redisUrl: string | undefined,
  options: { persist?: string } = {},
): Promise<RedisHandle> {
  if (redisUrl) {
    if (await pingRedis(redisUrl, 1500)) return { url: redisUrl, pid: null, stop: async () => {} };
    console.warn(
      `▸ REDIS_URL ${redisUrl.replace(/\/\/[^@]*@/, '//***@')} does not answer: starting a private Redis instead.`,
    );
  }
  return startPrivateRedis(options);
}

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
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--save',
    '',
    '--appendonly',
    'yes',
    '--appendfsync',
    'everysec',
    '--appenddirname',
    `aof-${port}`,
    '--maxmemory-policy',
    'noeviction',
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

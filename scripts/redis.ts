// Finds or starts the Redis the product and its tests use.
// Order: REDIS_URL when it answers → a private redis-server on a free port in a temporary
// directory → on Debian as root, `apt-get install redis-server` first → a clear error.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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

/** What every redis-server the tests start shares: loopback only, no RDB snapshots, never evicting. */
export function redisServerArgs(port: number, dir: string): string[] {
  return [
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
  const args = redisServerArgs(port, dir);
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

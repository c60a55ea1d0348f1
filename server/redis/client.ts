// ioredis with bounded timeouts: with the defaults a dead Redis keeps a request pending for
// ~73 s. Here a command fails within `commandTimeout`, nothing waits in an offline queue, and
// the client keeps reconnecting in the background so the service recovers by itself.
// With `clusterNodes` the same settings drive ioredis's Cluster client instead: the store only
// sends single-key commands, and scripts, transactions and pipelines whose keys share one hash
// tag, so every call lands on one slot and nothing else changes.
import { Cluster, Redis, type RedisOptions } from 'ioredis';
import type { Logger } from 'pino';
import type { RedisClient } from './client-type';
import { setDurability } from './durable';

export type { RedisClient } from './client-type';

export interface RedisClientOptions {
  url: string;
  /**
   * Redis Cluster seed nodes (`host:port`). When given, the client discovers the cluster from
   * them, and `url` only lends its user name, password and TLS (`rediss://`) to every node.
   */
  clusterNodes?: readonly string[] | null;
  /** Redis Sentinels (`host:port`) to ask for the master of `sentinelName` (failover included). */
  sentinels?: readonly string[] | null;
  sentinelName?: string;
  commandTimeoutMs: number;
  /** Replicas that must confirm each durable write (REDIS_MIN_REPLICAS_ACK); 0 or absent: none. */
  minReplicasAck?: number;
  logger?: Logger;
  /** Name shown in CLIENT LIST. */
  name?: string;
}

/** Quick reconnects, forever: recovery within a few seconds of Redis returning. */
const reconnectDelay = (times: number) => Math.min(50 * times, 500);

export function createRedis(options: RedisClientOptions): RedisClient {
  const common = {
    protocol: 2,
    maxRetriesPerRequest: 1,
    commandTimeout: options.commandTimeoutMs,
    connectTimeout: 2000,
    connectionName: options.name ?? 'email-builder',
    disableClientInfo: true,
  } satisfies RedisOptions;
  const single = {
    ...common,
    enableOfflineQueue: false,
    retryStrategy: reconnectDelay,
    enableAutoPipelining: true,
  } satisfies RedisOptions;
  const redis: RedisClient =
    options.clusterNodes && options.clusterNodes.length > 0
      ? new Cluster(options.clusterNodes.map(parseNode), {
          redisOptions: { ...common, ...credentials(options.url) },
          enableOfflineQueue: false,
          // Not with a cluster. ioredis 6 re-routes a pipeline only when all its commands failed
          // with the same redirection and the rest are read-only; an auto-pipeline mixes slots and
          // scripts, so after a master died its MOVED replies surfaced as errors (500s) and the
          // slot map was never corrected, even once the master was back (measured; see
          // server/test/cluster-outage.test.ts). Plain commands follow redirects and recover.
          enableAutoPipelining: false,
          clusterRetryStrategy: reconnectDelay,
          // Reads stay on masters: a replica may lag behind a write the same client just made.
          scaleReads: 'master',
          slotsRefreshTimeout: 2000,
          // A dead master's "connection closed" is retried every retryDelayOnFailover ms up to
          // maxRedirections times: 6 × 100 ms keeps the answer (503) well inside 1.5 s, and is
          // still plenty of hops for MOVED/ASK while slots migrate.
          maxRedirections: 6,
          retryDelayOnFailover: 100,
        })
      : options.sentinels && options.sentinels.length > 0
        ? new Redis({
            ...single,
            ...credentials(options.url),
            sentinels: options.sentinels.map(parseNode),
            name: options.sentinelName ?? 'mymaster',
            // Keep asking the Sentinels, with the same short delays, until one names a master.
            sentinelRetryStrategy: reconnectDelay,
          })
        : new Redis(options.url, single);
  setDurability(redis, options.minReplicasAck ?? 0, options.commandTimeoutMs);
  let lastLogged = 0;
  redis.on('error', function onRedisError(error: Error) {
    // Reconnect attempts fire this repeatedly while Redis is away: log at most once a second.
    const now = Date.now();
    if (now - lastLogged < 1000) return;
    lastLogged = now;
    options.logger?.warn({ err: { message: error.message } }, 'redis error');
  });
  return redis;
}

/** `host:port` (IPv6 as `[addr]:port`) → ioredis node. */
export function parseNode(node: string): { host: string; port: number } {
  const match = /^\[?([^\]]+?)\]?:(\d{1,5})$/.exec(node.trim());
  if (!match) throw new Error(`not a host:port pair: "${node}"`);
  return { host: match[1]!, port: Number(match[2]) };
}

/** User name, password and TLS from a redis(s):// URL, for every node of a cluster. */
function credentials(url: string): Pick<RedisOptions, 'username' | 'password' | 'tls'> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return {};
  }
  return {
    ...(parsed.username && { username: decodeURIComponent(parsed.username) }),
    ...(parsed.password && { password: decodeURIComponent(parsed.password) }),
    ...(parsed.protocol === 'rediss:' && { tls: {} }),
  };
}

/** Resolves when the client is ready (or rejects after `timeoutMs`). */
export function waitForRedis(redis: RedisClient, timeoutMs = 10_000): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`Redis not ready after ${timeoutMs} ms`));
    }, timeoutMs);
    const onReady = () => {
      cleanup();
      resolve();
    };
    const cleanup = () => {
      clearTimeout(timer);
      redis.off('ready', onReady);
    };
    redis.on('ready', onReady);
  });
}

const UNAVAILABLE =
  /Command timed out|Connection is closed|enableOfflineQueue|Stream isn't writeable|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|LOADING|Reached the max retries|MISCONF|READONLY|CLUSTERDOWN|TRYAGAIN|Cluster isn't ready|Failed to refresh slots cache|None of startup nodes is available|Too many Cluster redirections|NOREPLICAS|Command aborted due to connection close|^MOVED |^ASK /i;

/** True for errors that mean "Redis is not reachable right now" (→ 503), not a bug (→ 500). */
export function isRedisUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // ReplicationError: a durable write was not confirmed by enough replicas in time (durable.ts).
  if (['MaxRetriesPerRequestError', 'ClusterAllFailedError', 'ReplicationError'].includes(error.name)) return true;
  return UNAVAILABLE.test(error.message);
}

// ioredis with bounded timeouts: with the defaults a dead Redis keeps a request pending for
// ~73 s. Here a command fails within `commandTimeout`, nothing waits in an offline queue, and
// the client keeps reconnecting in the background so the service recovers by itself.
import { Redis } from 'ioredis';
import type { Logger } from 'pino';

export interface RedisClientOptions {
  url: string;
  commandTimeoutMs: number;
  logger?: Logger;
  /** Name shown in CLIENT LIST. */
  name?: string;
}

export function createRedis(options: RedisClientOptions): Redis {
  const redis = new Redis(options.url, {
    protocol: 2,
    maxRetriesPerRequest: 1,
    commandTimeout: options.commandTimeoutMs,
    connectTimeout: 2000,
    enableOfflineQueue: false,
    // Reconnect quickly and forever: recovery within a few seconds of Redis returning.
    retryStrategy: (times) => Math.min(50 * times, 500),
    connectionName: options.name ?? 'email-builder',
    disableClientInfo: true,
  });
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

/** Resolves when the client is ready (or rejects after `timeoutMs`). */
export function waitForRedis(redis: Redis, timeoutMs = 10_000): Promise<void> {
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
  /Command timed out|Connection is closed|enableOfflineQueue|Stream isn't writeable|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|LOADING|Reached the max retries|MISCONF|READONLY/i;

/** True for errors that mean "Redis is not reachable right now" (→ 503), not a bug (→ 500). */
export function isRedisUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'MaxRetriesPerRequestError') return true;
  return UNAVAILABLE.test(error.message);
}

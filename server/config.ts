// The one place that reads the environment: parsed and validated once at start-up, then passed
// around as a plain object. Tests build their own with `parseConfig({...})`.
import { availableParallelism } from 'node:os';

export type ImageStorage = 'redis' | 'dir';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  redisUrl: string;
  /** Redis Cluster seed nodes (`host:port`); null for one Redis server at `redisUrl`. */
  redisClusterNodes: string[] | null;
  /** Redis Sentinels (`host:port`) that name the master of `redisSentinelName`; null when not used. */
  redisSentinels: string[] | null;
  redisSentinelName: string;
  /** HS256 secrets; null means "create once and share through Redis". */
  sessionSecret: string | null;
  dashboardSecret: string | null;
  operatorName: string;
  /** Public base URL of this API without a trailing slash (asset and image URLs are built from it). */
  publicUrl: string;
  logLevel: LogLevel;
  imageStorage: ImageStorage;
  imageDir: string | null;
  /** Trust X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  /** Sliding rate-limit window; 60 s in production, shorter only for tests. */
  rateWindowMs: number;
  /** RATE_LIMIT=off skips the per-key sliding window (key status and origins are still checked). Benchmarks only. */
  rateLimit: boolean;
  /** Requests per window per client address on unauthenticated routes. */
  addressLimit: number;
  /** Failed authentications per window per client address before 429 replaces 401. */
  authFailureLimit: number;
  /** Failed dashboard logins per window per (e-mail, client address) pair before 429. */
  loginFailureLimit: number;
  redisCommandTimeoutMs: number;
  /** How long the API (and the admin CLI, at most 5 s) waits for Redis at start before it gives up. */
  redisStartupTimeoutMs: number;
  /** Replicas that must confirm every durable write (Redis WAIT) before the API answers 2xx; 0 = do not wait. */
  redisMinReplicasAck: number;
  shutdownTimeoutMs: number;
  /** Socket timeouts: a whole request (headers and body), its headers, an idle keep-alive connection. */
  http: { requestTimeoutMs: number; headersTimeoutMs: number; keepAliveTimeoutMs: number };
  /** Dashboard logins: failures per (e-mail, address) pair is `loginFailureLimit`; this is the per-e-mail ceiling over all addresses. */
  loginEmailLimit: number;
  /** Password hashes running at once, and logins allowed to wait for one; beyond that 503. */
  loginHashConcurrency: number;
  loginHashQueue: number;
  /** Where the built element lives (`GET /element/*`). */
  elementDir: string;
  /** Where the built dashboard lives (`GET /dashboard`, `/dashboard/*`). */
  dashboardDir: string;
  /** Where shipped images live (`GET /assets/*`). */
  assetsDir: string;
  /** METRICS_PORT: Prometheus `/metrics` on its own listener; null (the default) turns metrics off. */
  metricsPort: number | null;
  /** METRICS_HOST: the address that listener binds (loopback unless the scraper is elsewhere). */
  metricsHost: string;
  /** SMTP_URL and SMTP_FROM: where test sends go out (docs/api.md §16); null turns them off (501). */
  smtp: SmtpConfig | null;
}

export interface SmtpConfig {
  /** `smtp://[user:pass@]host[:port]` (STARTTLS when offered) or `smtps://…` (TLS from the start). */
  url: string;
  /** The From address of test sends. */
  from: string;
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Where the built element, dashboard and assets are. From source this file is server/config.ts and
 * builds go to <root>/dist; in the production build it is bundled into dist/server/*.js, whose
 * parent folder is the build itself (with its own copy of the assets).
 */
function builtDirs(): { dist: string; assets: string } {
  const parent = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
  if (import.meta.url.endsWith('.ts')) return { dist: `${parent}/dist`, assets: `${parent}/core/assets` };
  return { dist: parent, assets: `${parent}/assets` };
}

export function parseConfig(env: Env): Config {
  const problems: string[] = [];
  const text = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number between ${min} and ${max}, got "${raw}"`);
      return fallback;
    }
    return value;
  };
  const secret = (name: string): string | null => {
    const value = text(name);
    if (value === undefined) return null;
    if (value.length < 32) problems.push(`${name} must be at least 32 characters (256 bits)`);
    return value;
  };
  const bool = (name: string): boolean => {
    const raw = text(name)?.toLowerCase();
    if (raw === undefined) return false;
    if (['1', 'true', 'yes'].includes(raw)) return true;
    if (['0', 'false', 'no'].includes(raw)) return false;
    problems.push(`${name} must be true or false, got "${raw}"`);
    return false;
  };

  const onOff = (name: string): boolean => {
    const raw = text(name)?.toLowerCase() ?? 'on';
    if (raw !== 'on' && raw !== 'off') problems.push(`${name} must be on or off, got "${raw}"`);
    return raw !== 'off';
  };

  const port = int('PORT', 8787, 0, 65535);
  const redisUrl = text('REDIS_URL') ?? 'redis://127.0.0.1:6379';
  if (!/^rediss?:\/\//.test(redisUrl)) problems.push('REDIS_URL must start with redis:// or rediss://');
  const hostPorts = (name: string): string[] | null => {
    const nodes =
      text(name)
        ?.split(',')
        .map((node) => node.trim()) ?? null;
    for (const node of nodes ?? []) {
      if (
        !/^(\[[0-9a-fA-F:.]+\]|[^\s:/[\]]+):\d{1,5}$/.test(node) ||
        Number(node.slice(node.lastIndexOf(':') + 1)) > 65535
      ) {
        problems.push(`${name} must be host:port pairs separated by commas, got "${node}"`);
      }
    }
    return nodes;
  };
  const redisClusterNodes = hostPorts('REDIS_CLUSTER_NODES');
  const redisSentinels = hostPorts('REDIS_SENTINELS');
  if (redisClusterNodes && redisSentinels) problems.push('set REDIS_CLUSTER_NODES or REDIS_SENTINELS, not both');

  let publicUrl = text('PUBLIC_URL') ?? `http://localhost:${port}`;
  try {
    const url = new URL(publicUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
    publicUrl = publicUrl.replace(/\/+$/, '');
  } catch {
    problems.push(`PUBLIC_URL must be an http(s) URL, got "${publicUrl}"`);
  }

  const logLevel = (text('LOG_LEVEL') ?? 'info').toLowerCase() as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const imageStorage = (text('IMAGE_STORAGE') ?? 'redis').toLowerCase() as ImageStorage;
  if (imageStorage !== 'redis' && imageStorage !== 'dir') problems.push('IMAGE_STORAGE must be redis or dir');
  const imageDir = text('IMAGE_DIR') ?? null;
  if (imageStorage === 'dir' && !imageDir) problems.push('IMAGE_DIR is required when IMAGE_STORAGE=dir');

  const smtp = smtpConfig(text('SMTP_URL'), text('SMTP_FROM'), publicUrl, problems);
  const built = builtDirs();
  const metricsPort = text('METRICS_PORT') === undefined ? null : int('METRICS_PORT', 0, 0, 65535);
  const config: Config = {
    port,
    host: text('HOST') ?? '0.0.0.0',
    redisUrl,
    redisClusterNodes,
    redisSentinels,
    redisSentinelName: text('REDIS_SENTINEL_NAME') ?? 'mymaster',
    sessionSecret: secret('SESSION_SECRET'),
    dashboardSecret: secret('DASHBOARD_SECRET'),
    operatorName: (text('OPERATOR_NAME') ?? 'Email Builder').slice(0, 80),
    publicUrl,
    logLevel,
    imageStorage,
    imageDir,
    trustProxy: bool('TRUST_PROXY'),
    rateWindowMs: int('RATE_LIMIT_WINDOW_MS', 60_000, 1000, 3_600_000),
    rateLimit: onOff('RATE_LIMIT'),
    addressLimit: int('ADDRESS_RATE_LIMIT', 300, 1, 1_000_000_000),
    authFailureLimit: int('AUTH_FAILURE_LIMIT', 30, 1, 1_000_000_000),
    loginFailureLimit: int('LOGIN_FAILURE_LIMIT', 10, 1, 1_000_000_000),
    redisCommandTimeoutMs: int('REDIS_COMMAND_TIMEOUT_MS', 600, 50, 10_000),
    redisStartupTimeoutMs: int('REDIS_STARTUP_TIMEOUT_MS', 10_000, 100, 300_000),
    redisMinReplicasAck: int('REDIS_MIN_REPLICAS_ACK', 0, 0, 16),
    shutdownTimeoutMs: int('SHUTDOWN_TIMEOUT_MS', 10_000, 0, 120_000),
    http: {
      requestTimeoutMs: int('REQUEST_TIMEOUT_MS', 20_000, 500, 30_000),
      headersTimeoutMs: int('HEADERS_TIMEOUT_MS', 10_000, 500, 30_000),
      keepAliveTimeoutMs: int('KEEP_ALIVE_TIMEOUT_MS', 5000, 100, 30_000),
    },
    loginEmailLimit: int('LOGIN_EMAIL_LIMIT', 100, 1, 1_000_000_000),
    // Half the cores (at least one): hashing must leave the event loop a core to answer others.
    loginHashConcurrency: int(
      'LOGIN_HASH_CONCURRENCY',
      Math.min(4, Math.max(1, Math.floor(availableParallelism() / 2))),
      1,
      64,
    ),
    loginHashQueue: int('LOGIN_HASH_QUEUE', 16, 0, 10_000),
    elementDir: text('ELEMENT_DIR') ?? `${built.dist}/element`,
    dashboardDir: text('DASHBOARD_DIR') ?? `${built.dist}/dashboard`,
    assetsDir: text('ASSETS_DIR') ?? built.assets,
    metricsPort,
    metricsHost: text('METRICS_HOST') ?? '127.0.0.1',
    smtp,
  };
  if (config.http.headersTimeoutMs > config.http.requestTimeoutMs)
    problems.push('HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS');
  if (sameSecret(config.sessionSecret, config.dashboardSecret))
    problems.push('SESSION_SECRET and DASHBOARD_SECRET must differ');
  // Generated secrets live in Redis, readable by anyone who can read Redis: development only.
  if (text('NODE_ENV')?.toLowerCase() === 'production') {
    for (const name of ['SESSION_SECRET', 'DASHBOARD_SECRET']) {
      if (text(name) === undefined)
        problems.push(`${name} is required when NODE_ENV=production (generated secrets are for development only)`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

function smtpConfig(
  url: string | undefined,
  from: string | undefined,
  publicUrl: string,
  problems: string[],
): SmtpConfig | null {
  if (url === undefined) {
    if (from !== undefined) problems.push('SMTP_FROM needs SMTP_URL');
    return null;
  }
  try {
    const parsed = new URL(url);
    if ((parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') || !parsed.hostname) throw new Error('scheme');
  } catch {
    // Never echo the value: it may hold the SMTP password.
    problems.push('SMTP_URL must be smtp://[user:password@]host[:port] or smtps://…');
    return null;
  }
  let host = 'localhost';
  try {
    host = new URL(publicUrl).hostname;
  } catch {}
  const sender = from ?? `test-send@${host}`;
  if (!/^[^\s@<>,;"]+@[^\s@<>,;"]+$/.test(sender))
    problems.push(`SMTP_FROM must be one plain e-mail address, got "${sender}"`);
  return { url, from: sender };
}

function sameSecret(a: string | null, b: string | null): boolean {
  return a !== null && a === b;
}

/** Reads `process.env`: call once, in `main.ts`. */
export function loadConfig(): Config {
  return parseConfig(process.env);
}

// Plain async helpers (no vitest imports) shared by the server tests and by the element and
// e2e global setups: an in-process API on a free port, and account / session factories.
import { Cluster } from 'ioredis';
import { freePort } from '../../scripts/redis';
import type { AppOptions } from '../app';
import type { Timers } from '../collab/timers';
import { parseConfig } from '../config';
import type { PlanName } from '../plans';
import { createRedis, type RedisClient, waitForRedis } from '../redis/client';
import { type RunningServer, startServer } from '../runtime';
import { createStore } from '../store';
import type { WindowClock } from '../store/clock';

export interface StartedApi {
  url: string;
  close(): Promise<void>;
  /** The running server (tests may reach the store, tokens and config through `deps`). */
  running: RunningServer;
}

/**
 * Starts the API in-process on a free port. Defaults suit shared test Redis instances: silent
 * logs and generous per-address limits (every suite calls from 127.0.0.1); pass `env` to test
 * the production values.
 */
export async function startApi(options: {
  redisUrl: string;
  env?: Record<string, string>;
  app?: AppOptions;
  /** Shifts the sliding windows' time (see TestClock). */
  clock?: WindowClock;
  /** Runs the live documents' write-back wait on the test's command (collab-client.ts). */
  collabTimers?: Timers;
}): Promise<StartedApi> {
  // A known port up front: PUBLIC_URL (asset URLs of imported starters, Link headers) needs it.
  const port = await freePort();
  const env: Record<string, string | undefined> = {
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    ADDRESS_RATE_LIMIT: '1000000',
    AUTH_FAILURE_LIMIT: '1000000',
    LOGIN_FAILURE_LIMIT: '1000000',
    SHUTDOWN_TIMEOUT_MS: '2000',
    // The suites share two cores with Chromium and other Redis servers: a command that waits its
    // turn is not a failure here. Tests about timeouts and outages set the production 600 ms.
    REDIS_COMMAND_TIMEOUT_MS: '5000',
    ...options.env,
    ...redisEnv(options.redisUrl),
  };
  const config = parseConfig(env);
  const running = await startServer(config, {
    ...options.app,
    clock: options.clock,
    collabTimers: options.collabTimers,
  });
  return { url: running.url, close: running.close, running };
}

export interface TestAccount {
  accountId: string;
  keyId: string;
  apiKey: string;
}

/** Creates an account with its first key (and a dashboard user when e-mail and password are given). */
export async function createAccount(
  redisUrl: string,
  options: { plan: PlanName; name?: string; email?: string; password?: string },
): Promise<TestAccount> {
  const redis = await connectRedis(redisUrl);
  try {
    const created = await createStore(redis).createAccount(options);
    return { accountId: created.accountId, keyId: created.keyId, apiKey: created.apiKey };
  } finally {
    redis.disconnect();
  }
}

/** Mints a session token through the API, as a customer's server would. */
export async function createSessionToken(apiUrl: string, apiKey: string, userId: string): Promise<string> {
  const response = await fetch(`${apiUrl}/v1/sessions`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ userId }),
  });
  if (response.status !== 201)
    throw new Error(`POST /v1/sessions answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { sessionToken: string };
  return body.sessionToken;
}

/** Logs a dashboard user in; returns the dashboard token. */
export async function loginDashboard(apiUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${apiUrl}/v1/dashboard/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200)
    throw new Error(`POST /v1/dashboard/login answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/**
 * Test suites name their Redis with one string: `redis://…` for one server, or
 * `redis-cluster://host:port,host:port,…` for a Redis Cluster (the `server-cluster` project).
 * These turn it into the API's environment, or into a client.
 */
const CLUSTER_SCHEME = 'redis-cluster://';

export function clusterConnection(nodes: string, minReplicasAck = 0): string {
  return `${CLUSTER_SCHEME}${nodes}${minReplicasAck > 0 ? `?ack=${minReplicasAck}` : ''}`;
}

/**
 * Both variables, one of them unset: a value inherited from the shell must not win. A replicated
 * cluster's `?ack=n` becomes REDIS_MIN_REPLICAS_ACK.
 */
export function redisEnv(connection: string): {
  REDIS_URL: string | undefined;
  REDIS_CLUSTER_NODES: string | undefined;
  REDIS_MIN_REPLICAS_ACK?: string;
  REDIS_COMMAND_TIMEOUT_MS?: string;
} {
  if (!connection.startsWith(CLUSTER_SCHEME)) return { REDIS_URL: connection, REDIS_CLUSTER_NODES: undefined };
  const [nodes, query] = connection.slice(CLUSTER_SCHEME.length).split('?');
  const ack = new URLSearchParams(query ?? '').get('ack');
  // Waiting for a replica adds its round trip to every write; on a shared test machine a 5 MB
  // image behind a busy replication stream can need more than the production default of 600 ms.
  return {
    REDIS_URL: undefined,
    REDIS_CLUSTER_NODES: nodes,
    ...(ack && { REDIS_MIN_REPLICAS_ACK: ack, REDIS_COMMAND_TIMEOUT_MS: '1500' }),
  };
}

/** A ready client for either kind of connection string. */
export async function connectRedis(connection: string): Promise<RedisClient> {
  const env = redisEnv(connection);
  const redis = createRedis({
    url: env.REDIS_URL ?? 'redis://',
    clusterNodes: env.REDIS_CLUSTER_NODES?.split(',') ?? null,
    commandTimeoutMs: 2000,
    name: 'email-builder-test',
  });
  try {
    await waitForRedis(redis, 5000);
  } catch (error) {
    redis.disconnect();
    throw error;
  }
  return redis;
}

/** Every key matching `pattern`, from every master of a cluster (SCAN sees one node only). */
export async function scanKeys(redis: RedisClient, pattern = '*'): Promise<string[]> {
  const nodes = redis instanceof Cluster ? redis.nodes('master') : [redis];
  const out: string[] = [];
  for (const node of nodes) {
    let cursor = '0';
    do {
      const [next, keys] = await node.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
      cursor = next;
      out.push(...keys);
    } while (cursor !== '0');
  }
  return out;
}

/**
 * A window clock that stands still until the test moves it: a sliding window's minutes pass in an
 * instant, and however slowly a loaded machine answers, the windows' time does not run on with
 * it. Redis adds the offset to its own TIME, so the windows see the frozen instant plus only the
 * moment between this process reading the offset and Redis running the script.
 */
export class TestClock implements WindowClock {
  #now = Date.now();

  offsetMs(): number {
    return this.#now - Date.now();
  }

  /** The windows' "now": where the advances so far have put it (Redis TIME and Date.now() agree on one host). */
  now(): number {
    return this.#now;
  }

  advance(ms: number): void {
    this.#now += Math.max(0, ms);
  }
}

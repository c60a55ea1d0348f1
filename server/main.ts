// `npm run server` (source, through tsx) and `npm run serve` (the build, dist/server/main.js): the
// API alone, configured by the environment (validated once). It never installs or starts anything:
// REDIS_URL (or the cluster / Sentinel settings) must answer, or it exits with a message saying so.
// Starting a private Redis for development is `npm start`'s job.
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import packageJson from '../package.json' with { type: 'json' };
import { type Config, ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { listenMetrics, type MetricsListener } from './metrics/listener';
import { instrumentRedis } from './metrics/redis';
import { createMetrics } from './metrics/registry';
import { type RunningServer, startServer } from './runtime';

export interface Serving {
  api: RunningServer;
  /** The `/metrics` listener when METRICS_PORT is set. */
  metrics: MetricsListener | null;
  close(): Promise<void>;
}

/** The API and, with METRICS_PORT, its metrics listener. */
export async function serve(config: Config, logger: Logger): Promise<Serving> {
  const metrics = config.metricsPort === null ? null : createMetrics({ version: packageJson.version });
  const api = await startServer(config, { logger, ...(metrics ? { metrics } : {}) });
  let listener: MetricsListener | null = null;
  if (metrics) {
    instrumentRedis(api.deps.store.redis, metrics);
    try {
      listener = await listenMetrics(metrics, config.metricsPort ?? 0, config.metricsHost);
    } catch (error) {
      await api.close();
      throw error;
    }
  }
  return {
    api,
    metrics: listener,
    async close() {
      await listener?.close();
      await api.close();
    },
  };
}

function redact(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//***@');
}

function redisTarget(config: Config): string {
  if (config.redisClusterNodes)
    return `the Redis Cluster at ${config.redisClusterNodes.join(', ')} (REDIS_CLUSTER_NODES)`;
  if (config.redisSentinels) return `the Sentinels at ${config.redisSentinels.join(', ')} (REDIS_SENTINELS)`;
  return `Redis at ${redact(config.redisUrl)} (REDIS_URL)`;
}

export async function runApi(overrides: Partial<Config> = {}): Promise<Serving> {
  const config: Config = { ...loadConfig(), ...overrides };
  const logger = createLogger(config.logLevel);
  let serving: Serving;
  try {
    serving = await serve(config, logger);
  } catch (error) {
    if (error instanceof Error && /Redis not ready/.test(error.message)) {
      throw new Error(
        `${redisTarget(config)} does not answer (waited ${config.redisStartupTimeoutMs} ms, REDIS_STARTUP_TIMEOUT_MS). Start Redis or point the setting at one; this server never starts Redis itself.`,
      );
    }
    throw error;
  }
  logger.info(
    { url: serving.api.url, publicUrl: config.publicUrl, metrics: serving.metrics?.url, version: packageJson.version },
    'email builder API listening',
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'draining in-flight requests');
    await serving.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  return serving;
}

const isEntry = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntry) {
  runApi().catch((error: unknown) => {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error('failed to start:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

// `npm run server`: the API alone, configured by the environment (validated once), using
// REDIS_URL as configured. `npm start` runs it with `runApi({ resolveRedis: true })` (or
// EB_RESOLVE_REDIS=1): then a REDIS_URL that does not answer is replaced by a private Redis.
import { pathToFileURL } from 'node:url';
import { resolveRedis } from '../scripts/redis';
import { type Config, ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { type RunningServer, startServer } from './runtime';

export interface RunOptions {
  resolveRedis?: boolean;
  /** Overrides on top of the environment (e.g. a port chosen by `npm start`). */
  config?: Partial<Config>;
}

export async function runApi(options: RunOptions = {}): Promise<RunningServer> {
  let config: Config = { ...loadConfig(), ...options.config };
  const logger = createLogger(config.logLevel);
  let stopRedis: (() => Promise<void>) | null = null;
  // A configured cluster or Sentinel set is used as it is: there is no private stand-in for one.
  if ((options.resolveRedis ?? config.resolveRedis) && !config.redisClusterNodes && !config.redisSentinels) {
    const redis = await resolveRedis(config.redisUrl);
    stopRedis = redis.stop;
    config = { ...config, redisUrl: redis.url };
  }
  const running = await startServer(config, { logger });
  logger.info({ url: running.url, publicUrl: config.publicUrl }, 'email builder API listening');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'draining in-flight requests');
    await running.close();
    await stopRedis?.();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  return running;
}

const isEntry = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntry) {
  runApi().catch((error: unknown) => {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error('failed to start:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

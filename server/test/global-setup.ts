// One private Redis for the whole server suite; tests isolate themselves by creating their own
// accounts. Suites that kill Redis (outage tests) start their own instance instead.
import type { TestProject } from 'vitest/node';
import { startPrivateRedis } from '../../scripts/redis';

declare module 'vitest' {
  export interface ProvidedContext {
    redisUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const redis = await startPrivateRedis();
  project.provide('redisUrl', redis.url);
  return async () => {
    await redis.stop();
  };
}

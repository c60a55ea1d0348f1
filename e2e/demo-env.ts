// One running demo for the journeys: a private Redis, the API serving the element build with a
// known session secret (the expiry journey signs a token with it), the demo data seeded exactly as
// `npm start` seeds it, and the demo host. Every file starts its own with ownDemo() (e2e/helpers.ts)
// from the builds the global set-up made.
import { join } from 'node:path';
import { ROOT } from '../demo/build';
import { type DemoState, seedDemo } from '../demo/seed';
import { startDemoHost } from '../demo/server/host';
import { startPrivateRedis } from '../scripts/redis';
import { startApi } from '../server/test/harness';

/** The builds the global set-up made once for every file (directories). */
export interface E2eBuilds {
  element: string;
  demo: string;
  dashboard: string;
}

export interface E2eEnv {
  apiUrl: string;
  demoUrl: string;
  redisUrl: string;
  sessionSecret: string;
  operatorName: string;
  demo: DemoState;
}

const secret = (name: string) => `e2e-${name}-${Math.random().toString(36).slice(2)}-0123456789abcdef`;

export async function startDemo(builds: E2eBuilds): Promise<{ env: E2eEnv; stop(): Promise<void> }> {
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => {});
  };
  try {
    const sessionSecret = secret('session');
    const redis = await startPrivateRedis();
    stops.push(() => redis.stop());
    const operatorName = 'Email Builder';
    const api = await startApi({
      redisUrl: redis.url,
      env: {
        SESSION_SECRET: sessionSecret,
        DASHBOARD_SECRET: secret('dashboard'),
        ELEMENT_DIR: builds.element,
        OPERATOR_NAME: operatorName,
      },
    });
    stops.push(() => api.close());
    const demo = await seedDemo({ store: api.running.deps.store, apiUrl: api.url, stateFile: null });
    const host = await startDemoHost({
      port: 0,
      apiUrl: api.url,
      workspaces: {
        pro: { apiKey: demo.pro.apiKey, label: 'Pinecrest CRM', plan: 'pro' },
        free: { apiKey: demo.free.apiKey, label: 'Pinecrest Starter', plan: 'free' },
      },
      staticDir: builds.demo,
      screenshotsDir: join(ROOT, 'docs/screenshots'),
    });
    stops.push(() => host.close());
    return {
      env: { apiUrl: api.url, demoUrl: host.url, redisUrl: redis.url, sessionSecret, operatorName, demo },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

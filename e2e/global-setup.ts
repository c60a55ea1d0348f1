// One shared set-up for the journeys: a private Redis, the element and the demo page built once
// (into a temporary directory, so a parallel `npm start` or build is left alone), the API with a
// known session secret (the expiry journey signs a token with it), the demo data seeded exactly as
// `npm start` seeds it, and the demo host. Everything is stopped afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildTarget, ROOT } from '../demo/build';
import { type DemoState, seedDemo } from '../demo/seed';
import { startDemoHost } from '../demo/server/host';
import { ensureChromium } from '../scripts/chromium';
import { startPrivateRedis } from '../scripts/redis';
import { startApi } from '../server/test/harness';

export interface E2eEnv {
  apiUrl: string;
  demoUrl: string;
  redisUrl: string;
  sessionSecret: string;
  operatorName: string;
  demo: DemoState;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eEnv;
  }
}

const SESSION_SECRET = `e2e-session-${Math.random().toString(36).slice(2)}-0123456789abcdef`;
const DASHBOARD_SECRET = `e2e-dashboard-${Math.random().toString(36).slice(2)}-0123456789abcdef`;

export default async function setup(project: TestProject) {
  ensureChromium();
  const out = mkdtempSync(join(tmpdir(), 'eb-e2e-'));
  const stops: Array<() => Promise<void>> = [async () => rmSync(out, { recursive: true, force: true })];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => {});
  };
  try {
    await buildTarget('element', join(out, 'element'));
    await buildTarget('demo', join(out, 'demo'));
    const redis = await startPrivateRedis();
    stops.push(() => redis.stop());
    const api = await startApi({
      redisUrl: redis.url,
      env: { SESSION_SECRET, DASHBOARD_SECRET, ELEMENT_DIR: join(out, 'element'), OPERATOR_NAME: 'Email Builder' },
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
      staticDir: join(out, 'demo'),
      screenshotsDir: join(ROOT, 'docs/screenshots'),
    });
    stops.push(() => host.close());
    project.provide('e2e', {
      apiUrl: api.url,
      demoUrl: host.url,
      redisUrl: redis.url,
      sessionSecret: SESSION_SECRET,
      operatorName: 'Email Builder',
      demo,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

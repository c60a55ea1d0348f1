// One shared set-up for the journeys: the element, the demo page and the dashboard built once (into
// a temporary directory, so a parallel `npm start` or build is left alone) for every file, and the
// demo most files share (e2e/demo-env.ts). Everything is stopped afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildTarget } from '../demo/build';
import { ensureChromium } from '../scripts/chromium';
import { type E2eBuilds, type E2eEnv, startDemo } from './demo-env';

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eEnv;
    e2eBuilds: E2eBuilds;
  }
}

export default async function setup(project: TestProject) {
  ensureChromium();
  const out = mkdtempSync(join(tmpdir(), 'eb-e2e-'));
  const builds: E2eBuilds = {
    element: join(out, 'element'),
    demo: join(out, 'demo'),
    dashboard: join(out, 'dashboard'),
  };
  const stops: Array<() => Promise<void>> = [async () => rmSync(out, { recursive: true, force: true })];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => {});
  };
  try {
    // Side by side: every project's global set-up runs before the first test of the whole run.
    await Promise.all((['element', 'demo', 'dashboard'] as const).map((target) => buildTarget(target, builds[target])));
    const shared = await startDemo(builds);
    stops.push(shared.stop);
    project.provide('e2e', shared.env);
    project.provide('e2eBuilds', builds);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

// One shared set-up for the journeys: the element, the demo page and the dashboard built once (into
// a temporary directory, so a parallel `npm start` or build is left alone) for every file. Each file
// starts its own demo from these builds (ownDemo() in e2e/helpers.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildTarget } from '../demo/build';
import { ensureChromium } from '../scripts/chromium';
import type { E2eBuilds } from './demo-env';

declare module 'vitest' {
  export interface ProvidedContext {
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
    project.provide('e2eBuilds', builds);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

import './scripts/node20-polyfills.ts';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { BROWSER_DEPS, ELEMENT_UNIT } from './scripts/browser-deps.ts';
import { launchOptions } from './scripts/chromium.ts';
import { QUICK_EXCLUDE } from './scripts/quick-set.ts';
import { LongestFirstSequencer } from './scripts/test-order.ts';

/** `npm run test:quick` sets EB_TEST_QUICK=1: its projects then leave out the slow suites it lists. */
const quickExclude = process.env.EB_TEST_QUICK === '1' ? QUICK_EXCLUDE.map(([glob]) => glob) : [];

export default defineConfig({
  // Vite's pre-bundled packages live in the checkout, not in node_modules: a worktree or a clone
  // that links another checkout's node_modules then starts as empty as a fresh clone in CI does.
  cacheDir: '.cache/vite',
  test: {
    // Three Node workers beside one browser file at a time (`browser.fileParallelism` below): the
    // Node suites (servers, Redis, journeys) often wait, the browser suites keep a core busy. With
    // two of each, the browser files finished first and the Node suites ran the last minutes on a
    // partly idle machine: Vitest took 576–622 s in five clean-clone runs; with this, 534 s.
    maxWorkers: 3,
    // Waits for what a lazy chunk, a paint or another process brings: vitest's 1 s default ran out
    // in a full suite on two cores while the awaited thing arrived just after. A longer wait only
    // delays a failure; what each assertion demands is unchanged.
    expect: { poll: { timeout: 5_000 } },
    // Each project starts with its longest files, the failover suites first (scripts/test-order.ts).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      // The node projects (core, server, server-cluster, element-unit, e2e) run with `isolate: false`:
      // a worker imports the server, core and their packages once and runs file after file in
      // that module graph, instead of a fresh process re-importing them for each file (that
      // import was most of their CPU time; for e2e, Playwright's too). It holds because their test
      // files leave nothing behind in that graph: each closes the APIs, browsers and demos it
      // starts, and none patches a global or mutates process.env.
      {
        extends: true,
        test: {
          name: 'core',
          include: ['core/**/*.test.ts'],
          exclude: quickExclude,
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Start their own Redis Cluster or Sentinel set-up with replicas: run in `server-cluster` only.
          exclude: ['server/test/cluster-outage.test.ts', 'server/test/failover-*.test.ts', ...quickExclude],
          environment: 'node',
          isolate: false,
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The server suites again, against a local Redis Cluster of 3 masters with 1 replica each
        // (REDIS_CLUSTER_NODES, REDIS_MIN_REPLICAS_ACK=1), plus the failover tests under load.
        // Suites that start their own single Redis (outage, operator CLI, Sentinel) would only repeat themselves.
        extends: true,
        test: {
          name: 'server-cluster',
          include: ['server/**/*.test.ts'],
          exclude: [
            'server/http/outage.test.ts',
            'server/test/outage.test.ts',
            'server/admin/cli.test.ts',
            'server/admin/export.test.ts',
            'server/admin/export-extras.test.ts',
            'server/admin/import.test.ts',
            'server/test/sentinel.test.ts',
            'server/redis/durable.test.ts',
            'server/collab/write-back-retry.test.ts',
            // How the API frames and times out HTTP requests does not depend on how Redis is laid out.
            'server/test/framing.test.ts',
          ],
          environment: 'node',
          isolate: false,
          globalSetup: ['server/test/cluster-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'element-unit',
          include: ELEMENT_UNIT,
          environment: 'node',
          isolate: false,
          // Drafts use localStorage, which Node 20 lacks.
          setupFiles: ['element/test/web-storage.ts'],
        },
      },
      {
        extends: true,
        // Every package the browser tests load, pre-bundled before the first test (scripts/browser-deps.ts).
        optimizeDeps: { include: BROWSER_DEPS },
        test: {
          name: 'element',
          include: ['element/**/*.test.ts', 'dashboard/**/*.test.ts'],
          exclude: ELEMENT_UNIT,
          globalSetup: ['element/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            // One file at a time (see maxWorkers): it runs beside three Node workers, on two cores.
            fileParallelism: false,
            provider: playwright({ launchOptions: launchOptions() }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // Files run beside each other and beside the other projects (a project that runs its files
          // one at a time is left for the end of the run, on one core). Each file brings its own demo
          // (ownDemo() in e2e/helpers.ts): no key, limit or template is shared between journeys.
        },
      },
    ],
  },
});

// The suites `npm run test:quick` leaves to `npm test`, each with its reason: they drive a
// browser, build or clone the repository, or start or kill extra processes.
// vitest.config.ts reads this list when EB_TEST_QUICK=1.
export const QUICK_EXCLUDE: ReadonlyArray<[glob: string, reason: string]> = [
  ['core/starters/starters.a11y.test.ts', 'drives Chromium (axe on every starter)'],
  ['core/starters/starters.screenshots.test.ts', 'drives Chromium (pixel comparisons)'],
  ['scripts/fresh-clone.test.ts', 'clones the repository and installs it'],
  ['scripts/build.test.ts', 'builds every bundle'],
  ['scripts/new-block.test.ts', 'copies the tree, type-checks it and runs vitest inside it'],
  ['server/test/multi-instance.test.ts', 'starts several API processes'],
  ['server/test/outage.test.ts', 'starts, kills and restarts Redis servers'],
  ['server/http/outage.test.ts', 'stops its own Redis mid-request'],
  ['server/test/sentinel.test.ts', 'starts a Sentinel set-up with replicas'],
  ['server/redis/durable.test.ts', 'starts a replica and waits for acknowledgements'],
  ['server/admin/cli.test.ts', 'spawns the operator CLI once per command'],
  ['server/admin/export.test.ts', 'runs export/import CLI processes against two private Redis servers'],
];

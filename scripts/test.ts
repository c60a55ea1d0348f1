// `npm test`: every check and every suite, ending with one line `N passed, N failed`.
// Extra arguments go to vitest (e.g. `npm test -- --project server`); type-check and lint then
// still run unless SKIP_STATIC=1.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './chromium';
import { ensureRedisServerBinary } from './redis';

const root = join(import.meta.dirname, '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
let passed = 0;
let failed = 0;
const failures: string[] = [];

function step(name: string, command: string, args: string[]): boolean {
  console.log(`\n▸ ${name}: ${[command.replace(`${root}/`, ''), ...args].join(' ')}`);
  const r = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  return r.status === 0;
}

function check(name: string, ok: boolean) {
  if (ok) passed++;
  else {
    failed++;
    failures.push(name);
  }
}

try {
  ensureRedisServerBinary();
  ensureChromium();
} catch (error) {
  console.error(`\n✖ ${(error as Error).message}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const vitestArgs = process.argv.slice(2);
if (process.env.SKIP_STATIC !== '1') {
  check('type-check', step('Type-check', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']));
  check('lint/format', step('Lint and format', bin('biome'), ['check', '.']));
}

const report = join(root, '.cache', 'vitest-report.json');
mkdirSync(join(root, '.cache'), { recursive: true });
rmSync(report, { force: true });
step('Test suites', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...vitestArgs,
]);

if (existsSync(report)) {
  const result = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numFailedTestSuites: number;
    testResults: Array<{ name: string; status: string; message?: string; assertionResults: unknown[] }>;
  };
  passed += result.numPassedTests;
  failed += result.numFailedTests;
  // A file that fails to load has no test results of its own: count it, or it would vanish.
  for (const file of result.testResults) {
    if (file.status === 'failed' && file.assertionResults.length === 0) {
      failed++;
      failures.push(file.name.replace(`${root}/`, ''));
    }
  }
  const skipped = result.numPendingTests + result.numTodoTests;
  if (skipped > 0) console.log(`(${skipped} skipped)`);
} else {
  failed++;
  failures.push('vitest did not produce a report');
}

if (failures.length > 0) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

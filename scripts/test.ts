// `npm test`: every check and every suite, ending with one line `N passed, N failed in M min S s`.
// Extra arguments go to vitest (e.g. `npm test -- --project server`); type-check and lint then
// still run unless SKIP_STATIC=1. They run beside the suites (tsc alone kept a core idle for the
// first seconds); their output is printed after the suites', failures first.
import { type SpawnOptions, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './chromium';
import { ensureRedisServerBinary } from './redis';

const started = Date.now();
const root = join(import.meta.dirname, '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
let passed = 0;
let failed = 0;
const failures: string[] = [];

const label = (name: string, command: string, args: string[]) =>
  `\n▸ ${name}: ${[command.replace(`${root}/`, ''), ...args].join(' ')}`;

/** Runs a command to its end; `output` holds what it printed when it was captured rather than shown. */
function run(command: string, args: string[], stdio: SpawnOptions['stdio']): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio, env: process.env });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ ok: false, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

function check(name: string, ok: boolean) {
  if (ok) passed++;
  else {
    failed++;
    failures.push(name);
  }
}

const elapsed = () => {
  const seconds = Math.round((Date.now() - started) / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
};

try {
  ensureRedisServerBinary();
  ensureChromium();
} catch (error) {
  console.error(`\n✖ ${(error as Error).message}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const vitestArgs = process.argv.slice(2);
const statics =
  process.env.SKIP_STATIC === '1'
    ? []
    : [
        { name: 'type-check', title: 'Type-check', command: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
        { name: 'lint/format', title: 'Lint and format', command: bin('biome'), args: ['check', '.'] },
      ].map((s) => ({ ...s, done: run(s.command, s.args, ['ignore', 'pipe', 'pipe']) }));
if (statics.length > 0)
  console.log(`\n▸ ${statics.map((s) => s.title).join(' and ')}: beside the suites, shown after them`);

const report = join(root, '.cache', 'vitest-report.json');
mkdirSync(join(root, '.cache'), { recursive: true });
rmSync(report, { force: true });
const suites = ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...vitestArgs];
console.log(label('Test suites', bin('vitest'), suites));
await run(bin('vitest'), suites, 'inherit');

for (const s of statics) {
  const { ok, output } = await s.done;
  console.log(label(s.title, s.command, s.args));
  process.stdout.write(output);
  console.log(ok ? '  ✓ passed' : '  ✖ failed');
  check(s.name, ok);
}

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
console.log(`${passed} passed, ${failed} failed in ${elapsed()}`);
process.exit(failed > 0 ? 1 : 0);

// `npm run test:quick`: the inner loop — type check, then the core, server and element-unit
// projects in one vitest run, without the suites of scripts/quick-set.ts (browser, builds, extra
// processes). Ends with its wall time (the target is 90 s on two cores). Extra
// arguments go to vitest (`npm run test:quick -- core/render`). `npm test` still runs everything.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const root = join(import.meta.dirname, '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const start = performance.now();
// EB_TEST_QUICK makes vitest.config.ts leave out the suites of scripts/quick-set.ts.
const env = { ...process.env, EB_TEST_QUICK: '1' };

/** Runs a command; `quiet` keeps its output and hands it back instead of printing it as it comes. */
function run(command: string, args: string[], quiet = false): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.on('error', (error) => resolve({ ok: false, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

// The type check runs beside the tests (it is single-threaded, and most of the tests' time is
// spent waiting on Redis and sockets); its report is printed once the tests have finished, so
// the two outputs never interleave. Incremental: a second run re-checks only what changed (the
// build info lives in .cache/).
console.log('▸ type check (in the background) · core, server, element-unit');
const typeCheck = run(
  bin('tsc'),
  ['--noEmit', '--incremental', '--tsBuildInfoFile', '.cache/tsc-quick.tsbuildinfo', '-p', 'tsconfig.json'],
  true,
);
const projects = ['core', 'server', 'element-unit'].flatMap((name) => ['--project', name]);
const tests = await run(bin('vitest'), ['run', ...projects, ...process.argv.slice(2)]);
const types = await typeCheck;
console.log(`▸ type check ${types.ok ? 'clean' : 'FAILED'}`);
if (types.output.trim()) process.stdout.write(types.output);
const ok = tests.ok && types.ok;
console.log(`quick loop ${ok ? 'passed' : 'FAILED'} in ${((performance.now() - start) / 1000).toFixed(0)} s`);
process.exitCode = ok ? 0 : 1;

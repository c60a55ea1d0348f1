// `npm run test:quick`: the inner loop — type check, then the core, server and element-unit
// projects in one vitest run, without the suites of scripts/quick-set.ts (browser, builds, extra
// processes). Ends with its wall time (the target is 90 s on two cores). Extra
// arguments go to vitest (`npm run test:quick -- core/render`). `npm test` still runs everything.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const root = join(import.meta.dirname, '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const start = performance.now();
// EB_TEST_QUICK makes vitest.config.ts leave out the suites of scripts/quick-set.ts.
const env = { ...process.env, EB_TEST_QUICK: '1' };
const run = (command: string, args: string[]) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env }).status === 0;

console.log('▸ type check');
// Incremental: a second run re-checks only what changed (the build info lives in .cache/).
let ok = run(bin('tsc'), [
  '--noEmit',
  '--incremental',
  '--tsBuildInfoFile',
  '.cache/tsc-quick.tsbuildinfo',
  '-p',
  'tsconfig.json',
]);
console.log('▸ core, server, element-unit');
const projects = ['core', 'server', 'element-unit'].flatMap((name) => ['--project', name]);
ok = run(bin('vitest'), ['run', ...projects, ...process.argv.slice(2)]) && ok;
console.log(`quick loop ${ok ? 'passed' : 'FAILED'} in ${((performance.now() - start) / 1000).toFixed(0)} s`);
process.exitCode = ok ? 0 : 1;

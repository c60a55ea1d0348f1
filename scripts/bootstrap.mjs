#!/usr/bin/env node
// Entry point of `npm start` and `npm test`. Plain JavaScript with no dependencies, because it
// runs on a fresh clone before node_modules exists: it installs packages, then hands over to
// the TypeScript script of the same name.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const command = process.argv[2];
const scripts = { start: 'scripts/start.ts', test: 'scripts/test.ts' };

function fail(message) {
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  fail(`Node ${process.versions.node} is too old: install Node 20.19 or newer.`);
}
if (!(command in scripts)) fail(`usage: bootstrap.mjs ${Object.keys(scripts).join('|')}`);

function needsInstall() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(marker)) return true;
  const lock = join(root, 'package-lock.json');
  return existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs;
}

if (needsInstall()) {
  console.log('▸ Installing npm packages (first run)…');
  const args = existsSync(join(root, 'package-lock.json')) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'];
  let r = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  // `npm ci` insists on every platform's optional packages in the lock (biome's, say), which a
  // lock written through a registry mirror may lack; `npm install` still honours the lock.
  if (r.status !== 0 && args[0] === 'ci') {
    console.log('▸ npm ci refused the lock file: installing with npm install instead…');
    r = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  }
  if (r.status !== 0) fail(`npm install failed (exit ${r.status}): check access to the npm registry.`);
}

const tsx = join(root, 'node_modules', '.bin', 'tsx');
const child = spawn(tsx, [join(root, scripts[command]), ...process.argv.slice(3)], { cwd: root, stdio: 'inherit' });
// A signal sent to this process alone (npm forwards SIGTERM here) must reach the script, which
// stops what it started; Ctrl-C reaches both through the terminal's process group.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
// `kill <npm pid>` kills npm's shell without passing the signal on: when our parent goes, stop too.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && child.kill('SIGTERM'), 1000).unref();
child.on('error', (error) => fail(`could not run ${scripts[command]}: ${error.message}`));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

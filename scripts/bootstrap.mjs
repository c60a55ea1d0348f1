#!/usr/bin/env node
// Entry point of `npm start` and `npm test`. Plain JavaScript with no dependencies, because it
// runs on a fresh clone before node_modules exists: it installs packages (quietly: npm's output
// goes to .cache/npm-install.log and is shown only when the install fails), then hands over to
// the TypeScript script of the same name. `node scripts/bootstrap.mjs install` stops after the
// install (the fresh-clone test runs that).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const command = process.argv[2];
const scripts = { start: 'scripts/start.ts', test: 'scripts/test.ts', install: null };
const started = Date.now();

function fail(message) {
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

function needsInstall() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(marker)) return true;
  const lock = join(root, 'package-lock.json');
  return existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs;
}

/**
 * `npm ci` refuses a lock that lacks an optional dependency of a locked package (another
 * platform's biome binary, say): a lock written through a registry mirror that does not carry
 * those packages. Detected here from the lock itself, so the install goes straight to
 * `npm install` (which still honours the lock) instead of printing a wall of `npm ci` errors.
 */
export function lockMissesOptionalPackages(lock) {
  const packages = lock.packages ?? {};
  for (const [path, info] of Object.entries(packages)) {
    for (const name of Object.keys(info.optionalDependencies ?? {})) {
      // npm looks the dependency up next to the package, then in each enclosing node_modules.
      let base = path;
      let found = false;
      while (!found) {
        found = `${base ? `${base}/` : ''}node_modules/${name}` in packages;
        if (!base) break;
        const cut = base.lastIndexOf('node_modules/');
        base = cut <= 0 ? '' : base.slice(0, cut - 1);
      }
      if (!found) return true;
    }
  }
  return false;
}

function npm(args) {
  return new Promise((resolve) => {
    const child = spawn('npm', args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1' },
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('error', (error) => resolve({ ok: false, output: `${output}\n${error.message}` }));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

/** Installs from the lock; returns the method used and npm's output (kept in .cache/npm-install.log). */
export async function installPackages() {
  const lockPath = join(root, 'package-lock.json');
  const lock = existsSync(lockPath) ? JSON.parse(readFileSync(lockPath, 'utf8')) : null;
  const quiet = ['--no-audit', '--no-fund', '--prefer-offline'];
  const method = lock && !lockMissesOptionalPackages(lock) ? 'ci' : 'install';
  let result = await npm([method, ...quiet]);
  let used = method;
  // A lock that still does not satisfy `npm ci` (edited by hand, say): `npm install` repairs it.
  if (!result.ok && method === 'ci') {
    result = await npm(['install', ...quiet]);
    used = 'install';
  }
  mkdirSync(join(root, '.cache'), { recursive: true });
  writeFileSync(join(root, '.cache', 'npm-install.log'), result.output);
  return { ok: result.ok, method: used, output: result.output };
}

/** An elapsed-time line while a step runs (terminals only: logs get the start and end lines). */
function ticker(label) {
  if (!process.stdout.isTTY) return () => {};
  const t0 = Date.now();
  const timer = setInterval(
    () => process.stdout.write(`\r  … ${label} ${((Date.now() - t0) / 1000).toFixed(0)} s`),
    1000,
  );
  return () => {
    clearInterval(timer);
    process.stdout.write('\r\x1b[2K');
  };
}

async function main() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    fail(`Node ${process.versions.node} is too old: install Node 20.19 or newer.`);
  }
  if (!(command in scripts)) fail(`usage: bootstrap.mjs ${Object.keys(scripts).join('|')}`);
  if (needsInstall() || command === 'install') {
    console.log('▸ Installing npm packages…');
    const stop = ticker('installing');
    const result = await installPackages();
    stop();
    if (!result.ok) {
      console.error(result.output.trim());
      fail(`npm ${result.method} failed (log: .cache/npm-install.log): check access to the npm registry.`);
    }
    console.log(
      `  ✓ npm packages installed with npm ${result.method} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
  if (command === 'install') return;

  const tsx = join(root, 'node_modules', '.bin', 'tsx');
  const child = spawn(tsx, [join(root, scripts[command]), ...process.argv.slice(3)], {
    cwd: root,
    stdio: 'inherit',
    // The start script reports the total time, install included.
    env: { ...process.env, EB_STARTED_AT: String(started) },
  });
  // A signal sent to this process alone (npm forwards SIGTERM here) must reach the script, which
  // stops what it started; Ctrl-C reaches both through the terminal's process group.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  // `kill <npm pid>` kills npm's shell without passing the signal on: when our parent goes, stop too.
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && child.kill('SIGTERM'), 1000).unref();
  child.on('error', (error) => fail(`could not run ${scripts[command]}: ${error.message}`));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();

// The operator CLI for tests (export/import suites): stdin and stdout may be files, as `< in > out`
// would connect them. With Node flags (a heap cap) it runs as a subprocess; otherwise through the
// CLI's own `main` with those streams, which is the same code without seconds of process start-up.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, createReadStream, createWriteStream, openSync } from 'node:fs';
import { PassThrough, Readable, type Writable } from 'node:stream';
import { redisEnv } from '../test/harness';
import { main } from './cli';

const ROOT = new URL('../..', import.meta.url).pathname;

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the CLI with stdin and stdout connected to files when given (as `< in > out` would), against
 * a test connection string (one Redis, or `redis-cluster://…`).
 */
export function runCli(
  redisUrl: string,
  args: string[],
  files: { stdin?: string; stdout?: string } = {},
  nodeArgs: string[] = [],
): Promise<Run> {
  return nodeArgs.length > 0 ? runCliProcess(redisUrl, args, files, nodeArgs) : runCliInProcess(redisUrl, args, files);
}

function collect(stream: Writable): () => string {
  let out = '';
  stream.on('data', (d) => {
    out += d;
  });
  return () => out;
}

async function runCliInProcess(
  redisUrl: string,
  args: string[],
  files: { stdin?: string; stdout?: string },
): Promise<Run> {
  const stdin = files.stdin ? createReadStream(files.stdin) : Readable.from([]);
  const stdout = files.stdout ? createWriteStream(files.stdout) : new PassThrough();
  const stderr = new PassThrough();
  const out = files.stdout ? () => '' : collect(stdout);
  const err = collect(stderr);
  const code = await main(args, {
    env: { ...process.env, ...redisEnv(redisUrl), LOG_LEVEL: 'silent' },
    stdin,
    stdout,
    stderr,
  });
  stdin.destroy();
  stdout.end();
  if (files.stdout) await once(stdout, 'finish');
  return { code, stdout: out(), stderr: err() };
}

function runCliProcess(
  redisUrl: string,
  args: string[],
  files: { stdin?: string; stdout?: string },
  nodeArgs: string[],
): Promise<Run> {
  const stdin = files.stdin ? openSync(files.stdin, 'r') : 'ignore';
  const stdout = files.stdout ? openSync(files.stdout, 'w') : 'pipe';
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/admin/cli.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...redisEnv(redisUrl), LOG_LEVEL: 'silent' },
      stdio: [stdin, stdout, 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout?.on('data', (d) => {
      out += d;
    });
    child.stderr?.on('data', (d) => {
      err += d;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (typeof stdin === 'number') closeSync(stdin);
      if (typeof stdout === 'number') closeSync(stdout);
      resolve({ code: code ?? -1, stdout: out, stderr: err });
    });
  });
}

// The operator CLI as a subprocess for tests (export/import suites): stdin and stdout may be
// files, as `< in > out` would connect them, and Node flags (a heap cap) may be given.
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';

const ROOT = new URL('../..', import.meta.url).pathname;

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI with stdin and stdout connected to files when given (as `< in > out` would). */
export function runCli(
  redisUrl: string,
  args: string[],
  files: { stdin?: string; stdout?: string } = {},
  nodeArgs: string[] = [],
): Promise<Run> {
  const stdin = files.stdin ? openSync(files.stdin, 'r') : 'ignore';
  const stdout = files.stdout ? openSync(files.stdout, 'w') : 'pipe';
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/admin/cli.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, REDIS_URL: redisUrl, LOG_LEVEL: 'silent' },
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

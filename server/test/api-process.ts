// The API as a separate process (`server/main.ts`), as an operator runs it: hang and burst tests
// and `npm run bench:abuse` talk to it over real sockets and read its open file descriptors.
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/redis';
import { redisEnv } from './harness';

export interface ApiProcess {
  url: string;
  port: number;
  pid: number;
  process: ChildProcess;
  /** The inspector's WebSocket URL, when started with `--inspect` (startApiProcess's `nodeFlags`). */
  inspectorUrl: string | null;
  /** Open file descriptors of the API process (Linux `/proc`). */
  openFds(): number;
  stop(): Promise<void>;
}

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

/**
 * Starts `server/main.ts` on a free loopback port against `redisUrl` (a test connection string:
 * one Redis or `redis-cluster://…`); resolves once `/healthz` answers. `nodeFlags` go to Node
 * before anything else (a benchmark's `--inspect=127.0.0.1:0`, whose URL is then `inspectorUrl`).
 */
export async function startApiProcess(
  redisUrl: string,
  env: Record<string, string> = {},
  options: { nodeFlags?: string[] } = {},
): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), '--import', 'tsx', MAIN], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...Object.fromEntries(Object.entries(redisEnv(redisUrl)).filter(([, v]) => v !== undefined)),
      LOG_LEVEL: 'silent',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  let inspectorUrl: string | null = null;
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
    inspectorUrl ??= /Debugger listening on (ws:\/\/\S+)/.exec(stderr)?.[1] ?? null;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API process exited with ${child.exitCode}: ${stderr}`);
    const ok = await fetch(`${url}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`API process did not answer within 60 s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const pid = child.pid ?? 0;
  return {
    url,
    port,
    pid,
    process: child,
    inspectorUrl,
    openFds: () => readdirSync(`/proc/${pid}/fd`).length,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

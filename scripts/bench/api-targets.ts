// The targets of `npm run bench:api` (api.ts), each in a process of its own so the CPU per request
// can be read from /proc/<pid>/stat: the API (with and without its rate limit) and a plain Koa
// route doing one raw HGETALL. Run as `tsx api-targets.ts --target <name> <redis url> <port> <hash key>`.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import Router from '@koa/router';
import Koa from 'koa';
import { parseConfig } from '../../server/config';
import { createRedis, waitForRedis } from '../../server/redis/client';
import { startServer } from '../../server/runtime';

export const TARGETS = ['raw', 'api', 'api-nolimit'] as const;
export type Target = (typeof TARGETS)[number];

async function runTarget(target: Target, redisUrl: string, port: number, hashKey: string): Promise<void> {
  if (target === 'raw') {
    const redis = createRedis({ url: redisUrl, commandTimeoutMs: 1000, name: 'bench-raw' });
    await waitForRedis(redis);
    const app = new Koa();
    const router = new Router();
    router.get('/raw/:id', async function rawHgetall(ctx) {
      ctx.body = await redis.hgetall(hashKey);
    });
    app.use(router.routes());
    await new Promise<void>((resolve) => app.listen(port, '127.0.0.1', resolve));
  } else {
    const config = parseConfig({
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      REDIS_URL: redisUrl,
      LOG_LEVEL: 'silent',
      RATE_LIMIT: target === 'api-nolimit' ? 'off' : 'on',
    });
    await startServer(config);
  }
  // A clean exit on SIGINT lets `node --cpu-prof` write its profile when a target is profiled.
  process.on('SIGINT', () => process.exit(0));
  process.stdout.write(`READY http://127.0.0.1:${port}\n`);
}

export interface Child {
  target: Target;
  process: ChildProcess;
  url: string;
}

export function spawnTarget(target: Target, redisUrl: string, port: number, hashKey: string): Promise<Child> {
  const self = fileURLToPath(import.meta.url);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', self, '--target', target, redisUrl, String(port), hashKey],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
      const match = /READY (\S+)/.exec(out);
      if (match) resolve({ target, process: child, url: match[1]! });
    });
    child.once('exit', (code) => reject(new Error(`${target} exited with ${code}`)));
  });
}

const targetIndex = process.argv.indexOf('--target');
if (targetIndex !== -1) {
  const [target, redisUrl, port, hashKey] = process.argv.slice(targetIndex + 1);
  runTarget(target as Target, redisUrl!, Number(port), hashKey!).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

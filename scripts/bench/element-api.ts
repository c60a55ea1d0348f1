// The API of `npm run bench:element` (element.ts), serving the built element, with a pass-through
// in front of it that counts CORS preflights (Chromium's throttle does not delay them, so the
// bench adds one RTT for each). Run as `tsx element-api.ts --serve <redis url> <element dir>`.
import { spawn } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { startApi } from '../../server/test/harness';

export const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
/** A pass-through in front of the API that notes every preflight (the browser hides them from the throttle). */
function preflightCounter(apiUrl: string, report: (line: string) => void) {
  const target = new URL(apiUrl);
  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS') report(`PREFLIGHT ${Date.now()}`);
    const started = Date.now();
    if (process.env.BENCH_VERBOSE && req.url?.startsWith('/v1/start'))
      res.on('finish', () =>
        report(`NOTE (the API answered ${req.url?.replace(/\?.*/, '')} in ${Date.now() - started} ms)`),
      );
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return server;
}

/**
 * The API (serving the built element) and the preflight counter in front of it, in a process of
 * their own, as an operator runs them: in the bench's process they would wait for the event loop
 * that handles Playwright's protocol traffic. Prints `READY <api> <counter>`, then one line per
 * preflight.
 */
async function serveApi(redisUrl: string, elementDir: string): Promise<void> {
  const api = await startApi({ redisUrl, env: { ELEMENT_DIR: elementDir } });
  const counter = preflightCounter(api.url, (line) => process.stdout.write(`${line}\n`));
  process.on('SIGTERM', () => void api.close().finally(() => process.exit(0)));
  process.stdout.write(`READY ${api.url} ${await listen(counter)}\n`);
}

export interface ApiProcess {
  url: string;
  /** The counter's address: what the page calls. */
  counted: string;
  preflights: number[];
  stop(): void;
}

export function spawnApi(redisUrl: string, elementDir: string): Promise<ApiProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve', redisUrl, elementDir],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const preflights: number[] = [];
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const [word, a = '', b = ''] = line.split(' ');
        if (word === 'READY') resolve({ url: a, counted: b, preflights, stop: () => child.kill('SIGTERM') });
        else if (word === 'PREFLIGHT') preflights.push(Number(a));
        else if (word === 'NOTE') console.log(`  ${line.slice(5)}`);
      }
    });
    child.once('exit', (code) => reject(new Error(`the API process exited with ${code}`)));
  });
}

const serveAt = process.argv.indexOf('--serve');
if (serveAt >= 0) await serveApi(process.argv[serveAt + 1] ?? '', process.argv[serveAt + 2] ?? '');

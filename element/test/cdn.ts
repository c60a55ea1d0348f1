// A stand-in CDN for the built element: serves the build directory from its own origin (so the
// element runs from a URL other than its API's), and can make chunk requests fail on demand
// (`POST /_fail` with `on` or `off`) to show what a failed chunk load looks like to a user.
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { ENTRY_FILE } from './bundle-size';

export interface Cdn {
  url: string;
  close(): Promise<void>;
}

export async function startCdn(dir: string): Promise<Cdn> {
  let failChunks = false;
  const server: Server = createServer(async (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
    const path = new URL(req.url ?? '/', 'http://cdn').pathname;
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    if (req.method === 'POST' && path === '/_fail') {
      let body = '';
      for await (const part of req) body += part;
      failChunks = body.trim() === 'on';
      return res.writeHead(204).end();
    }
    const name = path.replace(/^\/element\//, '');
    if (!/^[\w.-]+\.js$/.test(name)) return res.writeHead(404).end();
    if (failChunks && name !== ENTRY_FILE) return res.writeHead(503).end('deploy in progress');
    try {
      const body = await readFile(join(dir, name));
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

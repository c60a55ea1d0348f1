// `/metrics` on its own port (METRICS_PORT): kept off the public API's listener so scrapes need
// no credentials and the API never exposes them. Anything else on that port is a 404.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Metrics } from './registry';

export interface MetricsListener {
  url: string;
  close(): Promise<void>;
}

export async function listenMetrics(metrics: Metrics, port: number, host: string): Promise<MetricsListener> {
  const server: Server = createServer(async function serveMetrics(req, res) {
    if (req.method !== 'GET' || (req.url ?? '/').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found\n');
      return;
    }
    try {
      const body = await metrics.registry.metrics();
      res.writeHead(200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' }).end(body);
    } catch {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end('metrics unavailable\n');
    }
  });
  server.requestTimeout = 10_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return {
    url: `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${address.port}/metrics`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

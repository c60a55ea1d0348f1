// Starts the demo host on a port; used by `npm start` and the end-to-end suite.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDemoApp, type DemoHostOptions } from './app';

export interface RunningDemoHost {
  url: string;
  server: Server;
  close(): Promise<void>;
}

export async function startDemoHost(
  options: DemoHostOptions & { port: number; host?: string },
): Promise<RunningDemoHost> {
  const app = createDemoApp(options);
  const server = createServer(app.callback());
  server.keepAliveTimeout = 5000;
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  // The same name `npm start` gives the API (127.0.0.1): one origin per server in every printed URL.
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return {
    url: `http://${shown}:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

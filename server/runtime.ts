// Builds the dependencies and runs the HTTP server; shared by `main.ts` and the test harness.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { type AppOptions, createApp } from './app';
import { HashGate } from './auth/password';
import { SealedBox } from './auth/sealed-box';
import { TokenService } from './auth/tokens';
import { LiveCollab } from './collab/live';
import { attachCollab } from './collab/socket';
import type { Timers } from './collab/timers';
import type { Config } from './config';
import type { AppDeps } from './http/context';
import { createLogger } from './logger';
import { createRedis, type RedisClient, waitForRedis } from './redis/client';
import { importStarters } from './routes/library/import';
import type { HealthState } from './routes/static/health';
import { createStore } from './store';
import type { WindowClock } from './store/clock';
import { sharedSecret } from './store/secrets';

export interface RunningServer {
  url: string;
  server: Server;
  deps: AppDeps;
  /** Stops accepting, drains in-flight requests (up to the configured timeout), closes Redis. */
  close(): Promise<void>;
}

/** Half-closes, drains what the peer still sends for up to 2 s, then closes. */
function lingeringClose(socket: Duplex): void {
  socket.end();
  socket.on('data', () => {});
  socket.resume();
  const timer = setTimeout(() => socket.destroy(), 2000);
  timer.unref();
  socket.once('end', () => socket.destroy());
  socket.once('close', () => clearTimeout(timer));
}

export async function buildDeps(
  config: Config,
  logger: Logger = createLogger(config.logLevel),
  clock?: WindowClock,
): Promise<AppDeps & { redis: RedisClient }> {
  const redis = createRedis({
    url: config.redisUrl,
    clusterNodes: config.redisClusterNodes,
    sentinels: config.redisSentinels,
    sentinelName: config.redisSentinelName,
    commandTimeoutMs: config.redisCommandTimeoutMs,
    minReplicasAck: config.redisMinReplicasAck,
    logger,
  });
  try {
    await waitForRedis(redis, config.redisStartupTimeoutMs);
  } catch (error) {
    redis.disconnect();
    throw error;
  }
  const store = createStore(redis, clock);
  const [session, dashboard] = await Promise.all([
    config.sessionSecret ?? sharedSecret(redis, 'session'),
    config.dashboardSecret ?? sharedSecret(redis, 'dashboard'),
  ]);
  const tokens = new TokenService({ session, dashboard });
  const loginGate = new HashGate(config.loginHashConcurrency, config.loginHashQueue);
  // Keyed by the dashboard secret: configured (or shared through Redis) alike on every instance.
  const sealedBox = new SealedBox(dashboard);
  return { config, store, tokens, logger, redis, loginGate, sealedBox };
}

/**
 * `clock`: tests that advance the sliding windows' time (store/clock.ts); `collabTimers`: tests
 * that run the live documents' write-back wait at once (collab/timers.ts). Production passes neither.
 */
export async function startServer(
  config: Config,
  options: AppOptions & { logger?: Logger; clock?: WindowClock; collabTimers?: Timers } = {},
): Promise<RunningServer> {
  const deps = await buildDeps(config, options.logger, options.clock);
  const report = await importStarters(deps.store, config.publicUrl);
  if (report.rejected.length > 0) deps.logger.warn({ rejected: report.rejected }, 'some starters failed validation');
  else deps.logger.info({ imported: report.imported.length }, 'library imported');

  const health: HealthState = { accepting: true };
  const app = createApp(deps, { ...options, health });
  // Node checks the header and request deadlines on this interval: its 30 s default would let a
  // slow-loris client hold a socket for up to twice the configured timeout.
  const server = createServer({ connectionsCheckingInterval: 1000 }, app.callback());
  server.keepAliveTimeout = config.http.keepAliveTimeoutMs;
  server.headersTimeout = config.http.headersTimeoutMs;
  server.requestTimeout = config.http.requestTimeoutMs;

  // Requests Node's parser refuses (oversized headers, bad framing) never reach Koa: answer
  // them in the API's error shape too.
  // Sockets being closed after junk: later parse errors on them are ignored.
  const junkSockets = new WeakSet<object>();
  server.on('clientError', function answerClientError(error: NodeJS.ErrnoException, socket) {
    if (junkSockets.has(socket)) return;
    if (!socket.writable || (error.code === 'ECONNRESET' && !socket.readable)) {
      socket.destroy();
      return;
    }
    junkSockets.add(socket);
    // Junk after a request that is still being answered (a body the framing did not announce):
    // that answer finishes, marked `Connection: close`; the socket then closes "lingering"
    // (reading and dropping what the client still sends) so the answer is not lost to a TCP
    // reset. Node calls `destroySoon` once the response is done.
    const pending = (socket as unknown as { _httpMessage?: ServerResponse | null })._httpMessage;
    const inBody = pending && !pending.writableEnded && !pending.req.complete;
    const message =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? `request ${inBody ? 'trailers' : 'headers'} are too large`
        : error.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW'
          ? 'chunk extensions are too large'
          : 'malformed HTTP request';
    const body = JSON.stringify({ error: message, code: 'bad_request' });
    // A request whose body can never complete. Refused by the parser (a bad chunk size, an
    // oversized chunk extension or trailers) and not answered yet: the documented JSON 400 goes
    // out on its response, which then closes the socket lingering (see below) and so fails the
    // body's readers. Already answering, or past the request deadline (dropped, docs/api.md §8):
    // destroying it closes the socket and fails them.
    if (inBody) {
      if (pending.headersSent || !error.code?.startsWith('HPE_')) {
        pending.req.destroy(error);
        return;
      }
      pending.shouldKeepAlive = false;
      pending.writeHead(400, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
      pending.end(body);
      return;
    }
    if (pending && !pending.writableEnded) {
      if (!pending.headersSent) pending.shouldKeepAlive = false;
      (socket as unknown as { destroySoon: () => void }).destroySoon = () => lingeringClose(socket);
      return;
    }
    socket.write(
      `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
    lingeringClose(socket);
  });

  // Answering before reading a request's whole body (a 401 to a large upload, say), Node closes
  // the socket while the client is still sending; the client's TCP stack then turns the close
  // into a reset and may drop the answer. Close such sockets lingering instead.
  const lastRequest = new WeakMap<object, IncomingMessage>();
  server.on('request', function trackForLingeringClose(req: IncomingMessage) {
    const socket = req.socket as Socket & { destroySoon?: () => void };
    if (!lastRequest.has(socket) && typeof socket.destroySoon === 'function') {
      const destroySoon = socket.destroySoon.bind(socket);
      socket.destroySoon = () => (lastRequest.get(socket)?.complete === false ? lingeringClose(socket) : destroySoon());
    }
    lastRequest.set(socket, req);
  });

  let inFlight = 0;
  let drained: (() => void) | null = null;
  server.on('request', (_req, res) => {
    inFlight++;
    res.on('close', () => {
      inFlight--;
      if (inFlight === 0) drained?.();
    });
  });

  // Live co-editing on the same server: `GET /v1/collab` upgrades to a WebSocket (docs/api.md §14).
  const live = new LiveCollab(deps, options.collabTimers);
  await live.start();
  deps.live = live;
  const collabSocket = attachCollab(server, live);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const url = `http://${host}:${address.port}`;

  let closing: Promise<void> | null = null;
  async function close(): Promise<void> {
    closing ??= (async () => {
      health.accepting = false;
      // Every open live document is written back before its sockets and Redis go.
      await live.close();
      collabSocket.close();
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      if (inFlight > 0) {
        await Promise.race([
          new Promise<void>((resolve) => {
            drained = resolve;
          }),
          new Promise<void>((resolve) => setTimeout(resolve, config.shutdownTimeoutMs).unref()),
        ]);
      }
      server.closeAllConnections();
      await stopped;
      await deps.redis.quit().catch(() => deps.redis.disconnect());
    })();
    return closing;
  }

  return { url, server, deps, close };
}

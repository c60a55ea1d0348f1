// `GET /v1/collab`: the WebSocket upgrade on the API's own HTTP server (same port and origin as
// the REST API). Refused at the upgrade: another path, and a browser origin that no key could
// allow (not an http(s) origin). The key's own allowlist is checked when the connection
// authenticates (access.ts), because the key is known only then. Per connection: a message over
// 1 MB, or more than 60 in a second, closes it (1009 / 1008). What one turn of the event loop
// sends on a socket leaves in one write (see writeTogether).
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { normaliseOrigin } from '../../core/origins';
import type { LiveCollab } from './live';

export const COLLAB_PATH = '/v1/collab';
export const MAX_MESSAGE_BYTES = 1024 * 1024;
export const MAX_MESSAGES_PER_SECOND = 60;

function refuseUpgrade(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * Holds a socket's writes until the current turn of the event loop is done, then sends them in
 * one system call: an update goes back to its sender with its acknowledgement right behind it,
 * and one read from Redis can carry several updates for the same editors. Without this each
 * message is a write of its own, the largest part of an instance's CPU time at load.
 */
function writeTogether(ws: WebSocket, socket: Duplex): void {
  const send = ws.send.bind(ws);
  let corked = false;
  const uncork = () => {
    corked = false;
    socket.uncork();
  };
  ws.send = ((...args: Parameters<WebSocket['send']>) => {
    if (!corked) {
      corked = true;
      socket.cork();
      process.nextTick(uncork);
    }
    send(...args);
  }) as WebSocket['send'];
}

export function attachCollab(server: Server, live: LiveCollab, now: () => number = Date.now): { close(): void } {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== COLLAB_PATH) return refuseUpgrade(socket, '404 Not Found');
    const origin = request.headers.origin;
    if (origin !== undefined && normaliseOrigin(origin) === null) return refuseUpgrade(socket, '403 Forbidden');
    wss.handleUpgrade(request, socket, head, (ws) => {
      // ws closes the socket itself (1009 for an oversized message, 1002 for bad framing) and
      // then reports the error: without a listener it would crash the process.
      ws.on('error', () => {});
      let windowStart = now();
      let count = 0;
      ws.on('message', () => {
        const t = now();
        if (t - windowStart >= 1000) {
          windowStart = t;
          count = 0;
        }
        if (++count > MAX_MESSAGES_PER_SECOND) ws.close(1008, 'too_many_messages');
      });
      writeTogether(ws, socket);
      live.hocuspocus.handleConnection(ws, request);
    });
  });
  return {
    close() {
      for (const ws of wss.clients) ws.terminate();
      wss.close();
    },
  };
}

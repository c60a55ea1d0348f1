// Raw HTTP over a TCP socket, for requests no HTTP client would send: bad framing, truncated
// bodies, slow-loris trickles. Shared by the hang tests and `npm run bench:abuse`.
import { connect } from 'node:net';

export interface RawOutcome {
  /** Everything the server sent. */
  text: string;
  /** The server closed the connection (or reset it) before `waitMs`. */
  closed: boolean;
  ms: number;
}

export interface RawOptions {
  /** Sent at once. */
  payload: string | Buffer;
  /** Then sent every `trickleEveryMs` until the server closes (slow-loris). */
  trickle?: string;
  trickleEveryMs?: number;
  /** Give up (and count the socket as hung) after this long. */
  waitMs: number;
}

export function rawRequest(port: number, options: RawOptions): Promise<RawOutcome> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let settled = false;
    let trickle: NodeJS.Timeout | undefined;
    const finish = (closed: boolean) => {
      if (settled) return;
      settled = true;
      clearInterval(trickle);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ text, closed, ms: Date.now() - started });
    };
    const giveUp = setTimeout(() => finish(false), options.waitMs);
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
    });
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    socket.write(options.payload);
    if (options.trickle !== undefined) {
      const piece = options.trickle;
      trickle = setInterval(() => {
        if (!socket.destroyed && socket.writable) socket.write(piece);
      }, options.trickleEveryMs ?? 500);
    }
  });
}

/** Status code and JSON body of the first response in `text`, if any. */
export function firstResponse(text: string): { status: number; body: unknown } | null {
  const match = /^HTTP\/1\.1 (\d{3})[^\r]*\r\n([\s\S]*?)\r\n\r\n([\s\S]*)$/.exec(text);
  if (!match) return null;
  const length = /content-length:\s*(\d+)/i.exec(match[2] ?? '');
  const raw = length ? (match[3] ?? '').slice(0, Number(length[1])) : (match[3] ?? '');
  let body: unknown = raw;
  try {
    body = JSON.parse(raw);
  } catch {}
  return { status: Number(match[1]), body };
}

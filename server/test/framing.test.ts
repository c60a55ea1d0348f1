// Finding 1 of the abuse review: no malformed or stalled request may hold a socket. Runs the
// API as its own process (as operators run it) and talks to it over raw sockets; its open file
// descriptors must return to their baseline afterwards.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseConfig } from '../config';
import { type ApiProcess, startApiProcess } from './api-process';
import { firstResponse, type RawOptions, rawRequest } from './raw-socket';

const redisUrl = inject('redisUrl');
let api: ApiProcess;
// Short deadlines keep the suite fast; the defaults are checked below.
const REQUEST_TIMEOUT_MS = 3000;
const HEADERS_TIMEOUT_MS = 2000;
// Generous for a loaded machine, far below "forever": each socket must be answered or closed by then.
const BOUND_MS = 15_000;

beforeAll(async () => {
  api = await startApiProcess(redisUrl, {
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    // Every suite calls from 127.0.0.1: the per-address window must not answer for the framing.
    ADDRESS_RATE_LIMIT: '1000000',
  });
});
afterAll(async () => {
  await api?.stop();
});

const head = (method: string, path: string, extra: string) =>
  `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${extra}\r\n`;

const CASES: Record<string, Omit<RawOptions, 'waitMs'>> = {
  'bad chunk size on the login route': {
    payload: `${head('POST', '/v1/dashboard/login', 'Transfer-Encoding: chunked\r\n')}ZZ\r\n{}\r\n0\r\n\r\n`,
  },
  'bad chunk size on a create': {
    payload: `${head('POST', '/v1/templates', 'Transfer-Encoding: chunked\r\nAuthorization: Bearer x.y.z\r\n')}ZZ\r\n{}\r\n0\r\n\r\n`,
  },
  'bad chunk size after a good chunk': {
    payload: `${head('POST', '/v1/dashboard/login', 'Transfer-Encoding: chunked\r\n')}2\r\n{"\r\nZZ\r\n`,
  },
  'truncated body (Content-Length larger than what is sent)': {
    payload: `${head('POST', '/v1/dashboard/login', 'Content-Length: 100\r\n')}{"email":`,
  },
  'body longer than Content-Length': {
    payload: `${head('POST', '/v1/dashboard/login', 'Content-Length: 5\r\n')}{"email":"a@example.com","password":"x"}`,
  },
  'slow-loris headers': {
    payload: 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n',
    trickle: 'X-Slow: 1\r\n',
    trickleEveryMs: 300,
  },
  'slow-loris body': {
    payload: head('POST', '/v1/dashboard/login', 'Content-Length: 100000\r\n'),
    trickle: ' ',
    trickleEveryMs: 300,
  },
};

describe('malformed framing never hangs', () => {
  for (const [label, options] of Object.entries(CASES)) {
    it(`${label}: 400 JSON or the socket closed, within the bound`, async () => {
      const outcome = await rawRequest(api.port, { ...options, waitMs: BOUND_MS });
      expect(outcome.closed, `still open after ${BOUND_MS} ms`).toBe(true);
      const response = firstResponse(outcome.text);
      if (response) {
        expect([400, 401, 408, 429]).toContain(response.status);
        expect(response.body).toMatchObject({ code: expect.any(String), error: expect.any(String) });
      }
    });
  }

  it('all of them at once, 10 times over: every socket ends and open files return to the baseline', async () => {
    const baseline = api.openFds();
    const all = Object.values(CASES).flatMap((options) => Array.from({ length: 10 }, () => options));
    const outcomes = await Promise.all(all.map((options) => rawRequest(api.port, { ...options, waitMs: BOUND_MS })));
    expect(outcomes.filter((o) => !o.closed)).toHaveLength(0);
    let fds = api.openFds();
    for (let i = 0; i < 50 && fds > baseline; i++) {
      await new Promise((r) => setTimeout(r, 100));
      fds = api.openFds();
    }
    expect(fds).toBeLessThanOrEqual(baseline);
    expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
  });
});

// Node refuses a chunk extension over 16 KB and trailers larger than the header limit. The
// request has started when that happens, so the answer must still be the documented JSON 400.
const BIG_EXTENSION = `;ext=${'x'.repeat(20_000)}`;
const BIG_TRAILER = `X-Trailer: ${'y'.repeat(20_000)}\r\n`;
const OVERSIZED: Record<string, string> = {
  'an oversized chunk extension on a create': `${head('POST', '/v1/templates', 'Transfer-Encoding: chunked\r\nAuthorization: Bearer x.y.z\r\n')}2${BIG_EXTENSION}\r\n{}\r\n0\r\n\r\n`,
  'an oversized chunk extension on the login route': `${head('POST', '/v1/dashboard/login', 'Transfer-Encoding: chunked\r\n')}2${BIG_EXTENSION}\r\n{}\r\n0\r\n\r\n`,
  'oversized trailers': `${head('POST', '/v1/dashboard/login', 'Transfer-Encoding: chunked\r\n')}2\r\n{}\r\n0\r\n${BIG_TRAILER.repeat(4)}\r\n`,
};

describe('oversized chunk extensions and trailers', () => {
  for (const [label, payload] of Object.entries(OVERSIZED)) {
    it(`${label}: the documented JSON 400, then the socket closes`, async () => {
      const outcome = await rawRequest(api.port, { payload, waitMs: BOUND_MS });
      expect(outcome.closed).toBe(true);
      const response = firstResponse(outcome.text);
      expect(response?.status, outcome.text.slice(0, 200)).toBe(400);
      expect(response?.body).toEqual({ error: expect.any(String), code: 'bad_request' });
    });
  }
});

describe('default deadlines', () => {
  it('the request, header and keep-alive deadlines default to at most 30 s', () => {
    const { http } = parseConfig({});
    expect(http.requestTimeoutMs).toBeLessThanOrEqual(30_000);
    expect(http.headersTimeoutMs).toBeLessThanOrEqual(http.requestTimeoutMs);
    expect(http.keepAliveTimeoutMs).toBeLessThanOrEqual(30_000);
    expect(() => parseConfig({ REQUEST_TIMEOUT_MS: '60000' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});

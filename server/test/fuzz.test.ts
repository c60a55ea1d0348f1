// Fuzz (fast-check): random method × path (real routes with real, foreign and bogus ids, and
// junk paths) × query × headers (credentials of every kind, content types, encodings, origins)
// × body (random JSON, junk bytes, huge, deeply nested, multipart). The API never answers 5xx,
// never hangs, and every non-2xx answer is JSON {error, code} and nothing else.
import { request } from 'node:http';
import fc from 'fast-check';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSessionToken, type StartedApi, startApi } from './harness';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let port: number;
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function send(method: string, path: string, headers: Record<string, string>, body: Buffer | null): Promise<Raw> {
  return new Promise((resolve, reject) => {
    // One connection per case: every case stands alone (no keep-alive reuse between cases).
    const req = request({ host: '127.0.0.1', port, method, path, headers, timeout: 10_000, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

const ROUTES = [
  '/v1/templates',
  '/v1/templates/library',
  '/v1/templates/{tpl}',
  '/v1/templates/{foreignTpl}',
  '/v1/sessions',
  '/v1/keys/validate',
  '/v1/keys/{key}/origins',
  '/v1/keys/{foreignKey}/origins',
  '/v1/dashboard/login',
  '/v1/dashboard/keys',
  '/v1/dashboard/keys/{key}/revoke',
  '/v1/dashboard/keys/{key}/rotate',
  '/v1/dashboard/account',
  '/v1/render',
  '/v1/images',
  '/v1/images/{img}',
  '/v1/openapi.json',
  '/healthz',
  '/readyz',
  '/assets/social/facebook-color.png',
  '/assets/',
  '/element/email-builder.js',
  '/',
  '/v2/templates',
];

const pathChar = fc.constantFrom(
  ..."abcxyz019-_.~!$&'()*+,;=:@".split(''),
  '%2e',
  '%2F',
  '%00',
  '%zz',
  '%',
  '%C3%A9',
  '%FF',
  '..',
  '//',
);
const segment = fc.array(pathChar, { maxLength: 12 }).map((parts) => parts.join(''));
const bogusId = fc.oneof(
  segment,
  fc.constantFrom(
    'tpl_',
    'tpl_x',
    'seed-1',
    'img_x_01234567890123456789',
    'key_',
    `tpl_${'a'.repeat(300)}`,
    '..%2F..%2Fetc%2Fpasswd',
    '__proto__',
    'constructor',
  ),
);

const path = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .tuple(fc.constantFrom(...ROUTES), bogusId, fc.boolean())
      .map(([route, bogus, real]) =>
        route.replace(/\{(\w+)\}/g, (_, name: string) => (real ? (ids[name] ?? bogus) : bogus)),
      ),
  },
  { weight: 2, arbitrary: fc.array(segment, { minLength: 1, maxLength: 5 }).map((s) => `/${s.join('/')}`) },
  { weight: 1, arbitrary: segment.map((s) => `/v1/${s}`) },
);

const queryValue = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'ab01%2Bzé[]=&'.split('')), maxLength: 10 }),
  fc.constantFrom('0', '-1', '101', '1e3', 'u1', '', '%00', 'x'.repeat(600)),
);
const queryKey = fc.constantFrom(
  'userId',
  'limit',
  'cursor',
  'meta[a]',
  'meta[]',
  'meta[__proto__]',
  'meta[a][b]',
  'meta',
  'x',
  'userId[]',
  '__proto__',
);
const query = fc.option(
  fc
    .array(fc.tuple(queryKey, queryValue), { maxLength: 5 })
    .map((pairs) => `?${pairs.map(([k, v]) => `${encodeURI(k)}=${encodeURIComponent(v)}`).join('&')}`),
  { nil: '' },
);

const authorization = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('secret', 'secret', 'session', 'session', 'dashboard') },
  {
    weight: 5,
    arbitrary: fc.constantFrom(
      'none',
      'foreignSecret',
      'badChecksum',
      'algNone',
      'hs512',
      'expired',
      'junk',
      'basic',
      'emptyBearer',
      'sessionAsDashboard',
    ),
  },
);
const contentType = fc.constantFrom(
  undefined,
  'application/json',
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=BOUNDARY',
  'image/png',
  'application/merge-patch+json',
);
const contentEncoding = fc.constantFrom(
  undefined,
  undefined,
  undefined,
  'gzip',
  'deflate',
  'br',
  'identity',
  'x-unknown',
);
const origin = fc.constantFrom(
  undefined,
  'https://app.example.com',
  'https://evil.example',
  'null',
  'not an origin',
  'http://localhost:1',
);

function deepJson(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

const body = fc.oneof(
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 4, arbitrary: fc.json({ maxDepth: 4 }).map((j) => Buffer.from(j)) },
  { weight: 2, arbitrary: fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)) },
  {
    weight: 3,
    arbitrary: fc
      .record(
        {
          name: fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.constant(null)),
          userId: fc.oneof(fc.string({ maxLength: 10 }), fc.constant('\u0000')),
          blockTree: fc.oneof(
            fc.json({ maxDepth: 3 }).map((j) => JSON.parse(j) as unknown),
            fc.constant({ blocks: [{ id: 'h', type: 'heading', props: { text: 'x' } }] }),
          ),
          templateId: fc.constantFrom('tpl_x', 'seed-1'),
          metadata: fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 }),
          origins: fc.array(fc.string({ maxLength: 20 }), { maxLength: 3 }),
          email: fc.string({ maxLength: 10 }),
          password: fc.string({ maxLength: 10 }),
          mode: fc.constantFrom('live', 'test', 'x'),
        },
        { requiredKeys: [] },
      )
      .map((o) => Buffer.from(JSON.stringify(o))),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(1_100_000, 2_100_000).map((n) => Buffer.from(JSON.stringify({ name: 'x'.repeat(n) }))),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(100, 5000, 50_000)
      .map((d) => Buffer.from(`{"name":"d","blockTree":{"blocks":${deepJson(d)}}}`)),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.uint8Array({ maxLength: 200 }), fc.constantFrom('file', 'image', ''), fc.boolean())
      .map(([bytes, field, png]) =>
        Buffer.concat([
          Buffer.from(
            `--BOUNDARY\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          png
            ? Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(40).fill(0)])
            : Buffer.alloc(0),
          Buffer.from(bytes),
          Buffer.from('\r\n--BOUNDARY--\r\n'),
        ]),
      ),
  },
);

const anyMethod = fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'PROPFIND', 'PURGE');
/** Real endpoints with their own method most of the time (deep code), any method on any path otherwise. */
const ENDPOINTS: Array<[string, string]> = [
  ['GET', '/v1/templates'],
  ['POST', '/v1/templates'],
  ['GET', '/v1/templates/{tpl}'],
  ['PUT', '/v1/templates/{tpl}'],
  ['DELETE', '/v1/templates/{foreignTpl}'],
  ['GET', '/v1/templates/library'],
  ['POST', '/v1/sessions'],
  ['GET', '/v1/keys/validate'],
  ['PATCH', '/v1/keys/{key}/origins'],
  ['POST', '/v1/dashboard/login'],
  ['GET', '/v1/dashboard/keys'],
  ['POST', '/v1/dashboard/keys'],
  ['GET', '/v1/dashboard/account'],
  ['POST', '/v1/render'],
  ['POST', '/v1/images'],
  ['GET', '/v1/images/{img}'],
  ['GET', '/v1/openapi.json'],
];
const endpoint = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.constantFrom(...ENDPOINTS), fc.boolean(), bogusId)
      .map(([[method, route], real, bogus]) => [
        method,
        route.replace(/\{(\w+)\}/g, (_, name: string) => (real ? (ids[name] ?? bogus) : bogus)),
      ]),
  },
  { weight: 2, arbitrary: fc.tuple(anyMethod, path) },
);

beforeAll(async () => {
  api = await startApi({ redisUrl });
  port = Number(new URL(api.url).port);
  const { store, tokens: tokenService } = api.running.deps;
  const email = `fuzz-${Date.now()}@example.com`;
  const acct = await store.createAccount({ plan: 'enterprise', email, password: 'fuzz-password' });
  await store.accounts.setPlan(acct.accountId, 'enterprise', { rpm: 1_000_000 });
  const other = await store.createAccount({ plan: 'pro' });
  const spare = await store.apiKeys.create(acct.accountId);
  const session = await createSessionToken(api.url, acct.apiKey, 'fuzz-user');
  const login = await fetch(`${api.url}/v1/dashboard/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'fuzz-password' }),
  });
  const dashboard = ((await login.json()) as { token: string }).token;
  const tpl = await fetch(`${api.url}/v1/templates`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${acct.apiKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'fuzz target' }),
  });
  const foreign = await fetch(`${api.url}/v1/templates`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${other.apiKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'foreign' }),
  });
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, ...new Array(20).fill(0)])]),
    'a.gif',
  );
  const img = await fetch(`${api.url}/v1/images`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${acct.apiKey}` },
    body: form,
  });
  ids.tpl = ((await tpl.json()) as { _id: string })._id;
  ids.foreignTpl = ((await foreign.json()) as { _id: string })._id;
  ids.img = ((await img.json()) as { id: string }).id;
  ids.key = spare.keyId;
  ids.foreignKey = other.keyId;

  const now = Math.floor(Date.now() / 1000);
  const [header, payload] = session.split('.');
  tokens.secret = acct.apiKey;
  tokens.session = session;
  tokens.dashboard = dashboard;
  tokens.foreignSecret = other.apiKey;
  tokens.badChecksum = `${acct.apiKey.slice(0, -1)}${acct.apiKey.endsWith('A') ? 'B' : 'A'}`;
  tokens.algNone = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
  tokens.hs512 = jwt.sign(
    { sub: 'u', acct: acct.accountId, key: acct.keyId, gen: 1, jti: 'x', iat: now, exp: now + 60 },
    'a'.repeat(64),
    {
      algorithm: 'HS512',
    },
  );
  tokens.expired = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), exp: now - 10 })).toString('base64url')}.sig`;
  tokens.sessionAsDashboard = tokenService.issueSession({
    accountId: acct.accountId,
    keyId: acct.keyId,
    generation: 1,
    userId: 'u',
  }).token;
});
afterAll(async () => {
  await api?.close();
});

function authHeader(kind: string): string | undefined {
  if (kind === 'none') return undefined;
  if (kind === 'junk') return 'Bearer not-a-token';
  if (kind === 'basic') return 'Basic dXNlcjpwYXNz';
  if (kind === 'emptyBearer') return 'Bearer ';
  return `Bearer ${tokens[kind]}`;
}

describe('fuzz (fast-check)', () => {
  it('no 5xx, no hang, every non-2xx is JSON {error, code}', async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        endpoint,
        query,
        authorization,
        contentType,
        contentEncoding,
        origin,
        body,
        async ([method, p], q, auth, type, encoding, from, payload) => {
          const headers: Record<string, string> = {};
          const a = authHeader(auth);
          if (a) headers.Authorization = a;
          if (type) headers['Content-Type'] = type;
          if (encoding && payload) headers['Content-Encoding'] = encoding;
          if (from) headers.Origin = from;
          // Framed explicitly: Node's client sends a HEAD body without a length otherwise.
          if (payload) headers['Content-Length'] = String(payload.length);
          const reply = await send(method, `${p}${q}`, headers, payload);
          statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
          const where = `${method} ${p}${q} auth=${auth} type=${type} → ${reply.status} ${reply.body.toString('utf8').slice(0, 200)}`;
          expect(reply.status, where).toBeGreaterThanOrEqual(200);
          expect(reply.status, where).toBeLessThan(500);
          if (reply.status < 300 || reply.status === 304 || method === 'HEAD') return;
          expect(String(reply.headers['content-type']), where).toMatch(/^application\/json/);
          const parsed = JSON.parse(reply.body.toString('utf8')) as Record<string, unknown>;
          expect(Object.keys(parsed).sort(), where).toEqual(['code', 'error']);
          expect(typeof parsed.error, where).toBe('string');
          expect(parsed.code, where).toMatch(/^[a-z][a-z0-9_]*$/);
          expect(reply.body.toString('utf8'), where).not.toMatch(/\bat .+\(.*:\d+:\d+\)|node_modules|Error:/);
        },
      ),
      { numRuns: 600, seed: Number(process.env.FC_SEED ?? Date.now() % 2 ** 31) },
    );
    console.info(`fuzz statuses: ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`);
    // the run reached deep code, not only the 401/404 walls
    for (const status of [200, 400, 401, 404])
      expect(statuses.get(status) ?? 0, `status ${status} seen`).toBeGreaterThan(0);
  }, 120_000);
});

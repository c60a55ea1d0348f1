// Cross-cutting HTTP behaviour: error shape, CORS, headers, body handling, input limits and
// the check order 401 → 403 → 429 → 400 → 404 → 402.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, createSessionToken, type StartedApi, startApi, type TestAccount } from '../test/harness';
import { type Call, client } from '../test/http';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let call: Call;
let acct: TestAccount;

beforeAll(async () => {
  api = await startApi({ redisUrl });
  call = client(api.url);
  acct = await createAccount(redisUrl, { plan: 'agency' });
});
afterAll(async () => {
  await api?.close();
});

async function templateCount(apiKey: string): Promise<number> {
  return (await call('GET', '/v1/templates', { token: apiKey })).body.length;
}

describe('errors', () => {
  it('unknown routes are JSON 404 {error, code}', async () => {
    for (const [method, path] of [
      ['GET', '/nope'],
      ['GET', '/v1'],
      ['POST', '/v1/keys/validate'],
      ['DELETE', '/v1/templates'],
      ['GET', '/v2/templates'],
    ]) {
      const r = await call(method!, path!, { token: acct.apiKey });
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(r.headers.get('content-type')).toMatch(/^application\/json/);
      expect(r.body).toEqual({ error: expect.any(String), code: 'route_not_found' });
    }
  });

  it('every response has nosniff; authenticated ones are no-store', async () => {
    const r = await call('GET', '/v1/templates', { token: acct.apiKey });
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('cache-control')).toBe('no-store');
    const e = await call('GET', '/v1/templates');
    expect(e.headers.get('x-content-type-options')).toBe('nosniff');
    expect(e.headers.get('cache-control')).toBe('no-store');
  });

  it('malformed JSON is 400 malformed_json (after auth)', async () => {
    const r = await call('POST', '/v1/templates', {
      token: acct.apiKey,
      raw: '{"name": "x",',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('malformed_json');
    const anonymous = await call('POST', '/v1/templates', {
      raw: '{oops',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('a body over 1 MB is 400 body_too_large and nothing is stored', async () => {
    const before = await templateCount(acct.apiKey);
    const big = JSON.stringify({ name: 'big', metadata: { a: 'x'.repeat(2 * 1024 * 1024) } });
    const r = await call('POST', '/v1/templates', {
      token: acct.apiKey,
      raw: big,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('body_too_large');
    expect(await templateCount(acct.apiKey)).toBe(before);
  });

  it('a non-JSON body is 400', async () => {
    const r = await call('POST', '/v1/templates', {
      token: acct.apiKey,
      raw: 'name=x',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('unsupported_media_type');
  });

  it('a corrupt compressed body is 400, not 500', async () => {
    for (const encoding of ['gzip', 'br', 'deflate']) {
      const r = await call('POST', '/v1/templates', {
        token: acct.apiKey,
        raw: '{"name":"x"}',
        headers: { 'Content-Type': 'application/json', 'Content-Encoding': encoding },
      });
      expect(r.status, encoding).toBe(400);
      expect(r.body.code).toBeDefined();
    }
  });

  it('oversized request headers get a JSON 400 from the HTTP layer', async () => {
    const r = await call('GET', '/v1/templates', { token: acct.apiKey, headers: { 'X-Big': 'x'.repeat(20_000) } });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ error: 'request headers are too large', code: 'bad_request' });
  });

  it('junk after a request (a body the framing did not announce) still gets one clean answer', async () => {
    const { request } = await import('node:http');
    const port = Number(new URL(api.url).port);
    for (const method of ['HEAD', 'GET']) {
      const reply = await new Promise<{ status?: number; connection?: string; body: string }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, method, path: '/v1/templates' }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode,
              connection: res.headers.connection,
              body: Buffer.concat(chunks).toString(),
            }),
          );
        });
        req.on('error', reject);
        req.end('{"name":"x","blockTree":{"blocks":[[[[]]]]}}');
      });
      expect(reply.status).toBe(401);
      expect(reply.connection).toBe('close');
      if (method === 'GET') expect(JSON.parse(reply.body).code).toBe('unauthorized');
    }
  });

  it('a JSON array or string body is 400', async () => {
    for (const raw of ['[]', '"name"', '42']) {
      const r = await call('POST', '/v1/templates', {
        token: acct.apiKey,
        raw,
        headers: { 'Content-Type': 'application/json' },
      });
      expect(r.status, raw).toBe(400);
    }
  });
});

describe('bad input → 400 naming the field, nothing stored', () => {
  const cases: Array<[string, unknown, RegExp]> = [
    ['missing name', { blockTree: { blocks: [] } }, /^name is required/],
    ['blank name', { name: '   ' }, /^name must not be empty/],
    ['long name', { name: 'n'.repeat(201) }, /^name must be at most 200 characters/],
    ['unknown field', { name: 'x', owner: 'me' }, /^owner is not an allowed field/],
    [
      'unknown blockTree field',
      { name: 'x', blockTree: { blocks: [], evil: 1 } },
      /^blockTree\.evil is not an allowed field/,
    ],
    ['long userId', { name: 'x', userId: 'u'.repeat(257) }, /^userId must be at most 256 characters/],
    ['control chars in userId', { name: 'x', userId: 'a\u0000b' }, /^userId /],
    [
      'too many metadata keys',
      { name: 'x', metadata: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i])) },
      /^metadata must have at most 50 keys/,
    ],
    ['bad metadata key', { name: 'x', metadata: { 'has space': 1 } }, /^metadata\.has space key may hold only/],
    [
      'long metadata key',
      { name: 'x', metadata: { ['k'.repeat(41)]: 1 } },
      /^metadata\.k+ key must be at most 40 characters/,
    ],
    [
      'long metadata value',
      { name: 'x', metadata: { k: 'v'.repeat(501) } },
      /^metadata\.k must be a string \(at most 500 characters\)/,
    ],
    ['object metadata value', { name: 'x', metadata: { k: { nested: true } } }, /^metadata\.k /],
    [
      'too many tags',
      { name: 'x', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
      /^tags must have at most 20 items/,
    ],
    ['long tag', { name: 'x', tags: ['t'.repeat(51)] }, /^tags\[0\] must be at most 50 characters/],
    ['blockTree not an object', { name: 'x', blockTree: [] }, /^blockTree /],
    [
      'unsafe link',
      {
        name: 'x',
        blockTree: { blocks: [{ id: 'b', type: 'button', props: { text: 'x', href: 'javascript:alert(1)' } }] },
      },
      /^blockTree\.blocks\[0\]/,
    ],
    [
      'unknown block type',
      { name: 'x', blockTree: { blocks: [{ id: 'b', type: 'marquee', props: {} }] } },
      /^blockTree\.blocks\[0\]\.type/,
    ],
  ];
  for (const [label, body, message] of cases) {
    it(label, async () => {
      const before = await templateCount(acct.apiKey);
      const r = await call('POST', '/v1/templates', { token: acct.apiKey, body });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('invalid_input');
      expect(r.body.error).toMatch(message);
      expect(await templateCount(acct.apiKey)).toBe(before);
    });
  }

  it('a depth bomb (20 KB of [[[…]]]) is 400 and nothing is stored; the service stays healthy', async () => {
    const before = await templateCount(acct.apiKey);
    const depth = 10_000;
    const raw = `{"name":"bomb","blockTree":{"blocks":[],"metadata":{"x":${'['.repeat(depth)}${']'.repeat(depth)}}}}`;
    const r = await call('POST', '/v1/templates', {
      token: acct.apiKey,
      raw,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatch(/^blockTree\.metadata\.x.* nested too deeply/);
    const inMeta = `{"name":"bomb","metadata":{"x":${'['.repeat(depth)}${']'.repeat(depth)}}}`;
    expect(
      (
        await call('POST', '/v1/templates', {
          token: acct.apiKey,
          raw: inMeta,
          headers: { 'Content-Type': 'application/json' },
        })
      ).status,
    ).toBe(400);
    expect(await templateCount(acct.apiKey)).toBe(before);
  });

  it('__proto__ keys are refused (400) and nothing is stored', async () => {
    const before = await templateCount(acct.apiKey);
    const raw = '{"name":"x","metadata":{"__proto__":"v"}}';
    const r = await call('POST', '/v1/templates', {
      token: acct.apiKey,
      raw,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(r.status).toBe(400);
    expect(await templateCount(acct.apiKey)).toBe(before);
  });

  it('more than 2,000 blocks is 400', async () => {
    const blocks = Array.from({ length: 2001 }, (_, i) => ({ id: `s${i}`, type: 'spacer', props: {} }));
    const r = await call('POST', '/v1/templates', {
      token: acct.apiKey,
      body: { name: 'many', blockTree: { blocks } },
    });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatch(/^blockTree\.blocks/);
  });

  it('update with bad input changes nothing', async () => {
    const t = (await call('POST', '/v1/templates', { token: acct.apiKey, body: { name: 'stable' } })).body;
    for (const body of [{ name: '' }, { tags: 'x' }, { blockTree: { blocks: 'no' } }, { name: 'ok', extra: 1 }]) {
      expect((await call('PUT', `/v1/templates/${t._id}`, { token: acct.apiKey, body })).status).toBe(400);
    }
    expect((await call('GET', `/v1/templates/${t._id}`, { token: acct.apiKey })).body).toEqual(t);
  });
});

describe('CORS', () => {
  it('preflight is 204 without credentials, allowing Authorization and Content-Type', async () => {
    const r = await fetch(`${api.url}/v1/templates`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://app.example.com',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    expect(r.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(r.headers.get('access-control-allow-headers')).toMatch(/Content-Type/);
    expect(r.headers.get('access-control-allow-methods')).toMatch(/PUT/);
  });

  it('error responses carry CORS headers and expose Retry-After and X-RateLimit-*', async () => {
    for (const reply of [
      await call('GET', '/v1/templates', { headers: { Origin: 'https://app.example.com' } }),
      await call('GET', '/v1/templates/tpl_missing', {
        token: acct.apiKey,
        headers: { Origin: 'https://app.example.com' },
      }),
      await call('GET', '/v1/unknown', { headers: { Origin: 'https://app.example.com' } }),
    ]) {
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
      const exposed = reply.headers.get('access-control-expose-headers') ?? '';
      for (const h of [
        'Retry-After',
        'X-RateLimit-Limit',
        'X-RateLimit-Remaining',
        'X-RateLimit-Reset',
        'Idempotent-Replay-Changed',
      ])
        expect(exposed).toContain(h);
    }
  });

  it('the library listing allows any origin', async () => {
    const r = await call('GET', '/v1/templates/library', { headers: { Origin: 'https://anything.example' } });
    expect(r.status).toBe(200);
    expect(r.headers.get('access-control-allow-origin')).toBe('https://anything.example');
  });
});

describe('check order 401 → 403 → 429 → 400 → 404 → 402', () => {
  it('401 beats 403: a bad token from a foreign origin is 401', async () => {
    const r = await call('GET', '/v1/templates', { token: 'not.a.token', headers: { Origin: 'https://evil.example' } });
    expect(r.status).toBe(401);
  });

  it('403 beats 429, 429 beats 400, 404 beats 400 on routes that take an id (cost before work)', async () => {
    const free = await createAccount(redisUrl, { plan: 'free' });
    const dash = await createAccount(redisUrl, {
      plan: 'free',
      email: `order-${Date.now()}@example.com`,
      password: 'secret-password',
    });
    void dash;
    await api.running.deps.store.apiKeys.setOrigins(free.accountId, free.keyId, ['https://app.example.com']);
    const session = await createSessionToken(api.url, free.apiKey, 'u1');
    // the id is decided before the body: a missing template with a bad body is 404 (still under the limit)
    const bad = await call('PUT', '/v1/templates/tpl_missing', { token: free.apiKey, body: { name: '' } });
    expect(bad.status).toBe(404);
    const replies = await Promise.all(
      Array.from({ length: 60 }, () => call('GET', '/v1/templates/tpl_missing', { token: free.apiKey })),
    );
    expect(replies.filter((r) => r.status === 429).length).toBeGreaterThan(0);
    // now the key's window is full
    const wrongOrigin = await call('GET', '/v1/templates', {
      token: session,
      headers: { Origin: 'https://evil.example' },
    });
    expect(wrongOrigin.status).toBe(403);
    const invalid = await call('POST', '/v1/templates', { token: free.apiKey, body: { nope: 1 } });
    expect(invalid.status).toBe(429);
  });

  it('404 beats 402 and 400 beats 402', async () => {
    const ent = await createAccount(redisUrl, { plan: 'enterprise' });
    await api.running.deps.store.accounts.setPlan(ent.accountId, 'enterprise', { storageMb: 0 });
    const create = await call('POST', '/v1/templates', { token: ent.apiKey, body: { name: 'x' } });
    expect(create.status).toBe(402);
    expect(create.body.code).toBe('storage_limit_reached');
    expect((await call('POST', '/v1/templates', { token: ent.apiKey, body: { name: '' } })).status).toBe(400);
    expect(
      (await call('PUT', '/v1/templates/tpl_missing', { token: ent.apiKey, body: { blockTree: { blocks: [] } } }))
        .status,
    ).toBe(404);
  });
});

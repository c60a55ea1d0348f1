// Strings rule (docs/api.md §9): ill-formed Unicode anywhere in a request is a 400 naming the
// field; user ids, names and tags refuse controls and bidi overrides; and no two different
// accepted user ids ever share storage (Redis stores UTF-8: a lone surrogate became U+FFFD, so
// `victim\ud800` could list, update and delete the templates of `victim\uFFFD`).
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { illFormedStringPath } from '../../http/strings';
import { createAccount, type StartedApi, startApi, type TestAccount } from '../../test/harness';
import { type Call, client } from '../../test/http';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let call: Call;
let acct: TestAccount;

const SESSION_SECRET = 'strings-test-session-secret-0123456789abcdef';

beforeAll(async () => {
  api = await startApi({
    redisUrl,
    env: { RATE_LIMIT: 'off', SESSION_SECRET, DASHBOARD_SECRET: `${SESSION_SECRET}-dashboard` },
  });
  call = client(api.url);
  acct = await createAccount(redisUrl, { plan: 'pro' });
});
afterAll(async () => {
  await api?.close();
});

async function session(userId: string) {
  return call('POST', '/v1/sessions', { token: acct.apiKey, body: { userId } });
}

describe('well-formed Unicode', () => {
  it('a session for victim\\ud800 is refused and cannot reach victim\\uFFFD', async () => {
    const victim = (await session('victim\uFFFD')).body.sessionToken as string;
    const secret = await call('POST', '/v1/templates', { token: victim, body: { name: 'Private' } });
    expect(secret.status).toBe(201);

    const r = await session('victim\ud800');
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'invalid_input' });
    expect(r.body.error).toMatch(/^userId must be well-formed Unicode/);
  });

  it('a token for victim\\ud800 minted before the rule (same secret) is refused with 401', async () => {
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      acct: acct.accountId,
      key: acct.keyId,
      gen: 1,
      sub: 'victim\ud800',
      iss: 'email-builder',
      aud: 'email-builder:session',
      iat: now,
      exp: now + 600,
      jti: 'old-token',
    };
    const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`;
    const forged = `${body}.${createHmac('sha256', SESSION_SECRET).update(body).digest('base64url')}`;
    const control = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ ...claims, sub: 'victim' })}`;
    const valid = `${control}.${createHmac('sha256', SESSION_SECRET).update(control).digest('base64url')}`;
    // The forging is right: the same token for a well-formed user is accepted.
    expect((await call('GET', '/v1/templates', { token: valid })).status).toBe(200);
    const r = await call('GET', '/v1/templates', { token: forged });
    expect(r.status).toBe(401);
  });

  it('every string of a template body is checked, and the message names the field', async () => {
    const bad = 'x\udc00';
    const cases: Array<[unknown, RegExp]> = [
      [{ name: bad }, /^name /],
      [{ name: 'ok', tags: ['fine', bad] }, /^tags\[1\] /],
      [{ name: 'ok', metadata: { k: bad } }, /^metadata\.k /],
      [{ name: 'ok', metadata: { [bad]: 1 } }, /^metadata /],
      [{ name: 'ok', userId: bad }, /^userId /],
      [
        {
          name: 'ok',
          blockTree: { canvas: {}, metadata: {}, blocks: [{ id: 'b1', type: 'text', props: { html: bad } }] },
        },
        /^blockTree\.blocks\[0\]\.props\.html /,
      ],
    ];
    const before = (await call('GET', '/v1/templates', { token: acct.apiKey })).body.length;
    for (const [body, field] of cases) {
      const r = await call('POST', '/v1/templates', { token: acct.apiKey, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error).toMatch(field);
      expect(r.body.error).toContain('well-formed Unicode');
    }
    expect((await call('GET', '/v1/templates', { token: acct.apiKey })).body.length).toBe(before);
  });

  it('the check walks deep bodies without recursion and names keys and items', () => {
    let deep: unknown = 'x\ud800';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(illFormedStringPath({ a: deep }, '')).toMatch(/^a(\[0\]){100000}$/);
    expect(illFormedStringPath({ ok: ['fine', { 'k\udfff': 1 }] }, '')).toBe('ok[1]');
    expect(illFormedStringPath({ ok: ['😀', 'e\u0301', '\ufffd'] }, '')).toBeNull();
  });
});

describe('control characters and bidi overrides', () => {
  it('userId, names and tags refuse C0, C1, U+202A–202E, U+2066–2069 and invisible marks (LRM, RLM, ALM, ZWSP, BOM…)', async () => {
    const controls = ['\u0000', '\u001b', '\u007f', '\u0085', '\u009f', '\u202a', '\u202e', '\u2066', '\u2069'];
    const invisible = [
      '\u200e',
      '\u200f',
      '\u061c',
      '\u200b',
      '\u00ad',
      '\u2060',
      '\u2064',
      '\u206f',
      '\u180e',
      '\ufeff',
    ];
    for (const ch of [...controls, ...invisible]) {
      const s = await session(`alice${ch}`);
      expect(s.status, JSON.stringify(ch)).toBe(400);
      expect(s.body.error).toMatch(/^userId must not contain control characters or bidirectional overrides/);
      const n = await call('POST', '/v1/templates', { token: acct.apiKey, body: { name: `Invoice${ch}fdp.exe` } });
      expect(n.status).toBe(400);
      expect(n.body.error).toMatch(/^name /);
      const t = await call('POST', '/v1/templates', { token: acct.apiKey, body: { name: 'ok', tags: [`a${ch}b`] } });
      expect(t.status).toBe(400);
      expect(t.body.error).toMatch(/^tags\[0\] /);
    }
  });

  it('ordinary non-ASCII names and ids are accepted', async () => {
    expect((await session('Zoë 😀 日本')).status).toBe(201);
    // ZWNJ and ZWJ are part of ordinary Persian spelling and emoji sequences.
    expect((await session('\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645 👨\u200d👩\u200d👧')).status).toBe(201);
    const r = await call('POST', '/v1/templates', { token: acct.apiKey, body: { name: 'Été 😀', tags: ['日本'] } });
    expect(r.status).toBe(201);
    expect(r.body.name).toBe('Été 😀');
  });
});

describe('property: distinct accepted user ids never share storage', () => {
  // A small alphabet that makes collisions likely: lone halves, U+FFFD, a pair, NFC/NFD forms.
  const unit = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom('v', '\ufffd', '😀', 'é', 'e\u0301', ' ', '\u00a0') },
    { weight: 1, arbitrary: fc.constantFrom('\ud800', '\udc00', '\ud83d', '\u202e', '\u0085') },
  );
  const userId = fc.array(unit, { minLength: 1, maxLength: 3 }).map((parts) => parts.join(''));

  it('a template created by one accepted id is never visible to another', async () => {
    const prefix = `p${Date.now().toString(36)}-`;
    let comparedPairs = 0;
    await fc.assert(
      fc.asyncProperty(userId, userId, async (a, b) => {
        fc.pre(a !== b);
        const [ra, rb] = [await session(prefix + a), await session(prefix + b)];
        if (ra.status !== 201 || rb.status !== 201) {
          // Refused ids are refused for a stated reason, never silently rewritten.
          for (const r of [ra, rb]) if (r.status !== 201) expect(r.status).toBe(400);
          return;
        }
        comparedPairs++;
        // The bytes Redis would store differ…
        expect(Buffer.from(prefix + a).equals(Buffer.from(prefix + b))).toBe(false);
        // …and the API keeps the two users apart.
        const created = await call('POST', '/v1/templates', { token: ra.body.sessionToken, body: { name: 'mine' } });
        expect(created.status).toBe(201);
        const seen = await call('GET', '/v1/templates', { token: rb.body.sessionToken });
        expect(seen.body.map((t: { _id: string }) => t._id)).not.toContain(created.body._id);
        const read = await call('GET', `/v1/templates/${created.body._id}`, { token: rb.body.sessionToken });
        expect(read.status).toBe(404);
      }),
      { numRuns: 60, seed: 20261122 },
    );
    expect(comparedPairs).toBeGreaterThan(5);
  }, 120_000);
});

// Session tokens and their failure modes (docs/api.md §4, api-hardening checklist 4).
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, createSessionToken, type StartedApi, startApi, type TestAccount } from '../../test/harness';
import { type Call, client } from '../../test/http';

const redisUrl = inject('redisUrl');
const SESSION_SECRET = 'test-session-secret-0123456789-abcdefghijklmnop';
const DASHBOARD_SECRET = 'test-dashboard-secret-0123456789-abcdefghijklmno';
let api: StartedApi;
let call: Call;
let acct: TestAccount;

beforeAll(async () => {
  api = await startApi({ redisUrl, env: { SESSION_SECRET, DASHBOARD_SECRET } });
  call = client(api.url);
  acct = await createAccount(redisUrl, {
    plan: 'agency',
    email: `sess-${Date.now()}@example.com`,
    password: 'correct horse',
  });
});
afterAll(async () => {
  await api?.close();
});

const b64 = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

function forge(header: object, payload: object, secret: string, algorithm = 'sha256'): string {
  const body = `${b64(header)}.${b64(payload)}`;
  return `${body}.${createHmac(algorithm, secret).update(body).digest('base64url')}`;
}

function decode(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
}

describe('POST /v1/sessions', () => {
  it('answers 201 {sessionToken, expiresIn: 7200} with the documented claims', async () => {
    const r = await call('POST', '/v1/sessions', { token: acct.apiKey, body: { userId: 'user-1' } });
    expect(r.status).toBe(201);
    expect(r.body.expiresIn).toBe(7200);
    expect(Object.keys(r.body).sort()).toEqual(['expiresIn', 'sessionToken']);
    const header = JSON.parse(Buffer.from(r.body.sessionToken.split('.')[0], 'base64url').toString());
    expect(header.alg).toBe('HS256');
    const claims = decode(r.body.sessionToken);
    expect(claims).toMatchObject({
      sub: 'user-1',
      key: acct.keyId,
      acct: acct.accountId,
      gen: 1,
      iss: 'email-builder',
      aud: 'email-builder:session',
    });
    expect((claims.exp as number) - (claims.iat as number)).toBe(7200);
    expect(typeof claims.jti).toBe('string');
    expect(r.headers.get('cache-control')).toBe('no-store');
  });

  it('missing or invalid userId is 400', async () => {
    for (const body of [{}, { userId: '' }, { userId: 5 }, { userId: 'x'.repeat(257) }, { userId: 'a', extra: 1 }]) {
      const r = await call('POST', '/v1/sessions', { token: acct.apiKey, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error).toMatch(/^(userId|extra) /);
    }
  });

  it('needs a secret key: a session token gets 401, no credentials 401', async () => {
    const session = await createSessionToken(api.url, acct.apiKey, 'u');
    expect((await call('POST', '/v1/sessions', { token: session, body: { userId: 'u2' } })).status).toBe(401);
    expect((await call('POST', '/v1/sessions', { body: { userId: 'u2' } })).status).toBe(401);
  });
});

describe('token failures are 401', () => {
  let good: string;
  let claims: Record<string, unknown>;
  beforeAll(async () => {
    good = await createSessionToken(api.url, acct.apiKey, 'u1');
    claims = decode(good);
  });
  const expect401 = async (token: string) => {
    const r = await call('GET', '/v1/keys/validate', { token });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ error: expect.any(String), code: 'unauthorized' });
  };

  it('a good token works', async () => {
    const r = await call('GET', '/v1/keys/validate', { token: good });
    expect(r.status).toBe(200);
    expect(r.body.userId).toBe('u1');
  });

  it('alg:none', async () => {
    await expect401(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`);
    await expect401(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}`);
  });

  it('HS512 with the right secret', async () => {
    await expect401(forge({ alg: 'HS512', typ: 'JWT' }, claims, SESSION_SECRET, 'sha512'));
  });

  it('the forge helper itself produces accepted HS256 tokens (so the other cases prove something)', async () => {
    const token = forge({ alg: 'HS256', typ: 'JWT' }, { ...claims, jti: 'forged-ok' }, SESSION_SECRET);
    expect((await call('GET', '/v1/keys/validate', { token })).status).toBe(200);
  });

  it('tampered payload', async () => {
    const [h, , s] = good.split('.');
    await expect401(`${h}.${b64({ ...claims, sub: 'someone-else' })}.${s}`);
  });

  it('expired', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expect401(
      forge({ alg: 'HS256', typ: 'JWT' }, { ...claims, iat: now - 7300, exp: now - 100 }, SESSION_SECRET),
    );
  });

  it('missing exp', async () => {
    const { exp: _exp, ...rest } = claims;
    await expect401(forge({ alg: 'HS256', typ: 'JWT' }, rest, SESSION_SECRET));
  });

  it('a lifetime longer than 2 hours', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expect401(forge({ alg: 'HS256', typ: 'JWT' }, { ...claims, iat: now, exp: now + 86_400 }, SESSION_SECRET));
  });

  it('wrong audience or issuer', async () => {
    await expect401(forge({ alg: 'HS256', typ: 'JWT' }, { ...claims, aud: 'email-builder:dashboard' }, SESSION_SECRET));
    await expect401(forge({ alg: 'HS256', typ: 'JWT' }, { ...claims, iss: 'someone' }, SESSION_SECRET));
  });

  it('signed with another secret', async () => {
    await expect401(forge({ alg: 'HS256', typ: 'JWT' }, claims, 'another-secret-another-secret-another-secret'));
  });

  it('a dashboard token used as a session token, and the reverse', async () => {
    const login = await call('POST', '/v1/dashboard/login', {
      body: { email: (await dashboardEmail()) ?? '', password: 'correct horse' },
    });
    expect(login.status).toBe(200);
    await expect401(login.body.token);
    expect((await call('GET', '/v1/templates', { token: login.body.token })).status).toBe(401);
    const asDashboard = await call('GET', '/v1/dashboard/keys', { token: good });
    expect(asDashboard.status).toBe(401);
    expect((await call('PATCH', `/v1/keys/${acct.keyId}/origins`, { token: good, body: { origins: [] } })).status).toBe(
      401,
    );
    expect(
      (await call('PATCH', `/v1/keys/${acct.keyId}/origins`, { token: acct.apiKey, body: { origins: [] } })).status,
    ).toBe(401);
  });

  it('a dashboard token gets 401 on every template route (scope table)', async () => {
    const login = await call('POST', '/v1/dashboard/login', {
      body: { email: (await dashboardEmail()) ?? '', password: 'correct horse' },
    });
    const t = await call('POST', '/v1/templates', { token: acct.apiKey, body: { name: 'x' } });
    const dash = login.body.token;
    expect((await call('GET', '/v1/templates', { token: dash })).status).toBe(401);
    expect((await call('GET', `/v1/templates/${t.body._id}`, { token: dash })).status).toBe(401);
    expect((await call('POST', '/v1/templates', { token: dash, body: { name: 'y' } })).status).toBe(401);
    expect((await call('PUT', `/v1/templates/${t.body._id}`, { token: dash, body: { name: 'y' } })).status).toBe(401);
    expect((await call('DELETE', `/v1/templates/${t.body._id}`, { token: dash })).status).toBe(401);
    expect((await call('POST', '/v1/sessions', { token: dash, body: { userId: 'u' } })).status).toBe(401);
  });

  it('garbage, a wrong scheme and a bad key checksum', async () => {
    await expect401('garbage');
    await expect401(`${acct.apiKey.slice(0, -1)}${acct.apiKey.endsWith('A') ? 'B' : 'A'}`);
    const r = await call('GET', '/v1/keys/validate', { headers: { Authorization: `Basic ${acct.apiKey}` } });
    expect(r.status).toBe(401);
  });
});

let emailCache: string | null = null;
async function dashboardEmail(): Promise<string | null> {
  if (emailCache) return emailCache;
  const users = await api.running.deps.store.redis.smembers(`{${acct.accountId}}:dusers`);
  const email = await api.running.deps.store.redis.hget(`{${acct.accountId}}:duser:${users[0]}`, 'email');
  emailCache = email;
  return email;
}

describe('revocation', () => {
  it('revoking a key fails the key and every session token minted from it on the next request', async () => {
    const victim = await createAccount(redisUrl, {
      plan: 'pro',
      email: `rev-${Date.now()}@example.com`,
      password: 'pw-for-revoke',
    });
    const session = await createSessionToken(api.url, victim.apiKey, 'u1');
    expect((await call('GET', '/v1/templates', { token: victim.apiKey })).status).toBe(200);
    expect((await call('GET', '/v1/templates', { token: session })).status).toBe(200);
    const email = await api.running.deps.store.redis.hget(
      `{${victim.accountId}}:duser:${(await api.running.deps.store.redis.smembers(`{${victim.accountId}}:dusers`))[0]}`,
      'email',
    );
    const login = await call('POST', '/v1/dashboard/login', { body: { email, password: 'pw-for-revoke' } });
    const revoked = await call('POST', `/v1/dashboard/keys/${victim.keyId}/revoke`, { token: login.body.token });
    expect(revoked.status).toBe(200);
    expect(revoked.body.status).toBe('revoked');
    expect((await call('GET', '/v1/templates', { token: victim.apiKey })).status).toBe(401);
    expect((await call('GET', '/v1/templates', { token: session })).status).toBe(401);
    expect((await call('GET', '/v1/keys/validate', { token: session })).status).toBe(401);
    expect((await call('POST', '/v1/sessions', { token: victim.apiKey, body: { userId: 'u' } })).status).toBe(401);
  });
});

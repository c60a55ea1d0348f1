import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sha256Hex } from '../../auth/secret-key';
import { PLANS, type PlanName } from '../../plans';
import { createAccount, createSessionToken, type StartedApi, startApi, type TestAccount } from '../../test/harness';
import { type Call, client } from '../../test/http';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let call: Call;

beforeAll(async () => {
  api = await startApi({ redisUrl, env: { OPERATOR_NAME: 'Acme Mail' } });
  call = client(api.url);
});
afterAll(async () => {
  await api?.close();
});

let counter = 0;
async function accountWithLogin(plan: PlanName = 'pro'): Promise<TestAccount & { dashboard: string }> {
  const email = `keys-${Date.now()}-${counter++}@example.com`;
  const acct = await createAccount(redisUrl, { plan, email, password: 'dashboard-pw' });
  const login = await call('POST', '/v1/dashboard/login', { body: { email, password: 'dashboard-pw' } });
  expect(login.status).toBe(200);
  return { ...acct, dashboard: login.body.token };
}

describe('GET /v1/keys/validate', () => {
  const expected: Record<PlanName, { renders: number; storageMb: number; templates: number; coEditors: number }> = {
    free: { renders: 100, storageMb: 50, templates: 3, coEditors: 1 },
    pro: { renders: 10_000, storageMb: 1_000, templates: 1_000_000_000, coEditors: 5 },
    agency: { renders: 100_000, storageMb: 10_000, templates: 1_000_000_000, coEditors: 20 },
    enterprise: { renders: 100_000, storageMb: 10_000, templates: 1_000_000_000, coEditors: 20 },
  };
  for (const plan of ['free', 'pro', 'agency', 'enterprise'] as const) {
    it(`reports the ${plan} plan exactly as docs/api.md §6`, async () => {
      const acct = await createAccount(redisUrl, { plan });
      const r = await call('GET', '/v1/keys/validate', { token: acct.apiKey });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({
        plan,
        limits: expected[plan],
        usage: { renders: 0, storageMb: 0, templates: 0 },
        features: PLANS[plan].features,
        operator: { name: 'Acme Mail' },
      });
      expect(r.headers.get('x-ratelimit-limit')).toBe(String(PLANS[plan].limits.rpm));
    });
  }

  it('features per plan match the table', () => {
    const fourthRound = { coEditing: false, comments: false, customBlocks: false, testSend: false };
    expect(PLANS.free.features).toEqual({
      imageUpload: false,
      customFonts: false,
      exportHtml: true,
      templateLibrary: true,
      whiteLabel: false,
      ...fourthRound,
    });
    const all = { coEditing: true, comments: true, customBlocks: true, testSend: true };
    expect(PLANS.pro.features).toEqual({
      imageUpload: true,
      customFonts: true,
      exportHtml: true,
      templateLibrary: true,
      whiteLabel: false,
      ...all,
    });
    expect(PLANS.agency.features).toEqual({ ...PLANS.pro.features, whiteLabel: true });
    expect(PLANS.enterprise.features).toEqual(PLANS.agency.features);
  });

  it('enterprise limits are set per account', async () => {
    const acct = await createAccount(redisUrl, { plan: 'enterprise' });
    await api.running.deps.store.accounts.setPlan(acct.accountId, 'enterprise', {
      rpm: 5000,
      renders: 2_000_000,
      storageMb: 123,
    });
    await api.running.deps.store.accounts.setPlan(acct.accountId, 'enterprise', { coEditors: 64 });
    const r = await call('GET', '/v1/keys/validate', { token: acct.apiKey });
    expect(r.body.limits).toEqual({ renders: 2_000_000, storageMb: 123, templates: 1_000_000_000, coEditors: 64 });
    expect(r.headers.get('x-ratelimit-limit')).toBe('5000');
  });

  it('with a session token it adds userId', async () => {
    const acct = await createAccount(redisUrl, { plan: 'pro' });
    const token = await createSessionToken(api.url, acct.apiKey, 'end-user-9');
    const r = await call('GET', '/v1/keys/validate', { token });
    expect(r.body.userId).toBe('end-user-9');
    expect(r.body.plan).toBe('pro');
  });

  it('missing or unknown key is 401', async () => {
    expect((await call('GET', '/v1/keys/validate')).status).toBe(401);
    // A well-formed key whose lookup entry is gone (never cached by this process) is unknown.
    const other = await createAccount(redisUrl, { plan: 'pro' });
    await api.running.deps.store.redis.del(`apikey:${sha256Hex(other.apiKey)}`);
    expect((await call('GET', '/v1/keys/validate', { token: other.apiKey })).status).toBe(401);
  });
});

describe('PATCH /v1/keys/{id}/origins', () => {
  it('normalises, de-duplicates and answers 200 {id, origins}', async () => {
    const acct = await accountWithLogin();
    const r = await call('PATCH', `/v1/keys/${acct.keyId}/origins`, {
      token: acct.dashboard,
      body: {
        origins: [
          'HTTPS://App.Example.com:443',
          'http://localhost:5173',
          'https://app.example.com',
          'http://x.test:80',
        ],
      },
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      id: acct.keyId,
      origins: ['https://app.example.com', 'http://localhost:5173', 'http://x.test'],
    });
    const list = await call('GET', '/v1/dashboard/keys', { token: acct.dashboard });
    expect(list.body[0].origins).toEqual(r.body.origins);
    const cleared = await call('PATCH', `/v1/keys/${acct.keyId}/origins`, {
      token: acct.dashboard,
      body: { origins: [] },
    });
    expect(cleared.body).toEqual({ id: acct.keyId, origins: [] });
  });

  it('rejects anything that is not an origin with 400 naming the item', async () => {
    const acct = await accountWithLogin();
    for (const bad of [
      'https://a.com/',
      'https://a.com/path',
      'ftp://a.com',
      'a.com',
      'https://user@a.com',
      'https://a.com?x',
      '*',
      '',
      'null',
      'https://*.example.com',
      'https://app.*',
      'https://ex%61mple.com',
      'https://a.com%2F',
      'http://0x7f.1',
      'https://a.com.',
      'https://a.com:0443',
      'https://a.com:99999',
      'https://:443',
      'https://a..com',
      'https://a.com#x',
      'https://bücher.de',
    ]) {
      const r = await call('PATCH', `/v1/keys/${acct.keyId}/origins`, {
        token: acct.dashboard,
        body: { origins: ['https://ok.com', bad] },
      });
      expect(r.status, bad).toBe(400);
      expect(r.body.error).toMatch(/^origins\[1\] /);
    }
    for (const body of [{}, { origins: 'https://a.com' }, { origins: [1] }, { origins: [], extra: true }]) {
      expect((await call('PATCH', `/v1/keys/${acct.keyId}/origins`, { token: acct.dashboard, body })).status).toBe(400);
    }
    const tooMany = Array.from({ length: 101 }, (_, i) => `https://h${i}.example.com`);
    const r = await call('PATCH', `/v1/keys/${acct.keyId}/origins`, {
      token: acct.dashboard,
      body: { origins: tooMany },
    });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatch(/at most 100/);
    const hundred = tooMany.slice(0, 100);
    expect(
      (await call('PATCH', `/v1/keys/${acct.keyId}/origins`, { token: acct.dashboard, body: { origins: hundred } }))
        .status,
    ).toBe(200);
  });

  it("another account's key id is 404; a secret key or session token is 401", async () => {
    const mine = await accountWithLogin();
    const theirs = await accountWithLogin();
    expect(
      (await call('PATCH', `/v1/keys/${theirs.keyId}/origins`, { token: mine.dashboard, body: { origins: [] } }))
        .status,
    ).toBe(404);
    expect(
      (await call('PATCH', '/v1/keys/key_doesnotexist/origins', { token: mine.dashboard, body: { origins: [] } }))
        .status,
    ).toBe(404);
    expect(
      (await call('PATCH', `/v1/keys/${mine.keyId}/origins`, { token: mine.apiKey, body: { origins: [] } })).status,
    ).toBe(401);
    const session = await createSessionToken(api.url, mine.apiKey, 'u');
    expect(
      (await call('PATCH', `/v1/keys/${mine.keyId}/origins`, { token: session, body: { origins: [] } })).status,
    ).toBe(401);
  });
});

describe('origin allowlist: the full table', () => {
  const ALLOWED = 'https://app.example.com';
  const cases = [
    { list: [], origin: ALLOWED, secret: 200, session: 200 },
    { list: [], origin: 'https://other.example.com', secret: 200, session: 200 },
    { list: [], origin: null, secret: 200, session: 200 },
    { list: [ALLOWED], origin: ALLOWED, secret: 200, session: 200 },
    { list: [ALLOWED], origin: 'HTTPS://APP.EXAMPLE.COM:443', secret: 200, session: 200 },
    { list: [ALLOWED], origin: 'https://other.example.com', secret: 200, session: 403 },
    { list: [ALLOWED], origin: 'http://app.example.com', secret: 200, session: 403 },
    { list: [ALLOWED], origin: 'null', secret: 200, session: 403 },
    { list: [ALLOWED], origin: 'https://%61pp.example.com', secret: 200, session: 403 },
    { list: [ALLOWED], origin: 'https://app.example.com.', secret: 200, session: 403 },
    { list: [ALLOWED], origin: 'https://app.example.com/', secret: 200, session: 403 },
    { list: [ALLOWED], origin: null, secret: 200, session: 403 },
  ];
  for (const c of cases) {
    it(`list ${JSON.stringify(c.list)} × Origin ${c.origin ?? '(missing)'} → secret ${c.secret}, session ${c.session}`, async () => {
      const acct = await accountWithLogin();
      await call('PATCH', `/v1/keys/${acct.keyId}/origins`, { token: acct.dashboard, body: { origins: c.list } });
      const session = await createSessionToken(api.url, acct.apiKey, 'u1');
      const headers: Record<string, string> = c.origin ? { Origin: c.origin } : {};
      const secret = await call('GET', '/v1/templates', { token: acct.apiKey, headers });
      expect(secret.status).toBe(c.secret);
      const viaSession = await call('GET', '/v1/templates', { token: session, headers });
      expect(viaSession.status).toBe(c.session);
      if (c.session === 403) {
        expect(viaSession.body).toEqual({ error: expect.any(String), code: 'origin_not_allowed' });
        if (c.origin) expect(viaSession.headers.get('access-control-allow-origin')).toBe(c.origin);
      }
    });
  }

  it('a 403 for origin does not count against the rate limit', async () => {
    const acct = await accountWithLogin('free');
    await call('PATCH', `/v1/keys/${acct.keyId}/origins`, { token: acct.dashboard, body: { origins: [ALLOWED] } });
    const session = await createSessionToken(api.url, acct.apiKey, 'u1');
    for (let i = 0; i < 5; i++)
      await call('GET', '/v1/templates', { token: session, headers: { Origin: 'https://evil.example' } });
    const ok = await call('GET', '/v1/templates', { token: session, headers: { Origin: ALLOWED } });
    expect(ok.headers.get('x-ratelimit-remaining')).toBe(String(60 - 2));
  });
});

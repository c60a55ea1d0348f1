import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, type StartedApi, startApi, type TestAccount } from '../../test/harness';
import { type Call, client } from '../../test/http';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let call: Call;
let acct: TestAccount;
let token: string;
const email = `owner-${Date.now()}@Example.com`;

beforeAll(async () => {
  api = await startApi({ redisUrl });
  call = client(api.url);
  acct = await createAccount(redisUrl, { plan: 'pro', name: 'Owner Inc', email, password: 'owner-password' });
  const login = await call('POST', '/v1/dashboard/login', {
    body: { email: email.toLowerCase(), password: 'owner-password' },
  });
  token = login.body.token;
});
afterAll(async () => {
  await api?.close();
});

describe('POST /v1/dashboard/login', () => {
  it('answers {token, expiresIn} for the right password (e-mail case-insensitive)', async () => {
    const r = await call('POST', '/v1/dashboard/login', {
      body: { email: email.toUpperCase(), password: 'owner-password' },
    });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(['expiresIn', 'token']);
    expect(r.body.expiresIn).toBeGreaterThan(0);
    const claims = JSON.parse(Buffer.from(r.body.token.split('.')[1], 'base64url').toString());
    expect(claims.aud).toBe('email-builder:dashboard');
    expect(claims.exp - claims.iat).toBe(r.body.expiresIn);
  });

  it('wrong password and unknown e-mail are the same 401', async () => {
    const wrong = await call('POST', '/v1/dashboard/login', { body: { email, password: 'nope' } });
    const unknown = await call('POST', '/v1/dashboard/login', {
      body: { email: 'nobody@example.com', password: 'nope' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('missing fields are 400', async () => {
    expect((await call('POST', '/v1/dashboard/login', { body: { email } })).status).toBe(400);
    expect((await call('POST', '/v1/dashboard/login', { body: { password: 'x' } })).status).toBe(400);
  });
});

describe('dashboard key routes', () => {
  it('lists keys without secrets', async () => {
    const r = await call('GET', '/v1/dashboard/keys', { token });
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(1);
    const key = r.body[0];
    expect(key).toMatchObject({
      id: acct.keyId,
      prefix: 'eb_live_',
      lastFour: acct.apiKey.slice(-4),
      status: 'active',
      origins: [],
      revokedAt: null,
    });
    expect(key.display).toBe(`eb_live_…${acct.apiKey.slice(-4)}`);
    expect(r.text).not.toContain(acct.apiKey);
    expect(r.text).not.toContain(acct.apiKey.slice(8, 30));
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.headers.get('x-ratelimit-limit')).not.toBeNull();
  });

  it('creates a key whose secret is shown once and works immediately', async () => {
    const created = await call('POST', '/v1/dashboard/keys', { token, body: { mode: 'test' } });
    expect(created.status).toBe(201);
    expect(created.body.apiKey).toMatch(/^eb_test_[0-9A-Za-z]{38}$/);
    expect(created.body.id).toMatch(/^key_/);
    expect((await call('GET', '/v1/keys/validate', { token: created.body.apiKey })).status).toBe(200);
    const list = await call('GET', '/v1/dashboard/keys', { token });
    expect(list.body.map((k: { id: string }) => k.id)).toContain(created.body.id);
    expect(list.text).not.toContain(created.body.apiKey);
    // keys of one account share templates
    const t = await call('POST', '/v1/templates', { token: acct.apiKey, body: { name: 'shared by keys' } });
    expect((await call('GET', `/v1/templates/${t.body._id}`, { token: created.body.apiKey })).status).toBe(200);
    const noBody = await call('POST', '/v1/dashboard/keys', { token });
    expect(noBody.status).toBe(201);
    expect(noBody.body.apiKey).toMatch(/^eb_live_/);
  });

  it('revokes a key of the account; another account’s key is 404', async () => {
    const created = await call('POST', '/v1/dashboard/keys', { token });
    const r = await call('POST', `/v1/dashboard/keys/${created.body.id}/revoke`, { token });
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('revoked');
    expect(r.body.revokedAt).toMatch(/Z$/);
    expect((await call('GET', '/v1/keys/validate', { token: created.body.apiKey })).status).toBe(401);
    const other = await createAccount(redisUrl, { plan: 'free' });
    expect((await call('POST', `/v1/dashboard/keys/${other.keyId}/revoke`, { token })).status).toBe(404);
    expect((await call('GET', '/v1/keys/validate', { token: other.apiKey })).status).toBe(200);
  });

  it('rotates a key atomically: new secret works (same mode and origins), old key and its sessions fail', async () => {
    const created = await call('POST', '/v1/dashboard/keys', { token, body: { mode: 'test' } });
    await call('PATCH', `/v1/keys/${created.body.id}/origins`, {
      token,
      body: { origins: ['https://app.example.com'] },
    });
    const session = await call('POST', '/v1/sessions', { token: created.body.apiKey, body: { userId: 'u1' } });
    const r = await call('POST', `/v1/dashboard/keys/${created.body.id}/rotate`, { token });
    expect(r.status).toBe(201);
    expect(r.body.apiKey).toMatch(/^eb_test_[0-9A-Za-z]{38}$/);
    expect(r.body.id).not.toBe(created.body.id);
    expect(r.body).toMatchObject({
      status: 'active',
      origins: ['https://app.example.com'],
      lastFour: r.body.apiKey.slice(-4),
    });
    expect(r.body.replaced).toMatchObject({ id: created.body.id, status: 'revoked' });
    expect((await call('GET', '/v1/keys/validate', { token: r.body.apiKey })).status).toBe(200);
    expect((await call('GET', '/v1/keys/validate', { token: created.body.apiKey })).status).toBe(401);
    const origin = { Origin: 'https://app.example.com' };
    expect((await call('GET', '/v1/keys/validate', { token: session.body.sessionToken, headers: origin })).status).toBe(
      401,
    );
    // A revoked key cannot be rotated again; concurrent rotations of one key make one new key.
    expect((await call('POST', `/v1/dashboard/keys/${created.body.id}/rotate`, { token })).body.code).toBe(
      'key_revoked',
    );
    const fresh = await call('POST', '/v1/dashboard/keys', { token });
    const before = (await call('GET', '/v1/dashboard/keys', { token })).body.length;
    const both = await Promise.all(
      [1, 2].map(() => call('POST', `/v1/dashboard/keys/${fresh.body.id}/rotate`, { token })),
    );
    expect(both.map((x) => x.status).sort()).toEqual([201, 400]);
    expect((await call('GET', '/v1/dashboard/keys', { token })).body.length).toBe(before + 1);
    const other = await createAccount(redisUrl, { plan: 'free' });
    expect((await call('POST', `/v1/dashboard/keys/${other.keyId}/rotate`, { token })).status).toBe(404);
    expect(
      (await call('POST', `/v1/dashboard/keys/${created.body.id}/rotate`, { token: created.body.apiKey })).status,
    ).toBe(401);
  });

  it('reads the plan, limits and usage of the account', async () => {
    const r = await call('GET', '/v1/dashboard/account', { token });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id: acct.accountId,
      name: 'Owner Inc',
      plan: 'pro',
      limits: { requestsPerMinute: 300, templates: 1_000_000_000, renders: 10_000, storageMb: 1_000 },
      features: { imageUpload: true, whiteLabel: false },
    });
    expect(r.body.usage.templates).toBeGreaterThanOrEqual(1);
  });

  it('dashboard routes refuse secret keys and session tokens (401)', async () => {
    for (const [method, path] of [
      ['GET', '/v1/dashboard/keys'],
      ['POST', '/v1/dashboard/keys'],
      ['GET', '/v1/dashboard/account'],
    ]) {
      expect((await call(method!, path!, { token: acct.apiKey })).status).toBe(401);
      expect((await call(method!, path!)).status).toBe(401);
    }
  });
});

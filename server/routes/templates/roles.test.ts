// Roles in session tokens (docs/api.md §12): who may create, update and delete shared templates.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, type StartedApi, startApi, type TestAccount } from '../../test/harness';
import { type Call, client } from '../../test/http';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let call: Call;
let a: TestAccount;
let b: TestAccount;

async function session(account: TestAccount, userId: string, role?: string): Promise<string> {
  const r = await call('POST', '/v1/sessions', {
    token: account.apiKey,
    body: { userId, ...(role !== undefined && { role }) },
  });
  expect(r.status, r.text).toBe(201);
  return r.body.sessionToken as string;
}

beforeAll(async () => {
  api = await startApi({ redisUrl });
  call = client(api.url);
  a = await createAccount(redisUrl, { plan: 'agency' });
  b = await createAccount(redisUrl, { plan: 'agency' });
});
afterAll(async () => {
  await api?.close();
});

describe('POST /v1/sessions role', () => {
  it('defaults to member, accepts manager, refuses anything else (400 naming role)', async () => {
    const member = await session(a, 'm1');
    const manager = await session(a, 'boss', 'manager');
    const explicit = await session(a, 'm2', 'member');
    expect((await call('GET', '/v1/keys/validate', { token: member })).body).toMatchObject({
      userId: 'm1',
      role: 'member',
    });
    expect((await call('GET', '/v1/keys/validate', { token: explicit })).body).toMatchObject({
      userId: 'm2',
      role: 'member',
    });
    expect((await call('GET', '/v1/keys/validate', { token: manager })).body).toMatchObject({
      userId: 'boss',
      role: 'manager',
    });
    const secret = await call('GET', '/v1/keys/validate', { token: a.apiKey });
    expect(secret.body).not.toHaveProperty('role');
    for (const role of ['admin', 'Manager', 1, null]) {
      const r = await call('POST', '/v1/sessions', { token: a.apiKey, body: { userId: 'x', role } });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('invalid_input');
      expect(r.body.error).toMatch(/^role /);
    }
  });

  it('a token whose role claim was tampered with is refused (the signature covers it)', async () => {
    const manager = await session(a, 'boss', 'manager');
    const [h, p, sig] = manager.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const member = await session(a, 'm1');
    const [mh, mp, msig] = member.split('.');
    const memberPayload = JSON.parse(Buffer.from(mp!, 'base64url').toString());
    expect(payload.role).toBe('manager');
    expect(memberPayload.role).toBeUndefined();
    const forged = `${mh}.${Buffer.from(JSON.stringify({ ...memberPayload, role: 'manager' })).toString('base64url')}.${msig}`;
    expect((await call('GET', '/v1/keys/validate', { token: forged })).status).toBe(401);
    expect((await call('GET', '/v1/keys/validate', { token: `${h}.${p}.${sig}` })).status).toBe(200);
  });
});

describe('shared templates by role (scope table)', () => {
  it('member: shared: true → 403; cannot update or delete shared (403); manager can; secret key shared: true = no userId', async () => {
    const member = await session(a, 'm1');
    const manager = await session(a, 'boss', 'manager');

    const refused = await call('POST', '/v1/templates', { token: member, body: { name: 'Legal', shared: true } });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('shared_template');

    const bySecret = await call('POST', '/v1/templates', { token: a.apiKey, body: { name: 'Legal', shared: true } });
    expect(bySecret.status).toBe(201);
    expect(bySecret.body).not.toHaveProperty('userId');
    const both = await call('POST', '/v1/templates', {
      token: a.apiKey,
      body: { name: 'Legal', shared: true, userId: 'm1' },
    });
    expect(both.status).toBe(400);

    const byManager = await call('POST', '/v1/templates', { token: manager, body: { name: 'Footer', shared: true } });
    expect(byManager.status, byManager.text).toBe(201);
    expect(byManager.body).not.toHaveProperty('userId');
    const sameUser = await call('POST', '/v1/templates', {
      token: manager,
      body: { name: 'Footer 2', shared: true, userId: 'boss' },
    });
    expect(sameUser.status).toBe(201);
    expect(sameUser.body).not.toHaveProperty('userId');
    const otherUser = await call('POST', '/v1/templates', {
      token: manager,
      body: { name: 'Footer 3', shared: true, userId: 'm1' },
    });
    expect(otherUser.status).toBe(403);
    expect(otherUser.body.code).toBe('user_scope');
    const ownByManager = await call('POST', '/v1/templates', { token: manager, body: { name: 'Mine' } });
    expect(ownByManager.body.userId).toBe('boss');

    // The member sees both shared templates in the list.
    const listed = await call('GET', '/v1/templates', { token: member });
    const ids = (listed.body as Array<{ _id: string }>).map((t) => t._id);
    expect(ids).toEqual(expect.arrayContaining([bySecret.body._id, byManager.body._id]));
    expect(ids).not.toContain(ownByManager.body._id);

    const shared = bySecret.body._id as string;
    const memberPut = await call('PUT', `/v1/templates/${shared}`, { token: member, body: { name: 'Hacked' } });
    expect(memberPut.status).toBe(403);
    expect(memberPut.body.code).toBe('shared_template');
    expect((await call('DELETE', `/v1/templates/${shared}`, { token: member })).status).toBe(403);

    const managerPut = await call('PUT', `/v1/templates/${shared}`, { token: manager, body: { name: 'Legal v2' } });
    expect(managerPut.status).toBe(200);
    expect(managerPut.body.name).toBe('Legal v2');
    expect(managerPut.body).not.toHaveProperty('userId');
    expect((await call('GET', `/v1/templates/${shared}`, { token: member })).body.name).toBe('Legal v2');

    // A manager still cannot touch another user's own template (404, as for a missing id).
    const membersOwn = await call('POST', '/v1/templates', { token: member, body: { name: 'Private' } });
    expect((await call('GET', `/v1/templates/${membersOwn.body._id}`, { token: manager })).status).toBe(404);
    expect(
      (await call('PUT', `/v1/templates/${membersOwn.body._id}`, { token: manager, body: { name: 'x' } })).status,
    ).toBe(404);
    expect((await call('DELETE', `/v1/templates/${membersOwn.body._id}`, { token: manager })).status).toBe(404);

    expect((await call('DELETE', `/v1/templates/${shared}`, { token: manager })).body).toEqual({ ok: true });
    expect((await call('GET', `/v1/templates/${shared}`, { token: a.apiKey })).status).toBe(404);
  });

  it("a manager of account A cannot see, change or delete account B's shared templates (404)", async () => {
    const managerA = await session(a, 'boss', 'manager');
    const sharedB = await call('POST', '/v1/templates', { token: b.apiKey, body: { name: 'B legal' } });
    const id = sharedB.body._id as string;
    expect((await call('GET', `/v1/templates/${id}`, { token: managerA })).status).toBe(404);
    const put = await call('PUT', `/v1/templates/${id}`, { token: managerA, body: { name: 'pwned' } });
    expect(put.status).toBe(404);
    expect(put.body.code).toBe('not_found');
    expect((await call('DELETE', `/v1/templates/${id}`, { token: managerA })).status).toBe(404);
    expect((await call('GET', `/v1/templates/${id}`, { token: b.apiKey })).body.name).toBe('B legal');
  });
});

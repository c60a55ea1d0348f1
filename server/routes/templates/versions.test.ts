// Template versions (docs/api.md §10) over real HTTP and Redis: recorded in the save's own Lua
// step (consecutive under concurrency), newest 50 kept, counted in storage, list/get/restore
// with the scopes of get and update (§3, §12), gone with the template.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, type StartedApi, scanKeys, startApi, type TestAccount } from '../../test/harness';
import { type Call, client } from '../../test/http';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let call: Call;
let a: TestAccount;

const doc = (text: string) => ({ version: 1, blocks: [{ id: 'h1', type: 'heading', props: { text } }] });
const para = (text: string) => ({
  version: 1,
  blocks: [{ id: 't1', type: 'text', props: { html: `<p>${text}</p>` } }],
});

async function session(account: TestAccount, userId: string, role?: 'manager'): Promise<string> {
  const r = await call('POST', '/v1/sessions', { token: account.apiKey, body: { userId, ...(role && { role }) } });
  expect(r.status, r.text).toBe(201);
  return r.body.sessionToken as string;
}

async function storageBytes(account: TestAccount): Promise<number> {
  return Number((await api.running.deps.store.redis.hget(`{${account.accountId}}:usage`, 'storageBytes')) ?? 0);
}

beforeAll(async () => {
  api = await startApi({ redisUrl, env: { RATE_LIMIT: 'off' } });
  call = client(api.url);
  a = await createAccount(redisUrl, { plan: 'pro' });
});
afterAll(async () => {
  await api?.close();
});

describe('versions are recorded with every save of name or blockTree', () => {
  it('create is version 1; name and blockTree changes add one; metadata or tags alone do not', async () => {
    const alice = await session(a, 'alice');
    const t = (await call('POST', '/v1/templates', { token: alice, body: { name: 'Spring', blockTree: doc('v1') } }))
      .body;
    await call('PUT', `/v1/templates/${t._id}`, { token: alice, body: { name: 'Spring sale' } });
    await call('PUT', `/v1/templates/${t._id}`, { token: alice, body: { metadata: { a: 1 }, tags: ['x'] } });
    await call('PUT', `/v1/templates/${t._id}`, { token: a.apiKey, body: { blockTree: doc('v3') } });

    const list = await call('GET', `/v1/templates/${t._id}/versions`, { token: alice });
    expect(list.status).toBe(200);
    expect(list.body.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    expect(list.body[0]).toEqual({
      version: 3,
      name: 'Spring sale',
      updatedAt: expect.any(String),
      savedBy: null,
      restoredFrom: null,
      statusChanges: [],
    });
    expect(list.body[1]).toMatchObject({ version: 2, name: 'Spring sale', savedBy: 'alice' });
    expect(list.body[2]).toMatchObject({ version: 1, name: 'Spring', savedBy: 'alice' });
    expect(list.body[2].updatedAt).toBe(t.createdAt);
    expect(list.body[0]).not.toHaveProperty('blockTree');

    const v1 = await call('GET', `/v1/templates/${t._id}/versions/1`, { token: alice });
    expect(v1.status).toBe(200);
    expect(v1.body).toMatchObject({
      _id: t._id,
      name: 'Spring',
      version: 1,
      userId: 'alice',
      createdAt: t.createdAt,
      updatedAt: t.createdAt,
    });
    expect(v1.body.blockTree.blocks[0].props.text).toBe('v1');
    const v3 = await call('GET', `/v1/templates/${t._id}/versions/3`, { token: alice });
    expect(v3.body.blockTree.blocks[0].props.text).toBe('v3');
    for (const bad of ['4', '0', '01', 'abc', '1.5', '99999999999']) {
      const r = await call('GET', `/v1/templates/${t._id}/versions/${bad}`, { token: alice });
      expect(r.status, bad).toBe(404);
      expect(r.body.code).toBe('not_found');
    }
  });

  it('20 concurrent saves of one template give 20 consecutive versions, no gap, each with its own content', async () => {
    const t = (
      await call('POST', '/v1/templates', { token: a.apiKey, body: { name: 'Race', blockTree: doc('start') } })
    ).body;
    const saves = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('PUT', `/v1/templates/${t._id}`, {
          token: a.apiKey,
          body: { name: `Race ${i}`, blockTree: doc(`save ${i}`) },
        }),
      ),
    );
    expect(saves.map((r) => r.status)).toEqual(Array(20).fill(200));
    const list = (await call('GET', `/v1/templates/${t._id}/versions`, { token: a.apiKey })).body as Array<{
      version: number;
      name: string;
    }>;
    expect(list.map((v) => v.version)).toEqual(Array.from({ length: 21 }, (_, i) => 21 - i));
    // Every save is exactly one version: the 20 names each appear once.
    expect(
      list
        .slice(0, 20)
        .map((v) => v.name)
        .sort(),
    ).toEqual(Array.from({ length: 20 }, (_, i) => `Race ${i}`).sort());
    // The newest version is what the template now holds.
    const current = (await call('GET', `/v1/templates/${t._id}`, { token: a.apiKey })).body;
    const newest = (await call('GET', `/v1/templates/${t._id}/versions/21`, { token: a.apiKey })).body;
    expect(newest.name).toBe(current.name);
    expect(newest.blockTree).toEqual(current.blockTree);
  });

  it('keeps the newest 50; storage counts versions and falls back to where it was when the template is deleted', async () => {
    const acct = await createAccount(redisUrl, { plan: 'pro' });
    const start = await storageBytes(acct);
    const big = para('x'.repeat(900));
    const created = await call('POST', '/v1/templates', { token: acct.apiKey, body: { name: 'Many', blockTree: big } });
    expect(created.status, created.text).toBe(201);
    const t = created.body;
    const afterCreate = await storageBytes(acct);
    // The template and its first version each hold the document.
    expect(afterCreate - start).toBeGreaterThan(2 * JSON.stringify(big).length);
    for (let i = 2; i <= 55; i++) {
      const r = await call('PUT', `/v1/templates/${t._id}`, {
        token: acct.apiKey,
        body: { name: `Many ${i}`, blockTree: para(`${i}`.repeat(300)) },
      });
      expect(r.status).toBe(200);
    }
    const list = (await call('GET', `/v1/templates/${t._id}/versions`, { token: acct.apiKey })).body as Array<{
      version: number;
    }>;
    expect(list).toHaveLength(50);
    expect(list[0]!.version).toBe(55);
    expect(list[49]!.version).toBe(6);
    expect((await call('GET', `/v1/templates/${t._id}/versions/5`, { token: acct.apiKey })).status).toBe(404);
    const redis = api.running.deps.store.redis;
    expect(await scanKeys(redis, `{${acct.accountId}}:tpl:${t._id}:v:*`)).toHaveLength(50);

    expect((await call('DELETE', `/v1/templates/${t._id}`, { token: acct.apiKey })).body).toEqual({ ok: true });
    expect(await storageBytes(acct)).toBe(start);
    expect(await scanKeys(redis, `{${acct.accountId}}:tpl:${t._id}*`)).toEqual([]);
  });
});

describe('restore', () => {
  it('restores a version as a new version; after the template is deleted, restore, list and get are 404', async () => {
    const t = (
      await call('POST', '/v1/templates', { token: a.apiKey, body: { name: 'Original', blockTree: doc('first') } })
    ).body;
    await call('PUT', `/v1/templates/${t._id}`, {
      token: a.apiKey,
      body: { name: 'Changed', blockTree: doc('second') },
    });
    const restored = await call('POST', `/v1/templates/${t._id}/versions/1/restore`, { token: a.apiKey });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ _id: t._id, name: 'Original' });
    expect(restored.body.blockTree.blocks[0].props.text).toBe('first');
    expect((await call('GET', `/v1/templates/${t._id}`, { token: a.apiKey })).body.name).toBe('Original');
    const list = (await call('GET', `/v1/templates/${t._id}/versions`, { token: a.apiKey })).body;
    expect(list.map((v: { version: number; name: string }) => [v.version, v.name])).toEqual([
      [3, 'Original'],
      [2, 'Changed'],
      [1, 'Original'],
    ]);
    // The restore's version names its source; ordinary saves name none.
    expect(list.map((v: { restoredFrom: number | null }) => v.restoredFrom)).toEqual([1, null, null]);
    expect((await call('POST', `/v1/templates/${t._id}/versions/9/restore`, { token: a.apiKey })).status).toBe(404);

    expect((await call('DELETE', `/v1/templates/${t._id}`, { token: a.apiKey })).status).toBe(200);
    for (const [method, path] of [
      ['POST', `/v1/templates/${t._id}/versions/1/restore`],
      ['GET', `/v1/templates/${t._id}/versions`],
      ['GET', `/v1/templates/${t._id}/versions/1`],
    ] as const) {
      const r = await call(method, path, { token: a.apiKey });
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(r.body).toEqual({ error: 'template not found', code: 'not_found' });
    }
  });

  it('scopes: others’ templates 404; members read shared versions but cannot restore them (403); managers can', async () => {
    const alice = await session(a, 'alice');
    const bob = await session(a, 'bob');
    const boss = await session(a, 'boss', 'manager');
    const own = (await call('POST', '/v1/templates', { token: alice, body: { name: 'Alice 1' } })).body;
    await call('PUT', `/v1/templates/${own._id}`, { token: alice, body: { name: 'Alice 2' } });
    for (const token of [bob, boss]) {
      expect((await call('GET', `/v1/templates/${own._id}/versions`, { token })).status).toBe(404);
      expect((await call('GET', `/v1/templates/${own._id}/versions/1`, { token })).status).toBe(404);
      expect((await call('POST', `/v1/templates/${own._id}/versions/1/restore`, { token })).status).toBe(404);
    }
    expect((await call('POST', `/v1/templates/${own._id}/versions/1/restore`, { token: alice })).body.name).toBe(
      'Alice 1',
    );

    const shared = (await call('POST', '/v1/templates', { token: a.apiKey, body: { name: 'Legal 1' } })).body;
    await call('PUT', `/v1/templates/${shared._id}`, { token: boss, body: { name: 'Legal 2' } });
    expect(
      (await call('GET', `/v1/templates/${shared._id}/versions`, { token: bob })).body.map(
        (v: { savedBy: string }) => v.savedBy,
      ),
    ).toEqual(['boss', null]);
    expect((await call('GET', `/v1/templates/${shared._id}/versions/1`, { token: bob })).body.name).toBe('Legal 1');
    const refused = await call('POST', `/v1/templates/${shared._id}/versions/1/restore`, { token: bob });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('shared_template');
    const byManager = await call('POST', `/v1/templates/${shared._id}/versions/1/restore`, { token: boss });
    expect(byManager.status).toBe(200);
    expect(byManager.body.name).toBe('Legal 1');
    expect((await call('GET', `/v1/templates/${shared._id}/versions`, { token: bob })).body[0]).toMatchObject({
      version: 3,
      savedBy: 'boss',
    });

    // another account: 404 for its key and its manager
    const b = await createAccount(redisUrl, { plan: 'pro' });
    const bBoss = await session(b, 'boss', 'manager');
    for (const token of [b.apiKey, bBoss]) {
      expect((await call('GET', `/v1/templates/${shared._id}/versions`, { token })).status).toBe(404);
      expect((await call('POST', `/v1/templates/${shared._id}/versions/1/restore`, { token })).status).toBe(404);
    }
  });
});

// Comment limits and storage (docs/api.md §15): at most 1,000 comments per template, checked
// and written in one Lua step so parallel comments at the limit never pass it; comments count
// against storage (close to what Redis reports) and give it back when deleted, one by one, by
// thread, or with their template, leaving no key behind.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MAX_COMMENTS } from '../../store/comments';
import { createAccount, type StartedApi, scanKeys, startApi, type TestAccount } from '../../test/harness';
import { type Call, client } from '../../test/http';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let call: Call;

beforeAll(async () => {
  api = await startApi({ redisUrl, env: { RATE_LIMIT: 'off' } });
  call = client(api.url);
});
afterAll(async () => {
  await api?.close();
});

const redis = () => api.running.deps.store.redis;
const counted = async (acct: TestAccount) =>
  Number((await redis().hget(`{${acct.accountId}}:usage`, 'storageBytes')) ?? 0);
const commentKeys = async (acct: TestAccount) => [
  ...(await scanKeys(redis(), `{${acct.accountId}}:cmt:*`)),
  ...(await scanKeys(redis(), `{${acct.accountId}}:cmts:*`)),
];

async function template(acct: TestAccount): Promise<string> {
  const r = await call('POST', '/v1/templates', { token: acct.apiKey, body: { name: 'busy' } });
  expect(r.status).toBe(201);
  return r.body._id as string;
}

describe('1,000 comments per template', () => {
  it('parallel comments at the limit: exactly the places left are taken, the rest are 402 comment_limit_reached', async () => {
    const acct = await createAccount(redisUrl, { plan: 'pro' });
    const tpl = await template(acct);
    const left = 7;
    const store = api.running.deps.store.comments;
    // Seeded through the store in small batches (each create waits for a replica on a cluster).
    const seed = (i: number) =>
      store.create(acct.accountId, {
        templateId: tpl,
        blockId: null,
        parentId: null,
        text: `seed ${i}`,
        mentions: [],
        userId: null,
        name: null,
      });
    const seeded = [];
    for (let i = 0; i < MAX_COMMENTS - left; i += 25) {
      seeded.push(
        ...(await Promise.all(Array.from({ length: Math.min(25, MAX_COMMENTS - left - i) }, (_, k) => seed(i + k)))),
      );
    }
    expect(seeded.filter((r) => r.outcome === 'ok')).toHaveLength(MAX_COMMENTS - left);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call('POST', `/v1/templates/${tpl}/comments`, { token: acct.apiKey, body: { text: `race ${i}` } }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(left);
    const refused = results.filter((r) => r.status === 402);
    expect(refused).toHaveLength(40 - left);
    expect(refused.every((r) => r.body.code === 'comment_limit_reached')).toBe(true);
    expect(refused[0]?.body.error).toMatch(/1000 comments/);
    const listed = (await call('GET', `/v1/templates/${tpl}/comments`, { token: acct.apiKey })).body;
    expect(listed).toHaveLength(MAX_COMMENTS);
    // A reply counts too; deleting one comment makes room for exactly one more.
    const first = listed[listed.length - 1]._id;
    const reply = await call('POST', `/v1/templates/${tpl}/comments`, {
      token: acct.apiKey,
      body: { text: 'r', parentId: first },
    });
    expect(reply.status).toBe(402);
    expect(
      (await call('DELETE', `/v1/templates/${tpl}/comments/${listed[0]._id}`, { token: acct.apiKey })).status,
    ).toBe(200);
    expect(
      (
        await call('POST', `/v1/templates/${tpl}/comments`, {
          token: acct.apiKey,
          body: { text: 'r', parentId: first },
        })
      ).status,
    ).toBe(201);
    expect(
      (await call('POST', `/v1/templates/${tpl}/comments`, { token: acct.apiKey, body: { text: 'one more' } })).status,
    ).toBe(402);
    // Another template of the account has its own 1,000.
    expect(
      (
        await call('POST', `/v1/templates/${await template(acct)}/comments`, {
          token: acct.apiKey,
          body: { text: 'x' },
        })
      ).status,
    ).toBe(201);
  });
});

describe('storage', () => {
  /** Posts `count` threads of one comment and one reply; returns counted / MEMORY USAGE of the comment keys. */
  async function ratioFor(acct: TestAccount, tpl: string, count: number, body: (i: number) => Record<string, unknown>) {
    const before = await counted(acct);
    for (let i = 0; i < count; i++) {
      const first = await call('POST', `/v1/templates/${tpl}/comments`, { token: acct.apiKey, body: body(i) });
      expect(first.status, first.text).toBe(201);
      const reply = { text: `Reply ${i}`, parentId: first.body._id };
      expect((await call('POST', `/v1/templates/${tpl}/comments`, { token: acct.apiKey, body: reply })).status).toBe(
        201,
      );
    }
    const charged = (await counted(acct)) - before;
    let measured = 0;
    for (const key of await commentKeys(acct))
      measured += Number(await redis().call('MEMORY', 'USAGE', key, 'SAMPLES', '0'));
    return { ratio: charged / measured, message: `counted ${charged} B, Redis ${measured} B` };
  }

  it.each([
    [
      'mixed lengths, a few mentions',
      (i: number) => ({
        text: `Comment ${i} ${'words '.repeat(i * 10)}`,
        blockId: `b_${i}`,
        mentions: [`u-${i % 3}`, 'lead'],
      }),
    ],
    ['short comments, no mentions', (i: number) => ({ text: `ok ${i}` })],
    [
      '2,000 characters, 20 mentions each',
      (i: number) => ({ text: `${i}`.padEnd(2000, 'x'), mentions: Array.from({ length: 20 }, (_, k) => `p${k}`) }),
    ],
  ])('%s: counted within 0.8–1.0× of what Redis holds for them (MEMORY USAGE)', async (_name, body) => {
    const acct = await createAccount(redisUrl, { plan: 'pro' });
    const { ratio, message } = await ratioFor(acct, await template(acct), 20, body);
    expect(ratio, message).toBeGreaterThan(0.8);
    expect(ratio, message).toBeLessThanOrEqual(1.0);
  });

  it("an edit changes the count by the text's change", async () => {
    const acct = await createAccount(redisUrl, { plan: 'pro' });
    const tpl = await template(acct);
    const one = (await call('POST', `/v1/templates/${tpl}/comments`, { token: acct.apiKey, body: { text: 'short' } }))
      .body;
    const before = await counted(acct);
    const url = `/v1/templates/${tpl}/comments/${one._id}`;
    expect((await call('PATCH', url, { token: acct.apiKey, body: { text: 'x'.repeat(1500) } })).status).toBe(200);
    const grown = await counted(acct);
    expect(grown - before).toBeGreaterThan(1500 - 5);
    expect((await call('PATCH', url, { token: acct.apiKey, body: { text: 'short' } })).status).toBe(200);
    expect(before - (await counted(acct))).toBeLessThan(16);
    expect(grown - (await counted(acct))).toBeGreaterThan(1400);
  });

  it('a comment past storageMb is 402 storage_limit_reached and stores nothing', async () => {
    const acct = await createAccount(redisUrl, { plan: 'enterprise' });
    const tpl = await template(acct);
    const limitMb = ((await counted(acct)) + 3000) / 1048576;
    await api.running.deps.store.accounts.setPlan(acct.accountId, 'enterprise', { storageMb: limitMb });
    let refused = 0;
    for (let i = 0; i < 5; i++) {
      const r = await call('POST', `/v1/templates/${tpl}/comments`, {
        token: acct.apiKey,
        body: { text: 'y'.repeat(1000) },
      });
      if (r.status === 402) {
        expect(r.body.code).toBe('storage_limit_reached');
        refused++;
      } else expect(r.status).toBe(201);
    }
    expect(refused).toBeGreaterThan(0);
    expect(await counted(acct)).toBeLessThanOrEqual(limitMb * 1048576);
    const stored = (await call('GET', `/v1/templates/${tpl}/comments`, { token: acct.apiKey })).body.length;
    expect(stored).toBe(5 - refused);
  });
});

describe('deletion gives everything back', () => {
  it("a thread's first comment takes its replies and their mentions; the last delete returns the count to where it was", async () => {
    const acct = await createAccount(redisUrl, { plan: 'pro' });
    const tpl = await template(acct);
    const before = await counted(acct);
    const post = (body: unknown) => call('POST', `/v1/templates/${tpl}/comments`, { token: acct.apiKey, body });
    const first = (await post({ text: 'thread', mentions: ['ada'] })).body;
    await post({ text: 'reply 1', parentId: first._id, mentions: ['ada', 'bob'] });
    await post({ text: 'reply 2', parentId: first._id });
    const lone = (await post({ text: 'another thread' })).body;
    expect((await call('DELETE', `/v1/templates/${tpl}/comments/${first._id}`, { token: acct.apiKey })).status).toBe(
      200,
    );
    const left = (await call('GET', `/v1/templates/${tpl}/comments`, { token: acct.apiKey })).body;
    expect(left.map((t: { _id: string }) => t._id)).toEqual([lone._id]);
    for (const user of ['ada', 'bob'])
      expect((await call('GET', `/v1/comments?mentions=${user}`, { token: acct.apiKey })).body).toEqual([]);
    expect((await call('DELETE', `/v1/templates/${tpl}/comments/${lone._id}`, { token: acct.apiKey })).status).toBe(
      200,
    );
    expect(await counted(acct)).toBe(before);
    expect(await commentKeys(acct)).toEqual([]);
  });

  it('deleting the template deletes its comments, replies and mention entries, and frees their storage', async () => {
    const acct = await createAccount(redisUrl, { plan: 'pro' });
    const kept = await template(acct);
    const post = (id: string, body: unknown) =>
      call('POST', `/v1/templates/${id}/comments`, { token: acct.apiKey, body });
    const keptComment = (await post(kept, { text: 'stays', mentions: ['ada'] })).body;
    const withKept = await counted(acct);
    const tpl = await template(acct);
    for (let i = 0; i < 5; i++) {
      const first = (await post(tpl, { text: `t${i}`, mentions: ['ada', 'bob'] })).body;
      await post(tpl, { text: `r${i}`, parentId: first._id, mentions: ['bob'] });
    }
    expect((await call('DELETE', `/v1/templates/${tpl}`, { token: acct.apiKey })).status).toBe(200);
    expect(await counted(acct)).toBe(withKept);
    const ada = (await call('GET', '/v1/comments?mentions=ada', { token: acct.apiKey })).body;
    expect(ada.map((c: { _id: string }) => c._id)).toEqual([keptComment._id]);
    expect((await call('GET', '/v1/comments?mentions=bob', { token: acct.apiKey })).body).toEqual([]);
    expect((await call('GET', `/v1/templates/${tpl}/comments`, { token: acct.apiKey })).status).toBe(404);
    expect((await call('DELETE', `/v1/templates/${kept}`, { token: acct.apiKey })).status).toBe(200);
    expect(await counted(acct)).toBe(0);
    expect(await commentKeys(acct)).toEqual([]);
  });

  it("comments racing their template's delete leave nothing behind: no key, no mention entry, no storage", async () => {
    const acct = await createAccount(redisUrl, { plan: 'pro' });
    const before = await counted(acct);
    const tpl = await template(acct);
    const posts = Array.from({ length: 30 }, (_, i) =>
      call('POST', `/v1/templates/${tpl}/comments`, {
        token: acct.apiKey,
        body: { text: `racing ${i}`, mentions: ['ada'] },
      }),
    );
    const deleted = call('DELETE', `/v1/templates/${tpl}`, { token: acct.apiKey });
    const results = await Promise.all([...posts, deleted]);
    expect(results.every((r) => r.status === 201 || r.status === 200 || r.status === 404)).toBe(true);
    expect((await deleted).status).toBe(200);
    expect(await commentKeys(acct)).toEqual([]);
    expect(await counted(acct)).toBe(before);
    expect((await call('GET', '/v1/comments?mentions=ada', { token: acct.apiKey })).body).toEqual([]);
  });
});

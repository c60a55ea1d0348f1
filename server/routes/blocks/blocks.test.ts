// Saved blocks (docs/api.md §11) over real HTTP and Redis: CRUD, the block schema, paging, the
// templates' scope table with roles (§3, §12), the plan limit under concurrency, storage, and
// Idempotency-Key on create (§9).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, type StartedApi, startApi, type TestAccount } from '../../test/harness';
import { type Call, client } from '../../test/http';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let call: Call;
let a: TestAccount;
let b: TestAccount;

const heading = (text = 'Hello', id = 'h1') => ({ id, type: 'heading', props: { text } });
const columns = () => ({
  id: 'c1',
  type: 'columns',
  props: {
    columns: [
      { blocks: [heading('Left', 'l1')] },
      { blocks: [{ id: 't1', type: 'text', props: { html: '<p>Right</p>' } }] },
    ],
  },
});

async function session(account: TestAccount, userId: string, role?: 'manager'): Promise<string> {
  const r = await call('POST', '/v1/sessions', { token: account.apiKey, body: { userId, ...(role && { role }) } });
  expect(r.status, r.text).toBe(201);
  return r.body.sessionToken as string;
}

async function storageBytes(account: TestAccount): Promise<number> {
  const usage = await api.running.deps.store.redis.hget(`{${account.accountId}}:usage`, 'storageBytes');
  return Number(usage ?? 0);
}

beforeAll(async () => {
  api = await startApi({ redisUrl });
  call = client(api.url);
  a = await createAccount(redisUrl, { plan: 'pro' });
  b = await createAccount(redisUrl, { plan: 'pro' });
});
afterAll(async () => {
  await api?.close();
});

describe('saved blocks CRUD', () => {
  it('creates (201 + Location), gets, renames, replaces the block, deletes, then 404', async () => {
    const created = await call('POST', '/v1/blocks', {
      token: a.apiKey,
      body: { name: '  Header  ', block: columns() },
    });
    expect(created.status, created.text).toBe(201);
    const blk = created.body;
    expect(blk._id).toMatch(/^blk_[0-9A-Za-z]+$/);
    expect(Object.keys(blk).sort()).toEqual(['_id', 'block', 'createdAt', 'name', 'updatedAt']);
    expect(blk.name).toBe('Header');
    expect(blk.block.type).toBe('columns');
    expect(blk.block.props.columns[0].blocks[0].props.text).toBe('Left');
    expect(created.headers.get('location')).toBe(`/v1/blocks/${blk._id}`);

    const got = await call('GET', `/v1/blocks/${blk._id}`, { token: a.apiKey });
    expect(got.status).toBe(200);
    expect(got.body).toEqual(blk);

    const renamed = await call('PUT', `/v1/blocks/${blk._id}`, { token: a.apiKey, body: { name: 'Top' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ _id: blk._id, name: 'Top', block: blk.block, createdAt: blk.createdAt });
    const replaced = await call('PUT', `/v1/blocks/${blk._id}`, { token: a.apiKey, body: { block: heading('New') } });
    expect(replaced.body).toMatchObject({ name: 'Top', block: { type: 'heading', props: { text: 'New' } } });
    expect((await call('PUT', `/v1/blocks/${blk._id}`, { token: a.apiKey, body: {} })).status).toBe(400);

    expect((await call('DELETE', `/v1/blocks/${blk._id}`, { token: a.apiKey })).body).toEqual({ ok: true });
    const gone = await call('GET', `/v1/blocks/${blk._id}`, { token: a.apiKey });
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('not_found');
    expect((await call('DELETE', `/v1/blocks/${blk._id}`, { token: a.apiKey })).status).toBe(404);
    expect((await call('GET', '/v1/blocks/blk_nope', { token: a.apiKey })).status).toBe(404);
  });

  it('validates the block with the document schema: 400 naming the field, nothing stored', async () => {
    const before = (await call('GET', '/v1/blocks', { token: b.apiKey })).body.length;
    const cases: Array<[unknown, RegExp]> = [
      [{ id: 'x', type: 'nope', props: {} }, /^block\.type /],
      [{ id: 'x', type: 'button', props: { label: 'Go', href: 'javascript:alert(1)' } }, /^block\.props\.href /],
      [
        { ...columns(), props: { columns: [{ blocks: [heading('a', 'd')] }, { blocks: [heading('b', 'd')] }] } },
        /^block\.props\.columns\[1\]\.blocks\[0\]\.id duplicates/,
      ],
      [
        { ...columns(), props: { columns: [{ blocks: [columns()] }, { blocks: [] }] } },
        /^block\.props\.columns\[0\]\.blocks\[0\]/,
      ],
      ['a string', /^block /],
    ];
    for (const [block, message] of cases) {
      const r = await call('POST', '/v1/blocks', { token: b.apiKey, body: { name: 'Bad', block } });
      expect(r.status, JSON.stringify(block)).toBe(400);
      expect(r.body.code).toBe('invalid_input');
      expect(r.body.error).toMatch(message);
    }
    expect((await call('POST', '/v1/blocks', { token: b.apiKey, body: { block: heading() } })).body.error).toMatch(
      /^name /,
    );
    expect(
      (await call('POST', '/v1/blocks', { token: b.apiKey, body: { name: 'x', block: heading(), extra: 1 } })).status,
    ).toBe(400);
    expect((await call('GET', '/v1/blocks', { token: b.apiKey })).body.length).toBe(before);

    // Text is stored in the same sanitised form as inside a document.
    const text = await call('POST', '/v1/blocks', {
      token: b.apiKey,
      body: {
        name: 'Text',
        block: { id: 't', type: 'text', props: { html: '<p onclick="x()">Hi<script>alert(1)</script></p>' } },
      },
    });
    expect(text.status).toBe(201);
    expect(text.body.block.props.html).not.toMatch(/script|onclick/);
    expect(text.body.block.props.html).toContain('Hi');
  });

  it('lists newest first without the block, paged with cursor and Link', async () => {
    const c = await createAccount(redisUrl, { plan: 'pro' });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await call('POST', '/v1/blocks', { token: c.apiKey, body: { name: `B${i}`, block: heading(`h${i}`) } });
      ids.push(r.body._id);
      await new Promise((resolve) => setTimeout(resolve, 3)); // distinct updatedAt: ties would order by id
    }
    const first = await call('GET', '/v1/blocks?limit=2', { token: c.apiKey });
    expect(first.status).toBe(200);
    expect(first.body.map((i: { name: string }) => i.name)).toEqual(['B4', 'B3']);
    expect(Object.keys(first.body[0]).sort()).toEqual(['_id', 'name', 'updatedAt']);
    const seen = [...first.body];
    let link = first.headers.get('link');
    while (link) {
      const url = /<([^>]+)>; rel="next"/.exec(link)![1]!;
      const page = await call('GET', url.slice(api.url.length), { token: c.apiKey });
      seen.push(...page.body);
      link = page.headers.get('link');
    }
    expect(seen.map((i) => i._id)).toEqual([...ids].reverse());
    expect((await call('GET', '/v1/blocks?limit=0', { token: c.apiKey })).status).toBe(400);
    expect((await call('GET', '/v1/blocks?cursor=bogus', { token: c.apiKey })).status).toBe(400);
  });
});

describe('saved blocks scope (as templates, with roles)', () => {
  it('session users see own + shared; others are 404; members cannot write shared; managers can', async () => {
    const acct = await createAccount(redisUrl, { plan: 'pro' });
    const u1 = await session(acct, 'u1');
    const u2 = await session(acct, 'u2');
    const boss = await session(acct, 'boss', 'manager');

    const shared = (await call('POST', '/v1/blocks', { token: acct.apiKey, body: { name: 'Legal', block: heading() } }))
      .body;
    expect(shared).not.toHaveProperty('userId');
    const sharedToo = await call('POST', '/v1/blocks', {
      token: acct.apiKey,
      body: { name: 'Legal 2', block: heading(), shared: true },
    });
    expect(sharedToo.body).not.toHaveProperty('userId');
    const own1 = (await call('POST', '/v1/blocks', { token: u1, body: { name: 'Mine', block: heading() } })).body;
    expect(own1.userId).toBe('u1');
    const forU2 = (
      await call('POST', '/v1/blocks', { token: acct.apiKey, body: { name: 'For u2', block: heading(), userId: 'u2' } })
    ).body;

    const memberShared = await call('POST', '/v1/blocks', {
      token: u1,
      body: { name: 'x', block: heading(), shared: true },
    });
    expect(memberShared.status).toBe(403);
    expect(memberShared.body.code).toBe('shared_block');
    const otherUser = await call('POST', '/v1/blocks', {
      token: u1,
      body: { name: 'x', block: heading(), userId: 'u2' },
    });
    expect(otherUser.status).toBe(403);
    expect(otherUser.body.code).toBe('user_scope');

    const list1 = (await call('GET', '/v1/blocks', { token: u1 })).body.map((i: { _id: string }) => i._id);
    expect(list1.sort()).toEqual([shared._id, sharedToo.body._id, own1._id].sort());
    expect((await call('GET', '/v1/blocks?userId=u2', { token: u1 })).status).toBe(403);
    const bySecret = (await call('GET', '/v1/blocks?userId=u2', { token: acct.apiKey })).body.map(
      (i: { _id: string }) => i._id,
    );
    expect(bySecret.sort()).toEqual([shared._id, sharedToo.body._id, forU2._id].sort());
    expect((await call('GET', '/v1/blocks', { token: acct.apiKey })).body).toHaveLength(4);

    expect((await call('GET', `/v1/blocks/${forU2._id}`, { token: u1 })).status).toBe(404);
    expect((await call('PUT', `/v1/blocks/${forU2._id}`, { token: u1, body: { name: 'x' } })).status).toBe(404);
    expect((await call('DELETE', `/v1/blocks/${forU2._id}`, { token: boss })).status).toBe(404);
    expect((await call('GET', `/v1/blocks/${shared._id}`, { token: u2 })).status).toBe(200);

    const memberPut = await call('PUT', `/v1/blocks/${shared._id}`, { token: u1, body: { name: 'x' } });
    expect(memberPut.status).toBe(403);
    expect(memberPut.body.code).toBe('shared_block');
    expect((await call('DELETE', `/v1/blocks/${shared._id}`, { token: u1 })).status).toBe(403);
    expect((await call('PUT', `/v1/blocks/${own1._id}`, { token: u1, body: { name: 'Mine 2' } })).body.name).toBe(
      'Mine 2',
    );

    const managerPut = await call('PUT', `/v1/blocks/${shared._id}`, { token: boss, body: { name: 'Legal v2' } });
    expect(managerPut.status).toBe(200);
    expect(managerPut.body).not.toHaveProperty('userId');
    const managerShared = await call('POST', '/v1/blocks', {
      token: boss,
      body: { name: 'Team', block: heading(), shared: true },
    });
    expect(managerShared.status).toBe(201);
    expect(managerShared.body).not.toHaveProperty('userId');
    expect((await call('GET', `/v1/blocks/${managerShared.body._id}`, { token: u2 })).status).toBe(200);
    expect((await call('DELETE', `/v1/blocks/${shared._id}`, { token: boss })).body).toEqual({ ok: true });

    // Another account: 404 for everyone of account B, managers included.
    const bBoss = await session(b, 'boss', 'manager');
    for (const token of [b.apiKey, bBoss]) {
      expect((await call('GET', `/v1/blocks/${sharedToo.body._id}`, { token })).status).toBe(404);
      expect((await call('PUT', `/v1/blocks/${sharedToo.body._id}`, { token, body: { name: 'x' } })).status).toBe(404);
      expect((await call('DELETE', `/v1/blocks/${sharedToo.body._id}`, { token })).status).toBe(404);
    }
    expect((await call('GET', `/v1/blocks/${sharedToo.body._id}`, { token: acct.apiKey })).body.name).toBe('Legal 2');
  });
});

describe('saved blocks: plan limit, storage, idempotency', () => {
  it('30 concurrent creates on a free account store exactly 20; the rest are 402 block_limit_reached', async () => {
    const free = await createAccount(redisUrl, { plan: 'free' });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call('POST', '/v1/blocks', { token: free.apiKey, body: { name: `B${i}`, block: heading() } }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(20);
    const refused = results.filter((r) => r.status === 402);
    expect(refused).toHaveLength(10);
    expect(refused[0]!.body.code).toBe('block_limit_reached');
    expect(refused[0]!.body.error).toMatch(/free plan allows 20 saved blocks/);
    expect((await call('GET', '/v1/blocks', { token: free.apiKey })).body).toHaveLength(20);
  });

  it('storage rises with a saved block, follows its growth and falls back on delete', async () => {
    const acct = await createAccount(redisUrl, { plan: 'pro' });
    const start = await storageBytes(acct);
    const para = (n: number) => ({ id: 't', type: 'text', props: { html: `<p>${'x'.repeat(n)}</p>` } });
    const created = await call('POST', '/v1/blocks', { token: acct.apiKey, body: { name: 'Big', block: para(5000) } });
    expect(created.status, created.text).toBe(201);
    const afterCreate = await storageBytes(acct);
    expect(afterCreate - start).toBeGreaterThan(5000);
    await call('PUT', `/v1/blocks/${created.body._id}`, { token: acct.apiKey, body: { block: para(9000) } });
    // 4,000 more bytes of block, give or take the digits of `size`
    expect(Math.abs((await storageBytes(acct)) - afterCreate - 4000)).toBeLessThan(8);
    // what is counted agrees with what Redis reports for the saved block and its index entries
    const redis = api.running.deps.store.redis;
    let measured = 0;
    for (const key of [
      `{${acct.accountId}}:blk:${created.body._id}`,
      `{${acct.accountId}}:blks`,
      `{${acct.accountId}}:blks:shared`,
    ]) {
      measured += Number(await redis.call('MEMORY', 'USAGE', key, 'SAMPLES', '0'));
    }
    const ratio = ((await storageBytes(acct)) - start) / measured;
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
    const validate = await call('GET', '/v1/keys/validate', { token: acct.apiKey });
    expect(validate.body.usage.storageMb).toBeGreaterThan(0);
    await call('DELETE', `/v1/blocks/${created.body._id}`, { token: acct.apiKey });
    expect(await storageBytes(acct)).toBe(start);
  });

  it('Idempotency-Key: a retry returns the first block and stores nothing new; another body → 422', async () => {
    const acct = await createAccount(redisUrl, { plan: 'pro' });
    const headers = { 'Idempotency-Key': 'save-header-1' };
    const body = { name: 'Header', block: heading() };
    const [first, second] = await Promise.all([
      call('POST', '/v1/blocks', { token: acct.apiKey, body, headers }),
      call('POST', '/v1/blocks', { token: acct.apiKey, body, headers }),
    ]);
    const statuses = [first.status, second.status].sort();
    // Concurrent duplicates: one creates, the other replays or is told the first is in progress.
    expect(statuses[0]).toBe(201);
    const replay = await call('POST', '/v1/blocks', { token: acct.apiKey, body, headers });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body._id).toBe(
      (first.status === 201 && !first.headers.get('idempotent-replayed') ? first : second).body._id,
    );
    expect((await call('GET', '/v1/blocks', { token: acct.apiKey })).body).toHaveLength(1);
    const mismatch = await call('POST', '/v1/blocks', {
      token: acct.apiKey,
      body: { ...body, name: 'Other' },
      headers,
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.code).toBe('idempotency_mismatch');
  });
});

// Locked blocks (docs/api.md §15) through every write path: PUT, restore, saved blocks, copies;
// the permission matrix (owner, member, manager, reviewer, secret key, another user, another
// account); and a member's save racing a lock (the check and the write are one atomic decision).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, type StartedApi, startApi, type TestAccount } from '../../test/harness';
import { type Call, client } from '../../test/http';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let call: Call;
let a: TestAccount;
let b: TestAccount;

interface Block {
  id: string;
  type: string;
  props: Record<string, unknown>;
  locked?: boolean;
}

const heading = (id: string, text: string, locked?: boolean): Block => ({
  id,
  type: 'heading',
  props: { text },
  ...(locked !== undefined && { locked }),
});
const columns = (id: string, left: Block[], locked?: boolean): Block => ({
  id,
  type: 'columns',
  props: { columns: [{ blocks: left }, { blocks: [] }] },
  ...(locked !== undefined && { locked }),
});
/** A brand document: a locked logo, free content, a locked footer row. */
const brand = (body = 'Hello', logo = 'ACME') => ({
  blocks: [heading('logo', logo, true), heading('body', body), columns('foot', [heading('legal', 'Legal text')], true)],
});
const tree = (blocks: Block[]) => ({ blocks });

async function session(account: TestAccount, userId: string, role?: string): Promise<string> {
  const r = await call('POST', '/v1/sessions', { token: account.apiKey, body: { userId, ...(role && { role }) } });
  expect(r.status, r.text).toBe(201);
  return r.body.sessionToken as string;
}

function blocksOf(template: { blockTree: { blocks: Block[] } }): Block[] {
  return template.blockTree.blocks;
}

function expectLocked(r: { status: number; body: { code?: string; error?: string } }, blockId: string): void {
  expect(r.status, JSON.stringify(r.body)).toBe(403);
  expect(r.body.code).toBe('block_locked');
  expect(r.body.error).toContain(blockId);
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

describe('a shared template with locked blocks', () => {
  it('manager and secret key change, lock and unlock; member 403 shared_template; reviewer read_only; another account 404', async () => {
    const manager = await session(a, 'boss', 'manager');
    const created = await call('POST', '/v1/templates', {
      token: manager,
      body: { name: 'Brand', shared: true, blockTree: brand() },
    });
    expect(created.status, created.text).toBe(201);
    expect(blocksOf(created.body)[0]).toMatchObject({ id: 'logo', locked: true });
    const id = created.body._id as string;

    const byManager = await call('PUT', `/v1/templates/${id}`, {
      token: manager,
      body: { blockTree: brand('Hi', 'ACME 2') },
    });
    expect(byManager.status, byManager.text).toBe(200);
    const unlocked = tree([
      heading('logo', 'ACME 2'),
      heading('body', 'Hi', true),
      columns('foot', [heading('legal', 'Legal text')]),
    ]);
    const bySecret = await call('PUT', `/v1/templates/${id}`, { token: a.apiKey, body: { blockTree: unlocked } });
    expect(bySecret.status).toBe(200);
    expect(blocksOf(bySecret.body).map((x) => x.locked)).toEqual([undefined, true, undefined]);

    const member = await session(a, 'ann');
    const memberPut = await call('PUT', `/v1/templates/${id}`, { token: member, body: { blockTree: brand() } });
    expect(memberPut.status).toBe(403);
    expect(memberPut.body.code).toBe('shared_template');
    const reviewer = await session(a, 'rita', 'reviewer');
    const reviewerPut = await call('PUT', `/v1/templates/${id}`, { token: reviewer, body: { blockTree: brand() } });
    expect(reviewerPut.body.code).toBe('read_only');
    expect((await call('PUT', `/v1/templates/${id}`, { token: b.apiKey, body: { blockTree: brand() } })).status).toBe(
      404,
    );
    const managerB = await session(b, 'boss', 'manager');
    expect((await call('PUT', `/v1/templates/${id}`, { token: managerB, body: { blockTree: brand() } })).status).toBe(
      404,
    );
    expect((await call('GET', `/v1/templates/${id}`, { token: a.apiKey })).body.blockTree).toEqual(
      bySecret.body.blockTree,
    );
  });
});

describe("a member's copy keeps the locks, and the member cannot break them", () => {
  async function copyFor(user: string): Promise<{ id: string; member: string }> {
    const shared = await call('POST', '/v1/templates', {
      token: a.apiKey,
      body: { name: 'Brand', blockTree: brand() },
    });
    const member = await session(a, user);
    // "Save as my copy": the element creates the member's template from the shared one's document.
    const source = await call('GET', `/v1/templates/${shared.body._id}`, { token: member });
    const copy = await call('POST', '/v1/templates', {
      token: member,
      body: { name: 'My copy', blockTree: source.body.blockTree },
    });
    expect(copy.status, copy.text).toBe(201);
    expect(
      blocksOf(copy.body)
        .filter((x) => x.locked)
        .map((x) => x.id),
    ).toEqual(['logo', 'foot']);
    // Duplicating the copy keeps them too.
    const dup = await call('POST', '/v1/templates', {
      token: member,
      body: { name: 'Dup', blockTree: copy.body.blockTree },
    });
    expect(
      blocksOf(dup.body)
        .filter((x) => x.locked)
        .map((x) => x.id),
    ).toEqual(['logo', 'foot']);
    return { id: copy.body._id as string, member };
  }

  it('owner (member): free blocks change; locked ones cannot be changed, deleted, moved, unlocked, and nothing new locked', async () => {
    const { id, member } = await copyFor('ann');
    const put = (blockTree: unknown) => call('PUT', `/v1/templates/${id}`, { token: member, body: { blockTree } });
    const [logo, , foot] = brand().blocks as [Block, Block, Block];

    expect((await put(brand('Changed body'))).status).toBe(200);
    const around = tree([heading('intro', 'New first'), logo, heading('body', 'x'), heading('more', 'y'), foot]);
    expect((await put(around)).status).toBe(200);

    expectLocked(await put(brand('x', 'EVIL')), 'logo');
    expectLocked(await put(tree([heading('body', 'x'), foot])), 'logo');
    expectLocked(await put(tree([foot, heading('body', 'x'), logo])), 'foot');
    expectLocked(await put(tree([heading('logo', 'ACME'), heading('body', 'x'), foot])), 'logo');
    expectLocked(await put(tree([logo, heading('body', 'x', true), foot])), 'body');
    expectLocked(
      await put(tree([logo, heading('body', 'x'), columns('foot', [heading('legal', 'No legal')], true)])),
      'foot',
    );
    const childAdded = columns('foot', [heading('legal', 'Legal text'), heading('mine', 'z')], true);
    expectLocked(await put(tree([logo, heading('body', 'x'), childAdded])), 'foot');
    // A block that arrives locked (say, from a locked saved block) is kept locked.
    const arrives = tree([logo, heading('body', 'x'), foot, heading('saved', 'Brand footer', true)]);
    expect((await put(arrives)).status).toBe(200);
    // Name, metadata and tags alone never touch blocks.
    expect(
      (await call('PUT', `/v1/templates/${id}`, { token: member, body: { name: 'Renamed', metadata: { a: 1 } } }))
        .status,
    ).toBe(200);

    const stored = await call('GET', `/v1/templates/${id}`, { token: member });
    expect(blocksOf(stored.body).map((x) => x.id)).toEqual(['logo', 'body', 'foot', 'saved']);
    expect(blocksOf(stored.body)[0]).toMatchObject(logo);
  });

  it('the same user as manager, and the secret key, may change locked blocks; another user and another account get 404; a reviewer read_only', async () => {
    const { id } = await copyFor('cat');
    const asManager = await session(a, 'cat', 'manager');
    const r = await call('PUT', `/v1/templates/${id}`, {
      token: asManager,
      body: { blockTree: brand('x', 'Cat logo') },
    });
    expect(r.status, r.text).toBe(200);
    const unlock = tree([heading('logo', 'Cat logo'), heading('body', 'x')]);
    expect((await call('PUT', `/v1/templates/${id}`, { token: a.apiKey, body: { blockTree: unlock } })).status).toBe(
      200,
    );
    const other = await session(a, 'dan');
    expect((await call('PUT', `/v1/templates/${id}`, { token: other, body: { blockTree: brand() } })).status).toBe(404);
    const otherManager = await session(a, 'dan', 'manager');
    expect(
      (await call('PUT', `/v1/templates/${id}`, { token: otherManager, body: { blockTree: brand() } })).status,
    ).toBe(404);
    expect((await call('PUT', `/v1/templates/${id}`, { token: b.apiKey, body: { blockTree: brand() } })).status).toBe(
      404,
    );
    const reviewer = await session(a, 'cat', 'reviewer');
    expect(
      (await call('PUT', `/v1/templates/${id}`, { token: reviewer, body: { blockTree: brand() } })).body.code,
    ).toBe('read_only');
  });

  it('a restore that would change a locked block is refused for the member, allowed for a manager', async () => {
    const { id, member } = await copyFor('eve');
    // The host's server rebrands the locked logo with the secret key (version 2).
    expect(
      (await call('PUT', `/v1/templates/${id}`, { token: a.apiKey, body: { blockTree: brand('Hello', 'ACME 2025') } }))
        .status,
    ).toBe(200);
    const restore = await call('POST', `/v1/templates/${id}/versions/1/restore`, { token: member });
    expectLocked(restore, 'logo');
    const now = await call('GET', `/v1/templates/${id}`, { token: member });
    expect(blocksOf(now.body)[0]?.props.text).toBe('ACME 2025');
    expect((await call('GET', `/v1/templates/${id}/versions`, { token: member })).body).toHaveLength(2);
    // Restoring a version whose locked blocks are today's is fine for the member.
    expect(
      (await call('PUT', `/v1/templates/${id}`, { token: member, body: { blockTree: brand('Edited', 'ACME 2025') } }))
        .status,
    ).toBe(200);
    expect((await call('POST', `/v1/templates/${id}/versions/2/restore`, { token: member })).status).toBe(200);
    const manager = await session(a, 'eve', 'manager');
    const byManager = await call('POST', `/v1/templates/${id}/versions/1/restore`, { token: manager });
    expect(byManager.status, byManager.text).toBe(200);
    expect(blocksOf(byManager.body)[0]?.props.text).toBe('ACME');
  });
});

describe('saved blocks keep their locks', () => {
  it('a saved block made from locked content stays locked: the member cannot change it, a manager can', async () => {
    const member = await session(a, 'fay');
    const locked = columns('foot', [heading('legal', 'Legal text')], true);
    const saved = await call('POST', '/v1/blocks', { token: member, body: { name: 'Footer', block: locked } });
    expect(saved.status, saved.text).toBe(201);
    expect(saved.body.block).toMatchObject(locked);
    const id = saved.body._id as string;
    const changed = columns('foot', [heading('legal', 'Other')], true);
    expectLocked(await call('PUT', `/v1/blocks/${id}`, { token: member, body: { block: changed } }), 'foot');
    expectLocked(
      await call('PUT', `/v1/blocks/${id}`, { token: member, body: { block: { ...locked, locked: false } } }),
      'foot',
    );
    expect((await call('PUT', `/v1/blocks/${id}`, { token: member, body: { name: 'Renamed' } })).status).toBe(200);
    expect((await call('GET', `/v1/blocks/${id}`, { token: member })).body.block).toEqual(saved.body.block);
    const reviewer = await session(a, 'fay', 'reviewer');
    expect((await call('PUT', `/v1/blocks/${id}`, { token: reviewer, body: { block: changed } })).body.code).toBe(
      'read_only',
    );
    expect((await call('PUT', `/v1/blocks/${id}`, { token: b.apiKey, body: { block: changed } })).status).toBe(404);
    const manager = await session(a, 'fay', 'manager');
    const byManager = await call('PUT', `/v1/blocks/${id}`, { token: manager, body: { block: changed } });
    expect(byManager.status).toBe(200);
    expect((await call('PUT', `/v1/blocks/${id}`, { token: a.apiKey, body: { block: locked } })).status).toBe(200);
    // An unlocked saved block of a member: locking it takes a manager.
    const free = await call('POST', '/v1/blocks', {
      token: member,
      body: { name: 'Free', block: heading('f', 'Free') },
    });
    expectLocked(
      await call('PUT', `/v1/blocks/${free.body._id}`, { token: member, body: { block: heading('f', 'Free', true) } }),
      'f',
    );
  });
});

describe("a member's save racing a lock", () => {
  it('the store refuses a save checked against a document that has changed since (the atomic step)', async () => {
    const { store } = api.running.deps;
    const created = await call('POST', '/v1/templates', {
      token: a.apiKey,
      body: { name: 'Race', userId: 'gil', blockTree: brand() },
    });
    const id = created.body._id as string;
    const storedBefore = await store.templates.storedTreeOf(a.accountId, id, 'gil');
    const checkedAgainst = createHash('sha1')
      .update(storedBefore as Buffer)
      .digest('hex');
    // A manager locks the body in between the member's check and write.
    const lockBody = tree([
      heading('logo', 'ACME', true),
      heading('body', 'Hello', true),
      columns('foot', [heading('legal', 'Legal text')], true),
    ]);
    expect((await call('PUT', `/v1/templates/${id}`, { token: a.apiKey, body: { blockTree: lockBody } })).status).toBe(
      200,
    );
    const memberDoc = JSON.stringify(brand('Member edit'));
    const writer = { user: 'gil', manager: false };
    const stale = await store.templates.update(
      a.accountId,
      id,
      writer,
      { blockTreeJson: memberDoc },
      { lockGuard: checkedAgainst },
    );
    expect(stale.outcome).toBe('changed');
    const unchecked = await store.templates.update(
      a.accountId,
      id,
      writer,
      { blockTreeJson: memberDoc },
      { lockGuard: 'nolocks' },
    );
    expect(unchecked.outcome).toBe('locks');
    expect(blocksOf((await call('GET', `/v1/templates/${id}`, { token: a.apiKey })).body)[1]).toMatchObject({
      locked: true,
    });
  });

  it('over HTTP, parallel member saves and lock saves never leave the member edit on top of the lock', async () => {
    const member = await session(a, 'hal');
    const created = await call('POST', '/v1/templates', {
      token: member,
      body: { name: 'Race', blockTree: tree([heading('x', 'Original')]) },
    });
    const id = created.body._id as string;
    for (let round = 0; round < 15; round++) {
      const unlockedDoc = tree([heading('x', 'Original')]);
      expect(
        (await call('PUT', `/v1/templates/${id}`, { token: a.apiKey, body: { blockTree: unlockedDoc } })).status,
      ).toBe(200);
      const [lock, edit] = await Promise.all([
        call('PUT', `/v1/templates/${id}`, {
          token: a.apiKey,
          body: { blockTree: tree([heading('x', 'Original', true)]) },
        }),
        call('PUT', `/v1/templates/${id}`, {
          token: member,
          body: { blockTree: tree([heading('x', `Member ${round}`)]) },
        }),
      ]);
      expect(lock.status).toBe(200);
      expect([200, 403]).toContain(edit.status);
      if (edit.status === 403) expect(edit.body.code).toBe('block_locked');
      const final = blocksOf((await call('GET', `/v1/templates/${id}`, { token: member })).body)[0];
      // Either the edit came first (the lock's save then replaced it) or it was refused.
      expect(final).toMatchObject(heading('x', 'Original', true));
    }
  });
});

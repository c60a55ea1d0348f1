// A block moved while someone else changes it (docs/api.md §14): a move writes only block ids, so
// both people's changes reach both documents and the stored template; a live document stored in
// the old layout still loads, is rewritten in the new one once, and is written back as before.
// Real Redis, real WebSockets, two API instances.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as Y from 'yjs';
import { legacyYDoc } from '../../core/collab/legacy-doc';
import { patchTree } from '../../core/collab/patch';
import { LEGACY_BLOCKS, ORDER_ARRAY, yDocToTemplate } from '../../core/collab/ydoc';
import type { RedisClient } from '../redis/client';
import { createStore, type Store } from '../store';
import { keys } from '../store/keys';
import { connectLive, type LiveClient, ManualTimers, setPropById } from '../test/collab-client';
import { connectRedis, createAccount, type StartedApi, startApi, type TestAccount } from '../test/harness';
import { client } from '../test/http';

const redisUrl = inject('redisUrl');
const timers = new ManualTimers();
let a: StartedApi;
let b: StartedApi;
let redis: RedisClient;
let store: Store;
let account: TestAccount;
const clients: LiveClient[] = [];

const heading = { id: 'h1', type: 'heading', props: { text: 'Hello', level: 1 } };
const button = { id: 'b1', type: 'button', props: { label: 'Go', href: 'https://example.com' } };
const divider = { id: 'd1', type: 'divider', props: {} };
const BLOCKS = [heading, button, divider];

beforeAll(async () => {
  [a, b] = await Promise.all([
    startApi({ redisUrl, collabTimers: timers }),
    startApi({ redisUrl, collabTimers: timers }),
  ]);
  redis = await connectRedis(redisUrl);
  store = createStore(redis);
  account = await createAccount(redisUrl, { plan: 'pro' });
});

afterAll(async () => {
  for (const c of clients) c.close();
  await Promise.all([a?.close(), b?.close()]);
  redis?.disconnect();
});

async function live(api: StartedApi, id: string): Promise<LiveClient> {
  const c = await connectLive(api.url, id, account.apiKey);
  clients.push(c);
  return c;
}

type Block = { id: string; type: string; props: Record<string, unknown> };

const stored = async (id: string): Promise<Block[]> =>
  (await client(b.url)('GET', `/v1/templates/${id}`, { token: account.apiKey })).body.blockTree.blocks;

/** A new template, and its blocks as stored (with the defaults the validator fills in). */
async function createTemplate(): Promise<{ id: string; blocks: Block[] }> {
  const r = await client(a.url)('POST', '/v1/templates', {
    token: account.apiKey,
    body: { name: 'Move', blockTree: { blocks: BLOCKS } },
  });
  expect(r.status).toBe(201);
  return { id: r.body._id, blocks: await stored(r.body._id) };
}

const withProp = (block: Block, key: string, value: unknown): Block => ({
  ...block,
  props: { ...block.props, [key]: value },
});

const blocksOf = (doc: Y.Doc) => (yDocToTemplate(doc)?.blockTree as { blocks?: Block[] } | undefined)?.blocks;

describe('a block moved while another editor changes it', () => {
  it('keeps the move and the change, in both documents and in the stored template', async () => {
    const { id, blocks } = await createTemplate();
    const [h, btn, div] = blocks as [Block, Block, Block];
    const one = await live(a, id);
    const two = await live(b, id);
    // In one turn, so neither has the other's change: one drags the heading to the end (as the
    // element writes it, the whole tree), two retypes the heading.
    one.doc.transact(() =>
      patchTree(one.doc, { ...(yDocToTemplate(one.doc)?.blockTree as object), blocks: [btn, div, h] }, null),
    );
    setPropById(two.doc, 'h1', 'text', 'Retyped');
    await Promise.all([one.acknowledged(), two.acknowledged()]);
    const expected = [btn, div, withProp(h, 'text', 'Retyped')];
    for (const c of [one, two]) await expect.poll(() => blocksOf(c.doc)).toEqual(expected);
    timers.runAll();
    await expect.poll(() => stored(id)).toEqual(expected);
  });
});

describe('a live document stored in the old layout', () => {
  it('loads as it was, is rewritten in the new layout once, and is written back', async () => {
    const { id, blocks } = await createTemplate();
    // The log as an instance of the previous release left it (its base in the old layout).
    const legacy = legacyYDoc({ name: 'Move', blockTree: { version: 1, canvas: {}, metadata: {}, blocks } });
    await store.collab.load(account.accountId, id, Y.encodeStateAsUpdate(legacy));
    const log = keys.collabLog(account.accountId, id);

    const one = await live(a, id);
    expect(blocksOf(one.doc)).toEqual(blocks);
    expect(one.doc.getArray(LEGACY_BLOCKS).length).toBe(0);
    expect(one.doc.getArray(ORDER_ARRAY).toArray()).toEqual(['h1', 'b1', 'd1']);
    expect(await redis.llen(log)).toBe(2); // the old base, then its rewrite
    // The other instance loads the rewritten log: nothing left to rewrite.
    const two = await live(b, id);
    expect(await redis.llen(log)).toBe(2);
    setPropById(two.doc, 'b1', 'label', 'After');
    await two.acknowledged();
    const [h, btn, div] = blocks as [Block, Block, Block];
    const expected = [h, withProp(btn, 'label', 'After'), div];
    await expect.poll(() => blocksOf(one.doc)).toEqual(expected);
    timers.runAll();
    await expect.poll(() => stored(id)).toEqual(expected);
  });
});

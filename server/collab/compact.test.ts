// A live document's update log stays bounded (docs/api.md §14): past COMPACT_AFTER_ENTRIES
// entries, or COMPACT_AFTER_BYTES bytes after its first, its entries become one snapshot, atomically, and no acknowledged change is lost: not by the
// compaction, not by updates appended while it runs, not by a compaction cut short.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as Y from 'yjs';
import { templateToYDoc, yDocToTemplate } from '../../core/collab/ydoc';
import type { RedisClient } from '../redis/client';
import { createStore, type Store } from '../store';
import { COMPACT_AFTER_BYTES, COMPACT_AFTER_ENTRIES } from '../store/collab';
import { keys } from '../store/keys';
import { connectLive, type LiveClient, propOf, setProp } from '../test/collab-client';
import { connectRedis, createAccount, type StartedApi, startApi, type TestAccount } from '../test/harness';
import { client } from '../test/http';

const redisUrl = inject('redisUrl');
const EDITORS = 6;
const CHANGES = 40;
let a: StartedApi;
let b: StartedApi;
let redis: RedisClient;
let store: Store;
let account: TestAccount;
const clients: LiveClient[] = [];

beforeAll(async () => {
  [a, b] = await Promise.all([startApi({ redisUrl }), startApi({ redisUrl })]);
  redis = await connectRedis(redisUrl);
  store = createStore(redis);
  account = await createAccount(redisUrl, { plan: 'agency' });
});

afterAll(async () => {
  for (const c of clients) c.close();
  await Promise.all([a?.close(), b?.close()]);
  redis?.disconnect();
});

const texts = (doc: Y.Doc) => Array.from({ length: EDITORS }, (_, i) => propOf(doc, i, 'text'));

describe('a live log past its bound', () => {
  it('is compacted into one snapshot, and an instance that joins afterwards sees every change', async () => {
    expect(EDITORS * CHANGES).toBeGreaterThan(COMPACT_AFTER_ENTRIES);
    const blocks = Array.from({ length: EDITORS }, (_, i) => ({
      id: `h${i}`,
      type: 'heading',
      props: { text: 'start', level: 2 },
    }));
    const created = await client(a.url)('POST', '/v1/templates', {
      token: account.apiKey,
      body: { name: 'Long', blockTree: { blocks } },
    });
    const id: string = created.body._id;
    const editors: LiveClient[] = [];
    for (let i = 0; i < EDITORS; i++) editors.push(await connectLive((i % 2 ? b : a).url, id, account.apiKey));
    clients.push(...editors);
    // Each editor stays under the per-connection message rate (§14): 40 changes of its own block.
    editors.forEach((editor, i) => {
      for (let n = 1; n <= CHANGES; n++) setProp(editor.doc, i, 'text', `editor ${i} change ${n}`);
    });
    await Promise.all(editors.map((e) => e.acknowledged()));

    const log = keys.collabLog(account.accountId, id);
    // Compaction runs after the acknowledgement that crossed the bound (a read, a merge, a script).
    await expect.poll(() => redis.llen(log)).toBeLessThan(EDITORS * CHANGES - COMPACT_AFTER_ENTRIES + 2);
    const fresh = await startApi({ redisUrl });
    try {
      const newcomer = await connectLive(fresh.url, id, account.apiKey, { reconnect: false });
      clients.push(newcomer);
      const expected = Array.from({ length: EDITORS }, (_, i) => `editor ${i} change ${CHANGES}`);
      expect(texts(newcomer.doc)).toEqual(expected);
      for (const editor of editors) expect(texts(editor.doc)).toEqual(expected);
    } finally {
      await fresh.close();
    }
  });
});

describe('a log of a few huge updates', () => {
  it('is compacted by its bytes though it holds few entries, and its byte count drops with it', async () => {
    const created = await client(a.url)('POST', '/v1/templates', {
      token: account.apiKey,
      body: { name: 'Heavy', blockTree: { blocks: [{ id: 'h0', type: 'heading', props: { text: 'start' } }] } },
    });
    const id: string = created.body._id;
    const editor = await connectLive(a.url, id, account.apiKey);
    clients.push(editor);
    const SIZE = 200 * 1024;
    const UPDATES = 4;
    expect(UPDATES * SIZE).toBeGreaterThan(COMPACT_AFTER_BYTES);
    expect(UPDATES + 1).toBeLessThan(COMPACT_AFTER_ENTRIES);
    const huge = (n: number) => `${n}:`.padEnd(SIZE, 'x');
    for (let n = 1; n <= UPDATES; n++) {
      setProp(editor.doc, 0, 'text', huge(n));
      await editor.acknowledged();
    }
    const log = keys.collabLog(account.accountId, id);
    const weight = async () => (await redis.lrangeBuffer(log, 0, -1)).reduce((sum, e) => sum + e.byteLength, 0);
    // The append that crossed the bound compacted the log; the texts it replaced are gone from it.
    await expect.poll(() => redis.llen(log)).toBeLessThan(UPDATES);
    expect(await weight()).toBeLessThan(3 * SIZE);
    const counted = Number(await redis.get(keys.collabLogBytes(account.accountId, id)));
    expect(counted).toBeLessThan(COMPACT_AFTER_BYTES);
    const entries = await redis.lrangeBuffer(log, 0, -1);
    expect(counted).toBe(entries.slice(1).reduce((sum, e) => sum + e.byteLength, 0));
    const newcomer = await connectLive(b.url, id, account.apiKey, { reconnect: false });
    clients.push(newcomer);
    expect(propOf(newcomer.doc, 0, 'text')).toBe(huge(UPDATES));
  });
});

describe('compaction is atomic', () => {
  const updates: Uint8Array[] = [];
  let templateId = '';
  const log = () => keys.collabLog(account.accountId, templateId);
  /** The document a new instance would build from the log. */
  const rebuilt = async () => {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, Y.mergeUpdates(await redis.lrangeBuffer(log(), 0, -1)));
    return texts(doc).slice(0, 2);
  };
  const merge = (entries: Uint8Array[]) => Y.mergeUpdates(entries);

  beforeAll(async () => {
    templateId = `tpl_compact${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const doc = templateToYDoc({
      name: 'N',
      blockTree: { blocks: [0, 1].map((i) => ({ id: `h${i}`, type: 'heading', props: { text: 'start' } })) },
    });
    doc.on('update', (u: Uint8Array) => updates.push(u));
    await store.collab.load(account.accountId, templateId, Y.encodeStateAsUpdate(doc));
    for (let n = 1; n <= 5; n++) setProp(doc, 0, 'text', `first ${n}`);
    for (const update of updates.splice(0)) await store.collab.append(message(update));
    setProp(doc, 1, 'text', 'appended during the compaction');
    expect(yDocToTemplate(doc)).not.toBeNull();
  });

  const message = (update: Uint8Array) => ({
    instance: 'test',
    accountId: account.accountId,
    templateId,
    kind: 'update' as const,
    update,
  });

  it('a compaction cut short between its read and its write leaves the log as it was', async () => {
    const before = await redis.lrangeBuffer(log(), 0, -1);
    await expect(
      store.collab.compact(account.accountId, templateId, () => {
        throw new Error('the instance died');
      }),
    ).rejects.toThrow('the instance died');
    expect(await redis.lrangeBuffer(log(), 0, -1)).toEqual(before);
  });

  it('an update appended while a compaction runs stays after its snapshot', async () => {
    expect(await redis.llen(log())).toBe(6);
    const done = await store.collab.compact(account.accountId, templateId, (read) => {
      void store.collab.append(message(updates[0] as Uint8Array));
      return merge(read);
    });
    expect(done).toBe(true);
    expect(await redis.llen(log())).toBe(2);
    expect(await rebuilt()).toEqual(['first 5', 'appended during the compaction']);
  });

  it('of two instances compacting the same entries at once, the later one does nothing', async () => {
    let second: Promise<boolean> | null = null;
    const first = await store.collab.compact(account.accountId, templateId, (read) => {
      // The other instance reads the same entries now; its snapshot would come after this one's.
      second = store.collab.compact(account.accountId, templateId, merge);
      return merge(read);
    });
    expect(first).toBe(true);
    expect(await second).toBe(false);
    expect(await redis.llen(log())).toBe(1);
    expect(await rebuilt()).toEqual(['first 5', 'appended during the compaction']);
  });
});

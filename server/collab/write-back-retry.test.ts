// A write-back Redis fails (docs/api.md §14) is tried again, never dropped. This file runs the API
// on its own Redis (persistent: its data survives the kill), kills that Redis while a write-back
// is due, and restarts it: the template ends up holding the edits, for the write-back 2 s after a
// change, for the final one when the last editor leaves or the instance shuts down, and, when the final one failed every
// time, on the next open (the edits waited in the log).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startPrivateRedis } from '../../scripts/redis';
import { connectLive, type LiveClient, ManualTimers, setProp } from '../test/collab-client';
import { createAccount, type StartedApi, startApi, type TestAccount } from '../test/harness';
import { client } from '../test/http';
import type { LiveCollab } from './live';
import { FINAL_RETRIES } from './write-back';

const timers = new ManualTimers();
let dataDir: string;
let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
let api: StartedApi;
let account: TestAccount;
const editors: LiveClient[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'eb-write-back-'));
  redis = await startPrivateRedis({ persist: dataDir, fsync: 'always' });
  api = await startApi({ redisUrl: redis.url, collabTimers: timers });
  account = await createAccount(redis.url, { plan: 'pro' });
});

afterAll(async () => {
  for (const editor of editors) editor.close();
  await api?.close();
  await redis?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const live = () => api.running.deps.live as LiveCollab;

async function kill(): Promise<void> {
  const exited = new Promise((resolve) => redis.process.once('exit', resolve));
  redis.process.kill('SIGKILL');
  await exited;
}

/** Restarts Redis and waits until the API reads from it again. */
async function revive(id: string): Promise<void> {
  await redis.restart();
  await expect.poll(async () => (await stored(id)).status).toBe(200);
}

const stored = (id: string) => client(api.url)('GET', `/v1/templates/${id}`, { token: account.apiKey });
const textOf = async (id: string) => (await stored(id)).body.blockTree?.blocks[0].props.text;

async function editedTemplate(name: string): Promise<{ id: string; editor: LiveClient }> {
  const created = await client(api.url)('POST', '/v1/templates', {
    token: account.apiKey,
    body: { name, blockTree: { blocks: [{ id: 'h1', type: 'heading', props: { text: 'Hello', level: 1 } }] } },
  });
  expect(created.status).toBe(201);
  const id: string = created.body._id;
  const editor = await connectLive(api.url, id, account.apiKey, { reconnect: false });
  editors.push(editor);
  setProp(editor.doc, 0, 'text', 'Kept');
  await editor.acknowledged();
  return { id, editor };
}

/** Waits until `count` more write-backs failed than `from`. */
const failed = (from: number, count: number) =>
  expect.poll(() => live().writeBackWork.failed - from).toBeGreaterThanOrEqual(count);

it('a write-back 2 s after a change that Redis failed is tried again, and the template gets the edits', async () => {
  const { id } = await editedTemplate('Debounced');
  const before = live().writeBackWork.failed;
  await kill();
  timers.runAll();
  await failed(before, 1);
  await revive(id);
  expect(await textOf(id)).toBe('Hello');
  timers.runAll();
  await expect.poll(() => textOf(id)).toBe('Kept');
});

it('the final write-back, when the last editor leaves, is tried again before the document goes', async () => {
  const { id, editor } = await editedTemplate('Final');
  const before = live().writeBackWork.failed;
  await kill();
  editor.close();
  await failed(before, 1);
  expect(live().hocuspocus.documents.has(id)).toBe(true);
  await revive(id);
  timers.runAll();
  await expect.poll(() => textOf(id)).toBe('Kept');
  await expect.poll(() => live().hocuspocus.documents.has(id)).toBe(false);
});

it('the write-back on shutdown is tried again too before the instance stops', async () => {
  const other = await startApi({ redisUrl: redis.url, collabTimers: timers });
  const otherLive = other.running.deps.live as LiveCollab;
  const created = await client(other.url)('POST', '/v1/templates', {
    token: account.apiKey,
    body: {
      name: 'Shutdown',
      blockTree: { blocks: [{ id: 'h1', type: 'heading', props: { text: 'Hello', level: 1 } }] },
    },
  });
  const id: string = created.body._id;
  const editor = await connectLive(other.url, id, account.apiKey, { reconnect: false });
  editors.push(editor);
  setProp(editor.doc, 0, 'text', 'Kept');
  await editor.acknowledged();
  const before = otherLive.writeBackWork.failed;
  await kill();
  const closing = other.close();
  await expect.poll(() => otherLive.writeBackWork.failed - before).toBeGreaterThanOrEqual(1);
  await revive(id);
  timers.runAll();
  await closing;
  expect(await textOf(id)).toBe('Kept');
});

it('a final write-back that failed every time leaves the edits in the log; the next open writes them back', async () => {
  const { id, editor } = await editedTemplate('Recovered');
  const before = live().writeBackWork.failed;
  await kill();
  editor.close();
  for (let tries = 1; tries <= FINAL_RETRIES; tries++) {
    await failed(before, tries);
    timers.runAll();
  }
  await failed(before, FINAL_RETRIES + 1);
  await expect.poll(() => live().hocuspocus.documents.has(id)).toBe(false);
  await revive(id);
  expect(await textOf(id)).toBe('Hello');

  // Someone opens it again (only reading): the document holds the edits, and writes them back.
  const reader = await connectLive(api.url, id, account.apiKey, { reconnect: false });
  editors.push(reader);
  timers.runAll();
  await expect.poll(() => textOf(id)).toBe('Kept');
});

it('a refused write-back (the document is not a valid template) is not tried again', async () => {
  const { id, editor } = await editedTemplate('Refused');
  timers.runAll();
  await expect.poll(() => textOf(id)).toBe('Kept');
  const { failed: before, validated } = live().writeBackWork;
  setProp(editor.doc, 0, 'level', 99);
  await editor.acknowledged();
  timers.runAll();
  await expect.poll(() => live().writeBackWork.validated).toBe(validated + 1);
  expect(live().writeBackWork.failed).toBe(before);
  expect(timers.pending).toBe(0);
  expect((await stored(id)).body.blockTree.blocks[0].props.level).toBe(1);
});

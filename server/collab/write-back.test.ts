// A write-back costs what changed (docs/api.md §14): a live document equal to what this instance
// last wrote is neither validated nor written again; one that changed is written without reading
// the stored template back, as long as nobody else wrote it since; after someone else's write the
// stored template is read and compared once. Counted (work and saves), not timed.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { connectLive, type LiveClient, ManualTimers, propOf, setProp } from '../test/collab-client';
import { createAccount, type StartedApi, startApi, type TestAccount } from '../test/harness';
import { client } from '../test/http';
import type { LiveCollab } from './live';

const redisUrl = inject('redisUrl');
const timers = new ManualTimers();
let api: StartedApi;
let account: TestAccount;
let editor: LiveClient | null = null;

beforeAll(async () => {
  api = await startApi({ redisUrl, collabTimers: timers });
  account = await createAccount(redisUrl, { plan: 'pro' });
});

afterAll(async () => {
  editor?.close();
  await api?.close();
});

it('writes back only what changed, and reads the stored template only after someone else wrote it', async () => {
  const call = client(api.url);
  const created = await call('POST', '/v1/templates', {
    token: account.apiKey,
    body: {
      name: 'Counted',
      blockTree: { blocks: [{ id: 'h1', type: 'heading', props: { text: 'Hello', level: 1 } }] },
    },
  });
  const id: string = created.body._id;
  const template = async () => (await call('GET', `/v1/templates/${id}`, { token: account.apiKey })).body;
  const work = (api.running.deps.live as LiveCollab).writeBackWork;
  const start = { ...work };
  const done = () => ({
    validated: work.validated - start.validated,
    storedReads: work.storedReads - start.storedReads,
    saved: work.saved - start.saved,
    skipped: work.skipped - start.skipped,
  });
  const live = await connectLive(api.url, id, account.apiKey);
  editor = live;
  const edit = async (text: string) => {
    setProp(live.doc, 0, 'text', text);
    await live.acknowledged();
  };

  // The first write-back knows nothing yet: it reads the stored template to compare.
  await edit('One');
  timers.runAll();
  await expect.poll(done).toEqual({ validated: 1, storedReads: 1, saved: 1, skipped: 0 });
  const written = (await template()).updatedAt;

  // Changed and changed back: the same content as written, nothing validated, read or saved.
  await edit('Two');
  await edit('One');
  timers.runAll();
  await expect.poll(done).toEqual({ validated: 1, storedReads: 1, saved: 1, skipped: 1 });
  expect((await template()).updatedAt).toBe(written);

  // A new change: validated and saved, the stored template not read back (nobody else wrote it).
  await edit('Three');
  timers.runAll();
  await expect.poll(done).toEqual({ validated: 2, storedReads: 1, saved: 2, skipped: 1 });
  expect((await template()).blockTree.blocks[0].props.text).toBe('Three');

  // Someone else writes the template (a REST update): the next write-back reads it to compare.
  const put = await call('PUT', `/v1/templates/${id}`, {
    token: account.apiKey,
    body: { blockTree: { blocks: [{ id: 'h1', type: 'heading', props: { text: 'REST', level: 1 } }] } },
  });
  expect(put.status).toBe(200);
  await expect.poll(() => propOf(live.doc, 0, 'text')).toBe('REST');
  await edit('Four');
  timers.runAll();
  await expect.poll(done).toEqual({ validated: 3, storedReads: 2, saved: 3, skipped: 1 });
  expect((await template()).blockTree.blocks[0].props.text).toBe('Four');
});

// The last editor on one instance leaves while others still edit on another (docs/api.md §14):
// that instance frees the document, writes nothing, and the one write-back (with its version,
// savedBy the last contributor) happens when the last editor anywhere leaves.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { connectLive, ManualTimers, propOf, setProp } from '../test/collab-client';
import { createAccount, type StartedApi, startApi, type TestAccount } from '../test/harness';
import { client } from '../test/http';
import type { LiveCollab } from './live';

const redisUrl = inject('redisUrl');
let a: StartedApi;
let b: StartedApi;
let account: TestAccount;

beforeAll(async () => {
  const timers = new ManualTimers();
  [a, b] = await Promise.all([
    startApi({ redisUrl, collabTimers: timers }),
    startApi({ redisUrl, collabTimers: timers }),
  ]);
  account = await createAccount(redisUrl, { plan: 'pro' });
});

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
});

const open = (api: StartedApi, id: string) => (api.running.deps.live as LiveCollab).hocuspocus.documents.has(id);

async function managerToken(userId: string): Promise<string> {
  const r = await client(a.url)('POST', '/v1/sessions', { token: account.apiKey, body: { userId, role: 'manager' } });
  expect(r.status).toBe(201);
  return r.body.sessionToken;
}

it('one instance emptied frees its document; the write-back and its version come once, from the last editor anywhere', async () => {
  const call = client(a.url);
  const created = await call('POST', '/v1/templates', {
    token: account.apiKey,
    body: { name: 'Last', blockTree: { blocks: [{ id: 'h1', type: 'heading', props: { text: 'Hello', level: 1 } }] } },
  });
  const id: string = created.body._id;
  const stored = async () =>
    (await call('GET', `/v1/templates/${id}`, { token: account.apiKey })).body.blockTree.blocks[0].props;
  const versions = async () => (await call('GET', `/v1/templates/${id}/versions`, { token: account.apiKey })).body;

  const alice = await connectLive(a.url, id, await managerToken('u-alice'), { reconnect: false });
  const bob = await connectLive(b.url, id, await managerToken('u-bob'), { reconnect: false });
  setProp(alice.doc, 0, 'text', 'From alice');
  await alice.acknowledged();
  await expect.poll(() => propOf(bob.doc, 0, 'text')).toBe('From alice');

  alice.close();
  await expect.poll(() => open(a, id)).toBe(false);
  expect(open(b, id)).toBe(true);
  expect(await stored()).toMatchObject({ text: 'Hello' });
  expect(await versions()).toHaveLength(1);

  setProp(bob.doc, 0, 'level', 2);
  await bob.acknowledged();
  bob.close();
  await expect.poll(stored).toMatchObject({ text: 'From alice', level: 2 });
  await expect.poll(() => open(b, id)).toBe(false);
  const list = await versions();
  expect(list).toHaveLength(2);
  expect(list[0].savedBy).toBe('u-bob');
});

it('changes handed over by an emptied instance are written back by the last one, savedBy their author', async () => {
  const call = client(a.url);
  const created = await call('POST', '/v1/templates', {
    token: account.apiKey,
    body: { name: 'Alone', blockTree: { blocks: [{ id: 'h1', type: 'heading', props: { text: 'Hello', level: 1 } }] } },
  });
  const id: string = created.body._id;
  const alice = await connectLive(a.url, id, await managerToken('u-alice'), { reconnect: false });
  const bob = await connectLive(b.url, id, await managerToken('u-bob'), { reconnect: false });
  setProp(bob.doc, 0, 'text', 'From bob');
  await bob.acknowledged();
  await expect.poll(() => propOf(alice.doc, 0, 'text')).toBe('From bob');
  bob.close();
  await expect.poll(() => open(b, id)).toBe(false);
  alice.close();
  await expect
    .poll(
      async () =>
        (await call('GET', `/v1/templates/${id}`, { token: account.apiKey })).body.blockTree.blocks[0].props.text,
    )
    .toBe('From bob');
  const list = (await call('GET', `/v1/templates/${id}/versions`, { token: account.apiKey })).body;
  expect(list).toHaveLength(2);
  expect(list[0].savedBy).toBe('u-bob');
});

// What an open document costs an instance lasts only while it is open (docs/api.md §14, "What
// an open document costs"): once the last connection of a document closes (its editors left, or
// its template was deleted), the instance holds nothing of it: no session, no loading entry, no
// Hocuspocus document or pending store, no connection, no handover or compaction, no append on
// its way. Counted on two real instances over real WebSockets; the memory itself is measured by
// `npm run bench:collab`, not here.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { connectLive, type LiveClient, ManualTimers, propOf, setProp } from '../test/collab-client';
import { createAccount, type StartedApi, startApi, type TestAccount } from '../test/harness';
import { client } from '../test/http';
import type { LiveCollab } from './live';

const redisUrl = inject('redisUrl');
const timers = new ManualTimers();
let a: StartedApi;
let b: StartedApi;
let account: TestAccount;
const clients: LiveClient[] = [];

beforeAll(async () => {
  [a, b] = await Promise.all([
    startApi({ redisUrl, collabTimers: timers }),
    startApi({ redisUrl, collabTimers: timers }),
  ]);
  account = await createAccount(redisUrl, { plan: 'agency' });
});

afterAll(async () => {
  for (const c of clients) c.close();
  await Promise.all([a?.close(), b?.close()]);
});

const liveOf = (api: StartedApi) => api.running.deps.live as LiveCollab;
/** LiveCollab's own entries, and Hocuspocus' for the same documents. */
function held(api: StartedApi) {
  const live = liveOf(api);
  const { hocuspocus } = live;
  return {
    ...live.held(),
    documents: hocuspocus.documents.size + hocuspocus.loadingDocuments.size + hocuspocus.unloadingDocuments.size,
    connections: hocuspocus.getConnectionsCount(),
  };
}
const NOTHING = { sessions: 0, loading: 0, documents: 0, connections: 0, handovers: 0, compactions: 0, appends: 0 };

async function join(api: StartedApi, id: string): Promise<LiveClient> {
  const c = await connectLive(api.url, id, account.apiKey, { reconnect: false });
  expect(c.refused).toBeNull();
  clients.push(c);
  return c;
}

it('documents opened, edited on both instances, saved over REST, deleted or left hold nothing once closed', async () => {
  const call = client(a.url);
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const created = await call('POST', '/v1/templates', {
      token: account.apiKey,
      body: {
        name: `Room ${i}`,
        blockTree: {
          blocks: [
            { id: 'h1', type: 'heading', props: { text: 'One', level: 1 } },
            { id: 'h2', type: 'heading', props: { text: 'Two', level: 2 } },
          ],
        },
      },
    });
    ids.push(created.body._id);
  }
  // Per document: two editors on a, one on b, each changing a block; a REST save on the first.
  const rooms = await Promise.all(ids.map(async (id) => [await join(a, id), await join(a, id), await join(b, id)]));
  for (const [r, [one, two, three]] of rooms.entries()) {
    setProp(one!.doc, 0, 'text', `one ${r}`);
    setProp(two!.doc, 1, 'text', `two ${r}`);
    setProp(three!.doc, 0, 'level', 3);
    await Promise.all([one!.acknowledged(), two!.acknowledged(), three!.acknowledged()]);
  }
  const saved = await call('PUT', `/v1/templates/${ids[0]}`, {
    token: account.apiKey,
    body: {
      blockTree: {
        blocks: [
          { id: 'h1', type: 'heading', props: { text: 'Saved', level: 3 } },
          { id: 'h2', type: 'heading', props: { text: 'two 0', level: 2 } },
        ],
      },
    },
  });
  expect(saved.status).toBe(200);
  for (const c of rooms[0] ?? []) await expect.poll(() => propOf(c.doc, 0, 'text')).toBe('Saved');
  for (const [r, room] of rooms.entries())
    for (const c of room) await expect.poll(() => propOf(c.doc, 1, 'text')).toBe(`two ${r}`);

  expect(held(a)).toMatchObject({ sessions: 3, documents: 3, connections: 6 });
  expect(held(b)).toMatchObject({ sessions: 3, documents: 3, connections: 3 });

  // The last template is deleted (the server closes its connections); everyone else leaves.
  expect((await call('DELETE', `/v1/templates/${ids[2]}`, { token: account.apiKey })).status).toBe(200);
  for (const c of [...(rooms[0] ?? []), ...(rooms[1] ?? [])]) c.close();

  for (const api of [a, b]) {
    // Vitest's configured wait: the unload includes the handover's 1 s question to the other instance.
    await expect.poll(() => held(api)).toEqual(NOTHING);
    for (const id of ids) expect(liveOf(api).hocuspocus.debouncer.isDebounced(`onStoreDocument-${id}`)).toBe(false);
  }
  // What they held went to the templates first.
  const stored = await call('GET', `/v1/templates/${ids[1]}`, { token: account.apiKey });
  expect(stored.body.blockTree.blocks.map((block: { props: { text: string } }) => block.props.text)).toEqual([
    'one 1',
    'two 1',
  ]);
});

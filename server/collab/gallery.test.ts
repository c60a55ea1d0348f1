// Who is editing a template now, as the template list shows it (docs/api.md §14): the people live
// in it on any instance, once each however many tabs, by their display name; gone once they leave.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectLive, type LiveClient } from '../test/collab-client';
import { createAccount, type StartedApi, startApi, type TestAccount } from '../test/harness';
import { client } from '../test/http';

const redisUrl = inject('redisUrl');
let a: StartedApi;
let b: StartedApi;
let pro: TestAccount;
const clients: LiveClient[] = [];

beforeAll(async () => {
  [a, b] = await Promise.all([startApi({ redisUrl }), startApi({ redisUrl })]);
  pro = await createAccount(redisUrl, { plan: 'pro' });
});

afterAll(async () => {
  for (const c of clients) c.close();
  await Promise.all([a?.close(), b?.close()]);
});

async function session(userId: string, name?: string): Promise<string> {
  const r = await client(a.url)('POST', '/v1/sessions', {
    token: pro.apiKey,
    body: { userId, role: 'manager', ...(name && { name }) },
  });
  expect(r.status).toBe(201);
  return r.body.sessionToken;
}

async function template(name: string): Promise<string> {
  const r = await client(a.url)('POST', '/v1/templates', {
    token: pro.apiKey,
    body: { name, blockTree: { blocks: [] } },
  });
  expect(r.status).toBe(201);
  return r.body._id;
}

async function live(api: StartedApi, id: string, token: string): Promise<LiveClient> {
  const c = await connectLive(api.url, id, token, { reconnect: false });
  expect(c.refused).toBeNull();
  clients.push(c);
  return c;
}

/** `editing` of each listed template, by id, as a member of the account sees the shared list. */
async function editingById(): Promise<Record<string, unknown>> {
  const r = await client(b.url)('GET', '/v1/templates', { token: await session('viewer') });
  expect(r.status).toBe(200);
  return Object.fromEntries((r.body as Array<{ _id: string; editing?: unknown }>).map((t) => [t._id, t.editing]));
}

describe('the template list says who is editing', () => {
  it('everyone live in a template, on either instance, once each; nobody once they left', async () => {
    const edited = await template('Edited');
    const quiet = await template('Quiet');
    const alice = await live(a, edited, await session('u-alice', 'Alice Liddell'));
    const bobToken = await session('u-bob', 'Bob Builder');
    const bob = await live(b, edited, bobToken);
    // Bob's second tab counts once; a person without a display name shows by id.
    await live(a, edited, bobToken);
    const carol = await live(b, edited, await session('u-carol'));

    const listed = await editingById();
    const people = (listed[edited] as Array<{ userId: string; name: string }>).sort((x, y) =>
      x.userId.localeCompare(y.userId),
    );
    expect(people).toEqual([
      { userId: 'u-alice', name: 'Alice Liddell' },
      { userId: 'u-bob', name: 'Bob Builder' },
      { userId: 'u-carol', name: 'u-carol' },
    ]);
    expect(listed[quiet]).toBeUndefined();

    for (const c of [alice, bob, carol]) c.close();
    await expect
      .poll(async () => ((await editingById())[edited] as Array<{ userId: string }> | undefined)?.map((p) => p.userId))
      .toEqual(['u-bob']);
  });
});

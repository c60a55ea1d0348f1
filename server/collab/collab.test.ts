// Live co-editing (docs/api.md §14) over real WebSockets, two API instances on one Redis (or a
// Cluster in `server-cluster`), headless Yjs clients through the Hocuspocus provider.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectLive, type LiveClient, ManualTimers, propOf, setProp } from '../test/collab-client';
import { createAccount, createSessionToken, type StartedApi, startApi, type TestAccount } from '../test/harness';
import { client } from '../test/http';

const redisUrl = inject('redisUrl');
const timers = new ManualTimers();
let a: StartedApi;
let b: StartedApi;
let pro: TestAccount;
let other: TestAccount;
const clients: LiveClient[] = [];

const BLOCKS = [
  { id: 'h1', type: 'heading', props: { text: 'Hello', level: 1 } },
  { id: 'b1', type: 'button', props: { label: 'Go', href: 'https://example.com' } },
];

async function live(api: StartedApi, templateId: string, token: string, options = {}): Promise<LiveClient> {
  const c = await connectLive(api.url, templateId, token, options);
  clients.push(c);
  return c;
}

async function createTemplate(account: TestAccount, body: Record<string, unknown> = {}): Promise<string> {
  const r = await client(a.url)('POST', '/v1/templates', {
    token: account.apiKey,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    body: { name: 'Live', blockTree: { blocks: BLOCKS }, ...body },
  });
  expect(r.status).toBe(201);
  return r.body._id;
}

async function managerToken(account: TestAccount, userId: string): Promise<string> {
  const r = await client(a.url)('POST', '/v1/sessions', { token: account.apiKey, body: { userId, role: 'manager' } });
  expect(r.status).toBe(201);
  return r.body.sessionToken;
}

beforeAll(async () => {
  [a, b] = await Promise.all([
    startApi({ redisUrl, collabTimers: timers }),
    startApi({ redisUrl, collabTimers: timers }),
  ]);
  [pro, other] = await Promise.all([
    createAccount(redisUrl, { plan: 'pro' }),
    createAccount(redisUrl, { plan: 'pro' }),
  ]);
});

afterAll(async () => {
  for (const c of clients) c.close();
  await Promise.all([a?.close(), b?.close()]);
});

describe('live co-editing across two instances', () => {
  it('two editors on two instances converge on changes to different blocks and to different properties of one block', async () => {
    const id = await createTemplate(pro);
    const one = await live(a, id, pro.apiKey);
    const two = await live(b, id, await managerToken(pro, 'u-two'));
    expect(two.refused).toBeNull();
    expect(propOf(two.doc, 0, 'text')).toBe('Hello');

    setProp(one.doc, 0, 'text', 'From one');
    setProp(two.doc, 1, 'label', 'From two');
    setProp(one.doc, 1, 'href', 'https://one.example');
    await Promise.all([one.acknowledged(), two.acknowledged()]);
    for (const c of [one, two]) {
      await expect
        .poll(() => [propOf(c.doc, 0, 'text'), propOf(c.doc, 1, 'label'), propOf(c.doc, 1, 'href')])
        .toEqual(['From one', 'From two', 'https://one.example']);
    }
  });

  it('writes the live document back to the template after the wait, through the template rules', async () => {
    const id = await createTemplate(pro);
    const editor = await live(a, id, await managerToken(pro, 'u-writer'));
    setProp(editor.doc, 0, 'text', 'Written back');
    await editor.acknowledged();
    const get = () => client(b.url)('GET', `/v1/templates/${id}`, { token: pro.apiKey });
    expect((await get()).body.blockTree.blocks[0].props.text).toBe('Hello');
    timers.runAll();
    await expect.poll(async () => (await get()).body.blockTree.blocks[0].props.text).toBe('Written back');
    const versions = await client(b.url)('GET', `/v1/templates/${id}/versions`, { token: pro.apiKey });
    expect(versions.body[0].savedBy).toBe('u-writer');
  });

  it('edits that never pause for 2 s still reach the template: 30 s after the first one not written back', async () => {
    const id = await createTemplate(pro);
    const editor = await live(a, id, await managerToken(pro, 'u-steady'));
    const text = async () =>
      (await client(b.url)('GET', `/v1/templates/${id}`, { token: pro.apiKey })).body.blockTree.blocks[0].props.text;
    timers.runAll();
    // A change every second for 29 s: the 2 s quiet never comes, so nothing is written back yet.
    for (let second = 1; second < 30; second++) {
      setProp(editor.doc, 0, 'text', `Change ${second}`);
      await editor.acknowledged();
      timers.advance(1000);
    }
    expect(await text()).toBe('Hello');
    setProp(editor.doc, 0, 'text', 'Change 30');
    await editor.acknowledged();
    timers.advance(1000);
    await expect.poll(text).toBe('Change 30');
    // The next change waits for its own 2 s of quiet again.
    setProp(editor.doc, 0, 'text', 'After a pause');
    await editor.acknowledged();
    timers.advance(1000);
    expect(await text()).toBe('Change 30');
    timers.advance(1000);
    await expect.poll(text).toBe('After a pause');
  });

  it('writes back only what PUT would accept, and records a version at most once a minute plus on the last leave', async () => {
    const id = await createTemplate(pro);
    const call = client(a.url);
    const get = async () => (await call('GET', `/v1/templates/${id}`, { token: pro.apiKey })).body.blockTree.blocks;
    const versions = async () => (await call('GET', `/v1/templates/${id}/versions`, { token: pro.apiKey })).body.length;
    const editor = await connectLive(a.url, id, pro.apiKey);
    setProp(editor.doc, 1, 'href', 'javascript:alert(1)');
    setProp(editor.doc, 0, 'text', 'First save');
    await editor.acknowledged();
    timers.runAll();
    setProp(editor.doc, 1, 'href', 'https://safe.example');
    await editor.acknowledged();
    timers.runAll();
    // Write-backs run one after the other: the first (an unsafe link) stored nothing, the second
    // recorded version 2 with the safe link.
    await expect.poll(versions).toBe(2);
    const second = await call('GET', `/v1/templates/${id}/versions/2`, { token: pro.apiKey });
    expect(second.body.blockTree.blocks.map((b: { props: object }) => b.props)).toMatchObject([
      { text: 'First save' },
      { href: 'https://safe.example' },
    ]);
    setProp(editor.doc, 0, 'text', 'Second save');
    await editor.acknowledged();
    timers.runAll();
    await expect.poll(async () => (await get())[0].props.text).toBe('Second save');
    expect(await versions()).toBe(2);
    setProp(editor.doc, 0, 'text', 'Last');
    await editor.acknowledged();
    editor.close();
    await expect.poll(async () => (await get())[0].props.text).toBe('Last');
    expect(await versions()).toBe(3);
  });

  it('edits that end where a REST save already put the template record no extra version on the last write-back', async () => {
    const id = await createTemplate(pro);
    // Its own instance: its closing flushes every open document before it resolves.
    const own = await startApi({ redisUrl, collabTimers: new ManualTimers() });
    const call = client(own.url);
    const versions = async () => (await call('GET', `/v1/templates/${id}/versions`, { token: pro.apiKey })).body.length;
    const editor = await live(own, id, pro.apiKey, { reconnect: false });
    setProp(editor.doc, 0, 'text', 'Saved by REST too');
    await editor.acknowledged();
    // The same state, saved over REST (the element does this when its user is alone): version 2.
    const blocks = [{ ...BLOCKS[0], props: { ...BLOCKS[0]?.props, text: 'Saved by REST too' } }, BLOCKS[1]];
    const put = await call('PUT', `/v1/templates/${id}`, { token: pro.apiKey, body: { blockTree: { blocks } } });
    expect(put.status, put.text).toBe(200);
    expect(await versions()).toBe(2);
    await own.close();
    expect(
      await client(a.url)('GET', `/v1/templates/${id}/versions`, { token: pro.apiKey }).then((r) => r.body.length),
    ).toBe(2);
  });

  it('a REST update and a restore during a session reach every editor as one change', async () => {
    const id = await createTemplate(pro);
    const one = await live(a, id, pro.apiKey);
    const two = await live(b, id, pro.apiKey);
    const call = client(a.url);
    const put = await call('PUT', `/v1/templates/${id}`, {
      token: pro.apiKey,
      body: { name: 'Renamed', blockTree: { blocks: [{ ...BLOCKS[0], props: { text: 'From REST', level: 1 } }] } },
    });
    expect(put.status).toBe(200);
    for (const c of [one, two]) await expect.poll(() => propOf(c.doc, 0, 'text')).toBe('From REST');
    expect(two.doc.getMap('template').get('name')).toBe('Renamed');

    const restored = await call('POST', `/v1/templates/${id}/versions/1/restore`, { token: pro.apiKey });
    expect(restored.status).toBe(200);
    for (const c of [one, two]) await expect.poll(() => propOf(c.doc, 1, 'label')).toBe('Go');
  });

  it("a REST update and a restore reach the live document as the smallest change: an editor's concurrent change to another property of the same block survives", async () => {
    const id = await createTemplate(pro);
    const one = await live(a, id, pro.apiKey);
    const two = await live(b, id, pro.apiKey);
    // Two changes the heading's level while its connection is down: the server has not seen it
    // when the PUT (another property of that block, and a new block order) arrives.
    two.socket.disconnect();
    setProp(two.doc, 0, 'level', 3);
    const put = await client(a.url)('PUT', `/v1/templates/${id}`, {
      token: pro.apiKey,
      body: { blockTree: { blocks: [BLOCKS[1], { ...BLOCKS[0], props: { text: 'From REST', level: 1 } }] } },
    });
    expect(put.status).toBe(200);
    await two.socket.connect();
    await two.acknowledged();
    for (const c of [one, two]) {
      await expect
        .poll(() => [propOf(c.doc, 0, 'label'), propOf(c.doc, 1, 'text'), propOf(c.doc, 1, 'level')])
        .toEqual(['Go', 'From REST', 3]);
    }

    // The same for a restore: version 1 puts the heading first again, with its first text (a
    // moved block is written again at its place: the button, which stays, keeps the change).
    two.socket.disconnect();
    setProp(two.doc, 0, 'align', 'center');
    expect((await client(a.url)('POST', `/v1/templates/${id}/versions/1/restore`, { token: pro.apiKey })).status).toBe(
      200,
    );
    await two.socket.connect();
    await two.acknowledged();
    for (const c of [one, two]) {
      await expect
        .poll(() => [propOf(c.doc, 0, 'text'), propOf(c.doc, 1, 'label'), propOf(c.doc, 1, 'align')])
        .toEqual(['Hello', 'Go', 'center']);
    }
  });

  it('a DELETE ends the session with a notice on every instance', async () => {
    const id = await createTemplate(pro);
    const one = await live(a, id, pro.apiKey, { reconnect: false });
    const two = await live(b, id, pro.apiKey, { reconnect: false });
    expect((await client(a.url)('DELETE', `/v1/templates/${id}`, { token: pro.apiKey })).status).toBe(200);
    for (const c of [one, two]) {
      await expect.poll(() => c.notices).toContainEqual({ type: 'deleted' });
      await expect.poll(() => c.closes.map((e) => e.reason)).toContain('template_deleted');
    }
  });

  it('a comment written, changed or deleted on one instance tells every editor on both to read the comments again', async () => {
    const id = await createTemplate(pro);
    const one = await live(a, id, pro.apiKey);
    const two = await live(b, id, await managerToken(pro, 'u-reader'));
    const told = (c: LiveClient) => c.notices.filter((n) => n.type === 'comments').length;
    const comments = `/v1/templates/${id}/comments`;
    const created = await client(a.url)('POST', comments, { token: pro.apiKey, body: { text: 'Look', blockId: 'h1' } });
    expect(created.status).toBe(201);
    for (const c of [one, two]) await expect.poll(() => told(c)).toBe(1);
    const cid = created.body._id as string;
    expect(
      (await client(b.url)('PATCH', `${comments}/${cid}`, { token: pro.apiKey, body: { resolved: true } })).status,
    ).toBe(200);
    for (const c of [one, two]) await expect.poll(() => told(c)).toBe(2);
    expect((await client(a.url)('DELETE', `${comments}/${cid}`, { token: pro.apiKey })).status).toBe(200);
    for (const c of [one, two]) await expect.poll(() => told(c)).toBe(3);
    // A refused write (a reply to nothing) tells no one: the next accepted one, which arrives after
    // anything the refused one would have sent, is the fourth message.
    expect(
      (await client(a.url)('POST', comments, { token: pro.apiKey, body: { text: 'x', parentId: 'cmt_nothing' } }))
        .status,
    ).toBe(404);
    expect((await client(a.url)('POST', comments, { token: pro.apiKey, body: { text: 'Again' } })).status).toBe(201);
    for (const c of [one, two]) {
      await expect.poll(() => told(c)).toBeGreaterThanOrEqual(4);
      expect(told(c)).toBe(4);
    }
  });
});

describe('written back without waiting', () => {
  it('when the last editor leaves, and on shutdown (SIGTERM closes the server the same way)', async () => {
    const id = await createTemplate(pro);
    const get = async () =>
      (await client(a.url)('GET', `/v1/templates/${id}`, { token: pro.apiKey })).body.blockTree.blocks;
    const leaving = await connectLive(a.url, id, await managerToken(pro, 'u-leaver'));
    setProp(leaving.doc, 0, 'text', 'Left');
    await leaving.acknowledged();
    leaving.close();
    await expect.poll(async () => (await get())[0].props.text).toBe('Left');

    // Its own instance: the manual write-back wait never runs, only the shutdown writes.
    const stopping = await startApi({ redisUrl, collabTimers: new ManualTimers() });
    const staying = await live(stopping, id, pro.apiKey, { reconnect: false });
    setProp(staying.doc, 1, 'label', 'Flushed');
    await staying.acknowledged();
    expect((await get())[1].props.label).toBe('Go');
    await stopping.close();
    expect((await get())[1].props.label).toBe('Flushed');
  });
});

describe('who may join, and how', () => {
  it("a member on a shared template joins read-only: the server refuses the member's update", async () => {
    const id = await createTemplate(pro);
    const manager = await live(a, id, pro.apiKey);
    const member = await live(b, id, await createSessionToken(a.url, pro.apiKey, 'u-member'));
    expect(member.readOnly).toBe(true);
    await expect.poll(() => member.notices).toContainEqual({ type: 'read-only', reason: 'read_only_role' });
    setProp(member.doc, 0, 'text', 'Member was here');
    setProp(manager.doc, 1, 'label', 'Manager');
    await expect.poll(() => propOf(member.doc, 1, 'label')).toBe('Manager');
    // A newcomer sees what the server holds: the manager's change, not the member's.
    const fresh = await live(a, id, pro.apiKey);
    expect(propOf(fresh.doc, 1, 'label')).toBe('Manager');
    expect(propOf(fresh.doc, 0, 'text')).toBe('Hello');
    expect(propOf(manager.doc, 0, 'text')).toBe('Hello');
  });

  it("a reviewer joins even their own template read-only: the server refuses the reviewer's update", async () => {
    const id = await createTemplate(pro, { userId: 'u-rita' });
    const owner = await live(a, id, await createSessionToken(a.url, pro.apiKey, 'u-rita'));
    const r = await client(a.url)('POST', '/v1/sessions', {
      token: pro.apiKey,
      body: { userId: 'u-rita', role: 'reviewer' },
    });
    expect(r.status).toBe(201);
    const reviewer = await live(b, id, r.body.sessionToken);
    expect(owner.readOnly).toBe(false);
    expect(reviewer.readOnly).toBe(true);
    await expect.poll(() => reviewer.notices).toContainEqual({ type: 'read-only', reason: 'read_only_role' });
    setProp(reviewer.doc, 0, 'text', 'Reviewer was here');
    setProp(owner.doc, 1, 'label', 'Owner');
    await expect.poll(() => propOf(reviewer.doc, 1, 'label')).toBe('Owner');
    const fresh = await live(a, id, pro.apiKey);
    expect(propOf(fresh.doc, 1, 'label')).toBe('Owner');
    expect(propOf(fresh.doc, 0, 'text')).toBe('Hello');
  });

  it('the person over the coEditors limit joins read-only and is told why; a second tab does not count twice', async () => {
    const limited = await createAccount(redisUrl, { plan: 'pro' });
    const id = await createTemplate(limited);
    const tokens = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => managerToken(limited, `p${i}`)));
    for (const [i, token] of tokens.slice(0, 5).entries())
      expect((await live(i % 2 ? a : b, id, token)).readOnly).toBe(false);
    const sixth = await live(a, id, tokens[5] ?? '');
    expect(sixth.readOnly).toBe(true);
    await expect.poll(() => sixth.notices).toContainEqual({ type: 'read-only', reason: 'co_editors_limit' });
    expect((await live(b, id, tokens[0] ?? '')).readOnly).toBe(false);
  });

  it("a refreshed token keeps the session; another person's token closes it", async () => {
    const id = await createTemplate(pro);
    const editor = await live(a, id, await managerToken(pro, 'u-refresh'), { reconnect: false });
    editor.provider.configuration.token = await managerToken(pro, 'u-refresh');
    await editor.provider.sendToken();
    setProp(editor.doc, 0, 'text', 'After refresh');
    await editor.acknowledged();
    expect(editor.closes).toEqual([]);

    editor.provider.configuration.token = await managerToken(pro, 'someone-else');
    await editor.provider.sendToken();
    await expect.poll(() => editor.closes.map((e) => e.reason)).toContain('unauthorized');
  });

  it('a free plan, another account and another user are refused; the refusal reveals nothing', async () => {
    const free = await createAccount(redisUrl, { plan: 'free' });
    const freeId = await createTemplate(free);
    expect((await live(a, freeId, free.apiKey, { reconnect: false })).refused).toBe('feature_not_in_plan');

    const id = await createTemplate(pro, { userId: 'owner' });
    const foreign = await live(a, id, other.apiKey, { reconnect: false });
    const otherUser = await live(a, id, await createSessionToken(a.url, pro.apiKey, 'someone-else'), {
      reconnect: false,
    });
    const unknown = await live(a, 'tpl_doesnotexist000000', pro.apiKey, { reconnect: false });
    expect([foreign.refused, otherUser.refused, unknown.refused]).toEqual(['not_found', 'not_found', 'not_found']);
    expect((await live(a, id, 'not-a-token', { reconnect: false })).refused).toBe('unauthorized');
  });
});

// Live co-editing in the element (docs/api.md §14), in real Chromium against the real API: two
// people (two mounted elements, two managers' session tokens) open one shared template of a pro
// account (coEditing) and edit it together; a member joins read-only.
import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type * as Y from 'yjs';
import { blockAt } from '../../core/collab/ydoc';
import { fileAccount } from '../test/accounts';
import { canvasDocument, serverCall } from '../test/helpers';
import { avatars, banners, canvasText, editorRoot, liveDoc, livePeople, setLabel, setText } from '../test/people';

/** Its own pro account: the shared templates made here must not show in other files' galleries. */
const account = fileAccount('pro');
const { join, sharedTemplate } = livePeople(account);

afterEach(() => {
  document.body.replaceChildren();
});

test('two people: presence, an edit in one shows in the other, concurrent edits of different blocks both survive, undo is per user', async () => {
  await page.viewport(1640, 760);
  const id = await sharedTemplate();
  const alice = await join('Alice Liddell', 'manager', id);
  const bob = await join('Bob Builder', 'manager', id);

  // Presence: avatars named in the toolbar, and eb-presence-change with one entry per user.
  await expect.poll(() => avatars(alice.el), { timeout: 10_000 }).toEqual(['Alice Liddell (you)', 'Bob Builder']);
  await expect.poll(() => avatars(bob.el)).toEqual(['Bob Builder (you)', 'Alice Liddell']);
  const seen = alice.presence.at(-1)?.users ?? [];
  expect(seen.map((u) => [u.userId, u.name])).toEqual([
    [alice.userId, 'Alice Liddell'],
    [bob.userId, 'Bob Builder'],
  ]);
  expect(seen.every((u) => /^#[0-9a-f]{6}$/.test(u.color))).toBe(true);

  // Bob selects the button: Alice's canvas outlines it with his name.
  bob.el.store.select('b1');
  await expect.poll(() => alice.presence.at(-1)?.users.find((u) => u.userId === bob.userId)?.blockId).toBe('b1');
  await expect
    .poll(() => canvasDocument(alice.el).querySelector('[data-eb-peer]:not(style)')?.textContent)
    .toBe('Bob Builder');

  // An edit in one appears in the other (its canvas shows it).
  setText(alice.el, 'Hello from Alice');
  await expect.poll(() => canvasText(bob.el), { timeout: 10_000 }).toContain('Hello from Alice');

  // Both change a different block at the same moment: both changes survive, everywhere.
  setText(alice.el, 'Alice again');
  setLabel(bob.el, 'Bob clicks');
  for (const person of [alice, bob]) {
    await expect
      .poll(() => [canvasText(person.el).includes('Alice again'), canvasText(person.el).includes('Bob clicks')])
      .toEqual([true, true]);
  }

  // Alice's undo takes back her own last change only; Bob's stays.
  editorRoot(alice.el)?.querySelector<HTMLButtonElement>('button[aria-label="Undo"]')?.click();
  await expect.poll(() => canvasText(bob.el)).toContain('Hello from Alice');
  expect(canvasText(bob.el)).toContain('Bob clicks');
  expect(canvasText(alice.el)).toContain('Bob clicks');

  // Save while live waits for the server, which writes the template itself.
  const saved = await alice.el.save();
  expect(saved?.blockTree.blocks.map((b) => b.id)).toEqual(['h1', 'b1']);
  expect(alice.el.dirty).toBe(false);
  const stored = async () =>
    (
      await serverCall<{ blockTree: { blocks: Array<{ props: Record<string, string> }> } }>(
        account().apiKey,
        'GET',
        `/v1/templates/${id}`,
      )
    ).blockTree.blocks;
  await expect
    .poll(async () => (await stored()).map((b) => b.props.text ?? b.props.label), { timeout: 15_000 })
    .toEqual(['Hello from Alice', 'Bob clicks']);
});

test('a member joins read-only: a notice, no editing, and the server refuses a change sent anyway', async () => {
  const id = await sharedTemplate();
  const alice = await join('Alice Liddell', 'manager', id);
  const carol = await join('Carol Member', 'member', id);
  expect(carol.el.store.readOnly).toBe(true);
  await expect
    .poll(() => banners(carol.el))
    .toContain('You can view this template live as others edit it, but not change it.');
  await expect.poll(() => avatars(carol.el)).toEqual(['Carol Member (you)', 'Alice Liddell']);

  // A change pushed past the UI into the live document: the server does not apply it for anyone.
  const heading = blockAt(liveDoc(carol.el), 0)?.get('props') as Y.Map<unknown>;
  heading.set('text', 'Carol was here');
  // A later change of Alice's reaches Carol, so Carol's would have reached Alice by then.
  setLabel(alice.el, 'After Carol');
  await expect.poll(() => canvasText(carol.el)).toContain('After Carol');
  expect(canvasText(alice.el)).not.toContain('Carol was here');
  expect(alice.el.store.doc.blocks[0]).toMatchObject({ props: { text: 'Hello' } });
});

test('offline: the notice shows while disconnected, and edits made meanwhile merge when the connection returns', async () => {
  const id = await sharedTemplate();
  const alice = await join('Alice Liddell', 'manager', id);
  const bob = await join('Bob Builder', 'manager', id);
  const provider = (bob.el.live as unknown as { provider: { disconnect(): void; connect(): Promise<unknown> } })
    .provider;
  provider.disconnect();
  await expect.poll(() => banners(bob.el)).toContain('Offline — your changes will sync when the connection is back.');
  setLabel(bob.el, 'Made offline');
  setText(alice.el, 'Made online');
  // Alice's change is stored (her element marks it saved on the server's acknowledgement) but cannot reach Bob.
  await expect.poll(() => alice.el.dirty, { timeout: 10_000 }).toBe(false);
  expect(canvasText(bob.el)).not.toContain('Made online');
  await provider.connect();
  for (const person of [alice, bob]) {
    await expect
      .poll(() => [canvasText(person.el).includes('Made offline'), canvasText(person.el).includes('Made online')], {
        timeout: 10_000,
      })
      .toEqual([true, true]);
  }
  expect(banners(bob.el).some((b) => b.startsWith('Offline'))).toBe(false);
});

// The live connection and the session token (docs/api.md §14): a fresh token set mid-session is
// sent on the open connection and editing goes on; a token the server refuses as expired is
// handled like a REST 401 (eb-session-expired once), edits made meanwhile wait in the document,
// and the host's next token brings them to everyone. Then the co-editors limit: the next person
// over it joins read-only and is told why.
import { afterEach, expect, test } from 'vitest';
import type { EmailBuilder } from '../email-builder/email-builder';
import { expiredToken, fileAccount } from '../test/accounts';
import { serverCall } from '../test/helpers';
import { banners, canvasText, livePeople, setLabel, setText } from '../test/people';

const account = fileAccount('pro');
const people = livePeople(account);
/** An enterprise account whose operator allows one person live in a template at once. */
const narrow = fileAccount('enterprise', { coEditors: 1 });
const narrowPeople = livePeople(narrow);

afterEach(() => {
  document.body.replaceChildren();
});

/** The live connection's socket: the same object while the connection lasts. */
const socketOf = (el: EmailBuilder) =>
  (el.live as unknown as { provider: { configuration: { websocketProvider: { webSocket: WebSocket | null } } } })
    .provider.configuration.websocketProvider.webSocket;
const EXPIRED_NOTICE = 'Your session expired. Waiting for a new session to continue…';

test('a fresh token mid-session keeps the connection; an expired one asks the host once, and nothing typed meanwhile is lost', async () => {
  const id = await people.sharedTemplate();
  const alice = await people.join('Alice Liddell', 'manager', id);
  const bob = await people.join('Bob Builder', 'manager', id);

  // The host refreshes ahead of expiry: same connection, editing goes on.
  const socket = socketOf(alice.el);
  alice.el.setAttribute('api-key', await people.token(alice.userId, 'manager', 'Alice Liddell'));
  setText(alice.el, 'After a fresh token');
  await expect.poll(() => canvasText(bob.el), { timeout: 10_000 }).toContain('After a fresh token');
  expect(socketOf(alice.el)).toBe(socket);
  expect(alice.expired).toBe(0);

  // Time passes: the token Alice's element holds has expired. The server refuses it when it is
  // sent again, and the element asks its host for a new one, once.
  alice.el.setAttribute('api-key', await expiredToken(alice.el.getAttribute('api-key') ?? ''));
  await expect.poll(() => alice.expired, { timeout: 10_000 }).toBe(1);
  await expect.poll(() => banners(alice.el).includes(EXPIRED_NOTICE)).toBe(true);
  // She keeps working meanwhile: her change waits in her document.
  setLabel(alice.el, 'Typed while expired');
  setText(bob.el, 'Bob goes on');
  await expect.poll(() => canvasText(alice.el), { timeout: 10_000 }).not.toContain('Bob goes on');
  expect(canvasText(bob.el)).not.toContain('Typed while expired');

  // The host sets a fresh token: a new connection, and both changes reach both people.
  alice.el.setAttribute('api-key', await people.token(alice.userId, 'manager', 'Alice Liddell'));
  for (const person of [alice, bob]) {
    await expect
      .poll(
        () => [canvasText(person.el).includes('Typed while expired'), canvasText(person.el).includes('Bob goes on')],
        {
          timeout: 10_000,
        },
      )
      .toEqual([true, true]);
  }
  expect(alice.expired).toBe(1);
  expect(banners(alice.el).includes(EXPIRED_NOTICE)).toBe(false);
  // And the server has Alice's change: it writes the template back from the live document.
  const stored = async () =>
    (
      await serverCall<{ blockTree: { blocks: Array<{ props: { label?: string } }> } }>(
        account().apiKey,
        'GET',
        `/v1/templates/${id}`,
      )
    ).blockTree.blocks[1]?.props.label;
  await expect.poll(stored, { timeout: 15_000 }).toBe('Typed while expired');
});

test('over the co-editors limit: the next person joins read-only and is told why', async () => {
  const id = await narrowPeople.sharedTemplate();
  const alice = await narrowPeople.join('Alice Liddell', 'manager', id);
  const bob = await narrowPeople.join('Bob Builder', 'manager', id);
  await expect
    .poll(() => banners(bob.el))
    .toContain(
      'The most people your plan allows are already editing this template, so it opened read-only. Their changes appear here live.',
    );
  expect(bob.el.store.readOnly).toBe(true);
  expect(banners(alice.el).some((b) => b.includes('read-only'))).toBe(false);
  // Alice edits; Bob watches it happen, and his own attempt changes nothing anywhere.
  setText(alice.el, 'Alice alone edits');
  await expect.poll(() => canvasText(bob.el), { timeout: 10_000 }).toContain('Alice alone edits');
  setLabel(bob.el, 'Bob tried');
  setText(alice.el, 'Alice again');
  await expect.poll(() => canvasText(bob.el)).toContain('Alice again');
  expect(canvasText(bob.el)).not.toContain('Bob tried');
  expect(canvasText(alice.el)).not.toContain('Bob tried');
});

// A text block someone is typing in is taken (docs/api.md §14): the others see it outlined with
// "<name> is typing here", cannot start typing in it on their canvas, and find its content
// settings disabled, until the typist leaves it. Two people, two live connections, real Chromium.
import { afterEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { EbCanvas } from '../canvas/canvas';
import type { EmailBuilder } from '../email-builder/email-builder';
import { fileAccount } from '../test/accounts';
import { installTestClock } from '../test/clock';
import { canvasDocument } from '../test/helpers';
import { canvasText, editorRoot, livePeople } from '../test/people';
import { TYPING_IDLE_MS } from './presence-state';

const account = fileAccount('pro');
const { join, sharedTemplate } = livePeople(account);

afterEach(() => {
  document.body.replaceChildren();
});

const canvasOf = (el: EmailBuilder) => editorRoot(el)?.querySelector('eb-canvas') as EbCanvas;
const peerTag = (el: EmailBuilder) =>
  canvasDocument(el).querySelector('[data-eb-peer]:not(style)')?.textContent ?? null;
const typingIn = (el: EmailBuilder) =>
  canvasDocument(el).querySelector('[contenteditable]:not([contenteditable="false"])');
const inspector = (el: EmailBuilder) => editorRoot(el)?.querySelector('eb-inspector')?.shadowRoot ?? null;
const headingField = (el: EmailBuilder) =>
  [...(inspector(el)?.querySelectorAll('label.field') ?? [])]
    .find((l) => l.querySelector('span')?.textContent === 'Heading text')
    ?.querySelector('input') ?? null;

test('a heading Alice types in is taken for Bob until she leaves it', async () => {
  await page.viewport(1640, 760);
  const id = await sharedTemplate();
  const alice = await join('Alice Liddell', 'manager', id);
  const bob = await join('Bob Builder', 'manager', id);

  // Alice double-clicks the heading on her canvas and types.
  const frames = page.getByTitle('Email canvas');
  await userEvent.dblClick(page.frameLocator(frames.nth(0)).getByText('Hello'));
  await expect.poll(() => typingIn(alice.el)).not.toBeNull();
  await userEvent.keyboard(' world');
  await expect.poll(() => canvasText(bob.el), { timeout: 10_000 }).toContain('Hello world');

  // Bob sees it taken, with her name.
  await expect.poll(() => peerTag(bob.el)).toBe('Alice Liddell is typing here');
  // He cannot start typing in it: not by double-click, not by the canvas's own command.
  await userEvent.dblClick(page.frameLocator(frames.nth(1)).getByText('Hello world'));
  expect(typingIn(bob.el)).toBeNull();
  expect(canvasOf(bob.el).editBlock('h1')).toBe(false);
  // Its content settings are disabled, with why.
  bob.el.store.select('h1');
  await expect.poll(() => headingField(bob.el)?.matches(':disabled')).toBe(true);
  expect(inspector(bob.el)?.querySelector('[role="status"]')?.textContent).toBe('Alice Liddell is typing here');
  // The button nobody types in stays his to edit.
  bob.el.store.select('b1');
  await expect.poll(() => inspector(bob.el)?.querySelector('input:not(:disabled)')).not.toBeNull();
  expect(inspector(bob.el)?.querySelector('input:disabled')).toBeNull();
  // Alice sees where Bob is; the picture of two people editing (docs/screenshots/co-editing.png).
  await expect.poll(() => peerTag(alice.el)).toBe('Bob Builder');
  await page.screenshot({ path: '../../artifacts/element/co-editing.png', element: document.body });
  // Each tag sits on its own block (never over the one above) and clear of the viewer's own bar.
  const tagOn = (el: EmailBuilder, id: string) => {
    const tag = canvasDocument(el).querySelector('[data-eb-peer]:not(style)')?.getBoundingClientRect();
    const block = canvasDocument(el).querySelector(`[data-eb-block="${id}"]`)?.getBoundingClientRect();
    return (
      tag &&
      block &&
      tag.top >= block.top &&
      tag.bottom <= block.bottom &&
      tag.left >= block.left &&
      tag.right <= block.right
    );
  };
  expect(tagOn(alice.el, 'b1')).toBe(true);
  expect(tagOn(bob.el, 'h1')).toBe(true);
  const frame = canvasOf(bob.el).frame?.getBoundingClientRect();
  const bar = canvasOf(bob.el).shadowRoot?.querySelector('.bar')?.getBoundingClientRect();
  const tag = canvasDocument(bob.el).querySelector('[data-eb-peer]:not(style)')?.getBoundingClientRect();
  expect(bar && tag && frame).toBeTruthy();
  if (bar && tag && frame)
    expect(
      tag.right + frame.left <= bar.left || tag.left + frame.left >= bar.right || tag.bottom + frame.top <= bar.top,
    ).toBe(true);
  // Two people, two clearly different colours.
  const colours = alice.presence.at(-1)?.users.map((u) => u.color);
  expect(new Set(colours).size).toBe(2);

  // Alice leaves the heading: Bob may type in it now.
  canvasOf(alice.el).finishEditing();
  await expect.poll(() => peerTag(bob.el)).not.toBe('Alice Liddell is typing here');
  bob.el.store.select('h1');
  await expect.poll(() => headingField(bob.el)?.matches(':disabled')).toBe(false);
  await userEvent.dblClick(page.frameLocator(frames.nth(1)).getByText('Hello world'));
  await expect.poll(() => typingIn(bob.el)).not.toBeNull();
  await userEvent.keyboard('!');
  await expect.poll(() => canvasText(alice.el), { timeout: 10_000 }).toContain('Hello world!');
  // And now it is taken for Alice.
  await expect.poll(() => peerTag(alice.el)).toBe('Bob Builder is typing here');
  expect(canvasOf(alice.el).editBlock('h1')).toBe(false);
});

test('a heading left idle for 30 s while still open for typing is released; typing again takes it back', async () => {
  const clock = installTestClock();
  const id = await sharedTemplate();
  const alice = await join('Alice Liddell', 'manager', id);
  const bob = await join('Bob Builder', 'manager', id);
  expect(canvasOf(alice.el).editBlock('h1')).toBe(true);
  await userEvent.keyboard('Typed ');
  await expect.poll(() => peerTag(bob.el), { timeout: 10_000 }).toBe('Alice Liddell is typing here');

  clock.advance(TYPING_IDLE_MS - 1);
  expect(bob.el.store.taken.has('h1')).toBe(true);
  clock.advance(1);
  await expect.poll(() => peerTag(bob.el)).toBe('Alice Liddell');
  expect(bob.el.store.taken.has('h1')).toBe(false);

  // Alice types again: taken again, for another 30 s.
  await userEvent.keyboard('more ');
  await expect.poll(() => peerTag(bob.el)).toBe('Alice Liddell is typing here');
  expect(canvasOf(bob.el).editBlock('h1')).toBe(false);
});

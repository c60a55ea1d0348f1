// Locked blocks in the element (docs/api.md §15), real Chromium against the real API. A member's
// own copy of brand content keeps its locks: the member cannot move, delete, duplicate, edit
// inline or change a locked block (nor a child of a locked columns block), the controls say why,
// and a save forced past the element is refused by the server with 403 block_locked, shown to the
// user. A manager locks and unlocks blocks of a shared template. The screenshot of a locked block
// goes to artifacts/element/locked-block.png (a run leaves git clean); docs/screenshots/locked-block.png
// is a copy of it.
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Block } from '../../core/document/schema';
import { fileAccount } from '../test/accounts';
import { canvasDocument, serverCall, uniqueUser } from '../test/helpers';
import { canvasRoot, editorRoot, mountAs, openTemplate } from '../test/review';
import { settled } from '../test/settle';

const account = fileAccount('pro');

const BRAND = {
  blocks: [
    { id: 'logo', type: 'heading', locked: true, props: { text: 'ACME brand', level: 1 } },
    { id: 'body', type: 'text', props: { html: '<p>Your own words go here.</p>' } },
    {
      id: 'foot',
      type: 'columns',
      locked: true,
      props: {
        columns: [{ blocks: [{ id: 'legal', type: 'text', props: { html: '<p>Legal text</p>' } }] }, { blocks: [] }],
      },
    },
  ],
};

const bar = (el: Parameters<typeof canvasRoot>[0]) => canvasRoot(el).querySelector('.bar');
const barButton = (el: Parameters<typeof canvasRoot>[0], name: string) =>
  [...(bar(el)?.querySelectorAll('button') ?? [])].find((b) => b.getAttribute('aria-label') === name) ?? null;

test('a member cannot move, delete, duplicate, edit inline or change a locked block; a forced save gets 403 block_locked, shown', async () => {
  const userId = uniqueUser('mia');
  // The member's own copy of brand content: the locks came with it (docs/api.md §15, copies keep locks).
  const mine = await serverCall<{ _id: string }>(account().apiKey, 'POST', '/v1/templates', {
    name: 'My copy',
    userId,
    blockTree: BRAND,
  });
  const { el, of } = await mountAs(account(), userId, 'member');
  await openTemplate(el, mine._id);
  const before = el.store.doc;

  // Every locked block shows its lock, named with the reason; the free block has none.
  const marks = () => [...canvasRoot(el).querySelectorAll('.lock-mark')];
  await expect.poll(() => marks().map((m) => m.getAttribute('data-block'))).toEqual(['logo', 'foot']);
  expect(marks()[0]?.getAttribute('aria-label')).toBe(
    'This block is locked: only a manager can move, change or delete it.',
  );

  // The bar of a locked block: every control disabled, the reason in its description.
  el.store.select('logo');
  await expect.poll(() => bar(el)).not.toBeNull();
  for (const name of ['Drag to move', 'Move up', 'Move down', 'Duplicate', 'Delete'])
    expect(barButton(el, name)?.disabled, name).toBe(true);
  const why = bar(el)?.getAttribute('aria-describedby') ?? '';
  expect(canvasRoot(el).getElementById(why)?.textContent?.trim()).toBe(
    'This block is locked: only a manager can move, change or delete it.',
  );
  expect(barButton(el, 'Lock block')).toBeNull();

  // The inspector: the reason, and fields that cannot be changed.
  const inspector = editorRoot(el).querySelector('eb-inspector')?.shadowRoot;
  await expect
    .poll(() => inspector?.querySelector('.locked-note')?.textContent?.trim())
    .toBe('This block is locked: only a manager can move, change or delete it.');
  expect(inspector?.querySelector('fieldset')?.disabled).toBe(true);
  const field = inspector?.querySelector('input');
  expect(field?.matches(':disabled')).toBe(true);

  // Keys and inline editing do nothing to it; a child of the locked columns block is covered too.
  await userEvent.dblClick(page.frameLocator(page.getByTitle('Email canvas')).getByText('ACME brand'));
  expect(canvasDocument(el).querySelector('[contenteditable="true"]')).toBeNull();
  el.store.select('logo');
  (editorRoot(el).querySelector('eb-canvas') as HTMLElement).focus();
  await userEvent.keyboard('{Delete}');
  el.store.select('legal');
  await expect.poll(() => barButton(el, 'Delete')?.disabled).toBe(true);
  el.store.remove('legal');
  el.store.moveBy('logo', 1);
  el.store.update('logo', (b) => ({ ...b, props: { ...b.props, text: 'Changed' } }) as Block);
  // (The same content: a live session may hand over an equal document of its own.)
  expect(el.store.doc).toEqual(before);

  // The free block is the member's to change.
  el.store.select('body');
  await expect.poll(() => barButton(el, 'Delete')?.disabled).toBe(false);

  // Past the element (a script, an old tab): the server refuses and the user is told.
  el.store.edit({
    ...before,
    blocks: [{ ...before.blocks[0], props: { text: 'Forced', level: 1 } } as Block, ...before.blocks.slice(1)],
  });
  expect(await el.save()).toBeNull();
  const error = of('eb-error').at(-1);
  expect(error).toMatchObject({ status: 403, code: 'block_locked' });
  expect(error?.message).toContain('logo');
  const shown = 'A locked block was changed, and only a manager may change it. Undo that, then save again.';
  await expect.poll(() => editorRoot(el).querySelector('.banner[role="alert"]')?.textContent?.trim()).toBe(shown);
  expect(editorRoot(el).querySelector('.status')?.textContent).toContain(shown);
  const stored = await serverCall<{ blockTree: typeof BRAND }>(account().apiKey, 'GET', `/v1/templates/${mine._id}`);
  expect(stored.blockTree.blocks[0]?.props).toMatchObject({ text: 'ACME brand' });
});

test('a manager locks and unlocks a block of a shared template; the lock is saved; screenshot of a locked block', async () => {
  const shared = await serverCall<{ _id: string }>(account().apiKey, 'POST', '/v1/templates', {
    name: 'Brand newsletter',
    blockTree: BRAND,
  });
  const { el } = await mountAs(account(), uniqueUser('max'), 'manager');
  await openTemplate(el, shared._id);
  el.store.select('body');
  await expect.poll(() => barButton(el, 'Lock block')).not.toBeNull();
  expect(barButton(el, 'Lock block')?.getAttribute('aria-pressed')).toBe('false');
  // A manager's controls stay enabled on a locked block.
  el.store.select('logo');
  await expect.poll(() => barButton(el, 'Unlock block')?.getAttribute('aria-pressed')).toBe('true');
  expect(barButton(el, 'Delete')?.disabled).toBe(false);

  el.store.select('body');
  await expect.poll(() => barButton(el, 'Lock block')).not.toBeNull();
  barButton(el, 'Lock block')?.click();
  await expect
    .poll(() => [...canvasRoot(el).querySelectorAll('.lock-mark')].map((m) => m.getAttribute('data-block')))
    .toEqual(['logo', 'body', 'foot']);
  el.store.select('logo');
  await expect.poll(() => barButton(el, 'Unlock block')).not.toBeNull();
  barButton(el, 'Unlock block')?.click();
  await el.save();
  const stored = await serverCall<{ blockTree: { blocks: Block[] } }>(
    account().apiKey,
    'GET',
    `/v1/templates/${shared._id}`,
  );
  expect(stored.blockTree.blocks.map((b) => [b.id, b.locked ?? false])).toEqual([
    ['logo', false],
    ['body', true],
    ['foot', true],
  ]);

  // The screenshot: a member's view of the locked brand block, selected.
  const userId = uniqueUser('mia');
  const copy = await serverCall<{ _id: string }>(account().apiKey, 'POST', '/v1/templates', {
    name: 'Spring newsletter',
    userId,
    blockTree: BRAND,
  });
  const member = await mountAs(account(), userId, 'member');
  await openTemplate(member.el, copy._id);
  member.el.store.select('logo');
  await expect.poll(() => barButton(member.el, 'Delete')?.disabled).toBe(true);
  await expect.poll(() => canvasRoot(member.el).querySelectorAll('.lock-mark').length).toBe(2);
  await settled();
  await page.screenshot({ path: '../../artifacts/element/locked-block.png' });
});

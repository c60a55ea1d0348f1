// Read-only views (docs/api.md §15), real Chromium against the real API: a reviewer's token, and
// the host's `readonly` attribute whatever the role, show the gallery, the canvas and the preview
// without any editing control. A reviewer may still ask for review; `readonly` shows the status only.
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { EmailBuilder } from '../email-builder/email-builder';
import { fileAccount } from '../test/accounts';
import { serverCall, shadow, uniqueUser } from '../test/helpers';
import { badgeText, canvasRoot, editorRoot, mountAs, openTemplate, toolbarButtons } from '../test/review';

const account = fileAccount('pro');
const DOC = {
  blocks: [
    { id: 'h', type: 'heading', props: { text: 'Read me', level: 1 } },
    { id: 't', type: 'text', props: { html: '<p>Body</p>' } },
  ],
};

/** What a user could press or type into to change something, wherever it is in the element. */
function editingControls(el: EmailBuilder): string[] {
  const found: string[] = [];
  const galleryRoot = shadow(el).querySelector('eb-gallery')?.shadowRoot;
  for (const b of galleryRoot?.querySelectorAll('button.new, button.actions') ?? [])
    if (b.getClientRects().length) found.push(`gallery: ${b.textContent?.trim() || b.getAttribute('aria-label')}`);
  const editor = shadow(el).querySelector('eb-editor')?.shadowRoot;
  if (!editor) return found;
  for (const name of toolbarButtons(el))
    if (['Save', 'Save as my copy', 'Send test', 'Blocks'].includes(name)) found.push(`toolbar: ${name}`);
  const title = editor.querySelector<HTMLInputElement>('.name input');
  if (title && !title.readOnly) found.push('toolbar: template name');
  const palette = editor.querySelector('#palette');
  if (palette && palette.getClientRects().length > 0) found.push('palette');
  if (canvasRoot(el).querySelector('.bar')) found.push('canvas: block bar');
  const inspector = editor.querySelector('eb-inspector')?.shadowRoot;
  for (const field of inspector?.querySelectorAll('input, select, textarea') ?? [])
    if (!field.matches(':disabled')) found.push(`inspector: ${field.outerHTML.slice(0, 60)}`);
  return found;
}

async function showEverything(el: EmailBuilder, id: string): Promise<void> {
  await openTemplate(el, id);
  el.store.select('h');
  await el.updateComplete;
  await expect
    .poll(() => editorRoot(el).querySelector('eb-inspector')?.shadowRoot?.querySelector('input') !== null)
    .toBe(true);
  // Inline editing does not start either.
  await userEvent.dblClick(page.frameLocator(page.getByTitle('Email canvas')).getByText('Read me'));
}

test('a reviewer sees no editing control anywhere, yet may ask for review', async () => {
  const userId = uniqueUser('rex');
  const shared = await serverCall<{ _id: string }>(account().apiKey, 'POST', '/v1/templates', {
    name: 'To review',
    blockTree: DOC,
  });
  await serverCall(account().apiKey, 'POST', '/v1/templates', { name: 'Their own', userId, blockTree: DOC });
  const { el, statusChanges } = await mountAs(account(), userId, 'reviewer');
  await expect.element(page.getByRole('button', { name: 'To review', exact: true })).toBeVisible();
  expect(editingControls(el)).toEqual([]);

  await showEverything(el, shared._id);
  expect(editingControls(el)).toEqual([]);
  expect(el.store.readOnly).toBe(true);
  await expect.element(page.getByText('You are viewing this template: nothing can be changed here.')).toBeVisible();
  // Preview and export stay: reading is what a reviewer does.
  expect(toolbarButtons(el)).toEqual(expect.arrayContaining(['Preview', 'Export HTML']));
  // Ctrl+S saves nothing, not even a copy.
  await userEvent.keyboard('{Control>}s{/Control}');
  expect(await el.save()).toBeNull();

  await userEvent.click(page.getByRole('button', { name: 'Request review' }));
  await expect.poll(() => badgeText(el)).toBe('In review');
  expect(statusChanges).toEqual([{ templateId: shared._id, status: 'in_review', previous: 'draft' }]);
  // Nothing was written for the reviewer: their own templates are the one they had.
  const listed = await serverCall<Array<{ name: string; userId?: string }>>(
    account().apiKey,
    'GET',
    `/v1/templates?userId=${userId}`,
  );
  expect(listed.filter((t) => t.userId === userId).map((t) => t.name)).toEqual(['Their own']);
});

test('`readonly` shows a manager no editing control in the gallery or the editor, and the status without moves', async () => {
  const userId = uniqueUser('max');
  const shared = await serverCall<{ _id: string }>(account().apiKey, 'POST', '/v1/templates', {
    name: 'Host view',
    blockTree: DOC,
  });
  const { el } = await mountAs(account(), userId, 'manager', { readonly: '' });
  await expect.element(page.getByRole('button', { name: 'Host view', exact: true })).toBeVisible();
  expect(editingControls(el)).toEqual([]);
  await showEverything(el, shared._id);
  expect(editingControls(el)).toEqual([]);
  expect(badgeText(el)).toBe('Draft');
  expect(toolbarButtons(el)).not.toContain('Request review');

  // Without the attribute the same manager edits again.
  el.removeAttribute('readonly');
  await el.updateComplete;
  await expect.poll(() => editingControls(el).length).toBeGreaterThan(0);
  expect(toolbarButtons(el)).toContain('Request review');
});

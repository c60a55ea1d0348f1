// The approval status in the element (docs/api.md §15), real Chromium against the real API: the
// toolbar's badge and the moves each role may make, `eb-status-change` after the server accepted,
// an edit of an approved template returning it to draft (the badge follows), the send-back note
// (a comment), and the gallery's status badges and filter.
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Block } from '../../core/document/schema';
import { fileAccount } from '../test/accounts';
import { serverCall, shadow, uniqueUser } from '../test/helpers';
import { badgeText, mountAs, openTemplate, statusRoot, toolbarButtons } from '../test/review';

const account = fileAccount('pro');
const DOC = { blocks: [{ id: 'h', type: 'heading', props: { text: 'Spring sale', level: 1 } }] };

async function shared(name: string): Promise<string> {
  return (await serverCall<{ _id: string }>(account().apiKey, 'POST', '/v1/templates', { name, blockTree: DOC }))._id;
}
const move = (id: string, status: string) =>
  serverCall(account().apiKey, 'POST', `/v1/templates/${id}/status`, { status });

test('a manager asks for review and approves; an edit returns the template to draft, the badge follows; eb-status-change each time', async () => {
  const id = await shared('Approval flow');
  const { el, statusChanges } = await mountAs(account(), uniqueUser('max'), 'manager');
  await openTemplate(el, id);
  await expect.poll(() => badgeText(el)).toBe('Draft');
  expect(toolbarButtons(el)).toContain('Request review');
  expect(toolbarButtons(el)).not.toContain('Approve');

  await userEvent.click(page.getByRole('button', { name: 'Request review' }));
  await expect.poll(() => badgeText(el)).toBe('In review');
  expect(statusChanges).toEqual([{ templateId: id, status: 'in_review', previous: 'draft' }]);
  expect(toolbarButtons(el)).toEqual(expect.arrayContaining(['Approve', 'Send back']));

  await userEvent.click(page.getByRole('button', { name: 'Approve' }));
  await expect.poll(() => badgeText(el)).toBe('Approved');
  expect(statusChanges.at(-1)).toEqual({ templateId: id, status: 'approved', previous: 'in_review' });
  expect(toolbarButtons(el)).not.toContain('Request review');
  expect((await serverCall<{ status: string }>(account().apiKey, 'GET', `/v1/templates/${id}`)).status).toBe(
    'approved',
  );

  // The manager edits the approved template: the server returns it to draft, and so does the badge.
  el.store.update('h', (b) => ({ ...b, props: { ...b.props, text: 'Summer sale' } }) as Block);
  await userEvent.click(page.getByRole('button', { name: 'Save', exact: true }));
  await expect.poll(() => badgeText(el)).toBe('Draft');
  expect(statusChanges.at(-1)).toEqual({ templateId: id, status: 'draft', previous: 'approved' });
  expect(statusChanges).toHaveLength(3);
  // The badge is a live region: a screen reader hears the new status too.
  expect(statusRoot(el)?.querySelector('.badge')?.getAttribute('role')).toBe('status');
  expect(statusRoot(el)?.querySelector('.badge')?.getAttribute('aria-label')).toBe('Approval status: Draft');
  expect((await serverCall<{ status: string }>(account().apiKey, 'GET', `/v1/templates/${id}`)).status).toBe('draft');
});

test('a manager sends a template back with a note: draft again, the note is a comment; a member only asks for review', async () => {
  const id = await shared('Send back');
  await move(id, 'in_review');
  const { el, statusChanges } = await mountAs(account(), uniqueUser('max'), 'manager');
  await openTemplate(el, id);
  await expect.poll(() => badgeText(el)).toBe('In review');
  await userEvent.click(page.getByRole('button', { name: 'Send back' }));
  await userEvent.fill(
    page.getByRole('textbox', { name: 'What should change? (optional)' }),
    'Use the new logo, please.',
  );
  await userEvent.click(page.getByRole('button', { name: 'Send back to draft' }));
  await expect.poll(() => badgeText(el)).toBe('Draft');
  expect(statusChanges).toEqual([{ templateId: id, status: 'draft', previous: 'in_review' }]);
  const comments = await serverCall<Array<{ text: string }>>(account().apiKey, 'GET', `/v1/templates/${id}/comments`);
  expect(comments.map((c) => c.text)).toEqual(['Use the new logo, please.']);

  // A member: the shared template is read-only for them, yet they may ask for review, never approve.
  const other = await shared('Member asks');
  const member = await mountAs(account(), uniqueUser('mia'), 'member');
  await openTemplate(member.el, other);
  await expect.poll(() => badgeText(member.el)).toBe('Draft');
  await userEvent.click(page.getByRole('button', { name: 'Request review' }));
  await expect.poll(() => badgeText(member.el)).toBe('In review');
  expect(member.statusChanges).toEqual([{ templateId: other, status: 'in_review', previous: 'draft' }]);
  expect(toolbarButtons(member.el)).not.toContain('Approve');
  expect(toolbarButtons(member.el)).not.toContain('Send back');
});

test('gallery cards of shared templates show their status, and the status filter keeps those in it', async () => {
  const stamp = uniqueUser('f');
  const names = { draft: `Draft ${stamp}`, review: `Waiting ${stamp}`, approved: `Approved ${stamp}` };
  await shared(names.draft);
  const waiting = await shared(names.review);
  await move(waiting, 'in_review');
  const approved = await shared(names.approved);
  await move(approved, 'in_review');
  await move(approved, 'approved');
  const userId = uniqueUser('mia');
  await serverCall(account().apiKey, 'POST', '/v1/templates', { name: `Mine ${stamp}`, userId, blockTree: DOC });
  const { el } = await mountAs(account(), userId, 'member');

  const gallery = () => shadow(el).querySelector('eb-gallery')?.shadowRoot;
  const cards = () =>
    [...(gallery()?.querySelectorAll('.card') ?? [])]
      .map((card) => [
        card.querySelector('.open')?.textContent?.trim(),
        card.querySelector('.badge.status')?.textContent?.trim() ?? null,
      ])
      .filter(([name]) => name?.endsWith(stamp));
  await expect.poll(() => cards().length).toBe(4);
  expect(Object.fromEntries(cards())).toEqual({
    [names.draft]: 'Draft',
    [names.review]: 'In review',
    [names.approved]: 'Approved',
    [`Mine ${stamp}`]: null,
  });

  const filter = page.getByRole('combobox', { name: 'Show templates with status' });
  await userEvent.selectOptions(filter, 'Approved');
  await expect.poll(() => cards().map(([name]) => name)).toEqual([names.approved]);
  await userEvent.selectOptions(filter, 'In review');
  await expect.poll(() => cards().map(([name]) => name)).toEqual([names.review]);
  await userEvent.selectOptions(filter, 'Any status');
  await expect.poll(() => cards().length).toBe(4);
});

test('in Arabic the status, its move and the gallery filter are Arabic, laid out right to left', async () => {
  const id = await shared('Arabic status');
  const { el } = await mountAs(account(), uniqueUser('ali'), 'member', { locale: 'ar' });
  await expect.element(page.getByRole('combobox', { name: 'عرض القوالب ذات الحالة' })).toBeVisible();
  await openTemplate(el, id);
  await expect.poll(() => badgeText(el)).toBe('مسودة');
  const badge = statusRoot(el)?.querySelector('.badge');
  expect(badge?.getAttribute('aria-label')).toBe('حالة الاعتماد: مسودة');
  expect(badge && getComputedStyle(badge).direction).toBe('rtl');
  expect(toolbarButtons(el)).toContain('طلب مراجعة');
});

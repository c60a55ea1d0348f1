// The History panel and managers, in real Chromium against the real API (docs/api.md §10, §12).
import axe from 'axe-core';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Template, VersionItem } from '../api/types';
import { fileAccount } from '../test/accounts';
import {
  addBlocks,
  canvasFrame,
  canvasReady,
  env,
  mount,
  openBlankEditor,
  serverCall,
  shadow,
  typesOf,
  uniqueUser,
} from '../test/helpers';

// Its shared templates are this file's alone.
const sharedAccount = fileAccount('pro');
/** Saving through REST needs a plan without co-editing (with it, the server saves the live document). */
const restAccount = fileAccount('free');

/** What a customer's server does for a manager: a session token with `role: "manager"`. */
async function mintRole(apiKey: string, userId: string, role: 'member' | 'manager'): Promise<string> {
  const response = await fetch(`${env().apiUrl}/v1/sessions`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ userId, role }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { sessionToken: string }).sessionToken;
}

async function mountAs(role: 'member' | 'manager', userId = uniqueUser(role)) {
  const token = await mintRole(sharedAccount().apiKey, userId, role);
  const mounted = mount({ 'api-key': token, 'user-id': userId, 'base-url': env().apiUrl });
  await expect.poll(() => mounted.of('eb-ready').length, { timeout: 10_000 }).toBe(1);
  return { ...mounted, userId };
}

const versionButton = (n: number) => page.getByRole('button', { name: new RegExp(`^Version ${n}\\b`) });

describe('History panel', () => {
  test('lists versions newest first with who and when; restoring one changes the canvas, adds a version, and is one undo step', async () => {
    // A plan without co-editing: with it, the server also records versions of the live document (docs/api.md §14).
    const { el, of, userId } = await openBlankEditor(restAccount());
    const historyButton = page.getByRole('button', { name: 'History', exact: true });
    // Nothing saved yet: no history to show.
    await expect.element(historyButton).toBeDisabled();
    await addBlocks('Heading');
    await userEvent.click(page.getByRole('button', { name: 'Save', exact: true }));
    await expect.poll(() => of('eb-save').length).toBe(1);
    await addBlocks('Button');
    await userEvent.click(page.getByRole('button', { name: 'Save', exact: true }));
    await expect.poll(() => of('eb-save').length).toBe(2);
    await expect.element(canvasFrame().getByText('Call to action')).toBeVisible();

    await userEvent.click(historyButton);
    const dialog = page.getByRole('dialog', { name: 'History' });
    await expect.element(dialog).toBeVisible();
    await expect.element(versionButton(2)).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Versions' });
    // Newest first, the newest marked current, each with its author and a formatted date.
    await expect
      .poll(() =>
        nav
          .getByRole('button')
          .elements()
          .map((b) => b.textContent?.match(/Version \d+/)?.[0]),
      )
      .toEqual(['Version 2', 'Version 1']);
    await expect.element(versionButton(2)).toHaveTextContent('Current');
    await expect.element(versionButton(1)).toHaveTextContent(`${userId} (you)`);
    const when = shadow(shadow(el).querySelector('eb-history')!).querySelector('time');
    expect(when?.textContent).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(when!.dateTime)),
    );
    // The current version cannot be "restored"; an older one can, after its preview shows.
    await expect.element(page.getByRole('button', { name: 'Restore this version' })).toBeDisabled();
    await userEvent.click(versionButton(1));
    // The preview is the email as that version was, in a frame sandboxed without scripts.
    await expect.element(page.getByTitle('Version 1 preview')).toBeVisible();
    const frame = () => page.getByTitle('Version 1 preview').element() as HTMLIFrameElement;
    await expect.poll(() => frame().srcdoc).toContain('Your headline');
    expect(frame().srcdoc).not.toContain('Call to action');
    expect(frame().getAttribute('sandbox')).toBe('');
    // The panel itself (not the email inside its frame) passes axe without serious violations.
    const audit = await axe.run(shadow(el).querySelector('eb-history')!, {
      iframes: false,
      resultTypes: ['violations'],
    });
    expect(audit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
      [],
    );

    await userEvent.click(page.getByRole('button', { name: 'Restore this version' }));
    // The server recorded the restore as version 3, now listed first and current.
    await expect.element(versionButton(3)).toHaveTextContent('Current');
    // It says where it came from; the versions saved by hand do not.
    await expect.element(versionButton(3)).toHaveTextContent('Restored from version 1');
    await expect.element(versionButton(2)).not.toHaveTextContent('Restored from');
    const versions = await serverCall<VersionItem[]>(
      restAccount().apiKey,
      'GET',
      `/v1/templates/${el.store.templateId}/versions`,
    );
    expect(versions.map((v) => [v.version, v.savedBy])).toEqual([
      [3, userId],
      [2, userId],
      [1, userId],
    ]);
    await userEvent.click(page.getByRole('button', { name: 'Close history' }));
    await expect.element(dialog).not.toBeInTheDocument();

    // The canvas shows version 1 again, saved; one undo brings back what was open, unsaved.
    await expect.element(canvasFrame().getByText('Call to action')).not.toBeInTheDocument();
    await expect.element(canvasFrame().getByText('Your headline')).toBeVisible();
    expect(typesOf(el)).toEqual(['heading']);
    await expect.element(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Undo' }));
    await expect.element(canvasFrame().getByText('Call to action')).toBeVisible();
    expect(typesOf(el)).toEqual(['heading', 'button']);
    expect(el.store.dirty).toBe(true);
    const stored = await serverCall<Template>(restAccount().apiKey, 'GET', `/v1/templates/${el.store.templateId}`);
    expect(stored.blockTree.blocks.map((b) => b.type)).toEqual(['heading']);
  });
});

describe('History panel failures', () => {
  test('a restore the API refuses (the template was deleted meanwhile) is said in the panel; the canvas stays', async () => {
    const { el, of } = await openBlankEditor();
    await addBlocks('Heading');
    await userEvent.click(page.getByRole('button', { name: 'Save', exact: true }));
    await expect.poll(() => of('eb-save').length).toBe(1);
    await addBlocks('Button');
    await userEvent.click(page.getByRole('button', { name: 'Save', exact: true }));
    await expect.poll(() => of('eb-save').length).toBe(2);
    await userEvent.click(page.getByRole('button', { name: 'History', exact: true }));
    await userEvent.click(versionButton(1));
    await expect.element(page.getByTitle('Version 1 preview')).toBeVisible();
    await serverCall(env().accounts.pro.apiKey, 'DELETE', `/v1/templates/${el.store.templateId}`);
    await userEvent.click(page.getByRole('button', { name: 'Restore this version' }));
    await expect.element(page.getByRole('alert').filter({ hasText: 'Could not restore version 1' })).toBeVisible();
    expect(of('eb-error').at(-1)?.status).toBe(404);
    expect(typesOf(el)).toEqual(['heading', 'button']);
  });
});

describe('managers and shared templates', () => {
  test('a manager edits a shared template (with the notice) and a member then sees the change, read-only', async () => {
    const { apiKey } = sharedAccount();
    const shared = await serverCall<Template>(apiKey, 'POST', '/v1/templates', {
      name: `Legal footer ${uniqueUser()}`,
      blockTree: { blocks: [{ id: 'h', type: 'heading', props: { text: 'Approved wording' } }] },
    });

    const manager = await mountAs('manager');
    await userEvent.click(page.getByRole('button', { name: shared.name, exact: true }));
    await expect.poll(() => canvasReady(manager.el)).toBe(true);
    await expect.element(page.getByText('Editing a shared template — changes apply for everyone.')).toBeVisible();
    await expect.element(page.getByText(/it is read-only for you/)).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Save as my copy' })).not.toBeInTheDocument();
    await addBlocks('Button');
    await userEvent.click(page.getByRole('button', { name: 'Save', exact: true }));
    await expect.poll(() => manager.of('eb-save').length).toBe(1);
    // Saved in place: still the shared template, still shared, still editable with its notice.
    expect(manager.of('eb-save')[0]?.template._id).toBe(shared._id);
    expect(manager.of('eb-save')[0]?.template.userId).toBeUndefined();
    await expect.element(page.getByText('Editing a shared template — changes apply for everyone.')).toBeVisible();

    // Another person of the same team, a member, opens it: the manager's button is there, read-only.
    const member = await mountAs('member');
    await userEvent.click(page.getByRole('button', { name: shared.name, exact: true }));
    await expect.poll(() => canvasReady(member.el)).toBe(true);
    await expect.element(canvasFrame().getByText('Call to action')).toBeVisible();
    await expect.element(canvasFrame().getByText('Approved wording')).toBeVisible();
    await expect.element(page.getByText(/it is read-only for you/)).toBeVisible();
    await expect.element(page.getByText(/changes apply for everyone/)).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Save as my copy' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Button', exact: true })).toBeDisabled();

    // The member sees the history (the manager's save is listed under the manager) but cannot restore.
    await userEvent.click(page.getByRole('button', { name: 'History', exact: true }));
    await expect.element(versionButton(2)).toHaveTextContent(manager.userId);
    await expect.element(versionButton(1)).toHaveTextContent('Your app');
    await userEvent.click(versionButton(1));
    await expect.element(page.getByTitle('Version 1 preview')).toBeVisible();
    await expect
      .poll(() => (page.getByTitle('Version 1 preview').element() as HTMLIFrameElement).srcdoc)
      .toContain('Approved wording');
    expect((page.getByTitle('Version 1 preview').element() as HTMLIFrameElement).srcdoc).not.toContain(
      'Call to action',
    );
    await expect.element(page.getByText('Only a manager can restore a shared template.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Restore this version' })).toBeDisabled();
  });
});

// Test helpers for review and governance (element/review): a person's element with a role, and the
// pieces of the editor a test reads (the toolbar's status, the canvas's block bar and locks).
import { expect } from 'vitest';
import { page } from 'vitest/browser';
import { secretKeyCall } from '../../server/test/http';
import type { EmailBuilder } from '../email-builder/email-builder';
import type { EbStatusChangeDetail } from '../shared/events';
import type { TestAccountInfo } from './global-setup';
import { canvasReady, env, mount, shadow } from './helpers';

export type Role = 'member' | 'manager' | 'reviewer';

export const sessionFor = async (account: TestAccountInfo, userId: string, role: Role): Promise<string> =>
  (
    await secretKeyCall<{ sessionToken: string }>(env().apiUrl, account.apiKey, 'POST', '/v1/sessions', {
      userId,
      role,
    })
  ).sessionToken;

/** Mounts the element for `userId` with `role` (and any other attributes) and waits for `eb-ready`. */
export async function mountAs(
  account: TestAccountInfo,
  userId: string,
  role: Role,
  attributes: Record<string, string> = {},
) {
  await page.viewport(1300, 800);
  const token = await sessionFor(account, userId, role);
  const mounted = mount({ 'api-key': token, 'user-id': userId, 'base-url': env().apiUrl, ...attributes });
  const statusChanges: EbStatusChangeDetail[] = [];
  mounted.el.addEventListener('eb-status-change', (e) => statusChanges.push(e.detail));
  await expect.poll(() => mounted.of('eb-ready').length, { timeout: 10_000 }).toBe(1);
  return { ...mounted, statusChanges };
}

export async function openTemplate(el: EmailBuilder, id: string): Promise<void> {
  await el.open(id);
  await expect.poll(() => canvasReady(el)).toBe(true);
}

export const editorRoot = (el: EmailBuilder): ShadowRoot => {
  const root = shadow(el).querySelector('eb-editor')?.shadowRoot;
  if (!root) throw new Error('no editor');
  return root;
};
export const canvasRoot = (el: EmailBuilder): ShadowRoot => {
  const root = editorRoot(el).querySelector('eb-canvas')?.shadowRoot;
  if (!root) throw new Error('no canvas');
  return root;
};
export const statusRoot = (el: EmailBuilder): ShadowRoot | null =>
  editorRoot(el).querySelector('eb-review-status')?.shadowRoot ?? null;
/** The toolbar's status badge as the user reads it, or '' when there is none. */
export const badgeText = (el: EmailBuilder): string =>
  statusRoot(el)?.querySelector('.badge')?.textContent?.trim() ?? '';
/** The names of the buttons a user can press, wherever they are in the editor's toolbar. */
export const toolbarButtons = (el: EmailBuilder): string[] => {
  const toolbar = editorRoot(el).querySelector('.toolbar');
  const own = [...(toolbar?.querySelectorAll('button') ?? [])];
  const status = [...(statusRoot(el)?.querySelectorAll('button') ?? [])].filter((b) => !b.closest('dialog'));
  return [...own, ...status]
    .filter((b) => !b.disabled && b.getClientRects().length > 0)
    .map((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim());
};

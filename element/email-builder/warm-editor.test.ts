// The idle rehearsal of the editor: once the gallery is idle, an editor is rendered where nobody
// sees it (its palette asks for the Saved blocks chunk, its inspector for the merge-tag picker),
// then removed. It never shows, never takes part in the element's queries, and never calls the API.
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { env, mountReady, serverCall, shadow, uniqueUser } from '../test/helpers';

/** The API paths the page fetched since `since` (a `performance.now()` reading). */
const apiPaths = (since: number) =>
  performance
    .getEntriesByType('resource')
    .filter((e) => e.startTime >= since)
    .map((e) => new URL(e.name))
    .filter((u) => u.origin === new URL(env().apiUrl).origin && u.pathname.startsWith('/v1/'))
    .map((u) => u.pathname);

test('the gallery rehearses the editor while idle: its chunks arrive, nothing shows, the API is not called', async () => {
  const userId = uniqueUser('warm');
  await serverCall(env().accounts.pro.apiKey, 'POST', '/v1/templates', {
    name: `Rehearsed ${userId}`,
    userId,
    blockTree: { blocks: [{ id: 'h', type: 'heading', props: { text: 'Rehearsed' } }] },
  });
  // A fetch's timing entry may be recorded just after its promise settles, so the set-up call is
  // left out by when it started, not by clearing the entries (which could run before it lands).
  const since = performance.now();
  const { el } = await mountReady('pro', userId);
  const gallery = () => shadow(el).querySelector('eb-gallery');
  await expect.poll(() => gallery()?.shadowRoot?.querySelector('.card .open'), { timeout: 10_000 }).not.toBeNull();

  // The rehearsal's palette and inspector loaded their own chunks before anything was opened.
  await expect.poll(() => customElements.get('eb-saved-blocks'), { timeout: 15_000 }).toBeDefined();
  expect(shadow(el).querySelector('eb-editor')).toBeNull();
  // Then it is gone, and the gallery is still what the user sees.
  await expect.poll(() => shadow(el).querySelector('[inert]'), { timeout: 10_000 }).toBeNull();
  await expect.element(page.getByRole('heading', { name: 'Templates' })).toBeVisible();
  // No read of saved blocks (or anything else) for the rehearsal: besides the test's own session
  // token, only the start-up read and the thumbnails' documents.
  expect(
    apiPaths(since).filter((p) => p !== '/v1/sessions' && p !== '/v1/start' && !p.startsWith('/v1/templates/tpl_')),
  ).toEqual([]);

  // Opening a template afterwards is the real editor, on the user's document.
  await userEvent.click(page.getByRole('button', { name: `Rehearsed ${userId}`, exact: true }));
  await expect.element(page.getByRole('button', { name: 'Back to templates' })).toBeVisible();
  const frame = () =>
    shadow(el).querySelector('eb-editor')?.shadowRoot?.querySelector('eb-canvas')?.shadowRoot?.querySelector('iframe');
  await expect.poll(() => frame()?.contentDocument?.body.textContent, { timeout: 10_000 }).toContain('Rehearsed');
});

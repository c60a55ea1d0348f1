// Opening a template from the gallery. A card whose thumbnail already fetched its document opens
// straight into the editor: the gallery is replaced by the editor in one step, with no
// "Opening template…" screen painted in between. The editor's first frame already shows the
// email; the palette's Saved section follows it, and the gallery's cards are taken down after it,
// when the page is idle. A document still on its way shows the "Opening template…" screen once
// the wait is long enough to notice, and the latest of two quick opens is the one shown.
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Template } from '../api/types';
import { hookFetch } from '../test/fetch-hook';
import { env, mountReady, serverCall, shadow, uniqueUser } from '../test/helpers';
import { SPINNER_DELAY_MS } from './screens';

const heading = (text: string) => ({ blocks: [{ id: 'h', type: 'heading', props: { text } }] });

/** Every screen the element's shadow root shows, in order (the spinner screen is `[aria-busy]`). */
function recordScreens(root: ShadowRoot): string[] {
  const seen: string[] = [];
  const note = () => {
    const gallery = root.querySelector<HTMLElement>('eb-gallery');
    const screen =
      gallery && !gallery.hidden
        ? 'gallery'
        : root.querySelector('eb-editor')
          ? 'editor'
          : root.querySelector('[aria-busy="true"]')
            ? 'opening'
            : 'other';
    if (seen.at(-1) !== screen) seen.push(screen);
  };
  new MutationObserver(note).observe(root, { childList: true, subtree: true, attributeFilter: ['hidden'] });
  note();
  return seen;
}

const canvasText = (root: ShadowRoot) =>
  root.querySelector('eb-editor')?.shadowRoot?.querySelector('eb-canvas')?.shadowRoot?.querySelector('iframe')
    ?.contentDocument?.body?.textContent ?? '';

test('a card whose thumbnail holds its document opens straight into the editor, with no spinner screen between', async () => {
  const userId = uniqueUser('open');
  await serverCall(env().accounts.pro.apiKey, 'POST', '/v1/templates', {
    name: `Straight ${userId}`,
    userId,
    blockTree: heading('Straight in'),
  });
  const { el } = await mountReady('pro', userId);
  const root = shadow(el);
  const thumbnail = () =>
    root.querySelector('eb-gallery')?.shadowRoot?.querySelector('eb-thumbnail')?.shadowRoot?.querySelector('iframe');
  await expect.poll(() => thumbnail()?.srcdoc ?? '', { timeout: 15_000 }).toContain('Straight in');
  // The editor's code is here too (the gallery fetched it while idle).
  await expect.poll(() => customElements.get('eb-editor'), { timeout: 15_000 }).toBeDefined();

  const screens = recordScreens(root);
  // What the editor's first frame holds: the palette's Saved section (its chunk and its API read) comes after it.
  const palette = () => root.querySelector('eb-editor')?.shadowRoot?.querySelector('eb-palette')?.shadowRoot;
  let firstFrame: { blocks: number; saved: boolean; email: string; mode: string } | null = null;
  const watch = new MutationObserver(() => {
    if (!root.querySelector('eb-editor') || firstFrame) return;
    watch.disconnect();
    requestAnimationFrame(() => {
      const frame = root
        .querySelector('eb-editor')
        ?.shadowRoot?.querySelector('eb-canvas')
        ?.shadowRoot?.querySelector('iframe');
      firstFrame = {
        blocks: palette()?.querySelectorAll('li button').length ?? 0,
        saved: !!palette()?.querySelector('eb-saved-blocks'),
        email: canvasText(root),
        mode: frame?.contentDocument?.compatMode ?? '',
      };
    });
  });
  watch.observe(root, { childList: true });
  await userEvent.click(page.getByRole('button', { name: `Straight ${userId}`, exact: true }));
  await expect.poll(() => canvasText(root), { timeout: 10_000 }).toContain('Straight in');
  expect(screens).toEqual(['gallery', 'editor']);
  // The gallery left the screen with the click; its cards are taken down once the page is idle.
  await expect.poll(() => root.querySelector('eb-gallery'), { timeout: 5_000 }).toBeNull();
  // The email is in the canvas in the editor's first frame, laid out in standards mode as it is sent.
  expect(firstFrame).toEqual({
    blocks: expect.any(Number),
    saved: false,
    email: expect.stringContaining('Straight in'),
    mode: 'CSS1Compat',
  });
  expect((firstFrame as { blocks: number } | null)?.blocks).toBeGreaterThan(5);
  await expect.element(page.getByRole('heading', { name: 'Saved blocks' })).toBeVisible();
});

test('a document still on its way shows “Opening template…” after a moment; the later of two opens wins', async () => {
  const userId = uniqueUser('slow');
  const make = (name: string, text: string) =>
    serverCall<Template>(env().accounts.pro.apiKey, 'POST', '/v1/templates', {
      name: `${name} ${userId}`,
      userId,
      blockTree: heading(text),
    });
  const first = await make('First', 'First document');
  const second = await make('Second', 'Second document');
  const { el } = await mountReady('pro', userId);
  const root = shadow(el);
  await expect
    .poll(() => root.querySelector('eb-gallery')?.shadowRoot?.querySelector('.card .open'), { timeout: 10_000 })
    .not.toBeNull();

  // A slow network for these two documents only: each answer waits well past the spinner's delay.
  const slow = hookFetch((url, pass) => {
    const wait = url.href.includes(first._id)
      ? SPINNER_DELAY_MS * 6
      : url.href.includes(second._id)
        ? SPINNER_DELAY_MS * 3
        : 0;
    return new Promise<Response>((resolve, reject) => setTimeout(() => pass().then(resolve, reject), wait));
  });
  try {
    const screens = recordScreens(root);
    const opened = [el.open(first._id), el.open(second._id)];
    await expect.element(page.getByRole('progressbar', { name: 'Opening template…' })).toBeVisible();
    await Promise.all(opened);
    await expect.poll(() => canvasText(root), { timeout: 10_000 }).toContain('Second document');
    // The first answer, arriving last, changes nothing.
    await new Promise((resolve) => setTimeout(resolve, SPINNER_DELAY_MS * 4));
    expect(canvasText(root)).toContain('Second document');
    expect(el.store.templateId).toBe(second._id);
    expect(screens).toEqual(['gallery', 'opening', 'editor']);
  } finally {
    slow.restore();
  }
});

test('back to a gallery not yet taken down: it lists what the editor saved meanwhile', async () => {
  const userId = uniqueUser('back');
  const created = await serverCall<Template>(env().accounts.pro.apiKey, 'POST', '/v1/templates', {
    name: `Before ${userId}`,
    userId,
    blockTree: heading('Before'),
  });
  const { el } = await mountReady('pro', userId);
  const root = shadow(el);
  await expect.element(page.getByRole('button', { name: `Before ${userId}`, exact: true })).toBeVisible();
  // A page that never idles: the gallery left behind lingers, hidden, as on a busy page.
  const idle = window.requestIdleCallback;
  window.requestIdleCallback = () => 0;
  try {
    const left = root.querySelector('eb-gallery');
    await el.open(created._id);
    await expect.element(page.getByRole('button', { name: 'Back to templates' })).toBeVisible();
    el.store.rename(`After ${userId}`);
    expect((await el.save())?.name).toBe(`After ${userId}`);
    await userEvent.click(page.getByRole('button', { name: 'Back to templates' }));
    expect(root.querySelector('eb-gallery')).toBe(left);
    await expect.element(page.getByRole('button', { name: `After ${userId}`, exact: true })).toBeVisible();
    await expect.element(page.getByRole('button', { name: `Before ${userId}`, exact: true })).not.toBeInTheDocument();
  } finally {
    window.requestIdleCallback = idle;
  }
});

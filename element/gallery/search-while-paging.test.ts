// A search, the name order or a status filter needs every template; the user may ask for one while
// a page fetched by scrolling is still on its way. The gallery then waits for that page and fetches
// the rest, so a template on the last page is found however scrolling and typing interleave; a page
// that fails stops that fetching (no retry loop) and the next scroll asks again.
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Template } from '../api/types';
import { fileAccount } from '../test/accounts';
import { gate, hookFetch } from '../test/fetch-hook';
import { mountReady, serverCall, shadow, uniqueUser } from '../test/helpers';

// 160 templates, this file's alone: the first page of 50 and three more (50, 50, 10).
const account = fileAccount('enterprise');

const COUNT = 160;
const PAGES_AFTER_FIRST = Math.ceil(COUNT / 50) - 1;
/** The oldest edit (the last card of the last page when recently edited comes first) and the first name. */
const NEEDLE = 'Aardvark needle';

let made: Promise<string> | null = null;
/** One user's 160 templates, made once for this file's tests (they only read them). */
function templates(): Promise<string> {
  made ??= (async () => {
    const userId = uniqueUser('race');
    const { apiKey } = account();
    await serverCall<Template>(apiKey, 'POST', '/v1/templates', { name: NEEDLE, userId });
    for (let at = 0; at < COUNT - 1; at += 40)
      await Promise.all(
        Array.from({ length: Math.min(40, COUNT - 1 - at) }, (_, i) =>
          serverCall(apiKey, 'POST', '/v1/templates', { name: `Item ${String(at + i).padStart(3, '0')}`, userId }),
        ),
      );
    return userId;
  })();
  return made;
}

/**
 * Every later page (`/v1/templates?…cursor=…`) the page asks for, in `asked`. Until `release()` they
 * are held; `failFirst`: the first request for that page (1 = the first after the first page) fails
 * as a network error does.
 */
function watchPages(options: { hold?: boolean; failFirst?: number } = {}) {
  const asked: string[] = [];
  const cursors: string[] = [];
  let failed = 0;
  const held = gate();
  if (!options.hold) held.open();
  const { restore } = hookFetch((url, pass) => {
    const cursor = url.searchParams.get('cursor');
    if (url.pathname !== '/v1/templates' || cursor === null) return undefined;
    asked.push(cursor);
    if (!cursors.includes(cursor)) cursors.push(cursor);
    if (options.failFirst === cursors.indexOf(cursor) + 1 && failed === 0) {
      failed++;
      return Promise.reject(new TypeError('Failed to fetch'));
    }
    return held.wait.then(pass);
  });
  return { asked, failed: () => failed, release: held.open, restore };
}

async function mountGallery(userId: string) {
  const { el } = await mountReady(account(), userId);
  const gallery = () => shadow(el).querySelector('eb-gallery') as HTMLElement;
  const cards = () => [...shadow(gallery()).querySelectorAll('.card .open')].map((b) => b.textContent?.trim() ?? '');
  await expect.poll(() => cards().length).toBeGreaterThan(0);
  const panel = shadow(gallery()).querySelector('[role="tabpanel"]') as HTMLElement;
  return { cards, panel };
}

/** Scrolls to the end of the grid until it asks for the second page (held: it stays in flight). */
async function secondPageInFlight(panel: HTMLElement, asked: string[]): Promise<void> {
  await expect
    .poll(() => {
      panel.scrollTop = panel.scrollHeight;
      return asked.length;
    })
    .toBe(1);
}

/** Every page after the first was asked for, each once. */
function askedOnceEach(asked: string[]): void {
  expect(asked.length).toBe(PAGES_AFTER_FIRST);
  expect(new Set(asked).size).toBe(PAGES_AFTER_FIRST);
}

const loadingMore = () => page.getByText('Loading more templates…');

/** The gallery of this file's user, with the second page asked for by scrolling and held in flight. */
async function withSecondPageHeld(
  run: (gallery: Awaited<ReturnType<typeof mountGallery>>, pages: ReturnType<typeof watchPages>) => Promise<void>,
): Promise<void> {
  const userId = await templates();
  const pages = watchPages({ hold: true });
  try {
    const gallery = await mountGallery(userId);
    await secondPageInFlight(gallery.panel, pages.asked);
    await run(gallery, pages);
  } finally {
    pages.restore();
  }
}

describe('every template while a page is on its way', () => {
  test('a search typed while a scrolled-for page is in flight finds the template on the last page', async () => {
    await withSecondPageHeld(async ({ cards }, pages) => {
      await expect.element(loadingMore()).toBeVisible();

      await userEvent.fill(page.getByRole('searchbox', { name: 'Search templates by name' }), 'needle');
      pages.release();

      // No card matches before the needle's page: the grid's end stays in view, and its own scroll
      // trigger asks for pages too. The name order below keeps the end out of view: there only the
      // search's fetch of every page can bring the last one.
      await expect.element(page.getByRole('button', { name: NEEDLE, exact: true })).toBeVisible();
      expect(cards()).toEqual([NEEDLE]);
      await expect.element(loadingMore()).not.toBeInTheDocument();
      // The search waited for the page already in flight instead of asking for it again.
      askedOnceEach(pages.asked);
    });
  });

  test('the name order picked while a scrolled-for page is in flight starts with a template from the last page', async () => {
    await withSecondPageHeld(async ({ cards, panel }, pages) => {
      // Back at the top to read the first names: the end of the grid is out of view.
      await userEvent.selectOptions(page.getByRole('combobox', { name: 'Sort templates' }), 'name');
      panel.scrollTop = 0;
      pages.release();

      await expect.poll(() => cards().slice(0, 3)).toEqual([NEEDLE, 'Item 000', 'Item 001']);
      await expect.element(page.getByRole('button', { name: NEEDLE, exact: true })).toBeVisible();
      await expect.element(loadingMore()).not.toBeInTheDocument();
      askedOnceEach(pages.asked);
    });
  });

  test('a page that fails while the name order fetches every page stops that fetching; the next scroll asks again', async () => {
    const userId = await templates();
    const pages = watchPages({ failFirst: 2 });
    try {
      const { cards, panel } = await mountGallery(userId);
      await userEvent.selectOptions(page.getByRole('combobox', { name: 'Sort templates' }), 'name');
      // The second page arrives, the third fails: asked for once, not again and again.
      await expect.poll(() => pages.failed()).toBe(1);
      await expect.poll(() => pages.asked.length).toBe(2);
      expect(new Set(pages.asked).size).toBe(2);
      // The first two pages hold the newest edits only: the first name is not known yet.
      expect(cards()[0]).toMatch(/^Item /);

      // Scrolling to the end asks for the failed page again, then the last one.
      await expect
        .poll(() => {
          panel.scrollTop = panel.scrollHeight;
          return cards()[0];
        })
        .toBe(NEEDLE);
      expect(pages.asked.length).toBe(PAGES_AFTER_FIRST + 1);
      expect(new Set(pages.asked).size).toBe(PAGES_AFTER_FIRST);
    } finally {
      pages.restore();
    }
  });
});

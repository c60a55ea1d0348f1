// The gallery at 500 templates: the first page only at first, cards rendered as the user
// scrolls, pages fetched with the API's cursor, search and sort over every template, and each
// thumbnail's document fetched at most once per version.
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Template } from '../api/types';
import { fileAccount } from '../test/accounts';
import { env, mintSession, mount, serverCall, shadow, uniqueUser } from '../test/helpers';

// 500 templates, this file's alone.
const manyAccount = fileAccount('enterprise');

const COUNT = 500;

/** Every API request the page made so far whose path matches. */
const requests = (pattern: RegExp) =>
  performance
    .getEntriesByType('resource')
    .map((e) => new URL(e.name))
    .filter((u) => pattern.test(u.pathname + u.search));

describe('gallery with 500 templates', () => {
  test('paged and rendered incrementally, searchable and sortable, thumbnails fetched once per version', async () => {
    const userId = uniqueUser('many');
    const { apiKey } = manyAccount();
    // Created in a shuffled name order, so "recently edited" and "name" differ; the needle is the oldest.
    await serverCall<Template>(apiKey, 'POST', '/v1/templates', { name: 'Zebra needle', userId });
    const numbers = Array.from({ length: COUNT - 1 }, (_, i) => i).sort(
      (a, b) => ((a * 7919) % 499) - ((b * 7919) % 499),
    );
    for (let at = 0; at < numbers.length; at += 50)
      await Promise.all(
        numbers
          .slice(at, at + 50)
          .map((n) =>
            serverCall(apiKey, 'POST', '/v1/templates', { name: `Item ${String(n).padStart(3, '0')}`, userId }),
          ),
      );
    performance.clearResourceTimings();
    performance.setResourceTimingBufferSize(5000);

    const token = await mintSession(apiKey, userId);
    const { el, of } = mount({ 'api-key': token, 'user-id': userId, 'base-url': env().apiUrl });
    await expect.poll(() => of('eb-ready').length, { timeout: 10_000 }).toBe(1);
    const gallery = () => shadow(el).querySelector('eb-gallery') as HTMLElement;
    const cards = () => [...shadow(gallery()).querySelectorAll('.card .open')].map((b) => b.textContent?.trim() ?? '');
    await expect.poll(() => cards().length, { timeout: 10_000 }).toBeGreaterThan(0);

    // First paint: one page from the API (not all 500, in the start-up read), and not every card of it rendered.
    expect(requests(/^\/v1\/start\?/).length).toBe(1);
    expect(requests(/^\/v1\/templates\?/).length).toBe(0);
    expect(cards().length).toBeLessThanOrEqual(48);
    const newest = cards()[0];
    expect(newest).toMatch(/^Item /);

    // Scrolling brings more cards, then the next pages (cursor from the Link header).
    const panel = shadow(gallery()).querySelector('[role="tabpanel"]') as HTMLElement;
    for (let i = 0; i < 40 && cards().length < COUNT; i++) {
      const before = cards().length;
      // Keep scrolling to the end while waiting, as a user does: cards that render after one
      // scroll (a page arriving late on a loaded machine) push the end out of view again.
      await expect
        .poll(
          () => {
            panel.scrollTop = panel.scrollHeight;
            return cards().length;
          },
          { timeout: 10_000 },
        )
        .toBeGreaterThan(before);
    }
    expect(cards().length).toBe(COUNT);
    expect(new Set(cards()).size).toBe(COUNT);
    const pages = requests(/^\/v1\/templates\?/);
    expect(pages.length).toBeGreaterThanOrEqual(Math.ceil(COUNT / 100) - 1);
    expect(pages.every((u) => u.searchParams.has('cursor'))).toBe(true);
    expect(cards().at(-1)).toBe('Zebra needle');

    // Thumbnails: only cards that were on screen fetched their document, each once.
    const fetched = requests(/^\/v1\/templates\/tpl_/).map((u) => u.pathname);
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.length).toBeLessThan(COUNT);
    expect(new Set(fetched).size).toBe(fetched.length);

    // Sort by name, then search.
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Sort templates' }), 'name');
    panel.scrollTop = 0;
    await expect.poll(() => cards().slice(0, 3)).toEqual(['Item 000', 'Item 001', 'Item 002']);
    await userEvent.fill(page.getByRole('searchbox', { name: 'Search templates by name' }), 'needle');
    await expect.poll(() => cards()).toEqual(['Zebra needle']);
    await userEvent.fill(page.getByRole('searchbox', { name: 'Search templates by name' }), 'item 4');
    await expect.poll(() => cards().length).toBe(48);
    expect(cards()[0]).toBe('Item 400');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Sort templates' }), 'recent');
    await userEvent.fill(page.getByRole('searchbox', { name: 'Search templates by name' }), '');
    await expect.poll(() => cards()[0]).toBe(newest);

    // Back in the gallery after opening a template: the same versions are not fetched again.
    const visibleBefore = new Set(requests(/^\/v1\/templates\/tpl_/).map((u) => u.pathname));
    await userEvent.click(page.getByRole('button', { name: newest as string, exact: true }));
    await expect.poll(() => shadow(el).querySelector('eb-editor')).not.toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Back to templates' }));
    await expect.poll(() => cards().length, { timeout: 10_000 }).toBeGreaterThan(0);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const after = requests(/^\/v1\/templates\/tpl_/).map((u) => u.pathname);
    for (const path of visibleBefore) expect(after.filter((p) => p === path).length).toBe(1);
  }, 120_000);
});

// The item picker in real Chromium (docs/api.md §16): the host's `search` is called once typing
// pauses (on a test clock, no sleeping), only the latest answer is listed, a failure is shown with
// the host's words, a source that never answers shows "Searching…" and can be stopped or closed,
// and the whole picker works from the keyboard (combobox and listbox).
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { TestClock } from '../test/clock';
import type { EbItemPicker } from './picker';
import './picker';
import { SEARCH_DEBOUNCE_MS, searchTimers } from './search';
import type { DataSource, DataSourceItem } from './types';

interface Call {
  query: string;
  resolve(items: unknown): void;
  reject(error: unknown): void;
}

/** A host source whose every answer the test gives by hand, in any order. */
function manualSource(): DataSource & { calls: Call[] } {
  const calls: Call[] = [];
  return {
    label: 'Products',
    calls,
    search: (query) =>
      new Promise<DataSourceItem[]>((resolve, reject) => {
        calls.push({ query, resolve: resolve as (items: unknown) => void, reject });
      }),
  };
}

const item = (id: string, title: string, subtitle?: string): DataSourceItem => ({
  id,
  title,
  ...(subtitle && { subtitle }),
});

let clock: TestClock;
beforeEach(() => {
  clock = new TestClock();
  searchTimers.current = clock;
});
afterEach(() => {
  searchTimers.current = globalThis;
});

function openPicker(source: DataSource) {
  document.body.replaceChildren();
  const picker = document.createElement('eb-item-picker') as EbItemPicker;
  document.body.append(picker);
  const chosen = picker.pick(source);
  return { picker, chosen };
}

const dialog = () => page.getByRole('dialog', { name: 'Choose from Products' });
const box = () => dialog().getByRole('combobox', { name: 'Search Products' });
const options = () => dialog().getByRole('option');
/** Focus inside the picker's shadow root (the page's activeElement is the picker itself). */
const focusIsInBox = () =>
  (document.querySelector('eb-item-picker')?.shadowRoot?.activeElement ?? null) === box().element();
const titles = () =>
  options()
    .elements()
    .map((o) => o.querySelector('.title')?.textContent);

describe('item picker', () => {
  test('calls search once typing pauses, and lists only the latest answer', async () => {
    const source = manualSource();
    openPicker(source);
    await expect.poll(focusIsInBox).toBe(true);
    // The first list comes at once, for an empty query.
    await expect.poll(() => source.calls.map((c) => c.query)).toEqual(['']);
    source.calls[0]?.resolve([item('a', 'Armchair'), item('b', 'Bookshelf')]);
    await expect.poll(titles).toEqual(['Armchair', 'Bookshelf']);

    // Typing: nothing is asked until the pause has passed.
    await userEvent.type(box(), 'la');
    expect(source.calls).toHaveLength(1);
    clock.advance(SEARCH_DEBOUNCE_MS - 1);
    expect(source.calls).toHaveLength(1);
    clock.advance(1);
    expect(source.calls.map((c) => c.query)).toEqual(['', 'la']);

    // Two searches in flight: the earlier one answering last is ignored.
    await userEvent.type(box(), 'mp');
    clock.advance(SEARCH_DEBOUNCE_MS);
    expect(source.calls.map((c) => c.query)).toEqual(['', 'la', 'lamp']);
    await expect.element(dialog().getByRole('status')).toHaveTextContent('Searching…');
    source.calls[2]?.resolve([item('l1', 'Desk lamp', 'Brass')]);
    await expect.poll(titles).toEqual(['Desk lamp']);
    source.calls[1]?.resolve([item('x', 'Lantern'), item('y', 'Ladder')]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect.poll(titles).toEqual(['Desk lamp']);
    await expect.element(dialog().getByText('Brass')).toBeVisible();
  });

  test("a failing search shows the host's message; a malformed answer and no results say so", async () => {
    const source = manualSource();
    openPicker(source);
    await expect.poll(() => source.calls.length).toBe(1);
    source.calls[0]?.reject(new Error('Catalogue service is down'));
    await expect
      .element(dialog().getByRole('alert'))
      .toHaveTextContent('Your app’s search failed: Catalogue service is down');

    await userEvent.type(box(), 'x');
    clock.advance(SEARCH_DEBOUNCE_MS);
    source.calls[1]?.resolve({ not: 'a list' });
    await expect
      .element(dialog().getByRole('alert'))
      .toHaveTextContent('Your app’s search did not answer with a list of items.');

    await userEvent.type(box(), 'y');
    clock.advance(SEARCH_DEBOUNCE_MS);
    source.calls[2]?.resolve([]);
    await expect.element(dialog().getByRole('status')).toHaveTextContent('Nothing found for “xy”.');
    expect(options().elements()).toHaveLength(0);
  });

  test('a source that never answers shows Searching… and can be stopped, then closed with nothing chosen', async () => {
    const source = manualSource();
    const { chosen } = openPicker(source);
    await expect.element(dialog().getByRole('status')).toHaveTextContent('Searching…');
    await userEvent.click(dialog().getByRole('button', { name: 'Stop searching' }));
    await expect.element(dialog().getByRole('status')).toHaveTextContent('Search stopped. Type to search again.');
    // Its late answer changes nothing.
    source.calls[0]?.resolve([item('late', 'Too late')]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(options().elements()).toHaveLength(0);
    // Typing searches again; closing while it hangs resolves with nothing.
    await userEvent.type(box(), 'q');
    clock.advance(SEARCH_DEBOUNCE_MS);
    expect(source.calls).toHaveLength(2);
    await userEvent.click(dialog().getByRole('button', { name: 'Close' }));
    await expect(chosen).resolves.toBeNull();
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(clock.pending).toBe(0);
  });

  test('keyboard: arrows move through the results (announced as the active option), Enter takes one, Escape closes', async () => {
    const source = manualSource();
    const { chosen } = openPicker(source);
    await expect.poll(() => source.calls.length).toBe(1);
    source.calls[0]?.resolve([item('a', 'Armchair'), item('b', 'Bookshelf'), item('c', 'Cushion')]);
    await expect.poll(titles).toEqual(['Armchair', 'Bookshelf', 'Cushion']);
    const active = () => {
      const id = box().element().getAttribute('aria-activedescendant');
      return id
        ? box().element().getRootNode() instanceof ShadowRoot &&
            (box().element().getRootNode() as ShadowRoot).getElementById(id)?.textContent?.trim()
        : null;
    };
    expect(box().element().getAttribute('aria-expanded')).toBe('true');
    expect(active()).toBe('Armchair');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe('Cushion');
    expect(
      options()
        .elements()
        .filter((o) => o.getAttribute('aria-selected') === 'true'),
    ).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{ArrowUp}');
    expect(active()).toBe('Bookshelf');
    await userEvent.keyboard('{Enter}');
    await expect(chosen).resolves.toEqual(item('b', 'Bookshelf'));
    await expect.element(dialog()).not.toBeInTheDocument();

    // Escape closes a second opening with nothing chosen.
    const again = document.querySelector('eb-item-picker') as EbItemPicker;
    const second = again.pick(source);
    await expect.poll(focusIsInBox).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect(second).resolves.toBeNull();
  });
});

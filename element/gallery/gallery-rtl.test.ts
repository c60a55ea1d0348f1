// The gallery in Arabic: mirrored (tabs from the right, the search icon at the field's right, a
// card's actions at its left, whose menu opens over the card rather than off its edge), while a
// template's own name keeps its own direction. Parts are found by structure, not English names.

import { render } from 'lit';
import { describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { Template } from '../api/types';
import { env, mintSession, mount, serverCall, shadow, uniqueUser } from '../test/helpers';
import { type TabId, tabList } from './tabs';

const box = (node: Element | null | undefined) => (node as Element).getBoundingClientRect();

async function galleryIn(locale: string) {
  const userId = uniqueUser('rtl-gallery');
  const name = `Spring sale ${userId}`;
  await serverCall<Template>(env().accounts.pro.apiKey, 'POST', '/v1/templates', {
    name,
    userId,
    blockTree: { blocks: [{ id: 'h', type: 'heading', props: { text: 'Spring sale' } }] },
  });
  const token = await mintSession(env().accounts.pro.apiKey, userId);
  const { el, of } = mount({ 'api-key': token, 'user-id': userId, 'base-url': env().apiUrl, locale });
  await expect.poll(() => of('eb-ready').length, { timeout: 10_000 }).toBe(1);
  const root = () => shadow(el).querySelector('eb-gallery')?.shadowRoot ?? null;
  await expect.poll(() => root()?.querySelectorAll('.card').length ?? 0, { timeout: 10_000 }).toBe(1);
  return { el, root: root() as ShadowRoot, name };
}

describe('gallery, right to left (ar)', () => {
  test('tabs start at the right, the search icon sits at the right of its field, card actions at the left', async () => {
    const { el, root } = await galleryIn('ar');
    expect(getComputedStyle(el).direction).toBe('rtl');
    const tabs = [...root.querySelectorAll('[role="tab"]')].map(box);
    expect(tabs.length).toBeGreaterThan(0);
    const list = box(root.querySelector('[role="tablist"]'));
    expect(list.right - (tabs[0]?.right ?? 0)).toBeLessThan(30);
    for (const [i, tab] of tabs.entries())
      if (i > 0) expect(tab.right).toBeLessThanOrEqual((tabs[i - 1]?.left ?? 0) + 0.5);

    const search = box(root.querySelector('.search'));
    const icon = box(root.querySelector('.search svg'));
    expect(search.right - icon.right).toBeLessThan(16);
    expect(icon.left - search.left).toBeGreaterThan(search.width / 2);

    const card = box(root.querySelector('.card'));
    const actions = box(root.querySelector('.card .actions'));
    expect(actions.left - card.left).toBeLessThan(16);
    // The name is the user's, in English: it keeps its own direction (starts at the left, truncates at its end).
    expect(getComputedStyle(root.querySelector('.card .open') as Element).unicodeBidi).toBe('plaintext');
  });

  test('the arrow keys follow the mirrored tabs: ← moves to the next tab (on the left), → to the previous', async () => {
    // Three tabs, so "next" and "previous" differ (two would wrap onto the same tab).
    const ids = ['mine', 'library', 'third'] as unknown as TabId[];
    let current = ids[0] as TabId;
    const host = document.createElement('div');
    document.body.replaceChildren(host);
    const paint = () =>
      render(
        tabList(
          'Templates',
          ids.map((id) => [id, String(id)] as const),
          current,
          select,
        ),
        host,
      );
    const select = (id: TabId) => {
      current = id;
      paint();
    };
    for (const [dir, forward, back] of [
      ['rtl', '{ArrowLeft}', '{ArrowRight}'],
      ['ltr', '{ArrowRight}', '{ArrowLeft}'],
    ] as const) {
      host.dir = dir;
      select(ids[0] as TabId);
      host.querySelector<HTMLElement>('[role="tab"]')?.focus();
      await userEvent.keyboard(forward);
      expect(current, dir).toBe(ids[1]);
      await userEvent.keyboard(back);
      await userEvent.keyboard(back);
      expect(current, dir).toBe(ids[2]);
    }
  });

  test("a card's menu opens from the actions button towards the card, inside the window", async () => {
    const { root } = await galleryIn('ar');
    const actions = root.querySelector<HTMLElement>('.card .actions') as HTMLElement;
    await userEvent.click(actions);
    await expect.poll(() => !!root.querySelector('eb-template-menu')).toBe(true);
    const menu = () => box(root.querySelector('eb-template-menu'));
    await expect.poll(() => menu().width).toBeGreaterThan(0);
    const anchor = box(actions);
    expect(Math.abs(menu().left - anchor.left)).toBeLessThan(1);
    expect(menu().right).toBeLessThanOrEqual(window.innerWidth);
  });

  test('in a left-to-right locale the same card keeps its actions at the right and the menu ends at them', async () => {
    const { root } = await galleryIn('fr');
    const card = box(root.querySelector('.card'));
    const actions = root.querySelector<HTMLElement>('.card .actions') as HTMLElement;
    expect(card.right - box(actions).right).toBeLessThan(16);
    await userEvent.click(actions);
    await expect.poll(() => !!root.querySelector('eb-template-menu')).toBe(true);
    await expect.poll(() => box(root.querySelector('eb-template-menu')).width).toBeGreaterThan(0);
    expect(Math.abs(box(root.querySelector('eb-template-menu')).right - box(actions).right)).toBeLessThan(2);
  });
});

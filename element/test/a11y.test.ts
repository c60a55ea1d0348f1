// axe-core over the element's shadow roots: no serious or critical violation in the gallery, the
// editor with a block selected, and the preview; focus is always visible.
import axe from 'axe-core';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { addBlocks, canvasReady, mountReady, openBlankEditor } from './helpers';
import { settled } from './settle';

async function seriousViolations(context: Element): Promise<string[]> {
  // The emails inside the canvas and preview iframes are the author's content, not our UI.
  const result = await axe.run(context, { iframes: false, resultTypes: ['violations'] });
  const out = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary}`).join(', ')}`);
  return out;
}

describe('accessibility', () => {
  test('gallery (both tabs) has no serious or critical violation', async () => {
    const { el } = await mountReady('pro');
    await expect.element(page.getByRole('button', { name: 'New template' })).toBeVisible();
    expect(await seriousViolations(el)).toEqual([]);
    await userEvent.click(page.getByRole('tab', { name: 'Email Builder' }));
    await expect.element(page.getByRole('button', { name: 'Welcome', exact: true })).toBeVisible();
    expect(await seriousViolations(el)).toEqual([]);
  });

  test('editor with a block selected has no serious or critical violation, in light and dark', async () => {
    const { el } = await openBlankEditor('pro');
    await addBlocks('Heading', 'Text', 'Button', 'Image', 'Social');
    expect(el.store.selectedId).not.toBeNull();
    expect(await seriousViolations(el)).toEqual([]);
    el.setAttribute('theme', 'dark');
    await el.updateComplete;
    // Colours ease over 120 ms when the theme changes: judge the settled theme, as the user sees it.
    await settled();
    expect(await seriousViolations(el)).toEqual([]);
    el.store.select(null);
    expect(await seriousViolations(el)).toEqual([]);
  });

  test('preview dialog has no serious or critical violation', async () => {
    const { el } = await openBlankEditor('pro');
    await addBlocks('Heading');
    await userEvent.click(page.getByRole('button', { name: 'Preview' }));
    await expect.element(page.getByRole('dialog', { name: 'Preview' })).toBeVisible();
    expect(await seriousViolations(el)).toEqual([]);
  });

  test('keyboard: tabs move with arrow keys, focus is visible, a card opens with Enter', async () => {
    const { el } = await mountReady('pro');
    const mine = page.getByRole('tab', { name: 'My Templates' });
    await expect.element(mine).toBeVisible();
    (mine.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByRole('tab', { name: 'Email Builder' })).toHaveAttribute('aria-selected', 'true');
    const focused = el.shadowRoot!.querySelector('eb-gallery')!.shadowRoot!.activeElement as HTMLElement;
    expect(focused.getAttribute('role')).toBe('tab');
    expect(getComputedStyle(focused).boxShadow).not.toBe('none');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(mine).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await userEvent.tab();
    const active = el.shadowRoot!.querySelector('eb-gallery')!.shadowRoot!.activeElement;
    expect(active?.textContent?.trim()).toBe('New template');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => canvasReady(el)).toBe(true);
  });
});

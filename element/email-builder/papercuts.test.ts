// Papercuts found by trying the element as a new user would, each pinned by what the user sees.
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import {
  addBlocks,
  canvasDocument,
  canvasReady,
  env,
  mount,
  mountReady,
  openBlankEditor,
  shadow,
  tinyPng,
} from '../test/helpers';
import type { EmailBuilder } from './email-builder';

const editorRoot = (el: EmailBuilder) => shadow(shadow(el).querySelector('eb-editor')!);
const dotColour = (el: EmailBuilder) =>
  getComputedStyle(editorRoot(el).querySelector('.status')!, '::before').backgroundColor;
const GREEN = () => {
  const probe = document.createElement('span');
  probe.style.color = 'var(--eb-success)';
  shadow(document.querySelector('email-builder')!).append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
};

describe('papercuts', () => {
  test('the library copy’s "Save it to keep it" banner goes once it is saved', async () => {
    const { el, of } = await mountReady('pro');
    await userEvent.click(page.getByRole('tab', { name: 'Email Builder' }));
    await userEvent.click(page.getByRole('button', { name: 'Welcome', exact: true }));
    await expect.poll(() => canvasReady(el)).toBe(true);
    const banner = page.getByText(/Save it to keep it in My Templates/);
    await expect.element(banner).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Save', exact: true }));
    await expect.poll(() => of('eb-save').length).toBe(1);
    await expect.element(banner).not.toBeInTheDocument();
  });

  test('no green status dot on "Not saved yet" or "Read-only"; green once saved', async () => {
    const { el } = await openBlankEditor();
    const green = GREEN();
    await expect.element(page.getByRole('status').filter({ hasText: 'Not saved yet' })).toBeVisible();
    expect(dotColour(el)).not.toBe(green);
    await addBlocks('Heading');
    await el.save();
    await expect.element(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
    expect(dotColour(el)).toBe(green);
    el.store.load({ doc: el.store.doc, name: 'Shared', templateId: 'tpl_x', source: 'shared' });
    await expect.element(page.getByRole('status').filter({ hasText: /^Read-only$/ })).toBeVisible();
    expect(dotColour(el)).not.toBe(green);
  });

  test('social networks are spelled LinkedIn, GitHub and YouTube', async () => {
    await openBlankEditor();
    await addBlocks('Social');
    await expect.element(page.getByRole('combobox', { name: 'Network 1' })).toBeVisible();
    const options = [...(page.getByRole('combobox', { name: 'Network 1' }).element() as HTMLSelectElement).options].map(
      (o) => o.text,
    );
    expect(options).toEqual(expect.arrayContaining(['LinkedIn', 'GitHub', 'YouTube']));
    expect(options).not.toEqual(expect.arrayContaining(['Linkedin']));
  });

  test('replacing a picture clears the old alt text so the field asks for a new one', async () => {
    const { el } = await openBlankEditor();
    await addBlocks('Image');
    const input = () =>
      shadow(editorRoot(el).querySelector('eb-inspector')!).querySelector('input[type=file]') as HTMLInputElement;
    const props = () => el.store.selected?.props as { src: string; alt: string };
    await expect.poll(() => input()).not.toBeNull();
    await userEvent.upload(input(), new File([await tinyPng('#ff0000')], 'red-square.png', { type: 'image/png' }));
    await expect.poll(() => props().src, { timeout: 10_000 }).toMatch(/^http.*\/images?\//);
    await userEvent.fill(page.getByRole('textbox', { name: 'Alt text' }), 'A red square');
    const first = props().src;
    await userEvent.upload(input(), new File([await tinyPng('#0000ff')], 'blue-square.png', { type: 'image/png' }));
    await expect.poll(() => props().src, { timeout: 10_000 }).not.toBe(first);
    expect(props().alt).toBe('');
    await expect.element(page.getByRole('textbox', { name: 'Alt text' })).toHaveValue('');
    await expect
      .element(page.getByRole('textbox', { name: 'Alt text' }))
      .toHaveAttribute('placeholder', 'Describe the image');
  });

  test('a palette click with nothing selected lands in view, scrolled to and highlighted', async () => {
    const { el } = await openBlankEditor();
    for (let i = 0; i < 14; i++) await addBlocks('Text');
    el.store.select(null);
    const stage = shadow(editorRoot(el).querySelector('eb-canvas')!).querySelector('.stage') as HTMLElement;
    stage.scrollTop = 0;
    await userEvent.click(page.getByRole('button', { name: 'Divider', exact: true }));
    const index = el.store.doc.blocks.findIndex((b) => b.type === 'divider');
    expect(index).toBeGreaterThan(0);
    expect(index).toBeLessThan(el.store.doc.blocks.length - 1);
    const id = el.store.selectedId!;
    expect(el.store.doc.blocks[index]?.id).toBe(id);
    const block = canvasDocument(el).querySelector(`[data-eb-block="${id}"]`) as HTMLElement;
    const frame = shadow(editorRoot(el).querySelector('eb-canvas')!).querySelector('iframe')!.getBoundingClientRect();
    const top = frame.top + block.getBoundingClientRect().top;
    const view = stage.getBoundingClientRect();
    expect(top).toBeGreaterThanOrEqual(view.top);
    expect(top).toBeLessThan(view.bottom);
    expect(shadow(editorRoot(el).querySelector('eb-canvas')!).querySelector('.outline.selected.flash')).not.toBeNull();

    // With a long email scrolled to its end, the new block is scrolled into view too.
    el.store.select(null);
    stage.scrollTop = stage.scrollHeight;
    await userEvent.click(page.getByRole('button', { name: 'Spacer', exact: true }));
    const spacer = canvasDocument(el).querySelector(`[data-eb-block="${el.store.selectedId}"]`) as HTMLElement;
    await expect
      .poll(() => {
        const y =
          shadow(editorRoot(el).querySelector('eb-canvas')!).querySelector('iframe')!.getBoundingClientRect().top +
          spacer.getBoundingClientRect().top;
        return y >= stage.getBoundingClientRect().top && y < stage.getBoundingClientRect().bottom;
      })
      .toBe(true);
  });

  test('waiting and error panels fill the whole element', async () => {
    const { el } = mount({ 'api-key': 'not-a-token', 'user-id': 'u', 'base-url': env().apiUrl });
    // The usual embed: no height of its own, so the element sits at its min-height.
    el.style.height = '';
    await expect.element(page.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible();
    const panel = shadow(el).querySelector('.center')!.getBoundingClientRect();
    const host = el.getBoundingClientRect();
    expect(host.height).toBeGreaterThanOrEqual(560);
    expect(panel.height).toBeGreaterThanOrEqual(host.height - 2);
    expect(panel.width).toBeGreaterThanOrEqual(host.width - 2);
  });
});

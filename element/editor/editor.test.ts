import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { BLOCK_TYPES, BLOCKS } from '../../core/blocks/registry';
import { addBlocks, canvasDocument, canvasFrame, env, openBlankEditor, shadow, typesOf } from '../test/helpers';

describe('editor: palette, canvas and reordering', () => {
  test('the palette lists every block type by its label; a click inserts after the selection', async () => {
    const { el } = await openBlankEditor();
    // A runtime unit (custom blocks) is listed through the account's own types, never by itself.
    for (const type of BLOCK_TYPES) {
      const item = page.getByRole('button', { name: BLOCKS[type].label, exact: true });
      if (BLOCKS[type].runtime) await expect.element(item).not.toBeInTheDocument();
      else await expect.element(item).toBeVisible();
    }
    await addBlocks('Heading', 'Text');
    expect(typesOf(el)).toEqual(['heading', 'text']);
    el.store.select(el.store.doc.blocks[0]?.id ?? null);
    await addBlocks('Button');
    expect(typesOf(el)).toEqual(['heading', 'button', 'text']);
    // The canvas shows the renderer's output, one annotated element per block.
    const ids = [...canvasDocument(el).querySelectorAll('[data-eb-block]')].map((n) => n.getAttribute('data-eb-block'));
    expect(ids).toEqual(el.store.doc.blocks.map((b) => b.id));
  });

  test('new image and video blocks show placeholders served by our own API', async () => {
    const { el } = await openBlankEditor();
    await addBlocks('Image', 'Video');
    const [image, video] = el.store.doc.blocks;
    expect(image?.type === 'image' && image.props.src).toBe(`${env().apiUrl}/assets/placeholder/image.png`);
    expect(video?.type === 'video' && video.props.thumbnailSrc).toBe(`${env().apiUrl}/assets/placeholder/video.png`);
    const img = canvasDocument(el).querySelector<HTMLImageElement>(`[data-eb-block="${image?.id}"] img`);
    await expect.poll(() => img?.complete && img.naturalWidth).toBe(600);
  });

  test('an image that cannot load still shows a visible, clickable box', async () => {
    const { el } = await openBlankEditor();
    await addBlocks('Image');
    const id = el.store.doc.blocks[0]!.id;
    const missing = `${env().apiUrl}/assets/placeholder/missing.png`;
    el.store.update(id, (block) =>
      block.type === 'image' ? { ...block, props: { ...block.props, src: missing } } : block,
    );
    const img = () => canvasDocument(el).querySelector<HTMLImageElement>(`[data-eb-block="${id}"] img`);
    await expect.poll(() => img()?.getAttribute('src')).toBe(missing);
    await expect.poll(() => img()?.hasAttribute('data-eb-broken')).toBe(true);
    expect(img()!.getBoundingClientRect().height).toBeGreaterThanOrEqual(120);
  });

  test('clicking a block in the canvas selects it and shows its inspector', async () => {
    const { el } = await openBlankEditor();
    await addBlocks('Heading', 'Button');
    await userEvent.click(canvasFrame().getByText('Your headline'));
    expect(el.store.selected?.type).toBe('heading');
    await expect.element(page.getByRole('heading', { name: 'Heading', level: 2 })).toBeVisible();
    await expect.element(page.getByRole('toolbar', { name: 'Heading block' })).toBeVisible();
  });

  test('a palette item dragged onto the canvas lands where it is dropped', async () => {
    const { el } = await openBlankEditor();
    await addBlocks('Heading', 'Button');
    el.store.select(null);
    await userEvent.dragAndDrop(
      page.getByRole('button', { name: 'Divider', exact: true }),
      canvasFrame().getByText('Your headline'),
      {
        targetPosition: { x: 5, y: 2 },
      } as never,
    );
    expect(typesOf(el)).toEqual(['divider', 'heading', 'button']);
  });

  test('a block dragged by its handle moves; the move is one undo step', async () => {
    const { el } = await openBlankEditor();
    await addBlocks('Heading', 'Text', 'Button');
    await userEvent.click(canvasFrame().getByText('Your headline'));
    await userEvent.dragAndDrop(
      page.getByRole('button', { name: 'Drag to move' }),
      canvasFrame().getByText('Call to action'),
      {
        targetPosition: { x: 5, y: 30 },
      } as never,
    );
    expect(typesOf(el)).toEqual(['text', 'button', 'heading']);
    await userEvent.click(page.getByRole('button', { name: 'Undo' }));
    expect(typesOf(el)).toEqual(['heading', 'text', 'button']);
  });

  test('keyboard: arrows select, Alt+arrows reorder, Delete, Ctrl+D, Escape, undo and redo shortcuts', async () => {
    const { el } = await openBlankEditor();
    await addBlocks('Heading', 'Text', 'Button');
    el.store.select(null);
    const canvas = page.getByRole('region', { name: 'Email canvas' });
    await userEvent.click(canvas);
    (
      shadow(shadow(el).querySelector('eb-editor')!)
        .querySelector('eb-canvas')!
        .shadowRoot!.querySelector('.stage') as HTMLElement
    ).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(el.store.selected?.type).toBe('heading');
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(typesOf(el)).toEqual(['text', 'heading', 'button']);
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(typesOf(el)).toEqual(['text', 'button', 'heading']);
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(typesOf(el)).toEqual(['text', 'heading', 'button']);
    await userEvent.keyboard('{Control>}d{/Control}');
    expect(typesOf(el)).toEqual(['text', 'heading', 'heading', 'button']);
    await userEvent.keyboard('{Delete}');
    expect(typesOf(el)).toEqual(['text', 'heading', 'button']);
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(typesOf(el)).toEqual(['text', 'heading', 'heading', 'button']);
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(typesOf(el)).toEqual(['text', 'heading', 'button']);
    await userEvent.keyboard('{Escape}');
    expect(el.store.selectedId).toBeNull();
    await expect.element(page.getByRole('heading', { name: 'Email settings' })).toBeVisible();
  });

  test('undo and redo buttons walk through the history', async () => {
    const { el } = await openBlankEditor();
    const undo = page.getByRole('button', { name: 'Undo' });
    const redo = page.getByRole('button', { name: 'Redo' });
    await expect.element(undo).toBeDisabled();
    await addBlocks('Heading', 'Text', 'Image');
    await userEvent.click(undo);
    await userEvent.click(undo);
    expect(typesOf(el)).toEqual(['heading']);
    await userEvent.click(redo);
    expect(typesOf(el)).toEqual(['heading', 'text']);
    expect(canvasDocument(el).querySelectorAll('[data-eb-block]')).toHaveLength(2);
  });

  test('inline editing: double-click, type, bold, merge tag; the document follows', async () => {
    const { el } = await openBlankEditor();
    await addBlocks('Text');
    const id = el.store.doc.blocks[0]!.id;
    await userEvent.dblClick(canvasFrame().getByText(/Write something/));
    const root = canvasDocument(el).querySelector('[contenteditable]') as HTMLElement;
    expect(root).not.toBeNull();
    root.focus();
    const sel = canvasDocument(el).getSelection()!;
    sel.selectAllChildren(root);
    await userEvent.keyboard('Hello reader');
    await expect
      .poll(() => (el.store.doc.blocks[0] as { props: { html: string } }).props.html)
      .toContain('Hello reader');
    sel.selectAllChildren(root);
    await userEvent.click(page.getByRole('button', { name: 'Bold' }));
    await expect
      .poll(() => (el.store.doc.blocks[0] as { props: { html: string } }).props.html)
      .toMatch(/<(b|strong)>Hello reader<\/(b|strong)>/);
    sel.collapse(root, root.childNodes.length);
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Insert merge tag' }), 'First name');
    await expect
      .poll(() => (el.store.doc.blocks[0] as { props: { html: string } }).props.html)
      .toContain('{{first_name}}');
    await userEvent.click(page.getByRole('button', { name: 'Done' }));
    // Merge-tag chips stay contenteditable="false"; nothing is editable any more.
    expect(canvasDocument(el).querySelector('[contenteditable]:not([contenteditable="false"])')).toBeNull();
    expect(el.store.selectedId).toBe(id);
  });

  test('a change made elsewhere while a block is edited inline shows on the canvas', async () => {
    const { el } = await openBlankEditor();
    await addBlocks('Heading');
    const id = el.store.doc.blocks[0]!.id;
    await userEvent.dblClick(canvasFrame().getByText('Your headline'));
    await userEvent.keyboard('Typed');
    await expect.poll(() => (el.store.doc.blocks[0] as { props: { text: string } }).props.text).toContain('Typed');
    // The inspector's "Heading text" field writes through the store, like any other panel.
    el.store.update(id, (block) =>
      block.type === 'heading' ? { ...block, props: { ...block.props, text: 'From the inspector' } } : block,
    );
    await expect
      .poll(() => canvasDocument(el).querySelector(`[data-eb-block="${id}"]`)?.textContent?.trim())
      .toBe('From the inspector');
  });

  test('Desktop and Mobile switch the canvas width; Preview shows the final HTML in a sandboxed dialog', async () => {
    const { el } = await openBlankEditor();
    await addBlocks('Heading');
    const frame = () =>
      shadow(shadow(el).querySelector('eb-editor')!).querySelector('eb-canvas')!.shadowRoot!.querySelector('iframe')!;
    await userEvent.click(page.getByRole('button', { name: 'Mobile' }));
    await expect.element(page.getByRole('button', { name: 'Mobile' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => frame().getBoundingClientRect().width).toBeLessThanOrEqual(375);
    await userEvent.click(page.getByRole('button', { name: 'Desktop' }));
    await expect.poll(() => frame().getBoundingClientRect().width).toBeGreaterThan(600);
    await userEvent.click(page.getByRole('button', { name: 'Preview' }));
    const dialog = page.getByRole('dialog', { name: 'Preview' });
    await expect.element(dialog).toBeVisible();
    const preview = shadow(el).querySelector('eb-preview')!.shadowRoot!.querySelector('iframe')!;
    expect(preview.getAttribute('sandbox')).toBe('');
    expect(preview.srcdoc).toContain('Your headline');
    expect(preview.srcdoc).not.toContain('data-eb-block');
    await userEvent.click(page.getByRole('button', { name: 'Close preview' }));
    await expect.element(dialog).not.toBeInTheDocument();
  });
});

describe('editor: columns', () => {
  test('a palette item dropped into an empty column lands inside it; clicking it selects the child', async () => {
    const { el } = await openBlankEditor();
    await addBlocks('Columns');
    const columnsId = el.store.doc.blocks[0]!.id;
    el.store.select(null);
    const cell = canvasDocument(el).querySelector(`[data-eb-column="${columnsId}:1"]`) as HTMLElement;
    expect(cell).not.toBeNull();
    const rect = cell.getBoundingClientRect();
    await userEvent.dragAndDrop(
      page.getByRole('button', { name: 'Button', exact: true }),
      page.getByTitle('Email canvas'),
      {
        targetPosition: { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 },
      } as never,
    );
    const columns = el.store.doc.blocks[0] as Extract<(typeof el.store.doc.blocks)[number], { type: 'columns' }>;
    expect(columns.props.columns.map((c) => c.blocks.map((b) => b.type))).toEqual([[], ['button']]);
    await userEvent.click(canvasFrame().getByText('Call to action'));
    expect(el.store.selected?.type).toBe('button');
    await userEvent.keyboard('{Control>}d{/Control}');
    const after = el.store.doc.blocks[0] as typeof columns;
    expect(after.props.columns[1]?.blocks.map((b) => b.type)).toEqual(['button', 'button']);
  });
});

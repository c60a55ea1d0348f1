// Every style control: each schema property has a control (walked from the registries), the
// Mobile tab's overrides change the phone rendering of the export and not the desktop one, and
// the document theme reaches new and existing blocks in one undoable step.
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { BLOCK_TYPES, BLOCKS, blockUnit } from '../../core/blocks/registry';
import { styleSchema } from '../../core/document/fields';
import type { Block, EmailDocument } from '../../core/document/schema';
import type { ObjectSchema, Shape } from '../../core/schema/schema';
import { blockUi } from '../blocks/registry';
import { BOX_STYLES } from '../blocks/types';
import type { EmailBuilder } from '../email-builder/email-builder';
import { addBlocks, canvasDocument, env, openBlankEditor, shadow } from '../test/helpers';

const number = (name: string) => page.getByRole('spinbutton', { name, exact: true });
const hex = (name: string) => page.getByRole('textbox', { name: `${name} hex`, exact: true });
const inspectorRoot = (el: EmailBuilder) =>
  shadow(shadow(shadow(el).querySelector('eb-editor')!).querySelector('eb-inspector')!);

/** The document properties the inspector shows a control for, each checked to hold a real form control. */
function controlledProps(el: EmailBuilder): Set<string> {
  const found = new Set<string>();
  for (const wrapper of inspectorRoot(el).querySelectorAll<HTMLElement>('[data-prop]')) {
    expect(wrapper.querySelector('input, select, textarea, button'), wrapper.dataset.prop).not.toBeNull();
    found.add(wrapper.dataset.prop ?? '');
  }
  return found;
}

/** Data the editor records, not a setting the user makes: the upload fills in an image's size. */
const RECORDED_NOT_SET = new Set(['props.naturalSize']);

const keysOf = (schema: unknown) => Object.keys((schema as ObjectSchema<Shape>).shape);

describe('every style control', () => {
  test('every property of every registered block type has a control (Desktop and Mobile tabs)', async () => {
    const { el } = await openBlankEditor();
    const covered = new Set<string>();
    for (const type of BLOCK_TYPES) {
      const ui = blockUi(type);
      const unit = blockUnit(type);
      // A runtime unit's fields come from the account's definition, not from its schema.
      if (!ui || !unit || unit.runtime) continue;
      const block = unit.create(el.store.newId(), 'https://example.com/assets') as Block;
      el.store.insert(block);
      const shape = (unit.schema as unknown as ObjectSchema<Shape>).shape;
      const props = keysOf(shape.props)
        .map((k) => `props.${k}`)
        .filter((p) => !RECORDED_NOT_SET.has(p));
      const styles = [...BOX_STYLES, ...ui.styles].map((k) => `style.${k}`);
      for (const style of ui.styles) covered.add(style);
      // The panel is a chunk: wait until its controls are there.
      await expect
        .poll(() => [...controlledProps(el)].filter((p) => p.startsWith('props.')).length, { message: type })
        .toBe(props.length);
      const desktop = controlledProps(el);
      expect([...desktop].sort(), type).toEqual([...props, ...styles, 'hidden.desktop'].sort());

      await userEvent.click(page.getByRole('tab', { name: 'Mobile' }));
      const mobile = ['mobile.padding', 'hidden.mobile'];
      if (ui.styles.includes('fontSize')) mobile.push('mobile.fontSize');
      if (ui.styles.includes('textAlign')) mobile.push('mobile.textAlign');
      await expect.poll(() => [...controlledProps(el)].sort(), { message: type }).toEqual(mobile.sort());
      await userEvent.click(page.getByRole('tab', { name: 'Desktop' }));
    }
    // Every style property of the schema is a control some type shows, or a box control every type shows.
    for (const key of keysOf(styleSchema))
      expect(covered.has(key) || (BOX_STYLES as readonly string[]).includes(key), key).toBe(true);
    // Twelve types, each panel a chunk loaded from source: generous on a busy machine.
  }, 120_000);

  test('font family, weight, letter spacing, border and radius edit the block and its rendering', async () => {
    const { el } = await openBlankEditor();
    await addBlocks('Heading');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Font family' }), 'Courier New');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Font weight' }), 'Normal');
    await userEvent.fill(number('Letter spacing (px)'), '2');
    await userEvent.fill(number('Border width'), '3');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Border style' }), 'Dashed');
    await userEvent.fill(hex('Border colour'), '#ff0000');
    await userEvent.fill(number('Box corner radius'), '12');
    const block = el.store.selected as Extract<Block, { type: 'heading' }>;
    expect(block.style).toMatchObject({
      fontFamily: 'courier',
      fontWeight: 'normal',
      letterSpacing: 2,
      border: { width: 3, style: 'dashed', color: '#ff0000' },
      borderRadius: 12,
    });
    const h1 = canvasDocument(el).querySelector<HTMLElement>(`[data-eb-block="${block.id}"] h1`)!;
    const look = getComputedStyle(h1);
    expect(look.fontFamily).toContain('Courier New');
    expect(look.fontWeight).toBe('400');
    expect(look.letterSpacing).toBe('2px');
    const cell = getComputedStyle(h1.closest('td')!);
    expect(cell.borderTopStyle).toBe('dashed');
    expect(cell.borderTopWidth).toBe('3px');
    expect(cell.borderTopLeftRadius).toBe('12px');
    // Width 0 removes the border again.
    await userEvent.fill(number('Border width'), '0');
    expect((el.store.selected as Block).style.border).toBeNull();
  });
});

/** Lays exported HTML out in an iframe of the given width: what a reader's client of that width shows. */
async function layOut(html: string, width: number): Promise<Document> {
  const frame = document.createElement('iframe');
  frame.style.cssText = `width:${width}px;height:900px;border:0`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.srcdoc = html;
  document.body.append(frame);
  await loaded;
  return frame.contentDocument as Document;
}

describe('mobile overrides', () => {
  test('the Mobile tab switches the canvas to Mobile, and each override changes the 375 px export, not the 600 px one', async () => {
    const { el } = await openBlankEditor();
    await addBlocks('Text', 'Text', 'Text', 'Text');
    const [size, padding, align, hide] = el.store.doc.blocks.map((b) => b.id) as [string, string, string, string];
    const canvas = () =>
      shadow(shadow(el).querySelector('eb-editor')!).querySelector('eb-canvas') as HTMLElement & { device: string };

    el.store.select(size);
    await userEvent.click(page.getByRole('tab', { name: 'Mobile' }));
    await expect.poll(() => canvas().device).toBe('mobile');
    await expect
      .element(page.getByRole('button', { name: 'Mobile', exact: true }))
      .toHaveAttribute('aria-pressed', 'true');
    await userEvent.fill(number('Mobile font size'), '30');
    el.store.select(padding);
    await userEvent.fill(number('Mobile padding top'), '50');
    el.store.select(align);
    await userEvent.click(page.getByRole('button', { name: 'Right', exact: true }));
    el.store.select(hide);
    await userEvent.click(page.getByRole('checkbox', { name: 'Hide on mobile' }));
    expect(el.store.doc.blocks.map((b) => [b.mobile, b.hidden])).toEqual([
      [{ fontSize: 30 }, undefined],
      [{ padding: [50, 24, 8, 24] }, undefined],
      [{ textAlign: 'right' }, undefined],
      [undefined, { desktop: false, mobile: true }],
    ]);
    // The canvas in Mobile shows the overrides too.
    await expect
      .poll(() => getComputedStyle(canvasDocument(el).querySelector(`[data-eb-block="${size}"] p`)!).fontSize)
      .toBe('30px');

    const { html } = await el.exportHtml();
    const cellOf = (doc: Document, id: string) => doc.querySelector<HTMLElement>(`td.m-${id}`)!;
    const measure = (doc: Document) => ({
      fontSize: getComputedStyle(cellOf(doc, size).querySelector('p')!).fontSize,
      paddingTop: getComputedStyle(cellOf(doc, padding)).paddingTop,
      textAlign: getComputedStyle(cellOf(doc, align)).textAlign,
      hiddenHeight: doc.querySelector<HTMLElement>('table.eb-hm')!.getBoundingClientRect().height,
    });
    const desktop = measure(await layOut(html, 600));
    const phone = measure(await layOut(html, 375));
    expect(desktop.fontSize).toBe('16px');
    expect(phone.fontSize).toBe('30px');
    expect(desktop.paddingTop).toBe('8px');
    expect(phone.paddingTop).toBe('50px');
    expect(['left', 'start']).toContain(desktop.textAlign);
    expect(phone.textAlign).toBe('right');
    expect(desktop.hiddenHeight).toBeGreaterThan(10);
    expect(phone.hiddenHeight).toBe(0);
  });
});

describe('document theme', () => {
  test('new blocks take the theme; "Apply theme to all blocks" restyles existing ones in one undoable step', async () => {
    const { el } = await openBlankEditor();
    await addBlocks('Button', 'Heading');
    const [oldButton, heading] = el.store.doc.blocks.map((b) => b.id) as [string, string];
    // A heading with its own colour.
    await userEvent.fill(hex('Text colour'), '#00aa00');
    el.store.select(null);
    await expect.element(page.getByRole('heading', { name: 'Email settings' })).toBeVisible();
    await userEvent.fill(hex('Primary colour'), '#aa0000');
    await userEvent.fill(number('Button corner radius'), '20');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Heading font' }), 'Georgia');
    expect(el.store.doc.canvas.theme).toMatchObject({
      primaryColor: '#aa0000',
      buttonRadius: 20,
      headingFont: 'georgia',
    });
    // Every heading shows the theme's heading font at once.
    await expect
      .poll(() => getComputedStyle(canvasDocument(el).querySelector(`[data-eb-block="${heading}"] h1`)!).fontFamily)
      .toContain('Georgia');

    await addBlocks('Button');
    const newButton = el.store.selected as Extract<Block, { type: 'button' }>;
    expect(newButton.props).toMatchObject({ buttonColor: '#aa0000', radius: 20 });
    const buttonBg = (id: string) =>
      getComputedStyle(canvasDocument(el).querySelector(`[data-eb-block="${id}"] a`)!).backgroundColor;
    await expect.poll(() => buttonBg(newButton.id)).toBe('rgb(170, 0, 0)');
    expect(buttonBg(oldButton)).toBe('rgb(37, 99, 235)');

    el.store.select(null);
    const before = el.store.doc;
    await userEvent.click(page.getByRole('button', { name: 'Apply theme to all blocks' }));
    const button = (id: string) => el.store.doc.blocks.find((b) => b.id === id) as Extract<Block, { type: 'button' }>;
    expect(button(oldButton).props).toMatchObject({ buttonColor: '#aa0000', radius: 20 });
    // The heading's colour was the user's, not the theme's: it stays.
    expect(el.store.doc.blocks.find((b) => b.id === heading)?.style.color).toBe('#00aa00');
    await expect.poll(() => buttonBg(oldButton)).toBe('rgb(170, 0, 0)');

    await userEvent.click(page.getByRole('button', { name: 'Undo' }));
    expect(el.store.doc).toBe(before);
    expect(button(oldButton).props.buttonColor).toBe(BLOCKS.button.create('x', '').props.buttonColor);
    expect(el.store.doc.blocks.find((b) => b.id === heading)?.style.color).toBe('#00aa00');
    await expect.poll(() => buttonBg(oldButton)).toBe('rgb(37, 99, 235)');
  });

  test("a starter's theme: new buttons match it, colour fields offer its colours first, Apply changes only what came from it", async () => {
    const { el } = await openBlankEditor();
    const library = await fetch(`${env().apiUrl}/v1/templates/library`).then(
      (r) => r.json() as Promise<Array<{ name: string; blockTree: EmailDocument }>>,
    );
    const welcome = library.find((item) => item.name === 'Welcome')?.blockTree as EmailDocument;
    await el.loadDocument(welcome, 'Welcome');
    const cta = el.store.doc.blocks.find((b) => b.type === 'button') as Extract<Block, { type: 'button' }>;
    expect(el.store.doc.canvas.theme?.primaryColor).toBe(cta.props.buttonColor);

    // A button added to the starter looks like its call to action.
    await addBlocks('Button');
    const added = el.store.selected as Extract<Block, { type: 'button' }>;
    expect(added.props).toMatchObject({
      buttonColor: cta.props.buttonColor,
      textColor: cta.props.textColor,
      radius: cta.props.radius,
    });

    // A heading's colour field offers the document's colours first; the user picks the primary one.
    await addBlocks('Heading');
    const heading = el.store.selectedId as string;
    const swatches = page.getByRole('group', { name: 'Theme colours for Text colour' }).getByRole('button');
    expect(swatches.elements().map((b) => b.getAttribute('aria-label'))[0]).toBe(
      `Use Primary colour (${cta.props.buttonColor})`,
    );
    await userEvent.click(swatches.first());
    expect(el.store.selected?.style.color).toBe(cta.props.buttonColor);

    // The brand changes: Apply restyles the buttons that had the old primary, the coloured heading stays.
    el.store.select(null);
    await userEvent.fill(hex('Primary colour'), '#aa0000');
    await userEvent.click(page.getByRole('button', { name: 'Apply theme to all blocks' }));
    const byId = (id: string) => el.store.doc.blocks.find((b) => b.id === id) as Block;
    expect((byId(cta.id) as typeof cta).props.buttonColor).toBe('#aa0000');
    expect((byId(added.id) as typeof cta).props.buttonColor).toBe('#aa0000');
    expect(byId(heading).style.color).toBe(cta.props.buttonColor);
  });
});

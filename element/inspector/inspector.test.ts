// Every block's inspector, driven by its labels, checked in the document and in the rendered canvas.
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Block } from '../../core/document/schema';
import { resizeColumns } from '../blocks/columns/resize';
import type { EmailBuilder } from '../email-builder/email-builder';
import { addBlocks, canvasDocument, openBlankEditor } from '../test/helpers';

const field = (name: string) => page.getByRole('textbox', { name, exact: true });
const number = (name: string) => page.getByRole('spinbutton', { name, exact: true });
const selected = <T extends Block['type']>(el: EmailBuilder, type: T) => {
  const block = el.store.selected;
  expect(block?.type).toBe(type);
  return block as Extract<Block, { type: T }>;
};
const blockHtml = (el: EmailBuilder) =>
  canvasDocument(el).querySelector(`[data-eb-block="${el.store.selectedId}"]`)?.outerHTML ?? '';

describe('inspector per block type', () => {
  test('heading: text, level, font size, colour (picker and hex), alignment', async () => {
    const { el } = await openBlankEditor();
    await addBlocks('Heading');
    await userEvent.fill(field('Heading text'), 'Big news');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Level' }), 'Heading 2');
    await userEvent.fill(number('Font size'), '36');
    await userEvent.fill(field('Text colour hex'), '#aa0000');
    await userEvent.click(page.getByRole('button', { name: 'Right', exact: true }));
    const b = selected(el, 'heading');
    expect(b.props).toEqual({ text: 'Big news', level: 2 });
    expect(b.style).toMatchObject({ fontSize: 36, color: '#aa0000', textAlign: 'right' });
    const h2 = canvasDocument(el).querySelector(`[data-eb-block="${b.id}"] h2`);
    expect(h2?.textContent).toBe('Big news');
    expect(blockHtml(el)).toContain('#aa0000');
    await userEvent.fill(
      page.getByRole('textbox', { name: 'Text colour picker' }).or(page.getByLabelText('Text colour picker')),
      '#00aa00',
    );
    expect(selected(el, 'heading').style.color).toBe('#00aa00');
  });

  test('text: HTML content, line height, padding, background; invalid hex is refused', async () => {
    const { el } = await openBlankEditor();
    await addBlocks('Text');
    await userEvent.fill(field('Text (HTML)'), '<p>Hello <strong>there</strong></p>');
    await userEvent.fill(number('Line height'), '1.8');
    await userEvent.fill(number('Padding top'), '40');
    await userEvent.fill(field('Background hex'), '#zzz');
    await expect.element(field('Background hex')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.fill(field('Background hex'), '#fafafa');
    const b = selected(el, 'text');
    expect(b.props.html).toBe('<p>Hello <strong>there</strong></p>');
    expect(b.style).toMatchObject({ lineHeight: 1.8, backgroundColor: '#fafafa' });
    expect(b.style.padding?.[0]).toBe(40);
    expect(blockHtml(el)).toContain('<strong>there</strong>');
    expect(blockHtml(el)).toContain('padding:40px');
  });

  test('image: src (unsafe links refused), alt, width, link', async () => {
    const { el } = await openBlankEditor();
    await addBlocks('Image');
    await userEvent.fill(field('Image URL'), 'javascript:alert(1)');
    await expect.element(field('Image URL')).toHaveAttribute('aria-invalid', 'true');
    expect(selected(el, 'image').props.src).not.toContain('javascript');
    await userEvent.fill(field('Image URL'), 'https://cdn.example.com/hero.png');
    await userEvent.fill(field('Alt text'), 'Our hero');
    await userEvent.fill(number('Width (px)'), '320');
    await userEvent.fill(field('Link'), 'https://example.com/shop');
    const b = selected(el, 'image');
    expect(b.props).toEqual({
      src: 'https://cdn.example.com/hero.png',
      alt: 'Our hero',
      width: 320,
      href: 'https://example.com/shop',
    });
    const img = canvasDocument(el).querySelector(`[data-eb-block="${b.id}"] img`);
    expect(img?.getAttribute('src')).toBe('https://cdn.example.com/hero.png');
    expect(img?.getAttribute('width')).toBe('320');
    expect(img?.closest('a')?.getAttribute('href')).toBe('https://example.com/shop');
    await userEvent.fill(field('Link'), '');
    expect(selected(el, 'image').props.href).toBeNull();
  });

  test('button: label, link, colours, radius, full width, font size', async () => {
    const { el } = await openBlankEditor();
    await addBlocks('Button');
    await userEvent.fill(field('Label'), 'Buy now');
    await userEvent.fill(field('Link'), 'https://shop.example.com');
    await userEvent.fill(field('Button colour hex'), '#ff0000');
    await userEvent.fill(field('Label colour hex'), '#000');
    await userEvent.fill(number('Corner radius'), '20');
    await userEvent.click(page.getByRole('checkbox', { name: 'Full width' }));
    await userEvent.fill(number('Font size'), '18');
    const b = selected(el, 'button');
    expect(b.props).toEqual({
      label: 'Buy now',
      href: 'https://shop.example.com',
      buttonColor: '#ff0000',
      textColor: '#000',
      radius: 20,
      fullWidth: true,
    });
    expect(b.style.fontSize).toBe(18);
    expect(blockHtml(el)).toContain('Buy now');
    expect(blockHtml(el)).toContain('#ff0000');
  });

  test('divider: thickness, width, colour, style', async () => {
    const { el } = await openBlankEditor();
    await addBlocks('Divider');
    await userEvent.fill(number('Thickness'), '4');
    await userEvent.fill(number('Width (%)'), '50');
    await userEvent.fill(field('Line colour hex'), '#123456');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Line style' }), 'Dashed');
    expect(selected(el, 'divider').props).toEqual({ thickness: 4, width: 50, color: '#123456', lineStyle: 'dashed' });
    expect(blockHtml(el)).toContain('#123456');
  });

  test('spacer: height', async () => {
    const { el } = await openBlankEditor();
    await addBlocks('Spacer');
    await userEvent.fill(number('Height (px)'), '80');
    expect(selected(el, 'spacer').props.height).toBe(80);
    const box = canvasDocument(el).querySelector(`[data-eb-block="${el.store.selectedId}"]`)!.getBoundingClientRect();
    expect(Math.round(box.height)).toBe(80);
  });

  test('columns: count, width ratios, gap, stacking; children survive a smaller count', async () => {
    const { el } = await openBlankEditor();
    await addBlocks('Columns');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Number of columns' }), '3 columns');
    await userEvent.fill(number('Column 1 width'), '2');
    await userEvent.fill(number('Gap (px)'), '24');
    await userEvent.click(page.getByRole('checkbox', { name: 'Stack on mobile' }));
    const b = selected(el, 'columns');
    expect(b.props.columns.map((c) => c.ratio)).toEqual([2, 1, 1]);
    expect(b.props).toMatchObject({ gap: 24, stackOnMobile: false });
    expect(canvasDocument(el).querySelectorAll(`[data-eb-column^="${b.id}:"]`)).toHaveLength(3);
    const text = { id: 't', type: 'text', props: { html: '<p>x</p>' }, style: {} } as const;
    const shrunk = resizeColumns(
      [
        { ratio: 1, blocks: [] },
        { ratio: 1, blocks: [] },
        { ratio: 1, blocks: [text] },
      ],
      2,
    );
    expect(shrunk[1]?.blocks).toEqual([text]);
  });

  test('social: networks, links, add and remove, icon size and style', async () => {
    const { el } = await openBlankEditor();
    await addBlocks('Social');
    await userEvent.click(page.getByRole('button', { name: 'Add link' }));
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Network 4' }), 'GitHub');
    await userEvent.fill(field('Link 4'), 'https://github.com/example');
    await userEvent.click(page.getByRole('button', { name: 'Remove link 1' }));
    await userEvent.fill(number('Icon size'), '24');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Icon style' }), 'Dark');
    const b = selected(el, 'social');
    expect(b.props.links.map((l) => l.network)).toEqual(['x', 'instagram', 'github']);
    expect(b.props.links[2]?.href).toBe('https://github.com/example');
    expect(b.props).toMatchObject({ iconSize: 24, iconStyle: 'dark' });
    expect(blockHtml(el)).toContain('github-dark.png');
  });

  test('html: raw HTML', async () => {
    const { el } = await openBlankEditor();
    await addBlocks('HTML');
    await userEvent.fill(field('HTML'), '<p class="x">Raw block</p>');
    expect(selected(el, 'html').props.html).toBe('<p class="x">Raw block</p>');
    expect(blockHtml(el)).toContain('Raw block');
  });

  test('menu: labels, links, separator, text colour', async () => {
    const { el } = await openBlankEditor();
    await addBlocks('Menu');
    await userEvent.fill(field('Label 1'), 'Store');
    await userEvent.fill(field('Link 1'), 'https://example.com/store');
    await userEvent.fill(field('Separator'), '·');
    await userEvent.fill(field('Text colour hex'), '#333333');
    const b = selected(el, 'menu');
    expect(b.props.links[0]).toEqual({ label: 'Store', href: 'https://example.com/store' });
    expect(b.props.separator).toBe('·');
    expect(blockHtml(el)).toContain('Store');
  });

  test('video: link, thumbnail, alt', async () => {
    const { el } = await openBlankEditor();
    await addBlocks('Video');
    await userEvent.fill(field('Video link'), 'https://video.example.com/v/1');
    await userEvent.fill(field('Thumbnail URL'), 'https://cdn.example.com/thumb.png');
    await userEvent.fill(field('Alt text'), 'Watch the launch');
    expect(selected(el, 'video').props).toEqual({
      href: 'https://video.example.com/v/1',
      thumbnailSrc: 'https://cdn.example.com/thumb.png',
      alt: 'Watch the launch',
    });
    expect(blockHtml(el)).toContain('https://cdn.example.com/thumb.png');
  });

  test('visibility: hide on mobile and on desktop', async () => {
    const { el } = await openBlankEditor();
    await addBlocks('Text');
    await userEvent.click(page.getByRole('checkbox', { name: 'Hide on mobile' }));
    expect(selected(el, 'text').hidden).toEqual({ desktop: false, mobile: true });
    expect(
      canvasDocument(el).querySelector(`[data-eb-block="${el.store.selectedId}"]`)?.classList.contains('eb-hm'),
    ).toBe(true);
    await userEvent.click(page.getByRole('checkbox', { name: 'Hide on desktop' }));
    await userEvent.click(page.getByRole('checkbox', { name: 'Hide on mobile' }));
    expect(selected(el, 'text').hidden).toEqual({ desktop: true, mobile: false });
    await userEvent.click(page.getByRole('checkbox', { name: 'Hide on desktop' }));
    expect(selected(el, 'text').hidden).toBeUndefined();
  });

  test('email settings when nothing is selected: width, colours, font, preheader, subject', async () => {
    const { el } = await openBlankEditor();
    await addBlocks('Heading');
    el.store.select(null);
    await expect.element(page.getByRole('heading', { name: 'Email settings' })).toBeVisible();
    await userEvent.fill(number('Content width (px)'), '520');
    await userEvent.fill(field('Backdrop hex'), '#eeeeee');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Body font', exact: true }), 'Georgia');
    await userEvent.fill(field('Preheader'), 'Inside: our spring picks');
    await userEvent.fill(field('Subject'), 'Spring is here');
    expect(el.store.doc.canvas).toMatchObject({
      width: 520,
      backdropColor: '#eeeeee',
      fontFamily: 'georgia',
      preheader: 'Inside: our spring picks',
    });
    expect(el.store.doc.metadata.subject).toBe('Spring is here');
    const html = canvasDocument(el).documentElement.outerHTML;
    expect(html).toContain('Inside: our spring picks');
    expect(html).toContain('Georgia');
    // Canvas edits coalesce per field: one undo step restores the width.
    await userEvent.click(page.getByRole('button', { name: 'Undo' }));
    expect(el.store.doc.metadata.subject).toBeUndefined();
  });
});

describe('inspector header', () => {
  test('Writing help and Save as block stay inside the panel beside the block name, in English and German', async () => {
    const { el } = await openBlankEditor();
    el.assistant = async () => ({ text: 'A suggestion' });
    await addBlocks('Heading');
    const labels = [
      ['en', 'Writing help', 'Save as block'],
      ['de', 'Schreibhilfe', 'Als Block speichern'],
    ] as const;
    for (const [locale, help, save] of labels) {
      el.locale = locale;
      await expect.poll(() => el.i18n.locale).toBe(locale);
      const buttons = [help, save].map((name) => page.getByRole('button', { name, exact: true }));
      for (const button of buttons) await expect.element(button).toBeVisible();
      const header = (buttons[1]!.element() as HTMLElement).closest('header');
      const box = header!.getBoundingClientRect();
      for (const button of buttons) {
        const { left, right } = (button.element() as HTMLElement).getBoundingClientRect();
        expect([left >= box.left, right <= box.right], `${locale}: ${button}`).toEqual([true, true]);
      }
    }
  });
});

// Custom block types in real Chromium against the real API (docs/api.md §16): the account's types
// in the palette, a block inserted and filled from the host's data source, saved, and rendered by
// the server exactly as the canvas shows it; a document whose type is gone; saved blocks.
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { CustomBlock } from '../../../core/blocks/custom/schema';
import type { DataSourceItem, DataSources } from '../../data-sources/types';
import type { EmailBuilder } from '../../email-builder/email-builder';
import { missingMessages } from '../../i18n/i18n';
import { LOCALES, loadCatalogue } from '../../i18n/locales';
import { fileAccount } from '../../test/accounts';
// The custom blocks' chunks load on demand; from source their first load transforms core's
// template engine and the picker: load them with the file, so the tests time the editor, not that.
import './palette-section';
import './fields';
import '../../data-sources/picker';
import {
  addBlocks,
  canvasDocument,
  canvasFrame,
  canvasReady,
  mountReady,
  serverCall,
  typesOf,
  uniqueUser,
} from '../../test/helpers';

const account = fileAccount('pro');
// A plan without `customBlocks`, this file's alone.
const freeAccount = fileAccount('free');

const CATALOGUE: DataSourceItem[] = [
  {
    id: 'p1',
    title: 'Desk lamp',
    subtitle: 'Brass, 40 cm',
    url: 'https://shop.example/lamp',
    fields: { price: '€49' },
  },
  {
    id: 'p2',
    title: 'Reading chair',
    subtitle: 'Oak and wool',
    url: 'https://shop.example/chair',
    fields: { price: '€390' },
  },
  { id: 'p3', title: 'Lamp shade', url: 'https://shop.example/shade', fields: { price: '€19' } },
];

/** A deterministic host function: the catalogue's items whose title holds the query. */
const dataSources: DataSources = {
  products: {
    label: 'Products',
    search: async (query) => CATALOGUE.filter((item) => item.title.toLowerCase().includes(query.toLowerCase())),
  },
};

const PRODUCT_CARD = {
  label: 'Product card',
  icon: '<svg viewBox="0 0 24 24"><rect x="3" y="3" width="18" height="18" rx="2" fill="#5b5bd6"/></svg>',
  fields: [
    { name: 'heading', type: 'text', label: 'Card heading', default: 'Our pick' },
    { name: 'products', type: 'item', label: 'Products', source: 'products' },
    { name: 'accent', type: 'color', label: 'Accent', default: '#5b5bd6' },
    { name: 'showPrice', type: 'boolean', label: 'Show price', default: true },
    { name: 'size', type: 'select', label: 'Size', options: ['small', 'large'], default: 'large' },
  ],
  template:
    '<h2 style="color:{{accent}}">{{heading}}</h2><p>A {{size}} card</p>' +
    '{{#each products}}<p><a href="{{url}}">{{title}}</a>{{#if showPrice}} <b>{{price}}</b>{{/if}}</p>{{/each}}',
};

async function registerType(name: string, definition: object): Promise<void> {
  await serverCall(account().apiKey, 'PUT', `/v1/block-types/${name}`, definition);
}

async function openWithSources(userId = uniqueUser('maker')): Promise<EmailBuilder> {
  const { el } = await mountReady(account(), userId);
  el.dataSources = dataSources;
  await userEvent.click(page.getByRole('button', { name: 'New template' }));
  await expect.poll(() => canvasReady(el)).toBe(true);
  return el;
}

const yourBlocks = () => page.getByRole('list', { name: 'Your blocks' });
const customBlocks = (el: EmailBuilder) => el.store.doc.blocks.filter((b): b is CustomBlock => b.type === 'custom');

/** The block's markup as the canvas shows it, without the editor's annotations (`data-eb-…`). */
function canvasBlockHtml(el: EmailBuilder, id: string): string {
  const node = canvasDocument(el).querySelector(`[data-eb-block="${id}"]`);
  if (!node) throw new Error(`block ${id} is not on the canvas`);
  return stripAnnotations(node.outerHTML);
}

const stripAnnotations = (markup: string) => markup.replace(/ data-eb-[a-z-]+(?:="[^"]*")?/g, '');

/** The server's HTML for a saved template, serialised by the same browser parser as the canvas. */
async function serverRender(templateId: string): Promise<string> {
  const template = await serverCall<{ blockTree: unknown }>(account().apiKey, 'GET', `/v1/templates/${templateId}`);
  const { html } = await serverCall<{ html: string }>(account().apiKey, 'POST', '/v1/render', {
    blockTree: template.blockTree,
  });
  return new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
}

describe('custom block types in the editor', () => {
  test('register a type → palette → insert → fill from the data source → save → the server renders the canvas’s block', {
    timeout: 60_000,
  }, async () => {
    await registerType('product-card', PRODUCT_CARD);
    const el = await openWithSources();

    // The palette's own section lists the type with its icon (an image of the sanitised SVG) and label.
    const button = yourBlocks().getByRole('button', { name: 'Product card' });
    await expect.element(button).toBeVisible();
    expect(button.element().querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await userEvent.click(button);
    await expect.poll(() => customBlocks(el).length).toBe(1);
    const block = customBlocks(el)[0] as CustomBlock;
    expect(block.props.blockType).toBe('product-card');
    expect(block.props.values).toMatchObject({
      heading: 'Our pick',
      accent: '#5b5bd6',
      showPrice: true,
      size: 'large',
      products: [],
    });
    await expect.element(canvasFrame().getByRole('heading', { name: 'Our pick' })).toBeVisible();

    // The inspector's form comes from the type's fields, with the inspector's own controls.
    await userEvent.fill(page.getByRole('textbox', { name: 'Card heading' }), 'Autumn picks');
    await expect.element(canvasFrame().getByRole('heading', { name: 'Autumn picks' })).toBeVisible();
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Size' }), 'small');
    await expect.element(canvasFrame().getByText('A small card')).toBeVisible();

    // An item field opens the host's data source: search, pick, and the item's values are copied in.
    expect(page.getByText('Nothing chosen yet.').element()).toBeTruthy();
    await userEvent.click(page.getByRole('button', { name: 'Add from Products' }));
    const picker = page.getByRole('dialog', { name: 'Choose from Products' });
    await expect.element(picker).toBeVisible();
    await userEvent.fill(picker.getByRole('combobox', { name: 'Search Products' }), 'lamp');
    await expect.poll(() => picker.getByRole('option').elements().length, { timeout: 5000 }).toBe(2);
    await userEvent.click(picker.getByRole('option', { name: /Desk lamp/ }));
    await expect.element(picker).not.toBeInTheDocument();
    await expect.element(canvasFrame().getByRole('link', { name: 'Desk lamp' })).toBeVisible();
    await expect.element(canvasFrame().getByText('€49')).toBeVisible();
    const filled = customBlocks(el)[0] as CustomBlock;
    expect(filled.props.values.products).toEqual([
      {
        id: 'p1',
        title: 'Desk lamp',
        subtitle: 'Brass, 40 cm',
        url: 'https://shop.example/lamp',
        fields: { price: '€49' },
      },
    ]);
    // The block keeps the HTML it renders to: its stand-in should the type ever be deleted.
    expect(filled.props.html).toContain('Desk lamp');
    await expect.element(page.getByRole('button', { name: 'Remove Desk lamp' })).toBeVisible();

    // The catalogue changing afterwards changes nothing in the email.
    CATALOGUE[0] = { ...(CATALOGUE[0] as DataSourceItem), title: 'Renamed lamp' };
    const saved = await el.save();
    expect(saved?._id).toMatch(/^tpl_/);
    const canvasHtml = canvasBlockHtml(el, filled.id);
    expect(canvasHtml).toContain('Desk lamp');
    expect(canvasHtml).toContain('Autumn picks');
    expect(await serverRender(saved?._id as string)).toContain(canvasHtml);
    CATALOGUE[0] = { ...(CATALOGUE[0] as DataSourceItem), title: 'Desk lamp' };
  });

  test('a document whose type was deleted still opens and shows the block as last rendered, on the canvas and in the server render', async () => {
    await registerType('product-card', PRODUCT_CARD);
    await registerType('event-card', {
      label: 'Event card',
      icon: '🎟️',
      fields: [{ name: 'title', type: 'text', label: 'Event title', default: 'Launch party' }],
      template: '<p>Event: <b>{{title}}</b></p>',
    });
    const userId = uniqueUser('events');
    const el = await openWithSources(userId);
    await userEvent.click(yourBlocks().getByRole('button', { name: 'Event card' }));
    await userEvent.fill(page.getByRole('textbox', { name: 'Event title' }), 'Summer meetup');
    await expect.element(canvasFrame().getByText('Summer meetup')).toBeVisible();
    const saved = await el.save();
    const id = (customBlocks(el)[0] as CustomBlock).id;

    await serverCall(account().apiKey, 'DELETE', '/v1/block-types/event-card');
    // A new page of the same user: the account's types no longer hold it.
    const again = (await mountReady(account(), userId)).el;
    await again.open(saved?._id as string);
    await expect.poll(() => canvasReady(again)).toBe(true);
    await expect.element(canvasFrame().getByText('Summer meetup')).toBeVisible();
    await userEvent.click(canvasFrame().getByText('Summer meetup'));
    await expect.poll(() => again.store.selectedId).toBe(id);
    await expect
      .element(page.getByRole('note'))
      .toHaveTextContent(
        'This block’s type “event-card” is no longer available, so the block shows as it was last edited.',
      );
    expect(page.getByRole('textbox', { name: 'Event title' }).elements()).toHaveLength(0);
    // The palette no longer offers it; the server renders the block's last HTML, as the canvas does.
    await expect
      .element(page.getByRole('list', { name: 'Your blocks' }).getByRole('button', { name: 'Product card' }))
      .toBeVisible();
    expect(page.getByRole('button', { name: 'Event card' }).elements()).toHaveLength(0);
    const canvasHtml = canvasBlockHtml(again, id);
    expect(canvasHtml).toContain('Event: <b>Summer meetup</b>');
    expect(await serverRender(saved?._id as string)).toContain(canvasHtml);
  });

  test('a custom block saved as a block is inserted again, values and all, in another template', {
    timeout: 60_000,
  }, async () => {
    await registerType('product-card', PRODUCT_CARD);
    const el = await openWithSources();
    await userEvent.click(yourBlocks().getByRole('button', { name: 'Product card' }));
    await userEvent.fill(page.getByRole('textbox', { name: 'Card heading' }), 'Bestsellers');
    await userEvent.click(page.getByRole('button', { name: 'Add from Products' }));
    const picker = page.getByRole('dialog', { name: 'Choose from Products' });
    await userEvent.click(picker.getByRole('option', { name: /Reading chair/ }));
    await expect.element(canvasFrame().getByRole('link', { name: 'Reading chair' })).toBeVisible();
    const original = customBlocks(el)[0] as CustomBlock;

    const name = `Bestsellers ${uniqueUser('card')}`;
    await userEvent.click(page.getByRole('button', { name: 'Save as block' }));
    const save = page.getByRole('dialog', { name: 'Save as block' });
    await userEvent.fill(save.getByRole('textbox', { name: 'Block name' }), name);
    await userEvent.click(save.getByRole('button', { name: 'Save block' }));
    await expect.element(save).not.toBeInTheDocument();

    await userEvent.click(page.getByRole('button', { name: 'Back to templates' }));
    await userEvent.click(page.getByRole('button', { name: 'New template' }));
    await expect.poll(() => canvasReady(el)).toBe(true);
    await userEvent.click(page.getByRole('list', { name: 'Saved blocks' }).getByRole('button', { name, exact: true }));
    await expect.poll(() => customBlocks(el).length).toBe(1);
    const copy = customBlocks(el)[0] as CustomBlock;
    expect(copy.id).not.toBe(original.id);
    expect(copy.props).toEqual(original.props);
    await expect.element(canvasFrame().getByRole('heading', { name: 'Bestsellers' })).toBeVisible();
    await expect.element(canvasFrame().getByRole('link', { name: 'Reading chair' })).toBeVisible();
    // Its form is the type's, as for any block of it.
    await expect.element(page.getByRole('textbox', { name: 'Card heading' })).toHaveValue('Bestsellers');
    await expect.element(page.getByRole('button', { name: 'Remove Reading chair' })).toBeVisible();

    // A host without that source: the field says so when its button is pressed, and nothing changes.
    el.dataSources = {};
    await userEvent.click(page.getByRole('button', { name: 'Add from Products' }));
    await expect.element(page.getByRole('alert')).toHaveTextContent('Your app offers no data source named “products”.');
    expect((customBlocks(el)[0] as CustomBlock).props).toEqual(original.props);
  });

  test('the form has a control for every field type; edits reach the canvas, unsafe links and script do not', {
    timeout: 60_000,
  }, async () => {
    await registerType('all-fields', {
      label: 'Every field',
      fields: [
        { name: 'title', type: 'text', label: 'Title', default: 'Hello' },
        { name: 'body', type: 'richtext', label: 'Body', default: '<p>Plain</p>' },
        { name: 'photo', type: 'image', label: 'Photo', default: 'https://example.com/photo.png' },
        { name: 'link', type: 'url', label: 'Link', default: 'https://example.com/start' },
        { name: 'tint', type: 'color', label: 'Tint', default: '#112233' },
        { name: 'count', type: 'number', label: 'Count', default: 3 },
        { name: 'kind', type: 'select', label: 'Kind', options: ['news', 'offer'] },
        { name: 'flag', type: 'boolean', label: 'Flag', default: true },
        { name: 'picks', type: 'item', label: 'Picks', source: 'products' },
      ],
      template:
        '<p>{{title}}</p><div>{{{body}}}</div><img src="{{photo}}" alt="Photo" width="100"><p><a href="{{link}}">Go</a></p>' +
        '<p style="color:{{tint}}">n={{count}} k={{kind}}</p>{{#if flag}}<p>Flagged</p>{{/if}}{{#each picks}}<p>Pick: {{title}}</p>{{/each}}',
    });
    const el = await openWithSources();
    await userEvent.click(yourBlocks().getByRole('button', { name: 'Every field' }));
    const frame = canvasFrame();
    await expect.element(frame.getByText('n=3 k=news')).toBeVisible();
    const values = () => (customBlocks(el)[0] as CustomBlock).props.values;

    await userEvent.fill(page.getByRole('textbox', { name: 'Title', exact: true }), 'Fresh title');
    await expect.element(frame.getByText('Fresh title')).toBeVisible();
    await userEvent.fill(
      page.getByRole('textbox', { name: 'Body' }),
      '<p>Rich <strong>words</strong><script>alert(1)</script></p>',
    );
    await expect.element(frame.getByText('words')).toBeVisible();
    expect(canvasDocument(el).querySelector('strong')?.textContent).toBe('words');
    expect(canvasDocument(el).querySelector('script')).toBeNull();
    await userEvent.fill(page.getByRole('textbox', { name: 'Photo' }), 'https://example.com/other.png');
    await expect
      .poll(() => canvasDocument(el).querySelector('img[alt="Photo"]')?.getAttribute('src'))
      .toBe('https://example.com/other.png');
    // An unsafe link is refused in the field and never reaches the block.
    const link = page.getByRole('textbox', { name: 'Link', exact: true });
    await userEvent.fill(link, 'javascript:alert(1)');
    await expect.element(link).toHaveAttribute('aria-invalid', 'true');
    expect(values().link).toBe('https://example.com/start');
    await userEvent.fill(link, 'https://example.com/go');
    await expect.element(frame.getByRole('link', { name: 'Go' })).toHaveAttribute('href', 'https://example.com/go');
    await userEvent.fill(page.getByRole('textbox', { name: 'Tint hex' }), '#aa0000');
    await expect.poll(() => values().tint).toBe('#aa0000');
    await userEvent.fill(page.getByRole('spinbutton', { name: 'Count' }), '42');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Kind' }), 'offer');
    await expect.element(frame.getByText('n=42 k=offer')).toBeVisible();
    expect(frame.getByText('n=42 k=offer').element().getAttribute('style')).toContain('#aa0000');
    await expect.element(frame.getByText('Flagged')).toBeVisible();
    await userEvent.click(page.getByRole('checkbox', { name: 'Flag' }));
    await expect.element(frame.getByText('Flagged')).not.toBeInTheDocument();

    // Item lists: two picks render in order; Remove takes one out.
    for (const title of ['Desk lamp', 'Lamp shade']) {
      await userEvent.click(page.getByRole('button', { name: 'Add from Products' }));
      await userEvent.click(
        page.getByRole('dialog', { name: 'Choose from Products' }).getByRole('option', { name: new RegExp(title) }),
      );
    }
    await expect
      .poll(() =>
        [...canvasDocument(el).querySelectorAll('p')].map((p) => p.textContent).filter((t) => t?.startsWith('Pick:')),
      )
      .toEqual(['Pick: Desk lamp', 'Pick: Lamp shade']);
    await userEvent.click(page.getByRole('button', { name: 'Remove Desk lamp' }));
    await expect.element(frame.getByText('Pick: Desk lamp')).not.toBeInTheDocument();
    await expect.element(frame.getByText('Pick: Lamp shade')).toBeVisible();
    expect(values()).toMatchObject({
      title: 'Fresh title',
      count: 42,
      kind: 'offer',
      flag: false,
      picks: [{ id: 'p3', title: 'Lamp shade' }],
    });
    // Every edit is an undo step of its own: the last one (Remove) comes back.
    await userEvent.click(page.getByRole('button', { name: 'Undo' }));
    await expect.element(frame.getByText('Pick: Desk lamp')).toBeVisible();
  });

  test('a custom type dragged from the palette lands where it is dropped, with its defaults', async () => {
    await registerType('product-card', PRODUCT_CARD);
    const el = await openWithSources();
    await addBlocks('Heading', 'Button');
    await userEvent.dragAndDrop(
      yourBlocks().getByRole('button', { name: 'Product card' }),
      canvasFrame().getByText('Call to action'),
      {
        targetPosition: { x: 5, y: 2 },
      } as never,
    );
    await expect.poll(() => typesOf(el)).toEqual(['heading', 'custom', 'button']);
    expect((customBlocks(el)[0] as CustomBlock).props.values).toMatchObject({ heading: 'Our pick', size: 'large' });
    await expect.element(canvasFrame().getByRole('heading', { name: 'Our pick' })).toBeVisible();
    // A second drag makes a block of its own.
    await userEvent.dragAndDrop(
      yourBlocks().getByRole('button', { name: 'Product card' }),
      canvasFrame().getByText('Call to action'),
      {
        targetPosition: { x: 5, y: 2 },
      } as never,
    );
    await expect.poll(() => typesOf(el)).toEqual(['heading', 'custom', 'custom', 'button']);
    expect(new Set(el.store.doc.blocks.map((b) => b.id)).size).toBe(4);
  });

  test('the section, the form and the picker speak each of the seven languages (Arabic right to left)', {
    timeout: 60_000,
  }, async () => {
    await registerType('product-card', PRODUCT_CARD);
    const el = await openWithSources();
    await userEvent.click(yourBlocks().getByRole('button', { name: 'Product card' }));
    await expect.poll(() => customBlocks(el).length).toBe(1);
    const root = el.shadowRoot as ShadowRoot;
    const palette = () => root.querySelector('eb-editor')?.shadowRoot?.querySelector('eb-palette')?.shadowRoot;
    const inspector = () => root.querySelector('eb-editor')?.shadowRoot?.querySelector('eb-inspector')?.shadowRoot;
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const words = (await loadCatalogue(locale)) as Record<string, string>;
      const say = (key: string) => (words[`editor.customBlocks.${key}`] ?? '').replace('{source}', 'Products');
      el.locale = locale;
      await expect.poll(() => el.i18n.locale).toBe(locale);
      await expect.poll(() => palette()?.querySelector('eb-custom-blocks h2')?.textContent).toBe(say('heading'));
      const addButton = () => inspector()?.querySelector<HTMLElement>('eb-custom-fields [role=group] > button');
      await expect.poll(() => addButton()?.textContent?.trim()).toBe(say('choose'));
      expect(inspector()?.querySelector('section h3')?.textContent).toBe(say('fields'));
      addButton()?.click();
      const picker = () => root.querySelector('eb-item-picker')?.shadowRoot;
      await expect.poll(() => picker()?.querySelector('dialog[open] h2')?.textContent).toBe(say('pickerTitle'));
      expect(picker()?.querySelector('[role=combobox]')?.getAttribute('aria-label')).toBe(say('search'));
      expect(picker()?.querySelector('[role=listbox]')?.getAttribute('aria-label')).toBe(say('results'));
      expect(el.getAttribute('dir') ?? getComputedStyle(el).direction).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      picker()?.querySelector('dialog')?.close();
    }
    expect([...missingMessages].filter((key) => key.startsWith('editor.customBlocks.'))).toEqual([]);
  });

  test('on a plan without customBlocks the palette has no Your blocks section, and nothing fails', async () => {
    const { el, of } = await mountReady(freeAccount());
    await userEvent.click(page.getByRole('button', { name: 'New template' }));
    await expect.poll(() => canvasReady(el)).toBe(true);
    await expect.element(page.getByRole('list', { name: 'Saved blocks' })).toBeInTheDocument();
    expect(page.getByRole('list', { name: 'Your blocks' }).elements()).toHaveLength(0);
    expect(page.getByText('Your blocks could not be loaded', { exact: false }).elements()).toHaveLength(0);
    expect(of('eb-error')).toEqual([]);
  });
});

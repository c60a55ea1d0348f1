import { describe, expect, test } from 'vitest';
import { BLOCK_TYPES } from '../blocks/registry';
import type { EmailDocument } from '../document/schema';
import { validateDocument } from '../document/validate';
import { renderBlockHtml, renderHtml, renderText } from '../render';
import { byTag, parseHtmlFragment, textContent } from '../render/test-dom';
import { compileBlockTypes, customBlockMarkup } from './compiled';
import { type BlockTypeDefinition, validateBlockType } from './definition';
import { sanitizeIcon } from './icon';
import { blockTypeNameIssue } from './name';

const PRODUCT = {
  label: 'Product',
  icon: '<svg viewBox="0 0 24 24" onload="alert(1)"><script>alert(1)</script><path d="M3 3h18v18H3z" fill="url(#x)" stroke="#333"/></svg>',
  fields: [
    { name: 'title', type: 'text', label: 'Title', default: 'A product' },
    { name: 'blurb', type: 'richtext', label: 'Description' },
    { name: 'price', type: 'number', label: 'Price', default: 10 },
    { name: 'onSale', type: 'boolean', label: 'On sale' },
    { name: 'link', type: 'url', label: 'Link', default: 'https://shop.test/' },
    { name: 'related', type: 'item', label: 'Related', source: 'products' },
  ],
  template:
    '<h2 style="margin:0">{{title}}</h2>{{{blurb}}}<p>{{price}} € {{#if onSale}}<b>Sale!</b>{{/if}}</p>' +
    '<a href="{{link}}">Buy</a> Hi {{first_name}}<ul>{{#each related}}<li><a href="{{url}}">{{title}}</a> {{colour}}</li>{{/each}}</ul>',
};

function definition(input: unknown = PRODUCT): BlockTypeDefinition {
  const result = validateBlockType(input);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
}

function issueOf(input: unknown): string {
  const result = validateBlockType(input);
  return result.ok ? '' : result.issues.map((i) => `${i.path} ${i.message}`).join('; ');
}

function docWith(blocks: unknown[]): EmailDocument {
  const result = validateDocument({ canvas: {}, metadata: {}, blocks });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
}

const block = (values: Record<string, unknown>, html = '<p>Last rendered</p>') => ({
  id: 'p1',
  type: 'custom',
  props: { blockType: 'product', values, html },
});

describe('custom block type definitions', () => {
  test('names: a-z, 0-9 and -, 1–40 long, and never a built-in type', () => {
    expect(blockTypeNameIssue('product-card')).toBeNull();
    for (const bad of ['', 'Product', 'a_b', 'a b', 'x'.repeat(41), 'é'])
      expect(blockTypeNameIssue(bad)).not.toBeNull();
    for (const builtIn of BLOCK_TYPES) expect(blockTypeNameIssue(builtIn)).toMatch(/built-in/);
    expect(BLOCK_TYPES).toContain('custom');
  });

  test('the icon keeps shapes and geometry only; an emoji stays as it is; anything else is refused', () => {
    const def = definition();
    expect(def.icon).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M3 3h18v18H3z" stroke="#333"></path></svg>',
    );
    expect(sanitizeIcon(' 🛒 ')).toBe('🛒');
    expect(sanitizeIcon('👍🏽')).toBe('👍🏽');
    for (const bad of [
      '🛒🛒',
      'cart',
      '<img src=x onerror=alert(1)>',
      '<svg><script>alert(1)</script></svg>',
      '<svg><text>x</text></svg>',
    ]) {
      expect(sanitizeIcon(bad), bad).toBeNull();
    }
    expect(issueOf({ ...PRODUCT, icon: '<svg onload=alert(1)></svg>' })).toMatch(/^icon /);
    const nested = sanitizeIcon(
      '<svg><g transform="rotate(45 12 12)"><circle cx="12" cy="12" r="4" style="x"/><a href="javascript:x"><rect/></a></g></svg>',
    );
    expect(nested).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><g transform="rotate(45 12 12)"><circle cx="12" cy="12" r="4"></circle></g></svg>',
    );
  });

  test.each([
    [{ ...PRODUCT, template: 'x'.repeat(20 * 1024 + 1) }, /^template must be at most 20480/],
    [{ ...PRODUCT, template: 'é'.repeat(10 * 1024 + 1) }, /^template must be at most 20480 bytes/],
    [
      { ...PRODUCT, fields: Array.from({ length: 31 }, (_, i) => ({ name: `f${i}`, type: 'text', label: 'F' })) },
      /^fields must have at most 30/,
    ],
    [{ ...PRODUCT, fields: [{ name: 'a', type: 'video', label: 'A' }] }, /^fields\[0\]\.type must be one of/],
    [{ ...PRODUCT, fields: [{ name: 'a', type: 'select', label: 'A' }] }, /options is required/],
    [
      { ...PRODUCT, fields: [{ name: 'a', type: 'select', label: 'A', options: ['x'], default: 'y' }] },
      /default must be one of the options/,
    ],
    [
      { ...PRODUCT, fields: [{ name: 'a', type: 'url', label: 'A', default: 'javascript:alert(1)' }] },
      /default must be an http/,
    ],
    [{ ...PRODUCT, fields: [{ name: 'a', type: 'item', label: 'A' }] }, /source is required/],
    [
      { ...PRODUCT, fields: [...PRODUCT.fields, { name: 'title', type: 'text', label: 'Again' }] },
      /repeats the field name/,
    ],
    [{ ...PRODUCT, template: '<p>{{{title}}}</p>' }, /may only name a richtext field/],
    [{ ...PRODUCT, template: '{{#if onSale}}<p>x</p>' }, /never closed/],
    [{ ...PRODUCT, template: '{{#if onSale}}x{{/each}}' }, /closes no open/],
    [{ ...PRODUCT, template: '{{#each title}}x{{/each}}' }, /must name an item field/],
    [{ ...PRODUCT, template: '{{#each related}}{{#each related}}x{{/each}}{{/each}}' }, /inside another/],
    [{ ...PRODUCT, template: '{{#if nope}}x{{/if}}' }, /names no field/],
    [{ ...PRODUCT, template: `${'{{#if onSale}}'.repeat(9)}${'{{/if}}'.repeat(9)}` }, /nest more than 8/],
    [{ ...PRODUCT, template: '<p>x<script>alert(1)</script></p>' }, /<script> is not allowed/],
    [{ ...PRODUCT, template: '<p onclick="alert(1)">x</p>' }, /event handler attributes \(onclick\)/],
    [{ ...PRODUCT, template: '<a href="javascript:alert(1)">x</a>' }, /<a href> must be/],
    [{ ...PRODUCT, template: '<div><p>x</div>' }, /<\/div> does not close <p>/],
    [{ ...PRODUCT, template: '<table><tr><td>x</td></tr>' }, /<table> is never closed/],
    [{ ...PRODUCT, template: '<iframe src="https://x.test"></iframe>' }, /<iframe> is not allowed/],
    [{ ...PRODUCT, label: '  ' }, /^label must not be blank/],
    [{ ...PRODUCT, extra: 1 }, /^extra is not an allowed field/],
  ])('refused with a message naming the problem: %#', (input, message) => {
    expect(issueOf(input)).toMatch(message);
  });
});

describe('custom blocks render with the account definition', () => {
  const def = definition();
  const types = compileBlockTypes([['product', def]]);

  test('fields escaped, rich text sanitised, sections, item lists, merge tags kept, defaults filled in', () => {
    const values = {
      title: '<img src=x onerror=alert(1)>Mug',
      blurb: '<p>Big <b>mug</b><script>alert(1)</script></p>',
      onSale: true,
      related: [
        { title: 'Cup', url: 'https://shop.test/cup', fields: { colour: 'red' } },
        { title: 'Bad', url: 'javascript:alert(1)' },
      ],
    };
    const markup = customBlockMarkup(def, values);
    const tree = parseHtmlFragment(markup);
    expect(textContent(byTag(tree, 'h2')[0] as never)).toBe('<img src=x onerror=alert(1)>Mug');
    expect(byTag(tree, 'img')).toEqual([]);
    expect(byTag(tree, 'script')).toEqual([]);
    expect(byTag(tree, 'b').map((b) => textContent(b))).toEqual(['mug', 'Sale!']);
    expect(markup).toContain('10 € ');
    expect(markup).toContain('href="https://shop.test/"');
    expect(markup).toContain('Hi {{first_name}}');
    expect(byTag(tree, 'li').map((li) => textContent(li))).toEqual(['Cup red', 'Bad ']);
    expect(byTag(tree, 'a').map((a) => a.attrs.find((x) => x.name === 'href')?.value)).toEqual([
      'https://shop.test/',
      'https://shop.test/cup',
    ]);
    expect(customBlockMarkup(def, { onSale: false, related: [] })).not.toContain('Sale!');
  });

  test('in a document: the definition renders, in the content width, in HTML and text alike', () => {
    const doc = docWith([block({ title: 'Mug', blurb: '<p>Tall</p>' })]);
    const html = renderHtml(doc, { blockTypes: types });
    expect(html).toContain('<h2 style="margin:0">Mug</h2>');
    expect(html).not.toContain('Last rendered');
    expect(renderText(doc, { blockTypes: types })).toContain('Mug');
    expect(renderBlockHtml(doc.blocks[0] as never, doc, { blockTypes: types })).toContain('Tall');
    const wide = docWith([block({ blurb: '<p>x</p>' })]);
    const wideDef = definition({
      ...PRODUCT,
      template: '<table width="2000" style="width:2000px"><tr><td>{{title}}</td></tr></table>',
    });
    const out = renderHtml(wide, { blockTypes: compileBlockTypes([['product', wideDef]]) });
    expect(out).not.toContain('2000');
  });

  test('without the definition (unknown or deleted type) the block renders its last HTML, sanitised', () => {
    const doc = docWith([
      block({ title: 'Mug' }, '<p>Last rendered</p><script>alert(1)</script><a href="javascript:x" onclick="y">l</a>'),
    ]);
    for (const html of [renderHtml(doc), renderHtml(doc, { blockTypes: compileBlockTypes([['other', def]]) })]) {
      expect(html).toContain('<p>Last rendered</p>');
      expect(html).not.toMatch(/<script|onclick|javascript:/);
    }
    expect(renderText(doc)).toContain('Last rendered');
  });

  test('a custom block is refused when it names no valid type or holds values of the wrong shape', () => {
    const bad = (props: unknown) =>
      validateDocument({ canvas: {}, metadata: {}, blocks: [{ id: 'x', type: 'custom', props }] });
    expect(bad({ blockType: 'Bad Name' }).ok).toBe(false);
    expect(bad({ blockType: 'ok', values: { a: { nested: 1 } } }).ok).toBe(false);
    expect(bad({ blockType: 'ok', values: { a: [{ title: 't', fields: { x: [1] } }] } }).ok).toBe(false);
    expect(bad({ blockType: 'ok', values: { a: 'x', b: [{ title: 't', fields: { x: 1 } }] } }).ok).toBe(true);
  });
});

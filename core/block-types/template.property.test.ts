// Any template and any values: compiling and rendering never throw, the block never emits
// anything the html block's sanitiser would not (checked as a browser parses the result), and
// the output stays within a bound linear in the template and the values.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { EmailDocument } from '../document/schema';
import { renderHtml } from '../render';
import { allAttributes, byTag, parseDocument } from '../render/test-dom';
import { compileBlockTypes, customBlockMarkup } from './compiled';
import type { BlockTypeDefinition } from './definition';
import { compileTemplate, MAX_ITEMS, runTemplate } from './template';

const FIELDS: BlockTypeDefinition['fields'] = [
  { name: 'a', type: 'text', label: 'A' },
  { name: 'r', type: 'richtext', label: 'R' },
  { name: 'u', type: 'url', label: 'U' },
  { name: 'b', type: 'boolean', label: 'B' },
  { name: 'list', type: 'item', label: 'L', source: 'products' },
];
const FIELD_TYPES = new Map(FIELDS.map((f) => [f.name, f.type]));

const PIECES = [
  '{{a}}',
  '{{{r}}}',
  '{{u}}',
  '{{#if b}}',
  '{{/if}}',
  '{{#each list}}',
  '{{/each}}',
  '{{title}}',
  '{{url}}',
  '{{{a}}}',
  '{{merge_tag}}',
  '{{#if a}}',
  '{{',
  '}}',
  '{{{',
  '<p>',
  '</p>',
  '<a href="{{u}}">',
  '<a href="{{url}}">',
  '</a>',
  '<img src="{{u}}">',
  '<script>',
  '</script>',
  '<div onclick="x">',
  '<td>',
  '</table>',
  '<style>',
  '<svg>',
  '"',
  "'",
  '<',
  '>',
  '&',
  'text',
  ' ',
]; // prettier-ignore

const HOSTILE = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '</td></tr></table>',
  '{{#if b}}',
  '<a href="javascript:x">x</a>',
  "' onmouseover='x",
  '<style>*{}</style>',
  'https://ok.test/',
  '{{first_name}}',
  'plain',
]; // prettier-ignore

const scalar = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
);
const item = fc.record(
  {
    title: fc.constantFrom(...HOSTILE),
    url: fc.constantFrom(...HOSTILE),
    fields: fc.dictionary(fc.constantFrom('x', 'title'), scalar),
  },
  { requiredKeys: [] },
);
const values = fc.record(
  { a: scalar, r: scalar, u: scalar, b: scalar, list: fc.oneof(fc.array(item, { maxLength: 30 }), scalar) },
  { requiredKeys: [] },
);
const template = fc.oneof(
  { weight: 4, arbitrary: fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((parts) => parts.join('')) },
  { weight: 1, arbitrary: fc.string({ maxLength: 80 }) },
);

const UNSAFE_TAGS = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'form',
  'input',
  'svg',
  'math',
  'meta',
  'link',
  'base',
];

function assertSafe(html: string): void {
  const tree = parseDocument(html);
  for (const tag of UNSAFE_TAGS) {
    const inBody = byTag(tree, tag).filter((el) => el.parentNode?.nodeName !== 'head');
    expect(inBody.map((el) => el.tagName)).toEqual([]);
  }
  for (const { name, value } of allAttributes(tree)) {
    expect(name.startsWith('on')).toBe(false);
    if (name === 'href' || name === 'src') expect(value).toMatch(/^(https?:\/\/|mailto:|tel:|\{\{|data:image\/)/);
  }
}

describe('custom block templates: property', () => {
  test('any template with any values: never throws, emits nothing unsafe, stays inside its block', () => {
    fc.assert(
      fc.property(template, values, (source, vals) => {
        const compiled = compileTemplate(source, FIELD_TYPES);
        // Templates the definition check refuses render as the block's last HTML; run the rest.
        const def: BlockTypeDefinition = { label: 'T', fields: FIELDS, template: source };
        const markup = customBlockMarkup(def, vals);
        if (compiled.ok) {
          const raw = runTemplate(compiled.ops, vals);
          // Linear: each piece of the template runs at most once per item, each value is copied once.
          const valueChars = JSON.stringify(vals).length;
          expect(raw.length).toBeLessThanOrEqual((source.length + valueChars * 8) * (MAX_ITEMS + 1));
        }
        const doc = {
          version: 1,
          canvas: {},
          metadata: {},
          blocks: [
            { id: 'top', type: 'heading', props: { text: 'Top', level: 1 }, style: {} },
            { id: 'c', type: 'custom', props: { blockType: 't', values: vals, html: source }, style: {} },
            { id: 'end', type: 'text', props: { html: '<p>End</p>' }, style: {} },
          ],
        } as unknown as EmailDocument;
        for (const types of [compileBlockTypes([['t', def]]), new Map()]) {
          const html = renderHtml(doc, { blockTypes: types });
          assertSafe(html);
          // The blocks after the custom one are still siblings in the layout (nothing closed it).
          expect(html).toContain('<p style="margin:0">End</p></td></tr></table>\n</td></tr></table>');
        }
        assertSafe(`<!doctype html><html><body>${markup}</body></html>`);
      }),
      { numRuns: 200 },
    );
  }, 120_000);

  test('an each runs its body at most MAX_ITEMS times', () => {
    const compiled = compileTemplate('{{#each list}}x{{/each}}', FIELD_TYPES);
    if (!compiled.ok) throw new Error(compiled.message);
    const many = Array.from({ length: 50 }, () => ({ title: 't' }));
    expect(runTemplate(compiled.ops, { list: many })).toBe('x'.repeat(MAX_ITEMS));
  });
});

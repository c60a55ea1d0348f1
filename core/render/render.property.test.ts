// Property tests: for arbitrary valid documents built from hostile strings, the renderer never
// throws, never emits markup from user strings, and annotate changes nothing but attributes.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { EmailDocument } from '../document/schema';
import { validateDocument } from '../document/validate';
import { renderBlockHtml, renderHtml, renderText } from './index';
import { allAttributes, byTag, parseDocument } from './test-dom';

const hostile = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "'; background:url(javascript:x)",
    '{{first_name}}',
    '&amp; &lt;',
    '</td></tr></table>',
    '<!--',
    ']]>',
  ),
);
const link = fc.oneof(
  {
    weight: 20,
    arbitrary: fc.constantFrom(
      'https://x.test/a?b=1&c=2',
      'mailto:a@b.test',
      'tel:+1',
      '{{url}}',
      '{{site}}/x?y="1"',
      ' https://x.test',
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom('javascript:alert(1)', 'data:x') },
);
const color = fc.oneof(
  { weight: 20, arbitrary: fc.constantFrom('#000', '#ffffff', '#12ab9f') },
  { weight: 1, arbitrary: fc.constantFrom('red', 'url(x)') },
);
const style = fc.record(
  {
    padding: fc.tuple(fc.nat(40), fc.nat(40), fc.nat(40), fc.nat(40)),
    backgroundColor: color,
    color,
    fontSize: fc.integer({ min: 8, max: 48 }),
    textAlign: fc.constantFrom('left', 'center', 'right'),
  },
  { requiredKeys: [] },
);
const envelope = {
  style,
  mobile: fc.option(style, { nil: undefined }),
  hidden: fc.option(fc.record({ desktop: fc.boolean(), mobile: fc.boolean() }), { nil: undefined }),
};
const leaf = fc.oneof(
  fc.record({
    type: fc.constant('heading'),
    props: fc.record({ text: hostile, level: fc.constantFrom(1, 2, 3) }),
    ...envelope,
  }),
  fc.record({ type: fc.constant('text'), props: fc.record({ html: hostile }), ...envelope }),
  fc.record({
    type: fc.constant('image'),
    props: fc.record({ src: link, alt: hostile, href: link, width: fc.integer({ min: 16, max: 900 }) }),
    ...envelope,
  }),
  fc.record({
    type: fc.constant('button'),
    props: fc.record({
      label: hostile.filter((v) => v.length > 0),
      href: link,
      fullWidth: fc.boolean(),
      buttonColor: color,
    }),
    ...envelope,
  }),
  fc.record({
    type: fc.constant('divider'),
    props: fc.record({ color, width: fc.integer({ min: 10, max: 100 }) }),
    ...envelope,
  }),
  fc.record({
    type: fc.constant('spacer'),
    props: fc.record({ height: fc.integer({ min: 1, max: 100 }) }),
    ...envelope,
  }),
  fc.record({
    type: fc.constant('social'),
    props: fc.record({
      links: fc.array(fc.record({ network: fc.constantFrom('x', 'github', 'email'), href: link }), { maxLength: 3 }),
    }),
    ...envelope,
  }),
  fc.record({ type: fc.constant('html'), props: fc.record({ html: fc.constant('<b>raw</b>') }), ...envelope }),
  fc.record({
    type: fc.constant('menu'),
    props: fc.record({
      links: fc.array(fc.record({ label: hostile.filter((v) => v.length > 0), href: link }), { maxLength: 3 }),
      separator: fc.string({ maxLength: 5 }),
    }),
    ...envelope,
  }),
  fc.record({
    type: fc.constant('video'),
    props: fc.record({ href: link, thumbnailSrc: link, alt: hostile }),
    ...envelope,
  }),
);
const columns = fc.record({
  type: fc.constant('columns'),
  props: fc.record({
    columns: fc.array(fc.record({ ratio: fc.integer({ min: 1, max: 12 }), blocks: fc.array(leaf, { maxLength: 3 }) }), {
      minLength: 2,
      maxLength: 4,
    }),
    stackOnMobile: fc.boolean(),
    gap: fc.integer({ min: 0, max: 48 }),
  }),
  ...envelope,
});
const canvas = fc.record(
  {
    width: fc.integer({ min: 320, max: 900 }),
    preheader: hostile,
    dir: fc.constantFrom('ltr', 'rtl'),
    fontFamily: fc.constantFrom('arial', 'georgia'),
  },
  { requiredKeys: [] },
);

/** Gives every block a unique id and validates; invalid combinations (bad colours, links) are skipped. */
function toDocument(raw: { canvas: unknown; blocks: Array<Record<string, unknown>> }): EmailDocument | null {
  let n = 0;
  const withIds = (block: Record<string, unknown>): Record<string, unknown> => {
    const out: Record<string, unknown> = { ...block, id: `b${n++}` };
    for (const key of ['mobile', 'hidden']) if (out[key] === undefined) delete out[key];
    if (block.type === 'columns') {
      const props = block.props as { columns: Array<{ ratio: number; blocks: Array<Record<string, unknown>> }> };
      out.props = { ...props, columns: props.columns.map((c) => ({ ...c, blocks: c.blocks.map(withIds) })) };
    }
    return out;
  };
  const result = validateDocument({ canvas: raw.canvas, metadata: { subject: 'x' }, blocks: raw.blocks.map(withIds) });
  return result.ok ? result.value : null;
}

describe('renderer properties', () => {
  const documents = fc
    .record({ canvas, blocks: fc.array(fc.oneof(leaf, columns), { maxLength: 6 }) })
    .map((raw) => toDocument(raw as never))
    .filter((doc): doc is EmailDocument => doc !== null);

  test('the generator yields real documents', () => {
    // A fixed seed: this checks the generator is not degenerate (validation rejecting most of what it
    // makes would leave the property below testing near-empty documents), not a random sample's luck.
    const sizes = fc.sample(documents, { numRuns: 300, seed: 20_261_121 }).map((doc) => doc.blocks.length);
    expect(sizes.filter((n) => n >= 3).length).toBeGreaterThan(30);
  }, 60_000);

  test('never throws, emits no script or event handler, no unsafe link, and annotate only adds attributes', () => {
    fc.assert(
      fc.property(documents, (doc) => {
        const html = renderHtml(doc, { assetBaseUrl: 'https://cdn.test/assets' });
        const annotated = renderHtml(doc, { assetBaseUrl: 'https://cdn.test/assets', annotate: true });
        expect(annotated.replace(/ data-eb-(block|column)="[^"]*"/g, '')).toBe(html);
        const tree = parseDocument(html);
        expect(byTag(tree, 'script')).toEqual([]);
        for (const { name, value } of allAttributes(tree)) {
          expect(name.startsWith('on')).toBe(false);
          if (name === 'href' || name === 'src') expect(value).toMatch(/^(https?:\/\/|mailto:|tel:|\{\{)/);
        }
        // User text may say anything; the text part only must never turn an unsafe link into a url.
        expect(renderText(doc)).not.toMatch(/[:(] ?(javascript:alert|data:x)/);
        for (const block of doc.blocks)
          expect(html).toContain(renderBlockHtml(block, doc, { assetBaseUrl: 'https://cdn.test/assets' }));
      }),
      { numRuns: 150 },
    );
    // Generous: the machine running the suite may be shared; this bounds a hang, not speed.
  }, 60_000);
});

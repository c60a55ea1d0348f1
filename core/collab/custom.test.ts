// Custom blocks in a live document (docs/api.md §14, §16): their props survive the mapping both
// ways (in a column too), and two people changing different fields of one custom block at the
// same moment both keep their change, as with the properties of any built-in block.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { validateDocument } from '../document/validate';
import { patchTree } from './patch';
import { templateToYDoc, yDocToTemplate } from './ydoc';

const product = {
  id: 'p1',
  type: 'custom',
  props: {
    blockType: 'product',
    values: { title: 'Desk lamp', price: '€49', picks: [{ id: 'i1', title: 'Shade', fields: { size: 'M' } }] },
    html: '<p>Desk lamp €49</p>',
  },
  style: { padding: [8, 24, 8, 24] },
};
const checked = validateDocument({
  version: 1,
  canvas: {},
  metadata: {},
  blocks: [
    product,
    {
      id: 'c1',
      type: 'columns',
      props: {
        columns: [
          { ratio: 1, blocks: [{ ...product, id: 'p2' }] },
          { ratio: 1, blocks: [] },
        ],
      },
    },
  ],
});
if (!checked.ok) throw new Error(JSON.stringify(checked.issues));
const tree = checked.value;
type Tree = typeof tree;
type Custom = Extract<Tree['blocks'][number], { type: 'custom' }>;

const readTree = (doc: Y.Doc) => yDocToTemplate(doc)?.blockTree as Tree;
const customAt = (doc: Y.Doc) => readTree(doc).blocks[0] as Custom;

/** `tree` with the first block's values changed by `change` (and its stand-in HTML with them). */
function withValues(from: Tree, change: Record<string, unknown>): Tree {
  const block = from.blocks[0] as Custom;
  const values = { ...block.props.values, ...change } as Custom['props']['values'];
  return {
    ...from,
    blocks: [
      { ...block, props: { ...block.props, values, html: `<p>${values.title} ${values.price}</p>` } },
      ...from.blocks.slice(1),
    ],
  };
}

describe('custom blocks in a live document', () => {
  it('come back from the document exactly as written, at the top and in a column', () => {
    const doc = templateToYDoc({ name: 'N', blockTree: tree });
    expect(readTree(doc)).toEqual(tree);
    const again = new Y.Doc();
    Y.applyUpdate(again, Y.encodeStateAsUpdate(doc));
    expect(readTree(again)).toEqual(tree);
    expect(validateDocument(readTree(again)).ok).toBe(true);
  });

  it('two replicas changing different fields of one custom block at once both keep their change', () => {
    const alice = templateToYDoc({ name: 'N', blockTree: tree });
    const bob = new Y.Doc();
    Y.applyUpdate(bob, Y.encodeStateAsUpdate(alice));
    // Each writes the whole tree as the element does, from the same starting point, before hearing of the other.
    alice.transact(() => patchTree(alice, withValues(tree, { title: 'Floor lamp' }), tree));
    bob.transact(() => patchTree(bob, withValues(tree, { price: '€59' }), tree));
    Y.applyUpdate(bob, Y.encodeStateAsUpdate(alice));
    Y.applyUpdate(alice, Y.encodeStateAsUpdate(bob));
    for (const doc of [alice, bob]) {
      expect(customAt(doc).props.values).toEqual({ ...product.props.values, title: 'Floor lamp', price: '€59' });
      expect(customAt(doc).props.blockType).toBe('product');
    }
    expect(readTree(alice)).toEqual(readTree(bob));
  });

  it('a field removed, an item list replaced and the type changed are written like any other change', () => {
    const doc = templateToYDoc({ name: 'N', blockTree: tree });
    const block = tree.blocks[0] as Custom;
    const next: Tree = {
      ...tree,
      blocks: [
        { ...block, props: { blockType: 'event', values: { title: 'Meetup', picks: [] }, html: '<p>Meetup</p>' } },
        ...tree.blocks.slice(1),
      ],
    };
    doc.transact(() => patchTree(doc, next, tree));
    expect(readTree(doc)).toEqual(next);
    let updates = 0;
    doc.on('update', () => updates++);
    doc.transact(() => patchTree(doc, structuredClone(next), null));
    expect(updates).toBe(0);
  });

  it('a custom block in a column: a field changed in place, the columns and a concurrent change elsewhere kept', () => {
    const alice = templateToYDoc({ name: 'N', blockTree: tree });
    const bob = new Y.Doc();
    Y.applyUpdate(bob, Y.encodeStateAsUpdate(alice));
    const row = tree.blocks[1] as Extract<Tree['blocks'][number], { type: 'columns' }>;
    const [first, second] = row.props.columns;
    const inner = first?.blocks[0] as Custom;
    const changed = { ...inner, props: { ...inner.props, values: { ...inner.props.values, title: 'Wall lamp' } } };
    const nextRow = {
      ...row,
      props: { ...row.props, columns: [{ ...first, blocks: [changed] }, second] },
    } as typeof row;
    alice.transact(() => patchTree(alice, { ...tree, blocks: [tree.blocks[0] as Custom, nextRow] }, tree));
    bob.transact(() => patchTree(bob, withValues(tree, { price: '€9' }), tree));
    Y.applyUpdate(bob, Y.encodeStateAsUpdate(alice));
    Y.applyUpdate(alice, Y.encodeStateAsUpdate(bob));
    const expected = {
      ...withValues(tree, { price: '€9' }),
      blocks: [withValues(tree, { price: '€9' }).blocks[0], nextRow],
    };
    expect(readTree(alice)).toEqual(expected);
    expect(readTree(bob)).toEqual(expected);
  });
});

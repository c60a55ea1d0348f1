// Moving a block in a live document (docs/api.md §14): a move writes only block ids, so a change
// someone makes to the block at the same moment survives it, wherever the block goes; two people
// moving one block at once leave it in one place; a document stored in the old layout (block maps
// inside the order array) still reads, and is rewritten in the new one by its next write.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { legacyYDoc } from './legacy-doc';
import { patchTree } from './patch';
import { replicas, sync } from './replicas';
import { BLOCK_MAPS, LEGACY_BLOCKS, ORDER_ARRAY, yDocToTemplate } from './ydoc';

const heading = { id: 'h1', type: 'heading', props: { text: 'Hello', level: 1 } };
const button = { id: 'b1', type: 'button', props: { label: 'Go', href: 'https://example.com' } };
const divider = { id: 'd1', type: 'divider', props: {} };
const row = (left: unknown[], right: unknown[]) => ({
  id: 'c1',
  type: 'columns',
  props: {
    columns: [
      { ratio: 1, blocks: left },
      { ratio: 1, blocks: right },
    ],
  },
});
const emptyRow = row([], []);
const tree = { version: 1, canvas: { width: 600 }, metadata: {}, blocks: [heading, button, divider, emptyRow] };
type Tree = typeof tree;

const read = (doc: Y.Doc) => yDocToTemplate(doc)?.blockTree as Tree;
const withButton = (label: string) => ({ ...button, props: { ...button.props, label } });

describe('a block moved while someone changes it', () => {
  it('keeps the change, both replicas written as the element writes (whole trees)', () => {
    const [a, b] = replicas(tree);
    // A drags the button below the divider; B, not knowing, relabels it.
    a.transact(() => patchTree(a, { ...tree, blocks: [heading, divider, button, emptyRow] }, tree));
    b.transact(() => patchTree(b, { ...tree, blocks: [heading, withButton('Buy'), divider, emptyRow] }, tree));
    sync(a, b);
    const expected = { ...tree, blocks: [heading, divider, withButton('Buy'), emptyRow] };
    expect(read(a)).toEqual(expected);
    expect(read(b)).toEqual(expected);
  });

  it('keeps the change when the block moves into a column and out of it', () => {
    const [a, b] = replicas(tree);
    const inColumn = { ...tree, blocks: [heading, divider, row([], [button])] };
    a.transact(() => patchTree(a, inColumn, tree));
    b.transact(() => patchTree(b, { ...tree, blocks: [heading, withButton('Buy'), divider, emptyRow] }, tree));
    sync(a, b);
    expect(read(a)).toEqual({ ...tree, blocks: [heading, divider, row([], [withButton('Buy')])] });
    expect(read(b)).toEqual(read(a));
    // And back out to the top, while B changes its link.
    const out = { ...tree, blocks: [withButton('Buy'), heading, divider, row([], [])] };
    const [, , rowBlock] = read(a).blocks;
    a.transact(() => patchTree(a, out, null));
    const linked = { ...withButton('Buy'), props: { label: 'Buy', href: 'https://example.com/buy' } };
    b.transact(() =>
      patchTree(b, { ...read(b), blocks: [heading, divider, { ...(rowBlock as object), ...row([], [linked]) }] }, null),
    );
    sync(a, b);
    expect(read(a)).toEqual({ ...tree, blocks: [linked, heading, divider, row([], [])] });
    expect(read(b)).toEqual(read(a));
  });

  it('two replicas moving one block at once leave it once, and the next write removes the other place', () => {
    const last = emptyRow;
    const start = { ...tree, blocks: [heading, divider, last, button] };
    const [a, b] = replicas(start);
    a.transact(() => patchTree(a, { ...tree, blocks: [button, heading, divider, last] }, start));
    b.transact(() => patchTree(b, { ...tree, blocks: [heading, button, divider, last] }, start));
    sync(a, b);
    expect(read(a)).toEqual(read(b));
    // Its first place (A's) is its place.
    expect(read(a).blocks.map((x) => x.id)).toEqual(['b1', 'h1', 'd1', 'c1']);
    expect(a.getArray(ORDER_ARRAY).toArray()).toEqual(['b1', 'h1', 'b1', 'd1', 'c1']);
    a.transact(() => patchTree(a, read(a), null));
    expect(a.getArray(ORDER_ARRAY).toArray()).toEqual(['b1', 'h1', 'd1', 'c1']);
  });

  it('a block deleted while another replica moves it stays deleted, and its map goes', () => {
    const [a, b] = replicas(tree);
    a.transact(() => patchTree(a, { ...tree, blocks: [heading, divider, emptyRow] }, tree));
    b.transact(() => patchTree(b, { ...tree, blocks: [button, heading, divider, emptyRow] }, tree));
    sync(a, b);
    expect(read(a).blocks.map((x) => x.id)).toEqual(['h1', 'd1', 'c1']);
    expect(read(b)).toEqual(read(a));
    expect(a.getMap(BLOCK_MAPS).has('b1')).toBe(false);
  });
});

const legacyDoc = (blockTree: unknown) => legacyYDoc({ name: 'Old', blockTree });

describe('a document stored in the old layout', () => {
  const expected = {
    ...tree,
    blocks: [heading, { id: 'c1', type: 'columns', props: { columns: [{ ratio: 1, blocks: [button] }] } }],
  };

  it('reads as it was', () => {
    expect(yDocToTemplate(legacyDoc(expected))).toEqual({ name: 'Old', blockTree: expected });
  });

  it('is rewritten in the new layout by its next write, which lands too; a replica still on the old state converges', () => {
    const doc = legacyDoc(expected);
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(doc));
    const next = { ...expected, blocks: [expected.blocks[1], { ...heading, props: { text: 'Moved', level: 1 } }] };
    doc.transact(() => patchTree(doc, next, null));
    expect(read(doc)).toEqual(next);
    expect(doc.getArray(LEGACY_BLOCKS).length).toBe(0);
    expect(doc.getArray(ORDER_ARRAY).toArray()).toEqual(['c1', 'h1']);
    sync(doc, other);
    expect(read(other)).toEqual(next);
  });
});

import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { patchTree } from './patch';
import { BLOCKS_ARRAY, templateToYDoc, yDocToTemplate } from './ydoc';

const heading = { id: 'h1', type: 'heading', props: { text: 'Hello', level: 1 } };
const button = { id: 'b1', type: 'button', props: { label: 'Go', href: 'https://example.com' } };
const divider = { id: 'd1', type: 'divider', props: {} };
const tree = { version: 1, canvas: { width: 600 }, metadata: {}, blocks: [heading, button, divider] };

describe('patchTree', () => {
  it('moves, removes, inserts and changes only what differs, in one update', () => {
    const doc = templateToYDoc({ name: 'N', blockTree: tree });
    const blocks = doc.getArray<Y.Map<unknown>>(BLOCKS_ARRAY);
    const [headingMap, buttonMap] = [blocks.get(0), blocks.get(1)];
    const spacer = { id: 's1', type: 'spacer', props: { height: 20 } };
    const next = { ...tree, blocks: [button, spacer, { ...heading, props: { ...heading.props, text: 'Changed' } }] };
    let updates = 0;
    doc.on('update', () => updates++);
    doc.transact(() => patchTree(doc, next, null));
    expect(updates).toBe(1);
    expect(yDocToTemplate(doc)?.blockTree).toEqual(next);
    // The heading's text changed in place (its map, and so others' changes to it, kept); the
    // button moved ahead of it, written again at its new place.
    expect(blocks.get(2)).toBe(headingMap);
    expect(blocks.toArray()).not.toContain(buttonMap);
  });

  it("keeps another replica's concurrent change to another property of a block it changes", () => {
    const server = templateToYDoc({ name: 'N', blockTree: tree });
    const editor = new Y.Doc();
    Y.applyUpdate(editor, Y.encodeStateAsUpdate(server));
    (editor.getArray<Y.Map<unknown>>(BLOCKS_ARRAY).get(0).get('props') as Y.Map<unknown>).set('level', 3);
    server.transact(() =>
      patchTree(server, { ...tree, blocks: [{ ...heading, props: { text: 'REST', level: 1 } }, button, divider] }, null),
    );
    Y.applyUpdate(server, Y.encodeStateAsUpdate(editor));
    Y.applyUpdate(editor, Y.encodeStateAsUpdate(server));
    for (const doc of [server, editor]) {
      expect((yDocToTemplate(doc)?.blockTree as typeof tree | undefined)?.blocks[0]).toEqual({
        ...heading,
        props: { text: 'REST', level: 3 },
      });
    }
  });

  it('changes nothing when the document already holds the tree', () => {
    const doc = templateToYDoc({ name: 'N', blockTree: tree });
    let updates = 0;
    doc.on('update', () => updates++);
    doc.transact(() => patchTree(doc, structuredClone(tree), null));
    expect(updates).toBe(0);
  });
});

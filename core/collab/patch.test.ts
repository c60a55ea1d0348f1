import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { PATCH_WORK, patchTree } from './patch';
import { blockAt, templateToYDoc, yDocToTemplate } from './ydoc';

const heading = { id: 'h1', type: 'heading', props: { text: 'Hello', level: 1 } };
const button = { id: 'b1', type: 'button', props: { label: 'Go', href: 'https://example.com' } };
const divider = { id: 'd1', type: 'divider', props: {} };
const tree = { version: 1, canvas: { width: 600 }, metadata: {}, blocks: [heading, button, divider] };

describe('patchTree', () => {
  it('moves, removes, inserts and changes only what differs, in one update', () => {
    const doc = templateToYDoc({ name: 'N', blockTree: tree });
    const [headingMap, buttonMap] = [blockAt(doc, 0), blockAt(doc, 1)];
    const spacer = { id: 's1', type: 'spacer', props: { height: 20 } };
    const next = { ...tree, blocks: [button, spacer, { ...heading, props: { ...heading.props, text: 'Changed' } }] };
    let updates = 0;
    doc.on('update', () => updates++);
    doc.transact(() => patchTree(doc, next, null));
    expect(updates).toBe(1);
    expect(yDocToTemplate(doc)?.blockTree).toEqual(next);
    // The heading's text changed in place and the button moved: both keep their maps (and so
    // others' changes to them); only the order of ids changed.
    expect(blockAt(doc, 2)).toBe(headingMap);
    expect(blockAt(doc, 0)).toBe(buttonMap);
  });

  it("keeps another replica's concurrent change to another property of a block it changes", () => {
    const server = templateToYDoc({ name: 'N', blockTree: tree });
    const editor = new Y.Doc();
    Y.applyUpdate(editor, Y.encodeStateAsUpdate(server));
    (blockAt(editor, 0)?.get('props') as Y.Map<unknown> | undefined)?.set('level', 3);
    server.transact(() =>
      patchTree(
        server,
        { ...tree, blocks: [{ ...heading, props: { text: 'REST', level: 1 } }, button, divider] },
        null,
      ),
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

  it('keeps the blocks that did not move, whatever was removed between them', () => {
    const x = { id: 'x1', type: 'spacer', props: { height: 8 } };
    const doc = templateToYDoc({ name: 'N', blockTree: { ...tree, blocks: [heading, x, button, divider] } });
    const kept = [blockAt(doc, 0), blockAt(doc, 2), blockAt(doc, 3)];
    doc.transact(() => patchTree(doc, tree, null));
    expect(yDocToTemplate(doc)?.blockTree).toEqual(tree);
    expect([0, 1, 2].map((i) => blockAt(doc, i))).toEqual(kept);
  });

  it('reaches any order of kept, new and removed blocks', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const block = (n: number) => ({ id: `k${n}`, type: 'spacer', props: { height: n } });
    for (let round = 0; round < 40; round++) {
      const start = Array.from({ length: 12 }, (_, i) => block(i));
      const doc = templateToYDoc({ name: 'N', blockTree: { ...tree, blocks: start } });
      const next = [...start.filter(() => random() > 0.3), block(100 + round), block(200 + round)].sort(
        () => random() - 0.5,
      );
      doc.transact(() => patchTree(doc, { ...tree, blocks: next }, null));
      expect(yDocToTemplate(doc)?.blockTree).toEqual({ ...tree, blocks: next });
    }
  });

  it('finds moved blocks in work linear in the number of blocks (a reversed document)', () => {
    const work = (n: number) => {
      const blocks = Array.from({ length: n }, (_, i) => ({ id: `r${i}`, type: 'divider', props: {} }));
      const doc = templateToYDoc({ name: 'N', blockTree: { ...tree, blocks } });
      const next = { ...tree, blocks: [...blocks].reverse() };
      const before = PATCH_WORK.steps;
      doc.transact(() => patchTree(doc, next, null));
      expect(yDocToTemplate(doc)?.blockTree).toEqual(next);
      return PATCH_WORK.steps - before;
    };
    const small = work(250);
    const large = work(2000);
    // 8 times the blocks: linear work grows about 8 times, a scan per moved block 64 times.
    expect(large / small).toBeLessThan(10);
  });
});

import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { validateDocument } from '../document/validate';
import { replicas, sync } from './replicas';
import { BLOCK_MAPS, blockAt, LEGACY_BLOCKS, templateToYDoc, writeTemplate, yDocToTemplate } from './ydoc';

const TREE = validateDocument({
  version: 1,
  canvas: { width: 640 },
  metadata: { subject: 'Hi' },
  blocks: [
    { id: 'h1', type: 'heading', props: { text: 'Hello', level: 1 }, style: { padding: [8, 0, 8, 0] } },
    {
      id: 'c1',
      type: 'columns',
      props: {
        columns: [
          { ratio: 1, blocks: [{ id: 't1', type: 'text', props: { html: '<p>left</p>' } }] },
          { ratio: 2, blocks: [{ id: 'b1', type: 'button', props: { label: 'Go', href: 'https://example.com' } }] },
        ],
      },
    },
  ],
});
if (!TREE.ok) throw new Error(JSON.stringify(TREE.issues));
const tree = TREE.value;

const pair = () => replicas(tree);

function blockMap(doc: Y.Doc, index: number): Y.Map<unknown> {
  return blockAt(doc, index) as Y.Map<unknown>;
}

describe('blockTree <-> Y.Doc', () => {
  it('round-trips a validated document, columns included', () => {
    const back = yDocToTemplate(templateToYDoc({ name: 'Welcome', blockTree: tree }));
    expect(back?.name).toBe('Welcome');
    expect(back?.blockTree).toEqual(tree);
    expect(validateDocument(back?.blockTree).ok).toBe(true);
  });

  it('keeps concurrent changes to different properties of one block', () => {
    const [a, b] = pair();
    (blockMap(a, 0).get('props') as Y.Map<unknown>).set('text', 'From A');
    (blockMap(b, 0).get('style') as Y.Map<unknown>).set('padding', [20, 0, 20, 0]);
    sync(a, b);
    const blocks = (
      yDocToTemplate(a)!.blockTree as { blocks: Array<{ props: { text: string }; style: { padding: number[] } }> }
    ).blocks;
    expect(blocks[0]?.props.text).toBe('From A');
    expect(blocks[0]?.style.padding).toEqual([20, 0, 20, 0]);
    expect(yDocToTemplate(b)).toEqual(yDocToTemplate(a));
  });

  it('keeps concurrent changes to blocks inside different columns', () => {
    const [a, b] = pair();
    const columns = (doc: Y.Doc) =>
      (blockMap(doc, 1).get('props') as Y.Map<unknown>).get('columns') as Y.Array<Y.Map<unknown>>;
    // A column holds its blocks' ids; their maps are the document's, by id.
    const leaf = (doc: Y.Doc, c: number) => {
      const id = (columns(doc).get(c).get('blocks') as Y.Array<string>).get(0);
      return doc.getMap<Y.Map<unknown>>(BLOCK_MAPS).get(id)?.get('props') as Y.Map<unknown>;
    };
    leaf(a, 0).set('html', '<p>A</p>');
    leaf(b, 1).set('label', 'B');
    sync(a, b);
    expect(JSON.stringify(yDocToTemplate(a)?.blockTree)).toContain('<p>A</p>');
    expect(JSON.stringify(yDocToTemplate(a)?.blockTree)).toContain('"label":"B"');
  });

  it('replaces the content in one update', () => {
    const doc = templateToYDoc({ name: 'N', blockTree: tree });
    let updates = 0;
    doc.on('update', () => updates++);
    writeTemplate(doc, { name: 'Renamed', blockTree: { ...tree, blocks: [] } });
    expect(updates).toBe(1);
    expect(yDocToTemplate(doc)).toMatchObject({ name: 'Renamed', blockTree: { blocks: [] } });
  });

  it('stops reading at the block limit, in either layout', () => {
    const many = Array.from({ length: 2001 }, (_, i) => ({ id: `b${i}`, type: 'divider', props: {} }));
    expect(yDocToTemplate(templateToYDoc({ name: 'N', blockTree: { blocks: many } }))).toBeNull();
    const legacy = new Y.Doc();
    legacy.getArray<Y.Map<unknown>>(LEGACY_BLOCKS).push(many.map((b) => new Y.Map<unknown>([['id', b.id]])));
    expect(yDocToTemplate(legacy)).toBeNull();
  });
});

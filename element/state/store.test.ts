import { describe, expect, test } from 'vitest';
import { BLOCKS } from '../../core/blocks/registry';
import type { EmailDocument } from '../../core/document/schema';
import { emptyDocument, validateDocument } from '../../core/document/validate';
import { diffDocuments, findBlock, insertBlock, moveBlock, moveBy, ROOT } from './document-ops';
import { clearDraft, readDraft, writeDraft } from './draft';
import { EditorStore, HISTORY_LIMIT } from './store';
import './document-ops-entry';

let counter = 0;
const newId = () => `n${++counter}`;
const textDefaults = (id: string) => BLOCKS.text.create(id, '');
const headingDefaults = (id: string) => BLOCKS.heading.create(id, '');
const columnsDefaults = (id: string) => BLOCKS.columns.create(id, '');

function docWith(...ids: string[]): EmailDocument {
  return { ...emptyDocument(), blocks: ids.map((id) => textDefaults(id)) };
}
const order = (doc: EmailDocument) => doc.blocks.map((b) => b.id);

describe('document ops', () => {
  test('insert, move forward and back, keyboard moveBy at the edges', () => {
    let doc = docWith('a', 'b', 'c');
    doc = insertBlock(doc, headingDefaults('h'), { container: ROOT, index: 1 });
    expect(order(doc)).toEqual(['a', 'h', 'b', 'c']);
    expect(order(moveBlock(doc, 'a', { container: ROOT, index: 3 }))).toEqual(['h', 'b', 'a', 'c']);
    expect(order(moveBlock(doc, 'c', { container: ROOT, index: 0 }))).toEqual(['c', 'a', 'h', 'b']);
    expect(moveBy(doc, 'a', -1)).toBe(doc);
    expect(order(moveBy(doc, 'c', -1))).toEqual(['a', 'h', 'c', 'b']);
  });

  test('blocks move into and out of columns; columns never go inside columns', () => {
    let doc: EmailDocument = { ...emptyDocument(), blocks: [textDefaults('a'), columnsDefaults('cols')] };
    doc = moveBlock(doc, 'a', { container: { columnsId: 'cols', column: 1 }, index: 0 });
    expect(order(doc)).toEqual(['cols']);
    expect(findBlock(doc, 'a')?.container).toEqual({ columnsId: 'cols', column: 1 });
    doc = insertBlock(doc, columnsDefaults('inner'), { container: { columnsId: 'cols', column: 0 }, index: 0 });
    expect(order(doc)).toEqual(['cols', 'inner']);
    doc = moveBlock(doc, 'a', { container: ROOT, index: 0 });
    expect(order(doc)).toEqual(['a', 'cols', 'inner']);
    expect(validateDocument(doc).ok).toBe(true);
  });

  test('diff finds a changed block by reference, a child inside columns by id, and structure changes', () => {
    const doc: EmailDocument = {
      ...emptyDocument(),
      blocks: [textDefaults('a'), columnsDefaults('cols'), textDefaults('b')],
    };
    const store = new EditorStore(doc, newId);
    store.update('b', (b) => ({ ...b, style: { ...b.style, fontSize: 20 } }));
    expect(diffDocuments(doc, store.doc)).toEqual({ structure: false, changed: ['b'] });
    store.insert(textDefaults('child'), { container: { columnsId: 'cols', column: 0 }, index: 0 });
    const before = store.doc;
    store.update('child', (b) => ({ ...b, style: { ...b.style, fontSize: 12 } }));
    expect(diffDocuments(before, store.doc)).toEqual({ structure: false, changed: ['child'] });
    store.moveBy('a', 1);
    expect(diffDocuments(before, store.doc).structure).toBe(true);
  });
});

describe('EditorStore', () => {
  test('undo and redo walk back and forth through more than 100 steps', () => {
    const store = new EditorStore(docWith(), newId);
    for (let i = 0; i < 150; i++) store.insert(textDefaults(`t${i}`));
    expect(store.doc.blocks).toHaveLength(150);
    for (let i = 0; i < 150; i++) store.undo();
    expect(store.doc.blocks).toHaveLength(0);
    expect(store.canUndo).toBe(false);
    for (let i = 0; i < 150; i++) store.redo();
    expect(store.doc.blocks).toHaveLength(150);
    expect(HISTORY_LIMIT).toBeGreaterThanOrEqual(100);
  });

  test('typing into one field is one undo step; a new edit clears redo', () => {
    const store = new EditorStore(docWith('a'), newId);
    for (const text of ['H', 'He', 'Hel', 'Hell', 'Hello']) {
      store.update('a', (b) => (b.type === 'text' ? { ...b, props: { html: `<p>${text}</p>` } } : b), {
        coalesce: 'a:html',
      });
    }
    expect(store.historySize).toBe(1);
    store.undo();
    expect(store.canRedo).toBe(true);
    store.duplicate('a');
    expect(store.canRedo).toBe(false);
    expect(order(store.doc)).toEqual(['a', store.selectedId]);
  });

  test('remove selects a neighbour; dirty tracks the saved version', () => {
    const store = new EditorStore(docWith('a', 'b'), newId);
    expect(store.dirty).toBe(false);
    store.select('a');
    store.remove('a');
    expect(store.selectedId).toBe('b');
    expect(store.saveState).toBe('dirty');
    store.undo();
    expect(store.saveState).toBe('saved');
  });

  test('a shared template is read-only', () => {
    const store = new EditorStore(docWith(), newId);
    store.load({ doc: docWith('a'), name: 'Shared', templateId: 'tpl_1', source: 'shared' });
    store.remove('a');
    store.rename('x');
    expect(order(store.doc)).toEqual(['a']);
    expect(store.name).toBe('Shared');
  });
});

describe('drafts', () => {
  test('a draft round-trips through localStorage and junk is ignored', async () => {
    const doc = docWith('a');
    writeDraft('u1', { templateId: 'tpl_1', name: 'N', source: 'user', doc, baseUpdatedAt: null, savedAt: 1 });
    expect((await readDraft('u1'))?.doc.blocks[0]?.id).toBe('a');
    expect(await readDraft('u2')).toBeNull();
    localStorage.setItem('eb-draft:u3', '{"doc":{"blocks":[{"type":"nope"}]},"name":"x"}');
    expect(await readDraft('u3')).toBeNull();
    clearDraft('u1');
    expect(await readDraft('u1')).toBeNull();
  });
});

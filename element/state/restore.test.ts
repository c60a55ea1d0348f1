// The store's side of restoring a version and of managers (docs/api.md §10, §12).
import { describe, expect, test } from 'vitest';
import { BLOCKS } from '../../core/blocks/registry';
import type { EmailDocument } from '../../core/document/schema';
import { emptyDocument } from '../../core/document/validate';
import { EditorStore } from './store';
import './document-ops-entry';

let counter = 0;
const newId = () => `r${++counter}`;
const docWith = (...ids: string[]): EmailDocument => ({
  ...emptyDocument(),
  blocks: ids.map((id) => BLOCKS.text.create(id, '')),
});

describe('restoring a version', () => {
  test('is one undoable step that leaves the store saved; undo brings back the open document, unsaved', () => {
    const store = new EditorStore(docWith('a'), newId);
    store.load({
      doc: docWith('a'),
      name: 'Now',
      templateId: 'tpl_1',
      source: 'user',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    store.edit(docWith('a', 'b'));
    const open = store.doc;
    const before = store.historySize;
    const version = docWith('old');
    store.restore({ doc: version, name: 'Then', updatedAt: '2026-01-02T00:00:00.000Z' });
    expect(store.doc).toBe(version);
    expect(store.name).toBe('Then');
    expect(store.dirty).toBe(false);
    expect(store.saveState).toBe('saved');
    expect(store.historySize).toBe(before + 1);
    store.undo();
    expect(store.doc).toBe(open);
    expect(store.dirty).toBe(true);
    store.redo();
    expect(store.doc).toBe(version);
    expect(store.dirty).toBe(false);
  });

  test('does nothing on a read-only (member) shared template', () => {
    const store = new EditorStore(docWith('a'), newId);
    store.load({ doc: docWith('a'), name: 'Team', templateId: 'tpl_2', source: 'shared' });
    const open = store.doc;
    store.restore({ doc: docWith('x'), name: 'Other', updatedAt: '2026-01-02T00:00:00.000Z' });
    expect(store.doc).toBe(open);
    expect(store.canUndo).toBe(false);
  });
});

describe('shared templates', () => {
  test('open read-only for a member and editable (editingShared) for a manager; every load sets it anew', () => {
    const store = new EditorStore(docWith('a'), newId);
    store.load({ doc: docWith('a'), name: 'Team', templateId: 'tpl_3', source: 'shared', sharedEditable: true });
    expect(store.readOnly).toBe(false);
    expect(store.editingShared).toBe(true);
    store.edit(docWith('a', 'b'));
    expect(store.dirty).toBe(true);
    store.load({ doc: docWith('a'), name: 'Team', templateId: 'tpl_3', source: 'shared' });
    expect(store.readOnly).toBe(true);
    expect(store.editingShared).toBe(false);
    store.edit(docWith('a', 'c'));
    expect(store.dirty).toBe(false);
    // A user's own template is never "shared editing", whatever the role.
    store.load({ doc: docWith('a'), name: 'Mine', templateId: 'tpl_4', source: 'user', sharedEditable: true });
    expect(store.editingShared).toBe(false);
    expect(store.readOnly).toBe(false);
  });
});

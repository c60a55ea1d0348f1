// The editor's store and the live Yjs document (core/collab/ydoc.ts has the shape), both ways:
//   - this user's edits become one Yjs transaction per store change, written as the smallest
//     change (only the blocks and properties that moved), so someone else's concurrent change to
//     another block or another property survives;
//   - everyone else's changes (and this user's undo, which Yjs performs) come back into the store
//     without entering its history: undo is a Y.UndoManager that tracks this user's origin only.
// Blocks that did not change keep their object identity, so the canvas patches only what moved.
// Walks are linear in blocks (block nesting is two levels; ids are looked up in maps).
import * as Y from 'yjs';
import { BLOCKS_ARRAY, blockMap, MAP_FIELDS, plainMap, TEMPLATE_MAP, yDocToTemplate } from '../../core/collab/ydoc';
import type { EmailDocument } from '../../core/document/schema';
import { findBlock } from '../state/document-ops';
import type { EditorStore, History, StoreChange } from '../state/store';

/** Yjs origin of this user's own edits (the undo manager tracks only these). */
export const LOCAL = Symbol('eb-local');
/** Yjs origin of this user's renames: shared, but not undone (the store's own history never held names either). */
const RENAME = Symbol('eb-rename');

type Plain = Record<string, unknown>;
type YMap = Y.Map<unknown>;

const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);
const json = (value: unknown) => JSON.stringify(value instanceof Y.AbstractType ? value.toJSON() : value);
const idOf = (value: unknown) => (value instanceof Y.Map ? value.get('id') : undefined);

/** Sets the keys of `next` that differ in `target` and deletes those it no longer has. */
function writeMap(target: YMap, before: unknown, next: Plain): void {
  const prev = isPlain(before) ? before : {};
  for (const key of [...target.keys()]) if (next[key] === undefined) target.delete(key);
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined || (prev[key] === value && target.has(key))) continue;
    if (json(target.get(key)) !== JSON.stringify(value)) target.set(key, value);
  }
}

/** A columns block's props in place (same number of columns); false when it must be replaced whole. */
function writeColumnsProps(target: YMap, before: unknown, next: Plain): boolean {
  const columns = target.get('columns');
  const wanted = Array.isArray(next.columns) ? next.columns.filter(isPlain) : [];
  if (!(columns instanceof Y.Array) || columns.length !== wanted.length) return false;
  const prev = isPlain(before) ? before : {};
  writeMap(target, { ...prev, columns: undefined }, { ...next, columns: undefined });
  const prevColumns = Array.isArray(prev.columns) ? prev.columns : [];
  wanted.forEach((column, i) => {
    const yColumn = columns.get(i);
    if (!(yColumn instanceof Y.Map) || column === prevColumns[i]) return;
    const before = isPlain(prevColumns[i]) ? (prevColumns[i] as Plain) : {};
    writeMap(yColumn, { ...before, blocks: undefined }, { ...column, blocks: undefined });
    const blocks = yColumn.get('blocks');
    if (blocks instanceof Y.Array && Array.isArray(column.blocks)) writeBlocks(blocks, before.blocks, column.blocks, 1);
    else yColumn.set('blocks', column.blocks);
  });
  return true;
}

/** One block in place; false when it must be replaced whole (its shape changed). */
function writeBlock(target: YMap, before: Plain | undefined, next: Plain, depth: number): boolean {
  if (before === next || target.get('type') !== next.type) return before === next;
  for (const key of [...target.keys()]) if (next[key] === undefined) target.delete(key);
  for (const [key, value] of Object.entries(next)) {
    const current = target.get(key);
    if (value === undefined || (before?.[key] === value && target.has(key))) continue;
    if (key === 'props' && next.type === 'columns' && depth === 0 && isPlain(value)) {
      if (!(current instanceof Y.Map) || !writeColumnsProps(current, before?.props, value)) return false;
    } else if (MAP_FIELDS.has(key) && isPlain(value)) {
      if (current instanceof Y.Map) writeMap(current, before?.[key], value);
      else target.set(key, plainMap(value));
    } else if (json(current) !== JSON.stringify(value)) target.set(key, value);
  }
  return true;
}

/** Makes `array` hold `next` by id: removed blocks go, new and moved ones are inserted, the rest patched. */
function writeBlocks(array: Y.Array<unknown>, before: unknown, next: readonly unknown[], depth: number): void {
  if (before === next) return;
  const wanted = next.filter(isPlain);
  const ids = new Set(wanted.map((b) => b.id));
  for (let i = array.length - 1; i >= 0; i--) if (!ids.has(idOf(array.get(i)))) array.delete(i, 1);
  const prevById = new Map((Array.isArray(before) ? before.filter(isPlain) : []).map((b) => [b.id, b]));
  // `here` mirrors `array` as it changes. A block found later than its place has moved: it is
  // written again at its new place (a move is rare; the scan is bounded by the block limit).
  const here = array.toArray();
  wanted.forEach((block, i) => {
    const current = here[i];
    if (idOf(current) === block.id) {
      if (writeBlock(current as YMap, prevById.get(block.id), block, depth)) return;
      array.delete(i, 1);
      here.splice(i, 1);
    } else {
      const from = here.findIndex((b, j) => j > i && idOf(b) === block.id);
      if (from > i) {
        array.delete(from, 1);
        here.splice(from, 1);
      }
    }
    const fresh = blockMap(block, depth);
    array.insert(i, [fresh]);
    here.splice(i, 0, fresh);
  });
  if (array.length > wanted.length) array.delete(wanted.length, array.length - wanted.length);
}

/** Writes the store's name into the live document when it differs. */
function writeName(doc: Y.Doc, name: string): void {
  const meta = doc.getMap<unknown>(TEMPLATE_MAP);
  if (meta.get('name') !== name) doc.transact(() => meta.set('name', name), RENAME);
}

/** Writes the store's document into the live document (compared with `prev`, the store's previous one). */
export function writeToY(doc: Y.Doc, next: EmailDocument, prev: EmailDocument | null): void {
  if (next === prev) return;
  doc.transact(() => {
    const meta = doc.getMap<unknown>(TEMPLATE_MAP);
    if (meta.get('version') !== next.version) meta.set('version', next.version);
    if (prev?.metadata !== next.metadata && json(meta.get('metadata')) !== JSON.stringify(next.metadata ?? {}))
      meta.set('metadata', next.metadata ?? {});
    const canvas = meta.get('canvas');
    if (canvas instanceof Y.Map) writeMap(canvas, prev?.canvas, next.canvas as Plain);
    else meta.set('canvas', plainMap(next.canvas as Plain));
    writeBlocks(doc.getArray(BLOCKS_ARRAY), prev?.blocks, next.blocks, 0);
  }, LOCAL);
}

/** Keeps the objects of `prev` that are equal to their counterpart in `next` (linear: one JSON per block). */
function reuse(prev: EmailDocument, next: EmailDocument): EmailDocument {
  if (JSON.stringify(prev) === JSON.stringify(next)) return prev;
  const old = new Map(prev.blocks.map((b) => [b.id, b]));
  const blocks = next.blocks.map((b) => {
    const before = old.get(b.id);
    return before && JSON.stringify(before) === JSON.stringify(b) ? before : b;
  });
  const canvas = JSON.stringify(prev.canvas) === JSON.stringify(next.canvas) ? prev.canvas : next.canvas;
  return { ...next, canvas, blocks };
}

/** What the live document holds, as the store's document (null when it is not one). */
export function readFromY(doc: Y.Doc, prev: EmailDocument): { doc: EmailDocument; name: string } | null {
  const live = yDocToTemplate(doc);
  if (!live || !isPlain(live.blockTree) || !Array.isArray(live.blockTree.blocks)) return null;
  const tree = live.blockTree as unknown as EmailDocument;
  return { doc: reuse(prev, { ...tree, metadata: tree.metadata ?? {}, canvas: tree.canvas ?? prev.canvas }), name: live.name };
}

/**
 * Gives the store what the live session holds (someone else's change, or this user's undo
 * there): not an edit of the store's own history. `saved`: the server has it all.
 */
function applyLive(store: EditorStore, doc: EmailDocument, name: string, saved: boolean, remote: boolean): void {
  const prev = store.doc;
  store.doc = doc;
  store.name = name;
  if (store.selectedId && !findBlock(doc, store.selectedId)) store.selectedId = null;
  store.dispatchEvent(new CustomEvent<StoreChange>('change', { detail: { prev, next: doc, remote } }));
  if (saved && store.templateId)
    store.markSaved({ doc, name, templateId: store.templateId, updatedAt: store.updatedAt ?? new Date().toISOString() });
  else if (store.saveState !== (store.dirty ? 'dirty' : 'saved')) store.setSaveState(store.dirty ? 'dirty' : 'saved');
}

/**
 * Binds a store to a live document from the moment it is synced: edits flow both ways, undo is
 * this user's own. `saved()` tells whether the server holds everything this user changed.
 */
export function bindStore(store: EditorStore, doc: Y.Doc, saved: () => boolean): { history: History; adopt(): void; close(): void } {
  // Undo steps are the store's: an edit starts a new one unless the store joined it to the last
  // (typing into one field), so Yjs never merges steps by time on its own.
  const undo = new Y.UndoManager([doc.getMap(TEMPLATE_MAP), doc.getArray(BLOCKS_ARRAY)], {
    trackedOrigins: new Set([LOCAL]),
    captureTimeout: 3_600_000,
  });
  let pulling = false;
  const pull = (remote: boolean, isSaved: boolean) => {
    const live = readFromY(doc, store.doc);
    if (!live) return;
    pulling = true;
    try {
      applyLive(store, live.doc, live.name, isSaved, remote);
    } finally {
      pulling = false;
    }
  };
  const onChange = (event: Event) => {
    const { prev, loaded, remote, coalesced } = (event as CustomEvent<StoreChange>).detail;
    if (pulling || loaded || remote || store.readOnly) return;
    writeName(doc, store.name);
    if (prev === store.doc) return;
    if (!coalesced) undo.stopCapturing();
    writeToY(doc, store.doc, prev);
  };
  const onUpdate = (_update: Uint8Array, origin: unknown) => {
    // Someone else's change is saved when this user has nothing waiting; this user's undo is an edit.
    if (origin !== LOCAL && origin !== RENAME) pull(origin !== undo, origin !== undo && !store.dirty && saved());
  };
  store.addEventListener('change', onChange);
  doc.on('update', onUpdate);
  const history: History = {
    get canUndo() {
      return undo.canUndo();
    },
    get canRedo() {
      return undo.canRedo();
    },
    undo: () => void undo.undo(),
    redo: () => void undo.redo(),
  };
  return {
    history,
    /** At the first sync: unsaved work recovered on this device becomes this user's change; else the store takes the live document. */
    adopt() {
      if (store.dirty && !store.readOnly) {
        writeName(doc, store.name);
        writeToY(doc, store.doc, null);
      } else pull(true, true);
    },
    close() {
      store.removeEventListener('change', onChange);
      doc.off('update', onUpdate);
      undo.destroy();
    },
  };
}

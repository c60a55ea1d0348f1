// The editor's store and the live Yjs document (core/collab/ydoc.ts has the shape), both ways:
//   - this user's edits become one Yjs transaction per store change, written as the smallest
//     change (core/collab/patch.ts), so someone else's concurrent change to another block or
//     another property survives;
//   - everyone else's changes (and this user's undo, which Yjs performs) come back into the store
//     without entering its history: undo is a Y.UndoManager that tracks this user's origin only.
// Blocks that did not change keep their object identity, so the canvas patches only what moved.
// Walks are linear in blocks (block nesting is two levels; ids are looked up in maps).
import * as Y from 'yjs';
import { patchTree } from '../../core/collab/patch';
import { liveRoots, TEMPLATE_MAP, yDocToTemplate } from '../../core/collab/ydoc';
import type { EmailDocument } from '../../core/document/schema';
import { findBlock } from '../state/document-ops';
import type { EditorStore, History, StoreChange } from '../state/store';

/** Yjs origin of this user's own edits (the undo manager tracks only these). */
export const LOCAL = Symbol('eb-local');
/** Yjs origin of this user's renames: shared, but not undone (the store's own history never held names either). */
const RENAME = Symbol('eb-rename');

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Writes the store's name into the live document when it differs. */
function writeName(doc: Y.Doc, name: string): void {
  const meta = doc.getMap<unknown>(TEMPLATE_MAP);
  if (meta.get('name') !== name) doc.transact(() => meta.set('name', name), RENAME);
}

/** Writes the store's document into the live document (compared with `prev`, the store's previous one). */
export function writeToY(doc: Y.Doc, next: EmailDocument, prev: EmailDocument | null): void {
  if (next === prev) return;
  doc.transact(() => patchTree(doc, next, prev), LOCAL);
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
  return {
    doc: reuse(prev, { ...tree, metadata: tree.metadata ?? {}, canvas: tree.canvas ?? prev.canvas }),
    name: live.name,
  };
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
    store.markSaved({
      doc,
      name,
      templateId: store.templateId,
      updatedAt: store.updatedAt ?? new Date().toISOString(),
    });
  else if (store.saveState !== (store.dirty ? 'dirty' : 'saved')) store.setSaveState(store.dirty ? 'dirty' : 'saved');
}

/**
 * Binds a store to a live document from the moment it is synced: edits flow both ways, undo is
 * this user's own. `saved()` tells whether the server holds everything this user changed.
 */
export function bindStore(
  store: EditorStore,
  doc: Y.Doc,
  saved: () => boolean,
): { history: History; adopt(): void; close(): void } {
  // Undo steps are the store's: an edit starts a new one unless the store joined it to the last
  // (typing into one field), so Yjs never merges steps by time on its own.
  const undo = new Y.UndoManager(liveRoots(doc), {
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

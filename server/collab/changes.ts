// Changes the server itself makes to a live document (docs/api.md §14): a REST save or restore,
// and the rewrite of a document stored in the old layout. Each is computed on a copy of the
// freshest state as the smallest Yjs update (core/collab/patch.ts), so it merges with whatever
// editors change at the same moment; the caller stores it in the log like an editor's update
// before applying it.
import * as Y from 'yjs';
import { type PlainTree, patchTree } from '../../core/collab/patch';
import { migrateLayout, TEMPLATE_MAP } from '../../core/collab/ydoc';

/** The update `change` makes to a copy of `doc` (one transaction), or null when it changes nothing. */
export function changeOf(doc: Y.Doc, change: (copy: Y.Doc) => void): Uint8Array | null {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
  let update: Uint8Array | null = null;
  copy.on('update', (u: Uint8Array) => {
    update = update ? Y.mergeUpdates([update, u]) : u;
  });
  copy.transact(() => change(copy));
  copy.destroy();
  return update;
}

/** What makes `doc` hold a saved template: only what differs, so editors' concurrent changes survive. */
export function savedChange(doc: Y.Doc, template: { name: string; blockTreeJson: string }): Uint8Array | null {
  const tree = JSON.parse(template.blockTreeJson) as PlainTree;
  return changeOf(doc, (copy) => {
    const meta = copy.getMap(TEMPLATE_MAP);
    if (meta.get('name') !== template.name) meta.set('name', template.name);
    patchTree(copy, { ...tree, blocks: Array.isArray(tree.blocks) ? tree.blocks : [] }, null);
  });
}

/** What rewrites a document stored in the old layout in the current one (null when it is current). */
export function migrationChange(doc: Y.Doc): Uint8Array | null {
  return changeOf(doc, (copy) => void migrateLayout(copy));
}

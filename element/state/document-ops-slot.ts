// Where the block edits (./document-ops.ts) wait for the store: the editor's chunk hands them over
// when it loads (./document-ops-entry.ts). The store travels in the entry every integrator loads,
// and only the editor selects, inserts, moves or changes blocks, so that code travels with the editor.
import type * as DocumentOps from './document-ops';

let documentOps: typeof DocumentOps | null = null;

export function registerDocumentOps(ops: typeof DocumentOps): void {
  documentOps = ops;
}

/** The block edits; throws while the editor's code is not loaded (nothing can select a block before it). */
export function ops(): typeof DocumentOps {
  if (!documentOps) throw new Error('<email-builder> block edits need the editor, whose code is not loaded yet');
  return documentOps;
}

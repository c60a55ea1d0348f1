// Where the editor's chunk hands the block edits (./document-ops.ts) to the store: the store travels
// in the entry every integrator loads, and only the editor selects, inserts, moves or changes
// blocks, so that code travels with the editor instead (./document-ops-entry.ts registers it).
import type * as DocumentOps from './document-ops';

let documentOps: typeof DocumentOps | null = null;

export function registerDocumentOps(ops: typeof DocumentOps): void {
  documentOps = ops;
}

/** The block edits, once the editor's chunk has registered them. */
export function ops(): typeof DocumentOps {
  if (!documentOps) throw new Error('<email-builder> block edits need the editor, whose code is not loaded yet');
  return documentOps;
}

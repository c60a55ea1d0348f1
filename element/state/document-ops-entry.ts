// Imported first by the editor's chunk (and by tests that edit a store without an editor): hands
// the block edits to the store, which travels in the entry while they travel with the editor
// (./document-ops-slot.ts).
import * as documentOps from './document-ops';
import { registerDocumentOps } from './document-ops-slot';

registerDocumentOps(documentOps);

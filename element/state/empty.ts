import { canvasDefaults, DOCUMENT_VERSION, type EmailDocument } from '../../core/document/schema';

/** A blank document with every canvas default filled in (what `emptyDocument()` returns). */
export function blankDocument(): EmailDocument {
  return { version: DOCUMENT_VERSION, canvas: canvasDefaults(), metadata: {}, blocks: [] };
}

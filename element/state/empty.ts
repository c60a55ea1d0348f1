import { canvasDefaults, DOCUMENT_VERSION } from '../../core/document/canvas';
import type { EmailDocument } from '../../core/document/schema';

/** A blank document with every canvas default filled in (what `emptyDocument()` returns). */
export function blankDocument(): EmailDocument {
  return { version: DOCUMENT_VERSION, canvas: canvasDefaults(), metadata: {}, blocks: [] };
}

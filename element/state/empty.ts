import { blankCanvas, DOCUMENT_VERSION } from '../../core/document/blank';
import type { EmailDocument } from '../../core/document/schema';

/** A blank document with every canvas default filled in (what `emptyDocument()` returns). */
export function blankDocument(): EmailDocument {
  return { version: DOCUMENT_VERSION, canvas: blankCanvas(), metadata: {}, blocks: [] };
}

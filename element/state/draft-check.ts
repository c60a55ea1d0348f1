// The check of a draft read back from this device. Loaded on demand (it needs the block registry
// and the renderer), so the gallery's first paint never waits for it.
import { BLOCKS } from '../../core/blocks/registry';
import type { EmailDocument } from '../../core/document/schema';
import { renderHtml } from '../../core/render/index';

// The full check of a document a host hands in (`loadDocument`) shares this chunk.
export { validateDocument } from '../../core/document/validate';

import { blankDocument } from './empty';

/**
 * Drafts are our own writes, so a light check suffices (the server validates on save): known
 * block types, a canvas, and a document the renderer accepts. A stale or tampered entry is dropped.
 */
export function draftDocument(input: unknown): EmailDocument | null {
  const doc = input as EmailDocument | null;
  if (
    !doc ||
    typeof doc !== 'object' ||
    !Array.isArray(doc.blocks) ||
    typeof doc.canvas !== 'object' ||
    doc.canvas === null
  )
    return null;
  const known = (b: unknown) =>
    !!b && typeof (b as { id?: unknown }).id === 'string' && Object.hasOwn(BLOCKS, (b as { type: string }).type);
  if (!doc.blocks.every(known)) return null;
  const full: EmailDocument = { ...blankDocument(), ...doc, canvas: { ...blankDocument().canvas, ...doc.canvas } };
  try {
    renderHtml(full);
    return full;
  } catch {
    return null;
  }
}

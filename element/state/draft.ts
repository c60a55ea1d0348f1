// Unsaved work survives a reload: the open document is mirrored to localStorage, one draft per
// user (the element edits one template at a time), and dropped once the server has it.
import { BLOCKS } from '../../core/blocks/registry';
import type { EmailDocument } from '../../core/document/schema';
import { renderHtml } from '../../core/render/index';
import { blankDocument } from './empty';
import type { DocumentSource } from './store';

export interface Draft {
  templateId: string | null;
  name: string;
  source: DocumentSource;
  doc: EmailDocument;
  /** `updatedAt` of the server version the draft started from. */
  baseUpdatedAt: string | null;
  savedAt: number;
}

const PREFIX = 'eb-draft:';

export function draftKey(userId: string): string {
  return `${PREFIX}${userId || 'anonymous'}`;
}

export function readDraft(userId: string): Draft | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(draftKey(userId));
  } catch {
    return null; // Storage blocked (private mode, sandbox): drafts are a bonus, never a failure.
  }
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Draft>;
    const doc = draftDocument(parsed.doc);
    if (!doc || typeof parsed.name !== 'string') return null;
    return {
      templateId: typeof parsed.templateId === 'string' ? parsed.templateId : null,
      name: parsed.name,
      source: parsed.source === 'user' || parsed.source === 'library' ? parsed.source : 'new',
      doc,
      baseUpdatedAt: typeof parsed.baseUpdatedAt === 'string' ? parsed.baseUpdatedAt : null,
      savedAt: typeof parsed.savedAt === 'number' ? parsed.savedAt : 0,
    };
  } catch {
    return null;
  }
}

export function writeDraft(userId: string, draft: Draft): boolean {
  try {
    localStorage.setItem(draftKey(userId), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(userId: string): void {
  try {
    localStorage.removeItem(draftKey(userId));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/**
 * Drafts are our own writes, so a light check suffices (the server validates on save): known
 * block types, a canvas, and a document the renderer accepts. A stale or tampered entry is dropped.
 */
function draftDocument(input: unknown): EmailDocument | null {
  const doc = input as EmailDocument | null;
  if (!doc || typeof doc !== 'object' || !Array.isArray(doc.blocks) || typeof doc.canvas !== 'object' || doc.canvas === null) return null;
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

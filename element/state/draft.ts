// Unsaved work survives a reload: the open document is mirrored to localStorage, one draft per
// user (the element edits one template at a time), and dropped once the server has it.
import type { EmailDocument } from '../../core/document/schema';
import { draftCheckChunk } from './draft-check-chunk';
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

/** The user's draft, checked (asynchronously: the check needs the renderer, a chunk of its own). */
export async function readDraft(userId: string): Promise<Draft | null> {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(draftKey(userId));
  } catch {
    return null; // Storage blocked (private mode, sandbox): drafts are a bonus, never a failure.
  }
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Draft>;
    const { draftDocument } = await draftCheckChunk.load();
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

// What the store's callers hand it and hear back from it (./store.ts): opened documents, edits,
// change events, access and undo. Types only, so the store's module holds just its behaviour.
import type { EmailDocument } from '../../core/document/schema';
import type { TemplateStatus } from '../api/types';

export type SaveState = 'saved' | 'saving' | 'dirty' | 'error';
/** Where the open document came from: decides read-only and what Save does. */
export type DocumentSource = 'user' | 'shared' | 'library' | 'new';

export interface EditOptions {
  /** Consecutive edits with the same key (typing into one field) become one undo step. */
  coalesce?: string;
}

export interface StoreChange {
  prev: EmailDocument;
  next: EmailDocument;
  /** True when a document was opened (`load`): a new document, not an edit of the user's. */
  loaded?: boolean;
  /** True for someone else's change arriving from the live session (collab/binding.ts): not an edit of the user's either. */
  remote?: boolean;
  /** True when this edit joined the previous undo step (typing into one field). */
  coalesced?: boolean;
}

export interface OpenState {
  doc: EmailDocument;
  name: string;
  templateId: string | null;
  source: DocumentSource;
  updatedAt?: string | null;
  /** Start as unsaved (a library copy, a recovered draft). */
  dirty?: boolean;
  /** The session may write shared templates (a manager's token): a shared one opens editable. */
  sharedEditable?: boolean;
  /** A shared template's approval status (docs/api.md §15). */
  status?: TemplateStatus;
}

/** What the user may do whatever the document (set by the element from its `readonly` attribute and the token's role). */
export interface Access {
  /** The host's `readonly` attribute: no editing control at all. */
  hostReadOnly: boolean;
  /** A reviewer's token: reads and comments, writes nothing. */
  reviewer: boolean;
  /** A manager's token: may lock, unlock and change locked blocks. */
  manager: boolean;
}

/** What the server now holds after a save (`markSaved`). */
export interface SavedState {
  doc: EmailDocument;
  name: string;
  templateId: string;
  updatedAt: string;
  source?: DocumentSource;
  status?: TemplateStatus;
}

/** A version the server has just restored and saved (docs/api.md §10). */
export interface RestoredState {
  doc: EmailDocument;
  name: string;
  updatedAt: string;
}

/** Undo and redo: the store's own, or a live session's, which undoes only this user's changes. */
export interface History {
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  undo(): void;
  redo(): void;
}

// What the live session (docs/api.md §14) needs from <email-builder>, and what it offers back.
// Types only: the code (Yjs, the Hocuspocus provider, presence) is the collab chunk
// (element/collab/live.ts), which the editor (element/editor) loads once it shows a saved
// template on a plan with `coEditing`; the entry and the gallery never carry it.
import type { ApiClient } from '../api/client';
import type { Template } from '../api/types';
import type { I18n } from '../i18n/i18n';
import type { SessionInfo } from '../shared/context';
import type { EmitFn } from '../shared/events';
import type { KeyedNotice } from './notices';
import type { EditorStore } from './store';

/**
 * What the live session tells the element's other parts, as an event on the element (not
 * bubbling): `eb-live-comments`, the template's comments changed (element/comments reads them again).
 */
export type LiveSignal = 'eb-live-comments';

/** What the live session needs from its element. */
export interface LiveHost {
  readonly store: EditorStore;
  readonly session: SessionInfo | null;
  /** The current token: read at every (re)connection, so a refreshed `api-key` is used. */
  readonly apiKey: string;
  readonly userId: string;
  readonly editing: boolean;
  readonly i18n: I18n;
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly notice: KeyedNotice | null;
  setNotice(notice: KeyedNotice | null): void;
  requireClient(): ApiClient;
  emit: EmitFn;
  /** Set by the collab chunk while a live session is open. */
  live: LiveLink | undefined;
  /** The session's signals for the element's other parts (comments changed: element/comments). */
  dispatchEvent(event: Event): boolean;
}

/** An open live session, as the element's other parts see it. */
export interface LiveLink {
  readonly templateId: string;
  /**
   * True while the server saves the template itself: the live document is bound and someone else
   * is in it. Otherwise (alone, or not synced yet) Save is a REST save as without co-editing.
   */
  readonly savesItself: boolean;
  /** Synced and connected: what the server says about the template (its comments changed) reaches this element. */
  readonly listening: boolean;
  /** Waits until the server has stored every change of this user (it writes the template itself). */
  save(): Promise<Template | null>;
  close(): void;
}

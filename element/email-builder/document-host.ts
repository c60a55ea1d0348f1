// What the document controller (documents.ts) and the copies it makes (copies.ts) need from
// <email-builder>: its own file, so copies, which travel in the transfers chunk, need not import
// the controller that loads that chunk.
import type { ApiClient } from '../api/client';
import type { I18n } from '../i18n/i18n';
import type { SessionInfo } from '../shared/context';
import type { EmitFn } from '../shared/events';
import type { LiveLink } from '../state/live';
import type { KeyedNotice, Phrase } from '../state/notices';
import type { EditorStore } from '../state/store';

/** What the controller needs from its element. */
export interface DocumentHost {
  readonly store: EditorStore;
  readonly userId: string;
  readonly session: SessionInfo | null;
  readonly editing: boolean;
  /** The open template's live session: while there is one, the server saves (Save waits for it). */
  readonly live: LiveLink | undefined;
  /** The element's language (new templates' and copies' names are worded in it). */
  readonly i18n: I18n;
  requireClient(): ApiClient;
  /** Shows the editor with this notice (loading its code first when needed). */
  enterEditor(notice: KeyedNotice | null): void;
  setNotice(notice: KeyedNotice | null): void;
  readonly notice: KeyedNotice | null;
  showToast(text: Phrase | null, action?: { label: Phrase; run: () => void }): void;
  emit: EmitFn;
  emitError(error: unknown): void;
}

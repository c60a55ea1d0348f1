// Every message key of the element, from the English area files (type-only: no bytes).
import type { actions } from './en/actions';
import type { collab } from './en/collab';
import type { dialogs } from './en/dialogs';
import type { editor } from './en/editor';
import type { gallery } from './en/gallery';
import type { panels } from './en/panels';
import type { savedBlocks } from './en/saved-blocks';
import type { testSend } from './en/test-send';

export type MessageKey =
  | keyof typeof gallery
  | keyof typeof actions
  | keyof typeof editor
  | keyof typeof dialogs
  | keyof typeof panels
  | keyof typeof testSend
  | keyof typeof collab
  | keyof typeof savedBlocks;

/** What a host may pass as `messages`: any key, in the element's current locale. */
export type MessageOverrides = Partial<Record<MessageKey, string>>;

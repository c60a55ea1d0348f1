// Every message key of the element, from the English area files (type-only: no bytes).
import type { actions } from './en/actions';
import type { assistant } from './en/assistant';
import type { blockPanels } from './en/block-panels';
import type { collab } from './en/collab';
import type { comments } from './en/comments';
import type { customBlocks } from './en/custom-blocks';
import type { dialogs } from './en/dialogs';
import type { editor } from './en/editor';
import type { gallery } from './en/gallery';
import type { importNotes } from './en/import-notes';
import type { menus } from './en/menus';
import type { panels } from './en/panels';
import type { review } from './en/review';
import type { reviewLocks } from './en/review-locks';
import type { reviewNames } from './en/review-names';
import type { reviewStatus } from './en/review-status';
import type { sections } from './en/sections';
import type { testSend } from './en/test-send';

export type MessageKey =
  | keyof typeof gallery
  | keyof typeof actions
  | keyof typeof editor
  | keyof typeof blockPanels
  | keyof typeof dialogs
  | keyof typeof menus
  | keyof typeof panels
  | keyof typeof sections
  | keyof typeof testSend
  | keyof typeof importNotes
  | keyof typeof assistant
  | keyof typeof collab
  | keyof typeof comments
  | keyof typeof review
  | keyof typeof reviewStatus
  | keyof typeof reviewLocks
  | keyof typeof reviewNames
  | keyof typeof customBlocks;

/** What a host may pass as `messages`: any key, in the element's current locale. */
export type MessageOverrides = Partial<Record<MessageKey, string>>;

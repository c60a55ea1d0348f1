// Notices: the banner above the canvas or the cards. Each one carries a stable `code` (the API's
// error code or one of ours) so code that clears or replaces a notice asks "which notice", never
// "which words". Code raises a `KeyedNotice` (message keys); the component that shows it
// translates it into a `Notice` in the element's language, so a locale change re-words it.
import { ApiError, errorKey } from '../api/errors';
import type { I18n, MessageParams } from '../i18n/i18n';
import type { MessageKey } from '../i18n/keys';

/** Words not yet in a language: a message key and its parameters. */
export interface Phrase {
  key: MessageKey;
  params?: MessageParams;
}

type Kind = 'info' | 'warning' | 'error';

/** A notice as code raises it. */
export interface KeyedNotice {
  /** Stable identifier: an API error code (`offline`, `feature_not_in_plan`, …) or a local one. */
  code: string;
  kind: Kind;
  text: Phrase;
  action?: { label: Phrase; run: () => void };
}

/** A notice as shown, in the element's language. */
export interface Notice {
  code: string;
  kind: Kind;
  message: string;
  action?: { label: string; run: () => void };
}

/** Our own notices, keyed by code. */
const NOTICES = {
  session_expired: ['warning', 'notice.sessionExpired'],
  browser_offline: ['warning', 'notice.browserOffline'],
  export_not_in_plan: ['warning', 'notice.exportNotInPlan'],
  upload_not_in_plan: ['warning', 'notice.uploadNotInPlan'],
  upload_type_refused: ['error', 'error.unsupportedImageType'],
  draft_restored: ['warning', 'notice.draftRestored'],
  changes_recovered: ['warning', 'notice.changesRecovered'],
} as const satisfies Record<string, readonly [Kind, MessageKey]>;

export type NoticeCode = keyof typeof NOTICES;

/** Every notice of our own (the banner test shows each one). */
export const NOTICE_CODES = Object.keys(NOTICES) as NoticeCode[];

export function notice(code: NoticeCode, action?: KeyedNotice['action']): KeyedNotice {
  const [kind, key] = NOTICES[code];
  return { code, kind, text: { key }, ...(action ? { action } : {}) };
}

/** The banner for a failed call. Offline (status 0) and upgrade (402) are warnings the user can act on. */
export function noticeFor(error: unknown): KeyedNotice {
  const text = errorPhrase(error);
  if (!(error instanceof ApiError)) return { code: 'unexpected', kind: 'error', text };
  return { code: error.code, kind: error.status === 0 || error.status === 402 ? 'warning' : 'error', text };
}

/** A phrase in the element's language. */
export const say = (i18n: I18n, phrase: Phrase): string => i18n.t(phrase.key, phrase.params);

/** A notice in the element's language (null stays null). */
export function translateNotice(keyed: KeyedNotice | null, i18n: I18n): Notice | null {
  if (!keyed) return null;
  const { code, kind, text, action } = keyed;
  const shown: Notice = { code, kind, message: say(i18n, text) };
  if (action) shown.action = { label: say(i18n, action.label), run: action.run };
  return shown;
}

/** A failed call in words for the user: its code's sentence (naming the address that did not answer where it matters), else a generic one. */
export const errorPhrase = (error: unknown): Phrase => ({
  key: errorKey(error),
  params: { url: error instanceof ApiError ? error.url : '' },
});

/** A failed call in words for the user, in the element's language. */
export const errorText = (error: unknown, i18n: I18n): string => say(i18n, errorPhrase(error));

/** The error's own (English, developer-facing) message: for `eb-error` and the console, not for the UI. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong.';
}

// Notices: the banner above the canvas. Each one carries a stable `code` (the API's error code or
// one of ours) so code that clears or replaces a notice asks "which notice", never "which words".
import { ApiError } from '../api/errors';

export interface Notice {
  /** Stable identifier: an API error code (`offline`, `feature_not_in_plan`, …) or a local one. */
  code: string;
  kind: 'info' | 'warning' | 'error';
  message: string;
  action?: { label: string; run: () => void };
}

/** Our own notices, keyed by code; the message is display text only. */
export const NOTICES = {
  session_expired: { kind: 'warning', message: 'Your session expired. Waiting for a new session to continue…' },
  browser_offline: {
    kind: 'warning',
    message: 'You are offline. Your edits are kept on this device; save again when you are back online.',
  },
  export_not_in_plan: { kind: 'warning', message: 'Exporting HTML is not included in your plan. Upgrade to export your emails.' },
  upload_not_in_plan: { kind: 'warning', message: 'Image upload is not included in your plan. Upgrade to upload images.' },
  upload_type_refused: { kind: 'error', message: 'Only PNG, JPEG, GIF and WebP images can be uploaded.' },
  draft_restored: { kind: 'warning', message: 'Restored your unsaved draft. Save to keep it.' },
  changes_recovered: { kind: 'warning', message: 'Restored your unsaved changes from this device.' },
} as const satisfies Record<string, Omit<Notice, 'code'>>;

export type NoticeCode = keyof typeof NOTICES;

export function notice(code: NoticeCode, action?: Notice['action']): Notice {
  return { code, ...NOTICES[code], ...(action ? { action } : {}) };
}

/** The banner for a failed call. Offline (status 0) and upgrade (402) are warnings the user can act on. */
export function noticeFor(error: unknown): Notice {
  if (error instanceof ApiError) {
    const kind = error.status === 0 || error.status === 402 ? 'warning' : 'error';
    return { code: error.code, kind, message: error.message };
  }
  return { code: 'unexpected', kind: 'error', message: errorMessage(error) };
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong.';
}

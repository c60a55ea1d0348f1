// Origin checks as the user types, with the server's own rules (core/origins.ts), so the editor can
// never accept what the PATCH would refuse.
import { normaliseOrigin } from '../../../core/origins';

export const MAX_ORIGINS = 100;

export type OriginCheck =
  | { state: 'empty' }
  | { state: 'invalid'; message: string }
  | { state: 'duplicate'; origin: string }
  /** `normalised`: the saved form differs from what was typed. */
  | { state: 'ok'; origin: string; normalised: boolean };

/** Why `value` is not an origin, in words that say how to fix it. */
function explain(value: string): string {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return 'Start with https:// or http://, for example https://app.example.com.';
  if (!/^https?:\/\//i.test(value)) return 'Only http:// and https:// origins are allowed.';
  const rest = value.replace(/^https?:\/\//i, '');
  if (rest === '') return 'Add a host name after the scheme.';
  if (rest.includes('@')) return 'Leave out user names and passwords.';
  if (/[/?#]/.test(rest)) return 'Leave out the path: an origin is only scheme, host and port.';
  if (/\s/.test(rest)) return 'Origins cannot contain spaces.';
  return 'Not a valid origin. Use scheme, host and optional port, for example https://app.example.com:8443.';
}

/** Checks one origin; `others` are the canonical origins of the rows before it. */
export function checkOrigin(raw: string, others: readonly string[] = []): OriginCheck {
  const value = raw.trim();
  if (value === '') return { state: 'empty' };
  const origin = normaliseOrigin(value);
  if (origin === null) return { state: 'invalid', message: explain(value) };
  if (others.includes(origin)) return { state: 'duplicate', origin };
  return { state: 'ok', origin, normalised: origin !== value };
}

/** Checks every row in order (later duplicates are flagged, not the first). */
export function checkOrigins(rows: readonly string[]): OriginCheck[] {
  const seen: string[] = [];
  return rows.map((row) => {
    const result = checkOrigin(row, seen);
    if (result.state === 'ok') seen.push(result.origin);
    return result;
  });
}

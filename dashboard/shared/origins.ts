// Origin checks as the user types, with the server's own rules (core/origins.ts), so the editor can
// never accept what the PATCH would refuse.
import { normaliseOrigin } from '../../core/origins';

export const MAX_ORIGINS = 100;

/** Why a typed value is not an origin; the editor words it (`origins.invalid.<reason>`). */
export type InvalidReason = 'scheme' | 'httpOnly' | 'host' | 'credentials' | 'path' | 'spaces' | 'other';

export type OriginCheck =
  | { state: 'empty' }
  | { state: 'invalid'; reason: InvalidReason }
  | { state: 'duplicate'; origin: string }
  /** `normalised`: the saved form differs from what was typed. */
  | { state: 'ok'; origin: string; normalised: boolean };

/** Why `value` is not an origin, so the message can say how to fix it. */
function explain(value: string): InvalidReason {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return 'scheme';
  if (!/^https?:\/\//i.test(value)) return 'httpOnly';
  const rest = value.replace(/^https?:\/\//i, '');
  if (rest === '') return 'host';
  if (rest.includes('@')) return 'credentials';
  if (/[/?#]/.test(rest)) return 'path';
  if (/\s/.test(rest)) return 'spaces';
  return 'other';
}

/** Checks one origin; `others` are the canonical origins of the rows before it. */
export function checkOrigin(raw: string, others: readonly string[] = []): OriginCheck {
  const value = raw.trim();
  if (value === '') return { state: 'empty' };
  const origin = normaliseOrigin(value);
  if (origin === null) return { state: 'invalid', reason: explain(value) };
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

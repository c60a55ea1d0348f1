// What a dashboard password must be (docs/api.md §5): at least 12 characters (code points, after
// the NFKC normalisation the hash applies) and not one of the common passwords attackers try
// first. Checked wherever a password is chosen: the operator CLI and any password change.
import { COMMON_PASSWORDS_TEXT } from './common-passwords';

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 1024;

export class WeakPasswordError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WeakPasswordError';
  }
}

let common: Set<string> | null = null;

/** Why `password` may not be used, or null when it may. */
export function passwordProblem(password: string): string | null {
  const normal = password.normalize('NFKC');
  const length = [...normal].length;
  if (length < MIN_PASSWORD_LENGTH) return `must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (length > MAX_PASSWORD_LENGTH) return `must be at most ${MAX_PASSWORD_LENGTH} characters`;
  common ??= new Set(COMMON_PASSWORDS_TEXT.split(/\s+/).filter(Boolean));
  if (common.has(normal.toLowerCase())) return 'is one of the most common passwords: choose another';
  return null;
}

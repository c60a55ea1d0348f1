// Every string of a request must be well-formed Unicode (docs/api.md §9): Redis stores UTF-8,
// and a lone surrogate encodes as U+FFFD, so `victim\ud800` and `victim\uFFFD` would name the
// same user. Checked once for the whole body, query and path (object keys included), iteratively
// so a deeply nested body cannot overflow the stack.

// With the `u` flag a surrogate pair is one code point, so this matches only lone surrogates.
const LONE_SURROGATE = /[\ud800-\udfff]/u;

export function isWellFormed(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/** The path of the first ill-formed string in `value` (`''` for the value itself), or null. */
export function illFormedStringPath(value: unknown, root = ''): string | null {
  const stack: Array<[unknown, string]> = [[value, root]];
  while (stack.length > 0) {
    const [item, path] = stack.pop() as [unknown, string];
    if (typeof item === 'string') {
      if (!isWellFormed(item)) return path;
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push([item[i], `${path}[${i}]`]);
    } else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as [string, unknown];
        const childPath = path ? `${path}.${key}` : key;
        if (!isWellFormed(key)) return path || 'body';
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}

/**
 * Characters refused in user ids, names and tags: C0 and C1 controls, bidi overrides and isolates,
 * and the invisible formatting characters that make two ids or names look the same: bidi marks
 * (LRM, RLM, ALM U+061C), zero-width space U+200B, soft hyphen, word joiner and the invisible
 * operators U+2060–2064, the deprecated format controls U+206A–206F, U+180E and the BOM U+FEFF.
 * ZWNJ/ZWJ (U+200C/D) stay allowed: Persian and Indic names and emoji sequences need them.
 */
export const CONTROL_OR_BIDI =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/;

/**
 * Whether every `%` of a raw query string starts a valid escape and the escapes decode to UTF-8.
 * A parser that falls back to U+FFFD for `%E9` would make `a%E9` and `a%EF%BF%BD` one id.
 */
export function isWellEncodedQuery(raw: string): boolean {
  if (!raw.includes('%')) return true;
  try {
    decodeURIComponent(raw);
    return true;
  } catch {
    return false;
  }
}

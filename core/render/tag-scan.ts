// Reading one tag character by character: where its name ends, the name lower-cased, and its
// attributes. The tokenizer (tokenize.ts) finds the tags; this reads them without a regular
// expression, so an unterminated tag or a long attribute costs one pass.

export function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function isSpace(code: number): boolean {
  return code === 32 || code === 10 || code === 9 || code === 13 || code === 12;
}

/**
 * Reads a tag's attributes from `from` up to and including `>`; returns the index just past it,
 * or -1 when the tag never ends (browsers drop it). With `attrs` null it only finds the end and
 * allocates nothing: a sanitiser that only measures nesting never asks for attributes, and an
 * unterminated tag's "attributes" can run to the end of the input.
 */
export function readAttributes(html: string, from: number, attrs: Array<[string, string]> | null): number {
  const n = html.length;
  let i = from;
  for (;;) {
    let c = html.charCodeAt(i);
    while (i < n && (isSpace(c) || c === 47)) c = html.charCodeAt(++i);
    if (i >= n) return -1;
    if (c === 62 /* > */) return i + 1;
    // A name may start with `=` (HTML quirk); it runs to the next space, slash, `>` or `=`.
    let j = i + 1;
    for (c = html.charCodeAt(j); j < n && !isSpace(c) && c !== 47 && c !== 62 && c !== 61; c = html.charCodeAt(++j));
    const nameEnd = j;
    while (j < n && isSpace(c)) c = html.charCodeAt(++j);
    let valueStart = j;
    let valueEnd = j;
    if (c === 61 /* = */) {
      c = html.charCodeAt(++j);
      while (j < n && isSpace(c)) c = html.charCodeAt(++j);
      if (c === 34 || c === 39 /* " ' */) {
        const end = html.indexOf(c === 34 ? '"' : "'", j + 1);
        if (end < 0) return -1;
        valueStart = j + 1;
        valueEnd = end;
        j = end + 1;
      } else {
        valueStart = j;
        while (j < n && !isSpace(c) && c !== 62) c = html.charCodeAt(++j);
        valueEnd = j;
      }
    }
    attrs?.push([html.slice(i, nameEnd).toLowerCase(), html.slice(valueStart, valueEnd)]);
    i = j;
  }
}

/** Index just past a tag name starting at `from` (it runs to a space, `/` or `>`). */
export function tagNameEnd(html: string, from: number): number {
  const n = html.length;
  let i = from;
  for (; i < n; i++) {
    const c = html.charCodeAt(i);
    if (c === 62 || c === 47 || c === 32 || c === 9 || c === 10 || c === 12 || c === 13) break;
  }
  return i;
}

/**
 * Lower-cased one- and two-character tag names by their ASCII codes, filled as they are met (at
 * most 128 + 128² entries): most tags are that short (li, p, td, b…), and a shared string needs
 * no copy per tag and keeps its hash for the sanitisers' look-ups.
 */
const SHORT_NAMES: string[] = new Array<string>(1 << 14).fill('');

function lower(code: number): number {
  return code >= 65 && code <= 90 ? code + 32 : code;
}

/** The lower-case tag name at [from, to): short ones shared, most others already lower case and need no copy. */
export function tagName(html: string, from: number, to: number): string {
  if (to - from <= 2) {
    const a = lower(html.charCodeAt(from));
    // A second character 0 would share the one-character name's slot.
    const b = to - from === 2 ? lower(html.charCodeAt(from + 1)) : 0;
    if (a < 128 && b < 128 && (b > 0 || to - from === 1)) {
      const key = (a << 7) | b;
      let name = SHORT_NAMES[key] as string;
      if (name === '') {
        name = html.slice(from, to).toLowerCase();
        SHORT_NAMES[key] = name;
      }
      return name;
    }
  }
  for (let i = from; i < to; i++) {
    const c = html.charCodeAt(i);
    if (c >= 65 && c <= 90) return html.slice(from, to).toLowerCase();
  }
  return html.slice(from, to);
}

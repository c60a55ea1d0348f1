// Bounds checked before any parser or recursive code sees the source: its size, how deep its
// elements (or JSON values) nest and how many attributes one tag carries. The HTML parser's work
// grows with nesting depth and attribute count, so both are refused up front, in one linear pass.
import { fillNote, IMPORT_REFUSALS, type ImportRefusalCode, type NoteValues } from './notes';

/** The largest source accepted (UTF-8 bytes of the text, or of the JSON design). */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
/** Element nesting real emails stay far below (a deep table layout is about 30). */
export const MAX_MARKUP_DEPTH = 256;
export const MAX_TAG_ATTRIBUTES = 256;
/** JSON designs: Unlayer and Beefree nest about 12 levels. */
export const MAX_JSON_DEPTH = 64;
export const MAX_JSON_VALUES = 400_000;

export class ImportError extends Error {
  /** `too_large` → 413; everything else → 400. */
  readonly kind: 'too_large' | 'invalid';
  constructor(
    /** What was refused, for the element's own wording; the message is the English. */
    readonly code: ImportRefusalCode,
    readonly values: NoteValues = {},
  ) {
    super(fillNote(IMPORT_REFUSALS[code], values));
    this.kind = code === 'too_large' ? 'too_large' : 'invalid';
    this.name = 'ImportError';
  }
}

export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes++;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

export function tooLarge(): ImportError {
  return new ImportError('too_large', { mb: MAX_IMPORT_BYTES / 1024 / 1024 });
}

/** Elements whose end tag may be left out, or that never have one: they never add depth here. */
const NO_DEPTH = new Set(
  'area base br col embed hr img input link meta source track wbr p li td th tr tbody thead tfoot dt dd option colgroup'.split(
    ' ',
  ),
);
const RAW = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript']);

function isNameChar(c: number): boolean {
  return c > 32 && c !== 47 && c !== 62 && c !== 61;
}

/**
 * Scans markup once: comments and raw-text elements skipped, tags' attributes counted, nesting
 * tracked. Throws an ImportError naming the first bound broken.
 */
export function checkMarkup(source: string): void {
  if (utf8Length(source) > MAX_IMPORT_BYTES) throw tooLarge();
  // One flat, lower-cased copy is scanned throughout: a source built by concatenation is a rope
  // whose every character read is slow, and one string keeps every index consistent.
  const text = source.toLowerCase();
  const n = text.length;
  let depth = 0;
  let i = 0;
  while (i < n) {
    const lt = text.indexOf('<', i);
    if (lt < 0) break;
    if (text.startsWith('<!--', lt)) {
      const end = text.indexOf('-->', lt + 4);
      i = end < 0 ? n : end + 3;
      continue;
    }
    const closing = text.charCodeAt(lt + 1) === 47;
    let j = lt + (closing ? 2 : 1);
    const nameStart = j;
    while (j < n && isNameChar(text.charCodeAt(j))) j++;
    const name = text.slice(nameStart, j);
    if (!/^[a-z]/.test(name)) {
      i = lt + 1;
      continue;
    }
    // Attributes: a name starts after whitespace; quoted values are skipped whole.
    let attributes = 0;
    let selfClosing = false;
    let afterSpace = false;
    while (j < n) {
      const c = text.charCodeAt(j);
      if (c === 62) break;
      if (c === 34 || c === 39) {
        const close = text.indexOf(c === 34 ? '"' : "'", j + 1);
        j = close < 0 ? n : close + 1;
        afterSpace = false;
        continue;
      }
      if (c <= 32) afterSpace = true;
      else {
        if (afterSpace && c !== 61 && c !== 47) attributes++;
        afterSpace = false;
      }
      selfClosing = c === 47;
      j++;
    }
    if (attributes > MAX_TAG_ATTRIBUTES) {
      throw new ImportError('too_many_attributes', { tag: name.slice(0, 40), max: MAX_TAG_ATTRIBUTES });
    }
    i = j + 1;
    if (closing) {
      if (!NO_DEPTH.has(name) && depth > 0) depth--;
      continue;
    }
    if (RAW.has(name) && !selfClosing) {
      const end = text.indexOf(`</${name}`, i);
      i = end < 0 ? n : end;
      continue;
    }
    if (!selfClosing && !NO_DEPTH.has(name) && ++depth > MAX_MARKUP_DEPTH) {
      throw new ImportError('too_deep', { max: MAX_MARKUP_DEPTH });
    }
  }
}

/**
 * Walks a JSON design with an explicit stack: depth, value count and size (string lengths in
 * UTF-8) bounded before any recursive code (the mappers, JSON.stringify) runs.
 */
export function checkJson(input: unknown): void {
  const stack: Array<{ value: unknown; depth: number }> = [{ value: input, depth: 0 }];
  let values = 0;
  let bytes = 0;
  while (stack.length > 0) {
    const { value, depth } = stack.pop() as { value: unknown; depth: number };
    if (++values > MAX_JSON_VALUES) throw tooLarge();
    if (typeof value === 'string') bytes += utf8Length(value) + 2;
    else bytes += 8;
    if (bytes > MAX_IMPORT_BYTES) throw tooLarge();
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_JSON_DEPTH) throw new ImportError('too_deep', { max: MAX_JSON_DEPTH });
    if (Array.isArray(value)) for (const child of value) stack.push({ value: child, depth: depth + 1 });
    else
      for (const [key, child] of Object.entries(value)) {
        bytes += key.length + 4;
        stack.push({ value: child, depth: depth + 1 });
      }
  }
}

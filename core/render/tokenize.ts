// A small HTML tokenizer (no DOM: runs in Node and the browser). It is only ever used to read
// untrusted HTML and re-emit what we allow, so a misread can drop content but never create markup.

export type Token =
  | { kind: 'text'; text: string }
  | { kind: 'start'; name: string; attrs: Array<[name: string, value: string]>; selfClosing: boolean }
  | { kind: 'end'; name: string };

/**
 * Work done by the tokenizer and the sanitisers' open-element stacks: one step per token read
 * and per stack operation. Tests read it to prove the walks linear without timing them.
 */
export const HTML_WORK = { steps: 0 };

/** Elements whose content is raw text up to their end tag, as browsers parse them. */
export const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext']);

/** Sticky patterns: each reads a whole run at once instead of testing character by character. */
const TAG_NAME = /[^\t\n\f\r />]*/y;
const ATTR_NAME = /[^\t\n\f\r />=]*/y;
const SPACES = /[\t\n\f\r ]*/y;
const SPACES_SLASHES = /[\t\n\f\r /]*/y;
const UNQUOTED = /[^\t\n\f\r >]*/y;

function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** Index just past the run `pattern` matches at `from`. */
function skip(pattern: RegExp, html: string, from: number): number {
  pattern.lastIndex = from;
  pattern.test(html);
  return pattern.lastIndex;
}

interface Cursor {
  at: number;
}

/** Reads attributes up to and including `>`; returns null when the tag never ends (browsers drop it). */
function readAttributes(html: string, cur: Cursor): { attrs: Array<[string, string]>; selfClosing: boolean } | null {
  const attrs: Array<[string, string]> = [];
  const n = html.length;
  let i = cur.at;
  for (;;) {
    i = skip(SPACES_SLASHES, html, i);
    if (i >= n) return null;
    if (html.charCodeAt(i) === 62 /* > */) {
      cur.at = i + 1;
      return { attrs, selfClosing: html.charCodeAt(i - 1) === 47 /* / */ };
    }
    // A name may start with `=` (HTML quirk); it runs to the next space, slash, `>` or `=`.
    let j = skip(ATTR_NAME, html, i + 1);
    const name = html.slice(i, j).toLowerCase();
    j = skip(SPACES, html, j);
    let value = '';
    if (html.charCodeAt(j) === 61 /* = */) {
      j = skip(SPACES, html, j + 1);
      const quote = html[j];
      if (quote === '"' || quote === "'") {
        const end = html.indexOf(quote, j + 1);
        if (end < 0) return null;
        value = html.slice(j + 1, end);
        j = end + 1;
      } else {
        const start = j;
        j = skip(UNQUOTED, html, j);
        value = html.slice(start, j);
      }
    }
    attrs.push([name, value]);
    i = j;
  }
}

/** Splits HTML into text, start and end tags. Comments, doctypes and processing instructions vanish. */
export function tokenize(html: string): Token[] {
  const tokens: Token[] = [];
  const rawEnds = new Map<string, RegExp>();
  const n = html.length;
  const cur: Cursor = { at: 0 };
  let textStart = 0;
  while (cur.at < n) {
    const lt = html.indexOf('<', cur.at);
    if (lt < 0) break;
    const next = html.charCodeAt(lt + 1);
    if (isLetter(next)) {
      const j = skip(TAG_NAME, html, lt + 2);
      const name = html.slice(lt + 1, j).toLowerCase();
      cur.at = j;
      const rest = readAttributes(html, cur);
      if (lt > textStart) tokens.push({ kind: 'text', text: html.slice(textStart, lt) });
      if (!rest) {
        textStart = cur.at = n;
        break;
      }
      tokens.push({ kind: 'start', name, attrs: rest.attrs, selfClosing: rest.selfClosing });
      textStart = cur.at;
      if (RAW_TEXT.has(name)) {
        const close = findRawEnd(html, name, cur.at, rawEnds);
        if (close > cur.at) tokens.push({ kind: 'text', text: html.slice(cur.at, close) });
        textStart = cur.at = close;
      }
    } else if (next === 47 /* / */ && isLetter(html.charCodeAt(lt + 2))) {
      const j = skip(TAG_NAME, html, lt + 3);
      const name = html.slice(lt + 2, j).toLowerCase();
      cur.at = j;
      const rest = readAttributes(html, cur);
      if (lt > textStart) tokens.push({ kind: 'text', text: html.slice(textStart, lt) });
      if (!rest) {
        textStart = cur.at = n;
        break;
      }
      tokens.push({ kind: 'end', name });
      textStart = cur.at;
    } else if (next === 33 /* ! */ || next === 63 /* ? */ || next === 47 /* / */) {
      if (lt > textStart) tokens.push({ kind: 'text', text: html.slice(textStart, lt) });
      let end: number;
      if (html.startsWith('<!--', lt)) {
        const close = html.indexOf('-->', lt + 4);
        end = close < 0 ? n : close + 3;
      } else {
        const close = html.indexOf('>', lt + 2);
        end = close < 0 ? n : close + 1;
      }
      textStart = cur.at = end;
    } else {
      // A lone `<` is text.
      cur.at = lt + 1;
    }
  }
  if (n > textStart) tokens.push({ kind: 'text', text: html.slice(textStart, n) });
  HTML_WORK.steps += tokens.length;
  return tokens;
}

/**
 * Where a raw-text element's end tag starts (or the end of the input). One case-insensitive
 * search from `from` on: lower-casing the whole input per element made many `<script>`s quadratic.
 */
function findRawEnd(html: string, name: string, from: number, cache: Map<string, RegExp>): number {
  let pattern = cache.get(name);
  if (!pattern) {
    pattern = new RegExp(`</${name}(?=[\\t\\n\\f\\r />]|$)`, 'gi');
    cache.set(name, pattern);
  }
  pattern.lastIndex = from;
  return pattern.exec(html)?.index ?? html.length;
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  deg: '°',
  times: '×',
  zwnj: '\u200c',
  zwj: '\u200d',
  shy: '\u00ad',
};

/** Decodes numeric and common named character references; unknown names stay as written. */
/**
 * The tokens of `html` outside every element in `dropWithContent`: such an element is skipped
 * with everything inside it (nested ones of the same name counted), so a sanitizer never sees
 * a script's text or an svg's children. A raw-text element's content arrives as the next text
 * token, so even a self-closing `<script/>` drops it.
 */
export function* tokensOutside(html: string, dropWithContent: ReadonlySet<string>): Generator<Token> {
  let skipName = '';
  let skipDepth = 0;
  for (const token of tokenize(html)) {
    if (skipDepth > 0) {
      if (token.kind === 'start' && token.name === skipName && !token.selfClosing) skipDepth++;
      else if (token.kind === 'end' && token.name === skipName) skipDepth--;
      continue;
    }
    if (token.kind === 'start' && dropWithContent.has(token.name)) {
      if (!token.selfClosing || RAW_TEXT.has(token.name)) {
        skipName = token.name;
        skipDepth = 1;
      }
      continue;
    }
    if (token.kind === 'end' && dropWithContent.has(token.name)) continue;
    yield token;
  }
}

export function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(#[xX][0-9a-fA-F]{1,6}|#\d{1,7}|[A-Za-z][A-Za-z0-9]{1,31});?/g, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
      return String.fromCodePoint(code);
    }
    const named = NAMED[ref.toLowerCase()];
    return named === undefined ? whole : named;
  });
}

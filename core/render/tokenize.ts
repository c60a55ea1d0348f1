// A small HTML tokenizer (no DOM: runs in Node and the browser). It is only ever used to read
// untrusted HTML and re-emit what we allow, so a misread can drop content but never create markup.

export type Token =
  | { kind: 'text'; text: string }
  | { kind: 'start'; name: string; attrs: Array<[name: string, value: string]>; selfClosing: boolean }
  | { kind: 'end'; name: string };

/**
 * Work done by the tokenizer and the sanitisers' open-element stacks: one step per `<` the
 * tokenizer looks at, per token handed out and per look-up or change of the open elements.
 * Tests read it to prove the walks linear without timing them.
 */
export const HTML_WORK = { steps: 0 };

/** Elements whose content is raw text up to their end tag, as browsers parse them. */
export const RAW_TEXT = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
]);

function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function isSpace(code: number): boolean {
  return code === 32 || code === 10 || code === 9 || code === 13 || code === 12;
}

interface Cursor {
  at: number;
}

/** Shared by every tag without attributes (most of them); never written to. */
const NO_ATTRIBUTES: Array<[string, string]> = [];

/**
 * Reads a tag's attributes from `from` up to and including `>`; returns the index just past it,
 * or -1 when the tag never ends (browsers drop it). With `attrs` null it only finds the end and
 * allocates nothing: a sanitiser that only measures nesting never asks for attributes, and an
 * unterminated tag's "attributes" can run to the end of the input.
 */
function readAttributes(html: string, from: number, attrs: Array<[string, string]> | null): number {
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

/** A start tag; its attributes are read from the input only when asked for. */
class StartToken {
  readonly kind = 'start' as const;
  #attrs: Array<[string, string]> | null = null;

  constructor(
    readonly name: string,
    readonly selfClosing: boolean,
    private readonly html: string,
    /** Where the attributes start, or -1 when the tag has none. */
    private readonly from: number,
  ) {}

  get attrs(): Array<[string, string]> {
    if (this.#attrs) return this.#attrs;
    if (this.from < 0) return NO_ATTRIBUTES;
    const attrs: Array<[string, string]> = [];
    readAttributes(this.html, this.from, attrs);
    this.#attrs = attrs.length > 0 ? attrs : NO_ATTRIBUTES;
    return this.#attrs;
  }
}

/** Index just past a tag name starting at `from` (it runs to a space, `/` or `>`). */
function tagNameEnd(html: string, from: number): number {
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
function tagName(html: string, from: number, to: number): string {
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

/**
 * Reads HTML one token at a time: text, start and end tags (comments, doctypes and processing
 * instructions vanish). Tokens are handed out as they are read, so a long input never holds
 * them all in memory at once (a materialised list promoted every token to the old generation).
 */
export class TokenStream {
  readonly #html: string;
  readonly #cur: Cursor = { at: 0 };
  readonly #rawEnds = new Map<string, RegExp>();
  #textStart = 0;
  #done = false;
  /** At most two tokens: text before a tag and the tag, or a raw-text element and its text. */
  readonly #queue: Token[] = [];
  #queued = 0;
  #head = 0;

  constructor(html: string) {
    this.#html = html;
  }

  next(): Token | null {
    while (this.#head >= this.#queued) {
      if (this.#done) return null;
      this.#queued = 0;
      this.#head = 0;
      this.#read();
    }
    HTML_WORK.steps++;
    return this.#queue[this.#head++] as Token;
  }

  #text(from: number, to: number): void {
    if (to > from) this.#queue[this.#queued++] = { kind: 'text', text: this.#html.slice(from, to) };
  }

  #finish(): void {
    this.#text(this.#textStart, this.#html.length);
    this.#done = true;
  }

  /** Reads up to the next tag (or the end), queueing what it found. */
  #read(): void {
    const html = this.#html;
    const cur = this.#cur;
    const n = html.length;
    while (cur.at < n) {
      const lt = html.indexOf('<', cur.at);
      if (lt < 0) break;
      HTML_WORK.steps++;
      const next = html.charCodeAt(lt + 1);
      const end = next === 47; /* / */
      if (isLetter(next) || (end && isLetter(html.charCodeAt(lt + 2)))) {
        const from = end ? lt + 2 : lt + 1;
        const j = tagNameEnd(html, from + 1);
        const name = tagName(html, from, j);
        const bare = html.charCodeAt(j) === 62; /* > */
        const after = bare ? j + 1 : readAttributes(html, j, null);
        this.#text(this.#textStart, lt);
        // A tag that never ends is dropped with everything after it, as browsers do.
        if (after < 0) {
          this.#textStart = cur.at = n;
          break;
        }
        this.#textStart = cur.at = after;
        if (end) {
          this.#queue[this.#queued++] = { kind: 'end', name };
          return;
        }
        const selfClosing = !bare && html.charCodeAt(after - 2) === 47; /* / */
        this.#queue[this.#queued++] = new StartToken(name, selfClosing, html, bare ? -1 : j);
        if (RAW_TEXT.has(name)) {
          const close = findRawEnd(html, name, cur.at, this.#rawEnds);
          this.#text(cur.at, close);
          this.#textStart = cur.at = close;
        }
        return;
      }
      if (next === 33 /* ! */ || next === 63 /* ? */ || end) {
        this.#text(this.#textStart, lt);
        let after: number;
        if (html.startsWith('<!--', lt)) {
          const close = html.indexOf('-->', lt + 4);
          after = close < 0 ? n : close + 3;
        } else {
          const close = html.indexOf('>', lt + 2);
          after = close < 0 ? n : close + 1;
        }
        this.#textStart = cur.at = after;
        if (this.#queued > 0) return;
      } else {
        // A lone `<` is text.
        cur.at = lt + 1;
      }
    }
    this.#finish();
  }
}

/** Every token of `html` at once (for short inputs and callers that look back). */
export function tokenize(html: string): Token[] {
  const tokens: Token[] = [];
  const stream = new TokenStream(html);
  for (let token = stream.next(); token; token = stream.next()) tokens.push(token);
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

/**
 * The tokens of `html` outside every element in `dropWithContent`: such an element is skipped
 * with everything inside it (nested ones of the same name counted), so a sanitizer never sees
 * a script's text or an svg's children. A raw-text element's content arrives as the next text
 * token, so even a self-closing `<script/>` drops it.
 */
export class TokensOutside {
  readonly #tokens: TokenStream;
  readonly #drop: ReadonlySet<string>;

  constructor(html: string, dropWithContent: ReadonlySet<string>) {
    this.#tokens = new TokenStream(html);
    this.#drop = dropWithContent;
  }

  next(): Token | null {
    for (let token = this.#tokens.next(); token; token = this.#tokens.next()) {
      if (token.kind === 'text' || !this.#drop.has(token.name)) return token;
      if (token.kind === 'start' && (!token.selfClosing || RAW_TEXT.has(token.name))) this.#skip(token.name);
    }
    return null;
  }

  /** Skips to the end tag that closes `name` (nested ones of the same name counted). */
  #skip(name: string): void {
    let depth = 1;
    for (let token = this.#tokens.next(); token; token = this.#tokens.next()) {
      if (token.kind === 'start' && token.name === name && !token.selfClosing) depth++;
      else if (token.kind === 'end' && token.name === name && --depth === 0) return;
    }
  }
}

/** Decodes numeric and common named character references; unknown names stay as written. */
export function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(#[xX][0-9a-fA-F]{1,6}|#\d{1,7}|[A-Za-z][A-Za-z0-9]{1,31});?/g, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
      return String.fromCodePoint(code);
    }
    const named = NAMED[ref.toLowerCase()];
    return named === undefined ? whole : named;
  });
}

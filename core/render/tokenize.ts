// A small HTML tokenizer (no DOM: runs in Node and the browser). It is only ever used to read
// untrusted HTML and re-emit what we allow, so a misread can drop content but never create markup.

import { isLetter, readAttributes, tagName, tagNameEnd } from './tag-scan';

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

interface Cursor {
  at: number;
}

/** Shared by every tag without attributes (most of them); never written to. */
const NO_ATTRIBUTES: Array<[string, string]> = [];

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

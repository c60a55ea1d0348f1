// The html block's sanitiser. Authors paste tables, inline styles, images and links; everything
// that could run code, load a page, restyle the whole email or close the layout around the block
// is removed. Output is canonical and balanced, and table parts only appear where a browser keeps
// them inside the block (a stray `<td>` or `</table>` would otherwise close the layout's cell).
import { isSafeUrl } from '../document/fields';
import { escapeAttr } from './escape';
import { decodeEntities, RAW_TEXT, tokensOutside } from './tokenize';

const FLOW =
  'div span p a strong b em i u s strike sub sup small big font center h1 h2 h3 h4 h5 h6 ul ol li blockquote pre code dl dt dd abbr cite q mark del ins section article header footer figure figcaption'.split(
    ' ',
  );
const VOID = new Set(['br', 'hr', 'img', 'wbr', 'col']);
const TABLE_PARTS = new Set(['table', 'caption', 'colgroup', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th']);
const ALLOWED = new Set([...FLOW, ...VOID, ...TABLE_PARTS]);
const SECTIONS = new Set(['thead', 'tbody', 'tfoot']);
/** Removed with everything inside them. */
const DROP_WITH_CONTENT = new Set([...RAW_TEXT, ...'svg math template object select head video audio canvas applet'.split(' ')]);
/** Where an element's content may go; a table row or section holds no text or inline content. */
const NO_FLOW = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'colgroup']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Start tags that close an open `<p>`, as browsers do. */
const CLOSES_P = new Set([
  ...HEADINGS,
  ...'p li dt dd div ul ol dl blockquote pre table hr center section article header footer figure figcaption'.split(' '),
]);
/** A generic end tag never reaches past these (browsers' "in scope" boundaries). */
const SCOPE = new Set(['td', 'th', 'table', 'caption']);
const TABLE_SCOPE = new Set(['table']);

const ATTRIBUTES = new Set(
  'align valign width height bgcolor border cellpadding cellspacing colspan rowspan role dir lang title alt color face size start type target'.split(
    ' ',
  ),
);
const NUMERIC = new Set(['width', 'height', 'border', 'cellpadding', 'cellspacing', 'colspan', 'rowspan', 'size', 'start']);
/** CSS that could load, run, escape or lift content over the layout around the block. */
const UNSAFE_CSS_VALUE = /[\\<>]|url\s*\(|expression|javascript|vbscript|@import|behaviou?r|binding/i;
const UNSAFE_CSS_PROPERTY = /^(?:position|behaviou?r|-moz-binding|z-index|content)$/;
const DATA_IMAGE = /^data:image\/[a-z0-9.+-]+[;,]/i;
const UNSAFE_TEXT = /[<>]|&(?!(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});)/g;
const TEXT_ESCAPES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;' };

const toTextEscape = (c: string): string => TEXT_ESCAPES[c] as string;

/** The declarations of an inline style that are safe, re-serialised; '' when none are. */
export function safeInlineStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of decodeEntities(style).split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!/^-?[a-z][a-z-]*$/.test(property) || UNSAFE_CSS_PROPERTY.test(property) || !value || UNSAFE_CSS_VALUE.test(value)) continue;
    // A negative margin would pull the block's content over the blocks around it.
    if (property.startsWith('margin') && value.includes('-')) continue;
    kept.push(`${property}:${value}`);
  }
  return kept.join(';');
}

function attributesOf(name: string, attrs: Array<[string, string]>): string {
  let out = '';
  const seen = new Set<string>();
  for (const [key, raw] of attrs) {
    if (seen.has(key)) continue;
    seen.add(key);
    const value = decodeEntities(raw).trim();
    let kept: string | null = null;
    if (key === 'style') kept = safeInlineStyle(raw) || null;
    else if (key === 'href' && name === 'a') kept = isSafeUrl(value) ? value : null;
    else if (key === 'src' && name === 'img') kept = isSafeUrl(value) || DATA_IMAGE.test(value) ? value : null;
    else if (ATTRIBUTES.has(key)) kept = NUMERIC.has(key) && !/^\d{1,4}%?$/.test(value) ? null : value;
    if (kept !== null) out += ` ${key}="${escapeAttr(kept)}"`;
  }
  return out;
}

interface Open {
  name: string;
  /** False for a dropped start tag: its end tag is dropped too. */
  emitted: boolean;
}

class Writer {
  out = '';
  readonly stack: Open[] = [];

  get top(): string {
    return this.stack.at(-1)?.name ?? '';
  }

  open(name: string, attrs = ''): void {
    this.out += `<${name}${attrs}>`;
    if (!VOID.has(name)) this.stack.push({ name, emitted: true });
  }

  /** Closes every element above `index`. */
  closeTo(index: number): void {
    while (this.stack.length > Math.max(0, index)) {
      const top = this.stack.pop() as Open;
      if (top.emitted) this.out += `</${top.name}>`;
    }
  }

  /** The innermost open `name`, or -1 (also when an element of `stopAt` comes first). */
  lastOpen(name: string, stopAt?: Set<string>): number {
    for (let i = this.stack.length - 1; i >= 0; i--) {
      const open = (this.stack[i] as Open).name;
      if (open === name) return i;
      if (stopAt?.has(open)) return -1;
    }
    return -1;
  }

  /** Makes room for text or inline content: inside a table that means a cell. */
  ensureFlow(): void {
    if (!NO_FLOW.has(this.top)) return;
    if (this.top !== 'tr') this.ensureRow();
    this.open('td');
  }

  ensureRow(): void {
    if (this.top === 'colgroup') this.closeTo(this.stack.length - 1);
    if (this.top === 'table' || SECTIONS.has(this.top)) this.open('tr');
  }
}

/** A table part goes where a browser keeps it; without an open table of ours it is dropped. */
function openTablePart(w: Writer, name: string, attrs: string): boolean {
  const table = w.lastOpen('table');
  if (table < 0) return false;
  if (name === 'td' || name === 'th') {
    const row = w.lastOpen('tr', TABLE_SCOPE);
    if (row >= 0) w.closeTo(row + 1);
    else {
      const section = Math.max(...[...SECTIONS].map((s) => w.lastOpen(s, TABLE_SCOPE)));
      w.closeTo((section >= 0 ? section : table) + 1);
      w.ensureRow();
    }
  } else if (name === 'tr') {
    const section = Math.max(...[...SECTIONS].map((s) => w.lastOpen(s, TABLE_SCOPE)));
    w.closeTo((section >= 0 ? section : table) + 1);
  } else if (name === 'col') {
    if (w.top !== 'colgroup') w.closeTo(table + 1);
  } else w.closeTo(table + 1);
  w.open(name, attrs);
  return true;
}

function openElement(w: Writer, name: string, attrs: Array<[string, string]>): void {
  const attributes = attributesOf(name, attrs);
  if (TABLE_PARTS.has(name) && name !== 'table') {
    // Outside a table of ours the tag is dropped; its end tag then finds nothing to close.
    openTablePart(w, name, attributes);
    return;
  }
  if (name === 'col') {
    if (w.lastOpen('table') >= 0) openTablePart(w, name, attributes);
    return;
  }
  w.ensureFlow();
  if (CLOSES_P.has(name)) {
    const p = w.lastOpen('p', SCOPE);
    if (p >= 0) w.closeTo(p);
  }
  if (HEADINGS.has(w.top) && HEADINGS.has(name)) w.closeTo(w.stack.length - 1);
  if (name === 'li' || name === 'dt' || name === 'dd') {
    const stop = name === 'li' ? new Set([...SCOPE, 'ul', 'ol']) : new Set([...SCOPE, 'dl']);
    const sibling = Math.max(...(name === 'li' ? ['li'] : ['dt', 'dd']).map((n) => w.lastOpen(n, stop)));
    if (sibling >= 0) w.closeTo(sibling);
  }
  // A link inside a link is not allowed; the inner one's text stays.
  if (name === 'a' && w.lastOpen('a', SCOPE) >= 0) {
    w.stack.push({ name, emitted: false });
    return;
  }
  if (name === 'a' && !attributes.includes(' href="')) {
    w.stack.push({ name, emitted: false });
    return;
  }
  w.open(name, attributes);
}

function closeElement(w: Writer, name: string): void {
  const stopAt = name === 'table' ? undefined : TABLE_PARTS.has(name) ? TABLE_SCOPE : SCOPE;
  const index = w.lastOpen(name, stopAt);
  if (index >= 0) w.closeTo(index);
}

/**
 * Sanitises the html block: allowed elements and attributes in canonical form, unknown tags
 * dropped (their text kept), scripts, styles, frames, forms and the like removed with their
 * content, every tag balanced.
 */
export function sanitizeBlockHtml(html: string): string {
  const w = new Writer();
  for (const token of tokensOutside(html, DROP_WITH_CONTENT)) {
    if (token.kind === 'text') {
      // Whitespace between table parts is fine; anything else inside a row needs a cell.
      if (/\S/.test(token.text)) w.ensureFlow();
      w.out += token.text.replace(UNSAFE_TEXT, toTextEscape);
      continue;
    }
    const { name } = token;
    if (token.kind === 'start') {
      if (ALLOWED.has(name)) openElement(w, name, token.attrs);
      continue;
    }
    if (ALLOWED.has(name) && !VOID.has(name)) closeElement(w, name);
  }
  w.closeTo(0);
  return w.out;
}

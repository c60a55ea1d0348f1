// The html block's sanitiser. Authors paste tables, inline styles, images and links; everything
// that could run code, load a page, restyle the whole email or close the layout around the block
// is removed. Output is canonical and balanced, and table parts only appear where a browser keeps
// them inside the block (a stray `<td>` or `</table>` would otherwise close the layout's cell).
import { isSafeUrl } from '../document/fields';
import { escapeAttr } from './escape';
import { type BoxLimits, boxLimits, MAX_CONTENT_WIDTH, safeInlineStyle, safeSizeAttribute } from './html-css';
import { OpenElements, type Output, type StopSet, stopSet } from './open-elements';
import { decodeEntities, RAW_TEXT, TokensOutside } from './tokenize';

export { safeInlineStyle } from './html-css';

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
const SCOPE_NAMES = ['td', 'th', 'table', 'caption'];
const SCOPE = stopSet(SCOPE_NAMES);
const TABLE_SCOPE = stopSet(['table']);

const ATTRIBUTES = new Set(
  'align valign width height bgcolor border cellpadding cellspacing colspan rowspan role dir lang title alt color face size start type target'.split(
    ' ',
  ),
);
const NUMERIC = new Set(['colspan', 'rowspan', 'size', 'start']);
/** Sizes bounded by the block's content width (html-css.ts). */
const SIZES = new Set(['width', 'height', 'border', 'cellpadding', 'cellspacing']);
const DATA_IMAGE = /^data:image\/[a-z0-9.+-]+[;,]/i;
const UNSAFE_TEXT = /[<>]|&(?!(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});)/g;
const TEXT_ESCAPES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;' };

const toTextEscape = (c: string): string => TEXT_ESCAPES[c] as string;

function attributesOf(name: string, attrs: Array<[string, string]>, box: BoxLimits): string {
  let out = '';
  const seen = new Set<string>();
  for (const [key, raw] of attrs) {
    if (seen.has(key)) continue;
    seen.add(key);
    const value = decodeEntities(raw).trim();
    let kept: string | null = null;
    if (key === 'style') kept = safeInlineStyle(raw, box) || null;
    else if (key === 'href' && name === 'a') kept = isSafeUrl(value) ? value : null;
    else if (key === 'src' && name === 'img') kept = isSafeUrl(value) || DATA_IMAGE.test(value) ? value : null;
    else if (SIZES.has(key)) kept = safeSizeAttribute(key, value, box);
    else if (ATTRIBUTES.has(key)) kept = NUMERIC.has(key) && !/^\d{1,4}%?$/.test(value) ? null : value;
    if (kept !== null) out += ` ${key}="${escapeAttr(kept)}"`;
  }
  return out;
}

class Writer {
  readonly open = new OpenElements();
  /** A start tag found no room under the cap (refuse mode stops there). */
  tooDeep = false;

  /** Null when only the nesting is measured (saving an html block): no attributes, no output. */
  constructor(
    readonly box: BoxLimits,
    readonly out: Output | null,
  ) {}

  get top(): string {
    return this.open.top;
  }

  push(name: string, attrs = ''): void {
    this.out?.push(attrs ? `<${name}${attrs}>` : this.open.startTag(name));
    if (!VOID.has(name)) this.open.push(name, true);
  }

  /** Closes every element at `index` and above. */
  closeTo(index: number): void {
    this.open.closeTo(index, this.out);
  }

  lastOpen(name: string, stopAt?: StopSet): number {
    return this.open.lastOpen(name, stopAt);
  }

  /** Elements that opening `name` here adds: a row and cell first when the top holds no content, and room for a table's own section, row and cell. */
  cost(name: string): number {
    if (TABLE_PARTS.has(name) && name !== 'table') return 0;
    const cell = NO_FLOW.has(this.top) ? (this.top === 'tr' ? 1 : 2) : 0;
    return cell + (VOID.has(name) ? 0 : name === 'table' ? 4 : 1);
  }

  /** Makes room for text or inline content: inside a table that means a cell. */
  ensureFlow(): void {
    if (!NO_FLOW.has(this.top)) return;
    if (this.top !== 'tr') this.ensureRow();
    this.push('td');
  }

  ensureRow(): void {
    if (this.top === 'colgroup') this.closeTo(this.open.depth - 1);
    if (this.top === 'table' || SECTIONS.has(this.top)) this.push('tr');
  }
}

const SECTION_NAMES = [...SECTIONS];
const LI_STOP = stopSet([...SCOPE_NAMES, 'ul', 'ol']);
const DD_STOP = stopSet([...SCOPE_NAMES, 'dl']);

/** The innermost open table section, or -1. */
function lastSection(w: Writer): number {
  let last = -1;
  for (const section of SECTION_NAMES) last = Math.max(last, w.lastOpen(section, TABLE_SCOPE));
  return last;
}

/**
 * A table part goes where a browser keeps it; without an open table of ours it is dropped. It
 * first closes back to its table, section or row, whose room under the cap the table reserved.
 */
function openTablePart(w: Writer, name: string, attrs: string): boolean {
  const table = w.lastOpen('table');
  if (table < 0) return false;
  if (name === 'td' || name === 'th') {
    const row = w.lastOpen('tr', TABLE_SCOPE);
    if (row >= 0) w.closeTo(row + 1);
    else {
      const section = lastSection(w);
      w.closeTo((section >= 0 ? section : table) + 1);
      w.ensureRow();
    }
  } else if (name === 'tr') {
    const section = lastSection(w);
    w.closeTo((section >= 0 ? section : table) + 1);
  } else if (name === 'col') {
    if (w.top !== 'colgroup') w.closeTo(table + 1);
  } else w.closeTo(table + 1);
  w.push(name, attrs);
  return true;
}

function openElement(w: Writer, name: string, attrs: Array<[string, string]>): void {
  // The cap first: nothing else is looked at for a tag that has no room.
  if (!w.open.hasRoom(w.cost(name))) {
    w.tooDeep = true;
    return;
  }
  const attributes = w.out ? attributesOf(name, attrs, w.box) : '';
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
  if (HEADINGS.has(w.top) && HEADINGS.has(name)) w.closeTo(w.open.depth - 1);
  if (name === 'li' || name === 'dt' || name === 'dd') {
    const stop = name === 'li' ? LI_STOP : DD_STOP;
    const sibling = name === 'li' ? w.lastOpen('li', stop) : Math.max(w.lastOpen('dt', stop), w.lastOpen('dd', stop));
    if (sibling >= 0) w.closeTo(sibling);
  }
  // A link inside a link is not allowed (the inner one's text stays), nor one without a safe href.
  if (name === 'a' && (w.lastOpen('a', SCOPE) >= 0 || (w.out && !attributes.includes(' href="')))) {
    w.open.push(name, false);
    return;
  }
  w.push(name, attributes);
}

function closeElement(w: Writer, name: string): void {
  const stopAt = name === 'table' ? undefined : TABLE_PARTS.has(name) ? TABLE_SCOPE : SCOPE;
  const index = w.lastOpen(name, stopAt);
  if (index >= 0) w.closeTo(index);
}

function sanitizeBlock(html: string, box: BoxLimits, refuse: boolean, write: boolean): string | null {
  const w = new Writer(box, write ? [] : null);
  const tokens = new TokensOutside(html, DROP_WITH_CONTENT);
  for (let token = tokens.next(); token; token = tokens.next()) {
    if (token.kind === 'text') {
      // Whitespace between table parts is fine; anything else inside a row needs a cell.
      if (/\S/.test(token.text)) w.ensureFlow();
      if (w.out) w.out.push(token.text.replace(UNSAFE_TEXT, toTextEscape));
      continue;
    }
    const { name } = token;
    if (token.kind === 'start') {
      if (ALLOWED.has(name)) openElement(w, name, token.attrs);
      if (w.tooDeep && refuse) return null;
      w.tooDeep = false;
      continue;
    }
    if (ALLOWED.has(name) && !VOID.has(name)) closeElement(w, name);
  }
  w.closeTo(0);
  return w.out ? w.out.join('') : '';
}

/**
 * Sanitises the html block: allowed elements and attributes in canonical form, unknown tags
 * dropped (their text kept), scripts, styles, frames, forms and the like removed with their
 * content, every tag balanced, at most `HTML_LIMITS.maxDepth` elements open at once (a start tag
 * past the cap is dropped, its text kept), and no box wider than `contentWidth` (see css-box.ts).
 */
export function sanitizeBlockHtml(html: string, contentWidth: number = MAX_CONTENT_WIDTH): string {
  return sanitizeBlock(html, boxLimits(contentWidth), false, true) as string;
}

/** Whether the html block's markup nests deeper than the cap (what saving refuses). */
export function blockHtmlTooDeep(html: string): boolean {
  return sanitizeBlock(html, boxLimits(MAX_CONTENT_WIDTH), true, false) === null;
}

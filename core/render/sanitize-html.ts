// The html block's sanitiser. Authors paste tables, inline styles, images and links; everything
// that could run code, load a page, restyle the whole email or close the layout around the block
// is removed. Output is canonical and balanced, and table parts only appear where a browser keeps
// them inside the block (a stray `<td>` or `</table>` would otherwise close the layout's cell).

import { isSafeUrl } from '../document/fields';
import { decodeEntities } from './entities';
import { escapeAttr } from './escape';
import { type BoxLimits, boxLimits, MAX_CONTENT_WIDTH, safeInlineStyle, safeSizeAttribute } from './html-css';
import { EL as ELEMENTS, KIND_BY_ID as KINDS, type Kind, kindOf as kindOfName } from './html-elements';
import { memoizeText } from './memo';
import { OpenElements, type Output, type StopSet, startTag as startTagOf } from './open-elements';
import { RAW_TEXT, TokensOutside } from './tokenize';

export { safeInlineStyle } from './html-css';

// Imported bindings read once: run through a CommonJS transform (tsx, as the server runs), every
// read of an imported binding is a getter call, and these are read several times per tag.
const EL = ELEMENTS;
const KIND_BY_ID = KINDS;
const kindOf = kindOfName;
const startTag = startTagOf;

/** Removed with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  ...RAW_TEXT,
  ...'svg math template object select head video audio canvas applet'.split(' '),
]);
/** A generic end tag never reaches past these (browsers' "in scope" boundaries). */
const SCOPE = [EL.td, EL.th, EL.table, EL.caption];
const TABLE_SCOPE = [EL.table];
const LI_STOP = [...SCOPE, EL.ul, EL.ol];
const DD_STOP = [...SCOPE, EL.dl];

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

  /** The innermost open element's kind (undefined when none is open). */
  get top(): Kind | undefined {
    return KIND_BY_ID[this.open.top];
  }

  push(kind: Kind, attrs = ''): void {
    this.out?.push(attrs ? `<${kind.name}${attrs}>` : startTag(kind.id));
    if (!kind.void) this.open.push(kind.id, true);
  }

  /** Closes every element at `index` and above. */
  closeTo(index: number): void {
    this.open.closeTo(index, this.out);
  }

  lastOpen(id: number, stopAt?: StopSet): number {
    return this.open.lastOpen(id, stopAt);
  }

  /** Elements that opening `kind` here adds: a row and cell first when the top holds no content, and room for a table's own section, row and cell. */
  cost(kind: Kind): number {
    if (kind.tablePart) return 0;
    const top = this.top;
    const cell = top?.noFlow ? (top.id === EL.tr ? 1 : 2) : 0;
    return cell + (kind.void ? 0 : kind.id === EL.table ? 4 : 1);
  }

  /** Makes room for text or inline content: inside a table that means a cell. */
  ensureFlow(): void {
    const top = this.top;
    if (!top?.noFlow) return;
    if (top.id !== EL.tr) this.ensureRow();
    this.push(TD);
  }

  ensureRow(): void {
    if (this.open.top === EL.colgroup) this.closeTo(this.open.depth - 1);
    const top = this.top;
    if (top && (top.id === EL.table || top.section)) this.push(TR);
  }
}

const TD = KIND_BY_ID[EL.td] as Kind;
const TR = KIND_BY_ID[EL.tr] as Kind;

/** The innermost open table section, or -1. */
function lastSection(w: Writer): number {
  return Math.max(
    w.lastOpen(EL.thead, TABLE_SCOPE),
    w.lastOpen(EL.tbody, TABLE_SCOPE),
    w.lastOpen(EL.tfoot, TABLE_SCOPE),
  );
}

/**
 * A table part goes where a browser keeps it; without an open table of ours it is dropped. It
 * first closes back to its table, section or row, whose room under the cap the table reserved.
 */
function openTablePart(w: Writer, kind: Kind, attrs: string): boolean {
  const table = w.lastOpen(EL.table);
  if (table < 0) return false;
  const { id } = kind;
  if (id === EL.td || id === EL.th) {
    const row = w.lastOpen(EL.tr, TABLE_SCOPE);
    if (row >= 0) w.closeTo(row + 1);
    else {
      const section = lastSection(w);
      w.closeTo((section >= 0 ? section : table) + 1);
      w.ensureRow();
    }
  } else if (id === EL.tr) {
    const section = lastSection(w);
    w.closeTo((section >= 0 ? section : table) + 1);
  } else if (id === EL.col) {
    if (w.open.top !== EL.colgroup) w.closeTo(table + 1);
  } else w.closeTo(table + 1);
  w.push(kind, attrs);
  return true;
}

function openElement(w: Writer, kind: Kind, attrs: Array<[string, string]>): void {
  // The cap first: nothing else is looked at for a tag that has no room.
  if (!w.open.hasRoom(w.cost(kind))) {
    w.tooDeep = true;
    return;
  }
  const { id } = kind;
  const attributes = w.out ? attributesOf(kind.name, attrs, w.box) : '';
  if (kind.tablePart) {
    // Outside a table of ours the tag is dropped; its end tag then finds nothing to close.
    openTablePart(w, kind, attributes);
    return;
  }
  if (id === EL.col) {
    if (w.lastOpen(EL.table) >= 0) openTablePart(w, kind, attributes);
    return;
  }
  w.ensureFlow();
  if (kind.closesP) {
    const p = w.lastOpen(EL.p, SCOPE);
    if (p >= 0) w.closeTo(p);
  }
  if (kind.heading) {
    // A heading closes the heading it would sit in, as a browser's parser does. A dropped link
    // between them is not written, so it cannot keep them apart: the output must parse the same.
    const at = w.open.innermostWritten();
    if (at >= 0 && KIND_BY_ID[w.open.idAt(at)]?.heading) w.closeTo(at);
  }
  if (id === EL.li) {
    const sibling = w.lastOpen(EL.li, LI_STOP);
    if (sibling >= 0) w.closeTo(sibling);
  } else if (id === EL.dt || id === EL.dd) {
    const sibling = Math.max(w.lastOpen(EL.dt, DD_STOP), w.lastOpen(EL.dd, DD_STOP));
    if (sibling >= 0) w.closeTo(sibling);
  }
  // A link inside a link is not allowed (the inner one's text stays), nor one without a safe href.
  if (id === EL.a && (w.lastOpen(EL.a, SCOPE) >= 0 || (w.out && !attributes.includes(' href="')))) {
    w.open.push(id, false);
    return;
  }
  w.push(kind, attributes);
}

function closeElement(w: Writer, kind: Kind): void {
  const stopAt = kind.id === EL.table ? undefined : kind.tablePart ? TABLE_SCOPE : SCOPE;
  const index = w.lastOpen(kind.id, stopAt);
  if (index >= 0) w.closeTo(index);
}

const NOT_SPACE = /\S/;

function sanitizeBlock(html: string, box: BoxLimits, refuse: boolean, write: boolean): string | null {
  const w = new Writer(box, write ? [] : null);
  const tokens = new TokensOutside(html, DROP_WITH_CONTENT);
  for (let token = tokens.next(); token; token = tokens.next()) {
    if (token.kind === 'text') {
      // Whitespace between table parts is fine; anything else inside a row needs a cell.
      if (w.top?.noFlow && NOT_SPACE.test(token.text)) w.ensureFlow();
      if (w.out) w.out.push(token.text.replace(UNSAFE_TEXT, toTextEscape));
      continue;
    }
    const kind = kindOf(token.name);
    if (!kind) continue;
    if (token.kind === 'start') {
      openElement(w, kind, token.attrs);
      if (w.tooDeep && refuse) return null;
      w.tooDeep = false;
      continue;
    }
    if (!kind.void) closeElement(w, kind);
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
  return keptBlockHtml(html, contentWidth);
}

/** `sanitizeBlockHtml` kept by markup and width (core/render/memo.ts). */
const keptBlockHtml = memoizeText((html, width) => sanitizeBlock(html, boxLimits(width), false, true) as string);

/** Whether the html block's markup nests deeper than the cap (what saving refuses). */
export function blockHtmlTooDeep(html: string): boolean {
  return sanitizeBlock(html, boxLimits(MAX_CONTENT_WIDTH), true, false) === null;
}

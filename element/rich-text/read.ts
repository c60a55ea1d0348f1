// Reading the DOM into the model: the canvas's editable text, or pasted HTML (Google Docs, Word,
// web pages), keeping only what the text allow-list can say, and where each node sits.
import { isSafeUrl } from '../../core/document/fields';
import { type Block, blockLength, type Doc, type ListKind, type Marks, normalizeRuns, type Positions } from './model';

const SKIP = new Set([
  'SCRIPT',
  'STYLE',
  'HEAD',
  'TITLE',
  'META',
  'LINK',
  'TEMPLATE',
  'SVG',
  'MATH',
  'IMG',
  'PICTURE',
  'VIDEO',
  'AUDIO',
  'CANVAS',
  'OBJECT',
  'IFRAME',
  'INPUT',
  'SELECT',
  'TEXTAREA',
  'BUTTON',
  'NOSCRIPT',
]);
const BLOCKS = new Set([
  'P',
  'DIV',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'BLOCKQUOTE',
  'PRE',
  'SECTION',
  'ARTICLE',
  'HEADER',
  'FOOTER',
  'LI',
  'TR',
  'TD',
  'TH',
  'DT',
  'DD',
  'TABLE',
  'UL',
  'OL',
]);
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*([\d.]+)\s*)?\)$/i;

/** A CSS colour as #hex (what the allow-list keeps), or undefined. */
export function toHex(value: string): string | undefined {
  const v = value.replace(/!important/i, '').trim();
  if (HEX.test(v)) return v.toLowerCase();
  const m = RGB.exec(v);
  if (!m || (m[4] !== undefined && Number(m[4]) === 0)) return undefined;
  return `#${[m[1], m[2], m[3]].map((n) => Math.min(255, Number(n)).toString(16).padStart(2, '0')).join('')}`;
}

export interface ReadOptions {
  /**
   * Pasted HTML: whitespace collapses as a browser shows it, and only bold, italic, links,
   * paragraphs and lists are kept (Word's and Google Docs' fonts, colours and sizes are dropped).
   */
  paste?: boolean;
}

const WORD_ORDERED = /^\s*(?:\d+|[a-z]|[ivxlc]+)[.)]/i;

/** Reads editable or pasted DOM into the model, recording where each node sits. */
export function readDom(root: Node, options: ReadOptions = {}): { doc: Doc; positions: Positions } {
  const paste = options.paste ?? false;
  const doc: Doc = [];
  const positions: Positions = { start: new Map(), end: new Map() };
  let current: Block | null = null;
  let offset = 0;
  const lists: ListKind[] = [];

  /** Blocks that held a `<br>`: empty, they are an empty line on purpose. */
  const blankLines = new Set<Block>();
  /** The last thing read was this `<br>`: if the block ends here, it only held the line open. */
  let lastBr: Node | null = null;

  /** The model's length while no block is open, kept as blocks close (summing them per block was quadratic in a long paste). */
  let closedLength = 0;
  let blockStart = 0;
  const open = (list: ListKind | null): Block => {
    offset = doc.length ? closedLength + 1 : 0;
    blockStart = offset;
    const block: Block = { list, runs: [] };
    doc.push(block);
    current = block;
    return block;
  };
  /** Ends the current block so the next inline content starts a new one. */
  const close = (): void => {
    const block = current;
    if (!block) return;
    if (paste) trimBlock(block);
    const last = block.runs.at(-1);
    // A `<br>` that ends a block only holds its line open (contenteditable puts one in every empty block).
    if (last?.text.endsWith('\n')) {
      last.text = last.text.slice(0, -1);
      if (lastBr) positions.end.set(lastBr, positions.start.get(lastBr) ?? 0);
    }
    offset = blockStart + blockLength(block);
    closedLength = offset;
    current = null;
    lastBr = null;
  };
  const text = (value: string, marks: Marks): void => {
    const block = current ?? open(lists.at(-1) ?? null);
    block.runs.push({ text: value, marks: { ...marks } });
    offset += value.length;
    lastBr = null;
  };

  const walk = (node: Node, marks: Marks): void => {
    if (node.nodeType === Node.TEXT_NODE) {
      let value = (node as Text).data;
      if (paste) {
        // As a browser shows it: runs of whitespace are one space, none at a line's start.
        value = value.replace(/[\t\n\r ]+/g, ' ');
        if (!current || endsWithSpace(current)) value = value.replace(/^ /, '');
      } else if (!value.trim() && isBetweenBlocks(node)) return;
      if (!value) return;
      positions.start.set(node, offset);
      text(value, marks);
      positions.end.set(node, offset);
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const el = node as Element;
    const tag = el.tagName.toUpperCase();
    if (SKIP.has(tag)) return;
    const style = el.getAttribute('style') ?? '';
    // Word's list bullets and numbers are text inside `mso-list:Ignore` spans: drop them.
    if (paste && /mso-list\s*:\s*ignore/i.test(style)) return;
    if (tag === 'BR') {
      const last = current?.runs.at(-1);
      if (paste && last) last.text = last.text.replace(/ +$/, '');
      positions.start.set(node, offset);
      text('\n', marks);
      positions.end.set(node, offset);
      lastBr = node;
      if (current) blankLines.add(current);
      return;
    }
    const next = elementMarks(el, tag, style, marks, paste);
    const isList = tag === 'UL' || tag === 'OL';
    const wordItem = paste && /mso-list\s*:/i.test(style) && tag === 'P' ? wordListKind(el) : null;
    const isBlock = BLOCKS.has(tag) || wordItem !== null;
    if (isList) lists.push(tag === 'OL' ? 'ol' : 'ul');
    if (isBlock) {
      close();
      if (!isList) open(wordItem ?? (tag === 'LI' ? (lists.at(-1) ?? 'ul') : (lists.at(-1) ?? null)));
    }
    positions.start.set(node, offset);
    for (const child of el.childNodes) walk(child, next);
    if (isList) lists.pop();
    if (isBlock) close();
    positions.end.set(node, offset);
  };

  // The root itself is a container, never a block of its own.
  positions.start.set(root, 0);
  for (const child of root.childNodes) walk(child, {});
  close();
  positions.end.set(root, offset);
  for (const block of doc) block.runs = normalizeRuns(block.runs);
  // Wrappers (a `<div>` around paragraphs, an `<li>` around a `<p>`) leave empty blocks behind in
  // paste; an empty line the author made (a `<br>` on its own) stays.
  const kept = paste ? doc.filter((block) => blockLength(block) > 0 || blankLines.has(block)) : doc;
  return { doc: kept.length ? kept : [{ list: null, runs: [] }], positions };
}

function endsWithSpace(block: Block): boolean {
  const last = block.runs.at(-1);
  return !last || /[ \n]$/.test(last.text);
}

function trimBlock(block: Block): void {
  const first = block.runs[0];
  if (first) first.text = first.text.replace(/^ +/, '');
  const last = block.runs.at(-1);
  if (last) last.text = last.text.replace(/ +$/, '');
}

/** Whitespace between block elements (source formatting) is not text. */
function isBetweenBlocks(node: Node): boolean {
  const isBlockNode = (n: Node | null) =>
    !!n && n.nodeType === Node.ELEMENT_NODE && BLOCKS.has((n as Element).tagName.toUpperCase());
  const parent = node.parentNode;
  return (
    isBlockNode(node.previousSibling) ||
    isBlockNode(node.nextSibling) ||
    (!!parent && /^(UL|OL|TABLE|TBODY|TR)$/i.test(parent.nodeName))
  );
}

/** A Word list paragraph is numbered when its (ignored) marker is a number or letter. */
function wordListKind(el: Element): ListKind {
  const marker = el.querySelector('[style*="mso-list"]')?.textContent ?? '';
  return WORD_ORDERED.test(marker) ? 'ol' : 'ul';
}

function cssDeclarations(style: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of style.split(';')) {
    const colon = part.indexOf(':');
    if (colon > 0)
      out.set(
        part.slice(0, colon).trim().toLowerCase(),
        part
          .slice(colon + 1)
          .trim()
          .toLowerCase(),
      );
  }
  return out;
}

/** The marks inside `el`: its tag, and in pasted HTML its inline font styles (Google Docs uses only those). */
function elementMarks(el: Element, tag: string, style: string, outer: Marks, paste: boolean): Marks {
  const marks: Marks = { ...outer };
  if (tag === 'B' || tag === 'STRONG') marks.b = true;
  else if (tag === 'I' || tag === 'EM') marks.i = true;
  else if (tag === 'A') {
    const href = (el.getAttribute('href') ?? '').trim();
    if (href && isSafeUrl(href)) {
      marks.href = href;
      delete marks.blank;
      if (!paste && (el.getAttribute('target') ?? '').toLowerCase() === '_blank') marks.blank = true;
    }
  } else if (!paste) {
    if (tag === 'U') marks.u = true;
    else if (tag === 'S' || tag === 'STRIKE' || tag === 'DEL') marks.s = true;
    else if (tag === 'SUP') {
      marks.sup = true;
      delete marks.sub;
    } else if (tag === 'SUB') {
      marks.sub = true;
      delete marks.sup;
    } else if (tag === 'SPAN' && style) {
      const css = cssDeclarations(style);
      const color = toHex(css.get('color') ?? '');
      const bg = toHex(css.get('background-color') ?? css.get('background') ?? '');
      if (color) marks.color = color;
      if (bg) marks.bg = bg;
    }
  }
  if (paste && style) {
    const css = cssDeclarations(style);
    const weight = css.get('font-weight');
    if (weight) {
      if (weight === 'bold' || weight === 'bolder' || Number(weight) >= 600) marks.b = true;
      else delete marks.b;
    }
    const fontStyle = css.get('font-style');
    if (fontStyle === 'italic' || fontStyle === 'oblique') marks.i = true;
    else if (fontStyle === 'normal') delete marks.i;
  }
  // Headings in pasted pages are bold by their nature, not by a mark: they become plain paragraphs.
  return marks;
}

// The rich-text editor's own small model: a flat list of blocks (paragraphs and list items), each
// a list of text runs with marks. It is read from the DOM (the canvas's editable text or pasted
// HTML), edited by pure functions (commands.ts) and written back as exactly the renderer's text
// allow-list (core/render/sanitize.ts). Positions are character offsets: each block boundary
// counts as one character, a line break (`<br>`) is a `\n` inside a run.
import { isSafeUrl } from '../../core/document/fields';

export interface Marks {
  b?: true;
  i?: true;
  u?: true;
  s?: true;
  sup?: true;
  sub?: true;
  /** Text colour, #hex. */
  color?: string;
  /** Highlight (background colour), #hex. */
  bg?: string;
  href?: string;
  /** Opens in a new tab (`target="_blank" rel="noopener"`). */
  blank?: true;
}

export interface Run {
  text: string;
  marks: Marks;
}

export type ListKind = 'ul' | 'ol';

export interface Block {
  list: ListKind | null;
  runs: Run[];
}

export type Doc = Block[];

/** A selection as offsets into the model (start ≤ end). */
export interface Sel {
  start: number;
  end: number;
}

/** Where each DOM node of the source starts and ends in the model, for mapping selections. */
export interface Positions {
  start: Map<Node, number>;
  end: Map<Node, number>;
}

export const blockLength = (block: Block): number => block.runs.reduce((n, run) => n + run.text.length, 0);

export const docLength = (doc: Doc): number => doc.reduce((n, block, i) => n + blockLength(block) + (i > 0 ? 1 : 0), 0);

export function sameMarks(a: Marks, b: Marks): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof Marks>;
  for (const key of keys) if (a[key] !== b[key]) return false;
  return true;
}

/** Joins neighbouring runs with the same marks and drops empty ones. */
export function normalizeRuns(runs: Run[]): Run[] {
  const out: Run[] = [];
  for (const run of runs) {
    if (!run.text) continue;
    const last = out.at(-1);
    if (last && sameMarks(last.marks, run.marks)) last.text += run.text;
    else out.push({ text: run.text, marks: { ...run.marks } });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Reading: DOM → model

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

  const open = (list: ListKind | null): Block => {
    offset = doc.length ? docLength(doc) + 1 : 0;
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
    offset = docLength(doc);
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
  const isBlockNode = (n: Node | null) => !!n && n.nodeType === Node.ELEMENT_NODE && BLOCKS.has((n as Element).tagName.toUpperCase());
  const parent = node.parentNode;
  return (
    isBlockNode(node.previousSibling) || isBlockNode(node.nextSibling) || (!!parent && /^(UL|OL|TABLE|TBODY|TR)$/i.test(parent.nodeName))
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

// ---------------------------------------------------------------------------------------------
// Writing: model → the allow-list's canonical HTML

const escapeText = (text: string) =>
  text.replace(/[&<>\u00a0]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&nbsp;'));
const escapeAttr = (text: string) =>
  text.replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'));

interface Level {
  key(marks: Marks): string;
  open(marks: Marks): string;
  close: (marks: Marks) => string;
}

/** Outermost first: links stay whole around differently styled words, spans hold both colours. */
const LEVELS: Level[] = [
  {
    key: (m) => (m.href ? `${m.href}\u0000${m.blank ? 1 : 0}` : ''),
    open: (m) => `<a href="${escapeAttr(m.href ?? '')}"${m.blank ? ' target="_blank" rel="noopener"' : ''}>`,
    close: () => '</a>',
  },
  {
    key: (m) => (m.color || m.bg ? `${m.color ?? ''}/${m.bg ?? ''}` : ''),
    open: (m) => `<span style="${[m.color ? `color:${m.color}` : '', m.bg ? `background-color:${m.bg}` : ''].filter(Boolean).join(';')}">`,
    close: () => '</span>',
  },
  tagLevel('b', 'strong'),
  tagLevel('i', 'em'),
  tagLevel('u', 'u'),
  tagLevel('s', 's'),
  tagLevel('sup', 'sup'),
  tagLevel('sub', 'sub'),
];

function tagLevel(mark: 'b' | 'i' | 'u' | 's' | 'sup' | 'sub', tag: string): Level {
  return { key: (m) => (m[mark] ? '1' : ''), open: () => `<${tag}>`, close: () => `</${tag}>` };
}

function writeRuns(runs: Run[], level: number): string {
  const spec = LEVELS[level];
  if (!spec) return runs.map((run) => escapeText(run.text).replaceAll('\n', '<br>')).join('');
  let out = '';
  let i = 0;
  while (i < runs.length) {
    const key = spec.key((runs[i] as Run).marks);
    let j = i + 1;
    while (j < runs.length && spec.key((runs[j] as Run).marks) === key) j++;
    const group = runs.slice(i, j);
    const inner = writeRuns(group, level + 1);
    const marks = (runs[i] as Run).marks;
    out += key ? `${spec.open(marks)}${inner}${spec.close(marks)}` : inner;
    i = j;
  }
  return out;
}

function writeBlockContent(block: Block): string {
  const runs = normalizeRuns(block.runs);
  if (!runs.length) return '<br>';
  const html = writeRuns(runs, 0);
  // A line break at the very end needs a second one to show the empty line it starts.
  return runs.at(-1)?.text.endsWith('\n') ? `${html}<br>` : html;
}

/** The model as the text allow-list's canonical HTML. */
export function writeHtml(doc: Doc): string {
  let out = '';
  let openList: ListKind | null = null;
  for (const block of doc) {
    if (block.list !== openList) {
      if (openList) out += `</${openList}>`;
      if (block.list) out += `<${block.list}>`;
      openList = block.list;
    }
    const content = writeBlockContent(block);
    out += block.list ? `<li>${content}</li>` : `<p>${content}</p>`;
  }
  if (openList) out += `</${openList}>`;
  return out;
}

// ---------------------------------------------------------------------------------------------
// Selections: DOM points ↔ model offsets

/** The model offset of a DOM boundary point inside the source that `positions` was read from. */
export function offsetOf(positions: Positions, container: Node, offset: number): number | null {
  if (container.nodeType === Node.TEXT_NODE) {
    const start = positions.start.get(container);
    if (start !== undefined) return Math.min(start + offset, positions.end.get(container) ?? start);
    return offsetOf(positions, container.parentNode as Node, indexIn(container));
  }
  const children = container.childNodes;
  for (let i = offset; i < children.length; i++) {
    const start = positions.start.get(children[i] as Node);
    if (start !== undefined) return start;
  }
  const end = positions.end.get(container);
  if (end !== undefined) return end;
  return container.parentNode ? offsetOf(positions, container.parentNode, indexIn(container) + 1) : null;
}

const indexIn = (node: Node): number => Array.prototype.indexOf.call(node.parentNode?.childNodes ?? [], node);

/** The DOM point for a model offset in freshly rendered DOM (the text of each block in order). */
export function pointAt(root: HTMLElement, positions: Positions, target: number): { node: Node; offset: number } {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  let emptyBlock: Node | null = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const start = positions.start.get(node);
    const end = positions.end.get(node);
    if (start === undefined || end === undefined) continue;
    if (node.nodeType === Node.TEXT_NODE) {
      if (target >= start && target <= end) return { node, offset: target - start };
    } else if ((node as Element).tagName === 'BR') {
      // A block's closing `<br>` holds no character: the caret goes before it.
      if (start === end && target === start) return { node: node.parentNode as Node, offset: indexIn(node) };
      if (target === end && start !== end) return { node: node.parentNode as Node, offset: indexIn(node) + 1 };
    } else if (start === target && end === target && !emptyBlock) emptyBlock = node;
  }
  if (emptyBlock) return { node: emptyBlock, offset: 0 };
  return { node: root, offset: root.childNodes.length };
}

/** The selection inside `root` as model offsets, or null when it is elsewhere. */
export function selectionIn(root: HTMLElement, positions: Positions): Sel | null {
  const selection = root.ownerDocument.getSelection();
  if (!selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  if (!root.contains(range.startContainer) || !root.contains(range.endContainer)) return null;
  const start = offsetOf(positions, range.startContainer, range.startOffset);
  const end = offsetOf(positions, range.endContainer, range.endOffset);
  if (start === null || end === null) return null;
  return { start: Math.min(start, end), end: Math.max(start, end) };
}

/** Selects model offsets `sel` in freshly rendered DOM. */
export function select(root: HTMLElement, sel: Sel): void {
  const { positions } = readDom(root);
  const doc = root.ownerDocument;
  const start = pointAt(root, positions, sel.start);
  const end = sel.end === sel.start ? start : pointAt(root, positions, sel.end);
  const range = doc.createRange();
  range.setStart(start.node, start.offset);
  range.setEnd(end.node, end.offset);
  const selection = doc.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

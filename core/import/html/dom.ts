// parse5 tree helpers: attributes, parsed inline styles, text, an iterative serializer, and a
// per-element summary (text, images, links) computed in one post-order pass so every mapping
// decision is O(1) and the whole import stays linear in the size of the source.
import type { DefaultTreeAdapterMap } from 'parse5';
import { escapeAttr, escapeHtml } from '../../render/escape';
import { parseStyle } from '../style';

export type Node = DefaultTreeAdapterMap['childNode'];
export type Element = DefaultTreeAdapterMap['element'];
export type ParentNode = DefaultTreeAdapterMap['parentNode'];

export function isElement(node: Node | ParentNode): node is Element {
  return 'tagName' in node;
}

export function isText(node: Node): node is DefaultTreeAdapterMap['textNode'] {
  return node.nodeName === '#text';
}

export function attr(el: Element, name: string): string | undefined {
  for (const a of el.attrs) if (a.name === name) return a.value;
  return undefined;
}

const styles = new WeakMap<Element, Record<string, string>>();

export function css(el: Element): Record<string, string> {
  let style = styles.get(el);
  if (!style) {
    style = parseStyle(attr(el, 'style'));
    styles.set(el, style);
  }
  return style;
}

export function children(node: ParentNode): Node[] {
  return 'childNodes' in node ? (node.childNodes as Node[]) : [];
}

/** Hidden from every reader: display:none, or collapsed to nothing (preheaders, Outlook-only copies). */
export function isHidden(el: Element): boolean {
  const s = css(el);
  const display = s.display
    ?.replace(/!important/i, '')
    .trim()
    .toLowerCase();
  if (display === 'none') return true;
  if (s['mso-hide'] === 'all' && (s['max-height'] === '0' || s['max-height'] === '0px')) return true;
  return (s['max-height'] === '0' || s['max-height'] === '0px') && s.overflow === 'hidden' && s.opacity === '0';
}

/** Visible text under a node (iterative). */
export function textOf(node: Node | ParentNode): string {
  let out = '';
  const stack: Array<Node | ParentNode> = [node];
  while (stack.length > 0) {
    const n = stack.pop() as Node;
    if (isText(n)) out += n.value;
    else if (isElement(n) && SKIP.has(n.tagName) && n !== node) continue;
    else {
      if (isElement(n) && SPACED.has(n.tagName)) out += ' ';
      const kids = children(n as ParentNode);
      for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i] as Node);
    }
  }
  return out;
}

/** Elements that separate words in rendered text. */
const SPACED = new Set(['br', 'p', 'div', 'td', 'th', 'tr', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table']);

/** Never content: dropped with everything inside. */
export const SKIP = new Set([
  'head',
  'script',
  'style',
  'meta',
  'link',
  'title',
  'template',
  'noscript',
  'base',
  'iframe',
  'noembed',
  'noframes',
]);
const VOID = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** Markup of a node, built without recursion (the html-block fallback sanitizes it afterwards). */
export function serialize(node: Node): string {
  let out = '';
  const stack: Array<Node | string> = [node];
  while (stack.length > 0) {
    const item = stack.pop() as Node | string;
    if (typeof item === 'string') {
      out += item;
      continue;
    }
    if (isText(item)) out += escapeHtml(item.value);
    if (!isElement(item) || SKIP.has(item.tagName)) continue;
    out += `<${item.tagName}${item.attrs.map((a) => ` ${a.name}="${escapeAttr(a.value)}"`).join('')}>`;
    if (VOID.has(item.tagName)) continue;
    stack.push(`</${item.tagName}>`);
    const kids = item.tagName === 'template' ? [] : children(item);
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i] as Node);
  }
  return out;
}

export interface Summary {
  /** Visible characters of text (whitespace and invisible fillers not counted). */
  text: number;
  /** Of those, characters inside links. */
  linkText: number;
  /** Characters outside links other than menu separators. */
  otherText: number;
  images: number;
  linkedImages: number;
  links: number;
  /** Headings, paragraphs, lists and tables below (block-level structure). */
  blocks: number;
  firstLink: Element | null;
}

const SEPARATOR = /[\s|•·\-–—/\u00a0\u200c\u200b]/g;
const FILLER = /\s|\u00a0|\u200c|\u200b|\u034f|\u00ad/g;
const BLOCKISH = new Set(['p', 'div', 'table', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'hr', 'blockquote']);

function empty(): Summary {
  return { text: 0, linkText: 0, otherText: 0, images: 0, linkedImages: 0, links: 0, blocks: 0, firstLink: null };
}

/** Summaries of every element under `root`, in one iterative post-order pass. */
export function summarize(root: ParentNode): Map<Element, Summary> {
  const sums = new Map<Element, Summary>();
  const stack: Array<{ node: Node; done: boolean; inLink: boolean }> = [];
  for (const c of children(root)) stack.push({ node: c, done: false, inLink: false });
  while (stack.length > 0) {
    const frame = stack.pop() as { node: Node; done: boolean; inLink: boolean };
    const { node } = frame;
    if (!isElement(node) || SKIP.has(node.tagName)) continue;
    if (!frame.done) {
      frame.done = true;
      stack.push(frame);
      const inLink = frame.inLink || node.tagName === 'a';
      for (const c of children(node)) stack.push({ node: c, done: false, inLink });
      continue;
    }
    const sum = empty();
    for (const c of children(node)) {
      if (isText(c)) {
        const n = c.value.replace(FILLER, '').length;
        sum.text += n;
        if (frame.inLink || node.tagName === 'a') sum.linkText += n;
        else sum.otherText += c.value.replace(SEPARATOR, '').replace(FILLER, '').length;
        continue;
      }
      if (!isElement(c)) continue;
      const s = sums.get(c);
      if (!s) continue;
      sum.text += s.text;
      sum.linkText += s.linkText;
      sum.otherText += s.otherText;
      sum.images += s.images;
      sum.linkedImages += s.linkedImages;
      sum.links += s.links;
      sum.blocks += s.blocks + (BLOCKISH.has(c.tagName) ? 1 : 0);
      sum.firstLink ??= s.firstLink;
    }
    if (node.tagName === 'img') {
      sum.images++;
      if (frame.inLink) sum.linkedImages++;
    }
    if (node.tagName === 'a' && attr(node, 'href') !== undefined) {
      sum.links++;
      sum.firstLink = node;
    }
    sums.set(node, sum);
  }
  return sums;
}

/** Elements under `root` in document order matching `test` (iterative). */
export function findAll(
  root: Node | ParentNode,
  test: (el: Element) => boolean,
  limit = Number.POSITIVE_INFINITY,
): Element[] {
  const out: Element[] = [];
  const stack: Array<Node | ParentNode> = [root];
  while (stack.length > 0 && out.length < limit) {
    const n = stack.pop() as Node | ParentNode;
    if (isElement(n)) {
      if (test(n)) out.push(n);
      if (SKIP.has(n.tagName) && n !== root) continue;
    }
    const kids = children(n as ParentNode);
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i] as Node);
  }
  return out;
}

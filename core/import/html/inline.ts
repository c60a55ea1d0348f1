// Inline content (text with its formatting and links) to the text block's subset: strong, em, u,
// s, sup, sub, links, coloured spans, lists and paragraphs. Built iteratively; the text sanitizer
// canonicalises the result. Styling that the subset has no place for (sizes, fonts) is the
// block's style, taken from the surrounding cell.
import { escapeAttr, escapeHtml } from '../../render/escape';
import { toHex } from '../style';
import { attr, children, css, type Element, isElement, isHidden, isText, type Node, SKIP } from './dom';

const KEEP = new Set(['strong', 'em', 'u', 's', 'sup', 'sub', 'ul', 'ol', 'li', 'br']);
const RENAME: Record<string, string> = { b: 'strong', i: 'em', strike: 's', del: 's', ins: 'u' };
const PARAGRAPH = new Set([
  'p',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'td',
  'th',
  'center',
  'tr',
  'table',
]);

/** Opening and closing markup that stands for an element in the subset. */
function wrap(el: Element): [string, string] {
  const tag = RENAME[el.tagName] ?? el.tagName;
  if (tag === 'br') return ['<br>', ''];
  if (KEEP.has(tag)) return [`<${tag}>`, `</${tag}>`];
  if (tag === 'a') {
    const href = attr(el, 'href');
    return href
      ? [`<a href="${escapeAttr(href)}"${attr(el, 'target') === '_blank' ? ' target="_blank"' : ''}>`, '</a>']
      : ['', ''];
  }
  if (PARAGRAPH.has(tag)) {
    const [open, close] = spanFor(el);
    return [`<p>${open}`, `${close}</p>`];
  }
  return spanFor(el);
}

/** Colour, highlight, weight, slant and underline of a span, font or any other inline element. */
function spanFor(el: Element): [string, string] {
  const s = css(el);
  let open = '';
  let close = '';
  const color = toHex(s.color ?? attr(el, 'color'));
  const highlight = toHex(s['background-color']);
  if (color || (highlight && el.tagName === 'span')) {
    const style = [
      color ? `color:${color}` : '',
      highlight && el.tagName === 'span' ? `background-color:${highlight}` : '',
    ]
      .filter(Boolean)
      .join(';');
    open += `<span style="${style}">`;
    close = `</span>${close}`;
  }
  const weight = s['font-weight']?.toLowerCase();
  if (el.tagName !== 'td' && (weight === 'bold' || Number(weight) >= 600)) {
    open += '<strong>';
    close = `</strong>${close}`;
  }
  if (s['font-style']?.toLowerCase() === 'italic') {
    open += '<em>';
    close = `</em>${close}`;
  }
  if (/underline/i.test(s['text-decoration'] ?? '') && el.tagName !== 'a') {
    open += '<u>';
    close = `</u>${close}`;
  }
  return [open, close];
}

/**
 * The subset markup of `nodes`. When `paragraph` is true, loose text is wrapped in a paragraph
 * (a cell's text), as the text block expects.
 */
export function inlineHtml(nodes: readonly Node[], paragraph: boolean): string {
  let out = '';
  const stack: Array<Node | string> = [];
  for (let i = nodes.length - 1; i >= 0; i--) stack.push(nodes[i] as Node);
  while (stack.length > 0) {
    const item = stack.pop() as Node | string;
    if (typeof item === 'string') {
      out += item;
      continue;
    }
    if (isText(item)) {
      out += escapeHtml(item.value);
      continue;
    }
    if (!isElement(item) || SKIP.has(item.tagName) || isHidden(item)) continue;
    if (item.tagName === 'img') {
      // Images are blocks of their own; an inline one that reaches here keeps its alt text.
      const alt = attr(item, 'alt');
      if (alt) out += escapeHtml(alt);
      continue;
    }
    const [open, close] = wrap(item);
    out += open;
    if (close) stack.push(close);
    const kids = children(item);
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i] as Node);
  }
  return paragraph && !/^\s*<(p|ul|ol)>/.test(out) ? `<p>${out}</p>` : out;
}

// HTML to readable plain text, for the text part of an email (text and html blocks).
import { isSafeUrl } from '../document/fields';
import { decodeEntities } from './entities';
import { tokenize } from './tokenize';

const SKIP = new Set([
  'script',
  'style',
  'head',
  'title',
  'template',
  'noscript',
  'svg',
  'math',
  'textarea',
  'iframe',
  'object',
]);
const PARAGRAPH = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'table', 'ul', 'ol', 'pre', 'hr']);
const LINE = new Set(['div', 'tr', 'section', 'article', 'header', 'footer', 'dt', 'dd', 'center']);
/** Newline markers survive whitespace collapsing and are resolved at the end. */
const BR = '\u0001';
const PARA = '\u0002';

function attr(attrs: Array<[string, string]>, name: string): string | undefined {
  for (const [key, value] of attrs) if (key === name) return value;
  return undefined;
}

/** Headings and paragraphs on their own lines, links as `text (url)`, list items as `- item`, images by alt. */
export function htmlToText(html: string): string {
  let out = '';
  let skip = '';
  let skipDepth = 0;
  const lists: Array<{ ordered: boolean; count: number }> = [];
  const links: Array<{ href: string | null; start: number }> = [];
  for (const token of tokenize(html)) {
    if (skipDepth > 0) {
      if (token.kind === 'start' && token.name === skip && !token.selfClosing) skipDepth++;
      else if (token.kind === 'end' && token.name === skip) skipDepth--;
      continue;
    }
    if (token.kind === 'text') {
      out += decodeEntities(token.text).replace(/[\s\u00a0]+/g, ' ');
      continue;
    }
    const { name } = token;
    if (token.kind === 'start') {
      if (SKIP.has(name)) {
        if (!token.selfClosing || name === 'script' || name === 'style') {
          skip = name;
          skipDepth = 1;
        }
      } else if (name === 'br') out += BR;
      else if (name === 'img') {
        const alt = decodeEntities(attr(token.attrs, 'alt') ?? '').trim();
        if (alt) out += ` ${alt} `;
      } else if (name === 'a') {
        const href = decodeEntities(attr(token.attrs, 'href') ?? '').trim();
        links.push({ href: isSafeUrl(href) ? href : null, start: out.length });
      } else if (name === 'ul' || name === 'ol') {
        lists.push({ ordered: name === 'ol', count: 0 });
        out += PARA;
      } else if (name === 'li') {
        const list = lists.at(-1);
        if (list) list.count++;
        out += `${BR}${list?.ordered ? `${list.count}.` : '-'} `;
      } else if (PARAGRAPH.has(name)) out += PARA;
      else if (LINE.has(name)) out += BR;
      else if (name === 'td' || name === 'th') out += ' ';
      continue;
    }
    if (name === 'a') {
      const link = links.pop();
      if (!link?.href) continue;
      const text = out
        .slice(link.start)
        .replace(/[\s\u0001\u0002]+/g, ' ')
        .trim();
      const bare = link.href.replace(/^mailto:|^tel:/i, '');
      if (!text) out += link.href;
      else if (text !== link.href && text !== bare) out += ` (${link.href})`;
    } else if (name === 'ul' || name === 'ol') {
      lists.pop();
      out += PARA;
    } else if (PARAGRAPH.has(name)) out += PARA;
    else if (LINE.has(name)) out += BR;
  }
  return normalizeText(out.replaceAll(BR, '\n').replaceAll(PARA, '\n\n'));
}

/** Trims each line and keeps at most one blank line in a row. */
export function normalizeText(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

// The canvas of an email as sent: backdrop and content colours, content width, body font and
// web font, text and link colours, the hidden preheader, language and direction, the title.
import type { DefaultTreeAdapterMap } from 'parse5';
import { blankCanvas } from '../../document/blank';
import type { Canvas } from '../../document/canvas';
import { clampInt, colorIn, firstFamily, fontId, px, toHex } from '../style';
import { attr, css, type Element, findAll, isHidden, textOf } from './dom';

export interface HtmlCanvas {
  canvas: Canvas;
  /** The element holding the preheader (left out of the blocks). */
  preheader: Element | null;
  /** The content column whose width is the canvas width. */
  container: Element | null;
  subject: string;
}

const INVISIBLE = /(?:\s|\u00a0|\u200b|\u200c|\u200d|\u034f|\u00ad|\u2007|\ufeff)+/g;

function bgOf(el: Element): string | undefined {
  const s = css(el);
  return toHex(attr(el, 'bgcolor')) ?? toHex(s['background-color']) ?? colorIn(s.background);
}

/** Width in px of a content container: `width="600"`, `width:600px` or `max-width:600px`. */
function containerWidth(el: Element): number | undefined {
  const s = css(el);
  for (const raw of [attr(el, 'width'), s['max-width'], s.width]) {
    const w = px(raw);
    if (w !== undefined && w >= 320 && w <= 900) return w;
  }
  return undefined;
}

/**
 * The backdrop above the content: the top paddings of the cells around the container (at most
 * eight ancestors: wrappers are shallow, and this stays linear however deep the source is).
 */
function spacingAbove(container: Element, body: Element): number {
  let total = 0;
  let node = container.parentNode as Element | null;
  for (let i = 0; node && node !== body && i < 8; i++, node = node.parentNode as Element | null) {
    if (!('tagName' in node)) break;
    const s = css(node);
    const top = px(s['padding-top']) ?? px((s.padding ?? '').trim().split(/\s+/)[0]) ?? 0;
    if (node.tagName === 'td' || node.tagName === 'div') total += top;
  }
  return clampInt(total, 0, 80) ?? 0;
}

/** A web font from a stylesheet link or an `@import` (Google Fonts and the like, https only). */
function webFontOf(doc: DefaultTreeAdapterMap['document'], fontFamily: string | undefined) {
  let href: string | undefined;
  // The head is never content, so searches from the document root do not enter it.
  const head = findAll(doc, (el) => el.tagName === 'head', 1)[0];
  if (!head) return null;
  for (const link of findAll(head, (el) => el.tagName === 'link' && /stylesheet/i.test(attr(el, 'rel') ?? ''), 5)) {
    const h = attr(link, 'href') ?? '';
    if (/^https:\/\/\S+$/.test(h) && /font/i.test(h)) href ??= h;
  }
  if (!href) {
    for (const style of findAll(head, (el) => el.tagName === 'style', 20)) {
      const m = /@import\s+url\(\s*['"]?(https:\/\/[^'")\s]+)/i.exec(textOf(style));
      if (m?.[1] && /font/i.test(m[1])) {
        href = m[1];
        break;
      }
    }
  }
  if (!href || href.length > 500) return null;
  const fromUrl = /family=([A-Za-z0-9+ ]+)/.exec(href)?.[1]?.replace(/\+/g, ' ');
  const family = (firstFamily(fontFamily) || fromUrl || '').trim();
  if (!family || !/^[A-Za-z0-9 -]{1,80}$/.test(family) || fontId(family))
    return fromUrl ? { family: fromUrl, href } : null;
  return { family, href };
}

export function readCanvas(doc: DefaultTreeAdapterMap['document'], body: Element): HtmlCanvas {
  const canvas = blankCanvas();
  const html = findAll(doc, (el) => el.tagName === 'html', 1)[0];
  const lang = html ? attr(html, 'lang') : undefined;
  if (lang && /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(lang) && lang.length <= 35) canvas.lang = lang;
  const dir = (html && attr(html, 'dir')) ?? attr(body, 'dir');
  if (dir === 'rtl') canvas.dir = 'rtl';

  // The container: the first element sized like an email's content column.
  const container = findAll(
    body,
    (el) => (el.tagName === 'table' || el.tagName === 'div') && containerWidth(el) !== undefined,
    1,
  )[0];
  if (container) canvas.width = clampInt(containerWidth(container), 320, 900) ?? 600;
  canvas.spacing = container ? spacingAbove(container, body) : 0;
  // The backdrop: the body's colour, else a full-width wrapper's.
  const wrapper = findAll(
    body,
    (el) => (el.tagName === 'table' || el.tagName === 'td') && bgOf(el) !== undefined,
    1,
  )[0];
  const backdrop = bgOf(body) ?? (wrapper && wrapper !== container ? bgOf(wrapper) : undefined);
  if (backdrop) canvas.backdropColor = backdrop;
  // A container without a colour of its own shows the backdrop; its coloured cells become the blocks' backgrounds.
  const content = container ? bgOf(container) : undefined;
  canvas.contentColor = content ?? backdrop ?? '#ffffff';

  // Font and colours: the body's, else the first cell that sets them.
  const styled = (name: string) => findAll(body, (el) => css(el)[name] !== undefined && !isHidden(el), 1)[0];
  const fontEl = css(body)['font-family'] ? body : styled('font-family');
  const fontFamily = fontEl ? css(fontEl)['font-family'] : undefined;
  canvas.fontFamily = fontId(fontFamily) ?? canvas.fontFamily;
  canvas.webFont = webFontOf(doc, fontFamily);
  const textEl = findAll(
    body,
    (el) =>
      (el.tagName === 'td' || el.tagName === 'p' || el.tagName === 'div' || el.tagName === 'table') &&
      !!toHex(css(el).color),
    1,
  )[0];
  canvas.textColor = toHex(css(body).color) ?? (textEl ? toHex(css(textEl).color) : undefined) ?? canvas.textColor;
  // The link colour: the most common one of links inside sentences (not buttons, menus or icons).
  const counts = new Map<string, number>();
  const plainLink = (el: Element) =>
    el.tagName === 'a' && !!toHex(css(el).color) && !css(el)['background-color'] && !css(el).padding;
  // A sample of links is enough, and keeps this linear on link-heavy sources.
  for (const a of findAll(body, plainLink, 200)) {
    const parent = a.parentNode && 'tagName' in a.parentNode ? (a.parentNode as Element) : null;
    if (!parent || textOf(parent).trim().length <= textOf(a).trim().length + 3) continue;
    const color = toHex(css(a).color) as string;
    counts.set(color, (counts.get(color) ?? 0) + 1);
  }
  const inSentences = [...counts.entries()].sort((x, y) => y[1] - x[1])[0]?.[0];
  canvas.linkColor = inSentences ?? toHex(attr(body, 'link')) ?? canvas.linkColor;

  // The preheader: the first hidden element with text, before any visible text.
  const hidden = findAll(body, (el) => isHidden(el) && textOf(el).replace(INVISIBLE, '') !== '', 1)[0] ?? null;
  if (hidden) canvas.preheader = textOf(hidden).replace(INVISIBLE, ' ').trim().slice(0, 250);
  const head = findAll(doc, (el) => el.tagName === 'head', 1)[0];
  const title = head ? findAll(head, (el) => el.tagName === 'title', 1)[0] : undefined;
  return {
    canvas,
    preheader: hidden,
    container: container ?? null,
    subject: title ? textOf(title).trim().slice(0, 1000) : '',
  };
}

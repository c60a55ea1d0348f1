// The text block's HTML subset. Tokenizes untrusted HTML and re-emits only what we allow, in one
// canonical form: p, br, strong/b, em/i, u, s, sup, sub, a[href] (safe links; `target="_blank"` always
// with `rel="noopener"`), span[style] (text colour and highlight only), ul/ol/li. The rich-text
// editor emits exactly this subset, so what the canvas shows is what exports.

import { isSafeUrl } from '../document/fields';
import { decodeEntities } from './entities';
import { escapeAttr } from './escape';
import { memoizeText } from './memo';
import {
  elementId as elementIdOf,
  elementIds,
  OpenElements,
  type Output,
  startTag as startTagOf,
} from './open-elements';
import { RAW_TEXT, TokensOutside } from './tokenize';

const ALLOWED = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'sup', 'sub', 'a', 'span', 'ul', 'ol', 'li']);
/** Removed with everything inside them (raw-text elements are handled by the tokenizer). */
const DROP_WITH_CONTENT = new Set([
  ...RAW_TEXT,
  'svg',
  'math',
  'template',
  'object',
  'select',
  'head',
  'video',
  'audio',
  'canvas',
]);
const BLOCK = new Set(['p', 'ul', 'ol']);
/** `<`, `>`, or an `&` that does not start a character reference. */
const UNSAFE_TEXT = /[<>]|&(?!(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});)/g;
const TEXT_ESCAPES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;' };
// Imported bindings read once: under a CommonJS transform (tsx, as the server runs) each read of
// one is a getter call, and these are read for every tag.
const elementId = elementIdOf;
const startTag = startTagOf;
elementIds([...ALLOWED]);
const [P, LI, UL, OL] = elementIds(['p', 'li', 'ul', 'ol']) as [number, number, number, number];
const STOP_AT_LI = [LI];
const STOP_AT_LIST = [UL, OL];

/** Escapes `<` and `>` and any `&` that does not start a character reference; references stay as written. */
const toTextEscape = (c: string): string => TEXT_ESCAPES[c] as string;

function cleanText(text: string): string {
  return text.replace(UNSAFE_TEXT, toTextEscape);
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*[\d.]+\s*)?\)$/i;

/** A CSS colour value as lower-case #hex, or null for anything else (names, urls, expressions). */
function hexColor(raw: string): string | null {
  const value = raw.replace(/!important/i, '').trim();
  if (HEX.test(value)) return value.toLowerCase();
  const rgb = RGB.exec(value);
  if (!rgb) return null;
  // A fully transparent rgba() is no colour at all (Google Docs marks unhighlighted text so).
  if (/^rgba/i.test(value) && /,\s*0(?:\.0*)?\s*\)$/.test(value)) return null;
  const parts = rgb.slice(1, 4).map((v) => Math.min(255, Number(v)));
  return `#${parts.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** The last valid value of a declaration `name` in an inline style, as #hex, or null. */
function styleValue(style: string, name: string): string | null {
  let color: string | null = null;
  for (const declaration of decodeEntities(style).split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0 || declaration.slice(0, colon).trim().toLowerCase() !== name) continue;
    color = hexColor(declaration.slice(colon + 1)) ?? color;
  }
  return color;
}

/** The `color` of an inline style as #hex, or null. Everything else in the style is dropped. */
export function styleColor(style: string): string | null {
  return styleValue(style, 'color');
}

/** The highlight (`background-color`, or a `background` that is just a colour) as #hex, or null. */
export function styleHighlight(style: string): string | null {
  return styleValue(style, 'background-color') ?? styleValue(style, 'background');
}

/** The one canonical span style for a text colour and a highlight, or '' when there is neither. */
export function spanStyle(color: string | null, highlight: string | null): string {
  return [color ? `color:${color}` : '', highlight ? `background-color:${highlight}` : ''].filter(Boolean).join(';');
}

function attr(attrs: Array<[string, string]>, name: string): string | undefined {
  for (const [key, value] of attrs) if (key === name) return value;
  return undefined;
}

/** Opening tag we emit for an allowed element, or null to drop the tag (its content stays). */
function openTag(id: number, name: string, attrs: Array<[string, string]>): string | null {
  if (name === 'a') {
    const href = decodeEntities(attr(attrs, 'href') ?? '');
    if (!isSafeUrl(href)) return null;
    // A new tab never hands the opened page a handle on ours.
    const blank =
      (attr(attrs, 'target') ?? '').trim().toLowerCase() === '_blank' ? ' target="_blank" rel="noopener"' : '';
    return `<a href="${escapeAttr(href.trim())}"${blank}>`;
  }
  if (name === 'span') {
    const style = attr(attrs, 'style') ?? '';
    const css = spanStyle(styleColor(style), styleHighlight(style));
    return css ? `<span style="${css}">` : null;
  }
  return startTag(id);
}

/**
 * The text block's sanitiser. `refuse`: markup nested deeper than the cap gives null (saving
 * refuses it); otherwise a start tag past the cap is dropped and its text kept (flattened).
 * The cap is checked first for every start tag, and no step looks at more than a few open elements.
 */
function sanitizeText(html: string, refuse: boolean): string | null {
  const out: Output = [];
  const open = new OpenElements();
  const tokens = new TokensOutside(html, DROP_WITH_CONTENT);
  for (let token = tokens.next(); token; token = tokens.next()) {
    if (token.kind === 'text') {
      out.push(cleanText(token.text));
      continue;
    }
    const { name } = token;
    if (token.kind === 'start') {
      if (!ALLOWED.has(name)) continue;
      if (name === 'br') {
        out.push('<br>');
        continue;
      }
      if (!open.hasRoom(1)) {
        if (refuse) return null;
        continue;
      }
      const id = elementId(name);
      // As browsers do: a block closes an open paragraph, a list item closes its open sibling.
      if (BLOCK.has(name)) {
        const p = open.lastOpen(P, STOP_AT_LI);
        if (p >= 0) open.closeTo(p, out);
      }
      if (id === LI) {
        const li = open.lastOpen(LI, STOP_AT_LIST);
        if (li >= 0) open.closeTo(li, out);
      }
      const tag = openTag(id, name, token.attrs);
      if (tag) out.push(tag);
      open.push(id, tag !== null);
      continue;
    }
    const id = elementId(name);
    const at = id < 0 ? -1 : open.lastOpen(id);
    if (at >= 0) open.closeTo(at, out);
  }
  open.closeTo(0, out);
  return out.join('');
}

/**
 * Sanitises the text block's HTML: allowed tags in canonical form, unknown tags dropped (their text
 * kept), script/style and the like removed with their content, entities preserved, tags balanced,
 * at most `HTML_LIMITS.maxDepth` elements open at once (deeper start tags are dropped).
 */
export const sanitizeTextHtml: (html: string) => string = memoizeText((html) => sanitizeText(html, false) as string);

/** As `sanitizeTextHtml`, but null when the markup nests deeper than the cap (what saving refuses). */
export function sanitizeTextHtmlStrict(html: string): string | null {
  return sanitizeText(html, true);
}

// A custom block type's palette icon: one emoji, or an SVG reduced to shapes and paths with
// geometry and paint attributes only (no scripts, links, styles, images, text or references), so
// the element can show it inline.
import { escapeAttr } from '../render/escape';
import { RAW_TEXT, TokensOutside } from '../render/tokenize';

const SHAPES = new Set(['svg', 'g', 'path', 'circle', 'rect', 'ellipse', 'line', 'polyline', 'polygon']);
/** Removed with everything inside them. */
const DROP = new Set([
  ...RAW_TEXT,
  'foreignobject',
  'a',
  'use',
  'image',
  'text',
  'defs',
  'symbol',
  'mask',
  'pattern',
  'animate',
  'set',
]);
const ATTRIBUTES = new Set(
  'viewbox width height fill stroke stroke-width stroke-linecap stroke-linejoin fill-rule clip-rule opacity fill-opacity stroke-opacity d cx cy r rx ry x y x1 y1 x2 y2 points transform'.split(
    ' ',
  ),
);
/** Numbers, colours, keywords and path data; parentheses only in `transform` (no `url(…)`). */
const PLAIN_VALUE = /^[-\w.,#% ]{0,4000}$/;
const TRANSFORM_VALUE = /^(?:\s*(?:matrix|translate|scale|rotate|skewX|skewY)\([-\d.,e ]{0,200}\)\s*){1,8}$/;
const MAX_DEPTH = 8;
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

function isOneEmoji(value: string): boolean {
  if (value.length > 40 || !EMOJI.test(value)) return false;
  const segments = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(value);
  let count = 0;
  for (const _ of segments) if (++count > 1) return false;
  return count === 1;
}

function attributesOf(attrs: ReadonlyArray<[string, string]>): string {
  let out = '';
  const seen = new Set<string>();
  for (const [key, value] of attrs) {
    if (seen.has(key) || !ATTRIBUTES.has(key)) continue;
    seen.add(key);
    const ok =
      key === 'transform' ? TRANSFORM_VALUE.test(value) : PLAIN_VALUE.test(value) && !/url|script/i.test(value);
    // The tokenizer lower-cases names; SVG's one camel-case attribute we keep is viewBox.
    if (ok) out += ` ${key === 'viewbox' ? 'viewBox' : key}="${escapeAttr(value)}"`;
  }
  return out;
}

/**
 * The icon in its stored form, or null when it is neither one emoji nor an SVG with at least
 * one shape. The SVG comes back canonical: one root `<svg>` with the SVG namespace, allowed
 * elements balanced, at most MAX_DEPTH deep, no text.
 */
export function sanitizeIcon(icon: string): string | null {
  const value = icon.trim();
  if (isOneEmoji(value)) return value;
  if (!/^<svg[\s>]/i.test(value)) return null;
  const tokens = new TokensOutside(value, DROP);
  const open: string[] = [];
  let out = '';
  let shapes = 0;
  let closedRoot = false;
  for (let token = tokens.next(); token && !closedRoot; token = tokens.next()) {
    if (token.kind === 'text' || !SHAPES.has(token.name)) continue;
    if (token.kind === 'end') {
      const index = open.lastIndexOf(token.name);
      if (index < 0) continue;
      while (open.length > index) out += `</${open.pop()}>`;
      closedRoot = open.length === 0;
      continue;
    }
    const root = open.length === 0;
    if (root !== (token.name === 'svg') || open.length >= MAX_DEPTH) continue;
    out += root
      ? `<svg xmlns="http://www.w3.org/2000/svg"${attributesOf(token.attrs)}>`
      : `<${token.name}${attributesOf(token.attrs)}>`;
    if (!root && token.name !== 'g') shapes++;
    if (token.name === 'g' || root) open.push(token.name);
    else out += `</${token.name}>`;
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  return shapes > 0 ? out : null;
}

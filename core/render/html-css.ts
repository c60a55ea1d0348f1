// What the html block keeps of inline CSS and size attributes: nothing that loads, runs, lifts
// content over the layout (position, z-index, transforms) or makes a box bigger than the block's
// content width (so the block's content never spills over the blocks or the page around it).
import { decodeEntities } from './entities';

/** The widest content an email can have (the canvas's widest setting): the bound when no width is known. */
export const MAX_CONTENT_WIDTH = 900;

export interface BoxLimits {
  /** The block's content width in px: no length, width attribute or cell spacing may exceed it. */
  width: number;
}

export function boxLimits(contentWidth: number): BoxLimits {
  return { width: Math.max(1, Math.min(MAX_CONTENT_WIDTH, Math.floor(contentWidth))) };
}

/** CSS that could load, run, or hide what it does from these checks (escapes, comments). */
const UNSAFE_CSS_VALUE =
  /[\\<>]|\/\*|url\s*\(|expression|javascript|vbscript|@import|behaviou?r|binding|\b(?:calc|min|max|clamp|var|env|attr)\s*\(/i;
/** Properties that lift, move, scale or replace content (checked without a vendor prefix). */
const UNSAFE_CSS_PROPERTY =
  /^(?:position|behaviou?r|binding|z-index|content|transform(?:-.*)?|translate|scale|rotate|zoom|perspective(?:-.*)?|offset(?:-.*)?)$/;
const VENDOR = /^-(?:webkit|moz|ms|o)-/;
/** Pulling content over its neighbours: negative margins and indents. */
const NO_NEGATIVE = /^(?:margin(?:-.*)?|text-indent)$/;
/** Lengths relative to the window, not the block. */
const VIEWPORT_UNIT = /\d(?:[sld]?v(?:w|h|i|b|min|max))\b/i;
const SCIENTIFIC = /\d[eE][+-]?\d/;
const HEX_COLOR = /#[0-9a-f]+/gi;
const LENGTH = /(?<![\w.])-?(\d*\.?\d+)(px|pt|pc|in|cm|mm|q|em|rem|ex|ch|lh|rlh|%)(?![\w-])/gi;
/** Px per unit; font-relative units are counted at a 16 px font. */
const PX: Record<string, number> = { px: 1, pt: 4 / 3, pc: 16, in: 96, cm: 96 / 2.54, mm: 96 / 25.4, q: 96 / 101.6 };
const FONT_PX = 16;

/** Whether every length in `value` fits: none over the content width, no percentage over 100. */
function lengthsFit(value: string, box: BoxLimits): boolean {
  const bare = value.replace(HEX_COLOR, '');
  if (VIEWPORT_UNIT.test(bare) || SCIENTIFIC.test(bare)) return false;
  for (const [, number, unit] of bare.matchAll(LENGTH)) {
    const n = Number(number);
    const u = (unit as string).toLowerCase();
    if (u === '%' ? n > 100 : n * (PX[u] ?? FONT_PX) > box.width) return false;
  }
  return true;
}

/** The declarations of an inline style that are safe, re-serialised; '' when none are. */
export function safeInlineStyle(style: string, box: BoxLimits = boxLimits(MAX_CONTENT_WIDTH)): string {
  const kept: string[] = [];
  for (const declaration of decodeEntities(style).split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!/^-?[a-z][a-z-]*$/.test(property) || !value || UNSAFE_CSS_VALUE.test(value)) continue;
    const bare = property.replace(VENDOR, '');
    if (UNSAFE_CSS_PROPERTY.test(bare) || (NO_NEGATIVE.test(bare) && value.includes('-')) || !lengthsFit(value, box))
      continue;
    kept.push(`${property}:${value}`);
  }
  return kept.join(';');
}

/** Size attributes: whole px (up to the content width, which a wider `width` is clamped to) or a percentage up to 100. */
export function safeSizeAttribute(name: string, value: string, box: BoxLimits): string | null {
  const match = /^(\d{1,4})(%?)$/.exec(value);
  if (!match) return null;
  const n = Number(match[1]);
  if (match[2]) return n <= 100 ? value : null;
  if (n <= box.width) return value;
  return name === 'width' ? String(box.width) : null;
}

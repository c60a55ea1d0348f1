// CSS values as the block schema wants them: hex colours, whole pixels in range, font ids. Every
// reader returns undefined for what it cannot map, so a mapper copies only what is valid.
import type { BlockStyle } from '../document/fields';
import type { FontId } from '../document/fonts';
import { decodeEntities } from '../render/entities';

const NAMED_COLORS: Record<string, string> = {
  white: '#ffffff',
  black: '#000000',
  red: '#ff0000',
  green: '#008000',
  blue: '#0000ff',
  gray: '#808080',
  grey: '#808080',
  silver: '#c0c0c0',
  navy: '#000080',
  orange: '#ffa500',
  yellow: '#ffff00',
  purple: '#800080',
  teal: '#008080',
  maroon: '#800000',
  whitesmoke: '#f5f5f5',
  lightgray: '#d3d3d3',
  lightgrey: '#d3d3d3',
  darkgray: '#a9a9a9',
  darkgrey: '#a9a9a9',
};
const RGB = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*([\d.]+)\s*)?\)$/i;

/** A CSS colour as lower-case 6-digit #hex; undefined for transparent, gradients, urls and the like. */
export function toHex(raw: string | undefined | null): string | undefined {
  if (!raw) return undefined;
  const value = raw
    .replace(/!important/i, '')
    .trim()
    .toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(value)) return value;
  if (/^#[0-9a-f]{3}$/.test(value)) return `#${[...value.slice(1)].map((c) => c + c).join('')}`;
  if (/^[0-9a-f]{6}$/.test(value)) return `#${value}`;
  const named = NAMED_COLORS[value];
  if (named) return named;
  const rgb = RGB.exec(value);
  if (!rgb || (rgb[4] !== undefined && Number(rgb[4]) === 0)) return undefined;
  return `#${rgb
    .slice(1, 4)
    .map((v) => Math.min(255, Number(v)).toString(16).padStart(2, '0'))
    .join('')}`;
}

/** The first colour inside a shorthand such as `background: #fff url(x)` or `1px solid #ddd`. */
export function colorIn(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  for (const part of raw.split(/\s+(?![^(]*\))/)) {
    const hex = toHex(part);
    if (hex) return hex;
  }
  return undefined;
}

/** A length in px (`12px`, `12`, `1.5em` at 16px), or undefined; percentages are not pixels. */
export function px(raw: string | number | undefined | null): number | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  const m = /^\s*(-?\d+(?:\.\d+)?)\s*(px|pt|em|rem)?\s*(?:!important)?\s*$/i.exec(raw);
  if (!m) return undefined;
  const n = Number(m[1]);
  const unit = (m[2] ?? 'px').toLowerCase();
  return unit === 'pt' ? n * (4 / 3) : unit === 'em' || unit === 'rem' ? n * 16 : n;
}

export function clampInt(value: number | undefined, min: number, max: number): number | undefined {
  if (value === undefined || !Number.isFinite(value)) return undefined;
  return Math.min(max, Math.max(min, Math.round(value)));
}

/** `10px 20px` and friends as [top, right, bottom, left], clamped to the schema's 0–200. */
export function padding(raw: string | undefined): [number, number, number, number] | undefined {
  if (!raw) return undefined;
  const parts = raw.trim().split(/\s+/).map(px);
  if (parts.length === 0 || parts.length > 4 || parts.some((p) => p === undefined)) return undefined;
  const [t, r = t, b = t, l = r] = parts as number[];
  return [t, r, b, l].map((v) => clampInt(v, 0, 200) as number) as [number, number, number, number];
}

/** Declarations of an inline style, last one winning, names lower-cased. */
export function parseStyle(style: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!style) return out;
  for (const declaration of decodeEntities(style).split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (name && value) out[name] = value;
  }
  return out;
}

const FONT_WORDS: Array<[RegExp, FontId]> = [
  [/trebuchet/, 'trebuchet'],
  [/verdana/, 'verdana'],
  [/tahoma|segoe(?! ui)/, 'tahoma'],
  [/georgia/, 'georgia'],
  [/palatino|book antiqua/, 'palatino'],
  [/times/, 'times'],
  [/courier|monospace/, 'courier'],
  [/-apple-system|blinkmacsystemfont|system-ui|segoe ui|roboto/, 'system'],
  [/helvetica/, 'helvetica'],
  [/arial/, 'arial'],
  [/serif/, 'georgia'],
];

/** The web-safe stack closest to a CSS font-family list (first family that names one). */
export function fontId(raw: string | undefined): FontId | undefined {
  if (!raw) return undefined;
  for (const family of raw.toLowerCase().split(',')) {
    const name = family.trim().replace(/['"]/g, '');
    if (name === 'sans-serif') return 'arial';
    for (const [pattern, id] of FONT_WORDS) if (pattern.test(name)) return id;
  }
  return undefined;
}

/** The first family of a font-family list, unquoted (the web font's name). */
export function firstFamily(raw: string | undefined): string {
  return (raw ?? '').split(',')[0]?.trim().replace(/['"]/g, '') ?? '';
}

export function align(raw: string | undefined): 'left' | 'center' | 'right' | undefined {
  const v = raw?.trim().toLowerCase();
  return v === 'left' || v === 'center' || v === 'right' ? v : v === 'middle' ? 'center' : undefined;
}

/** Block style from CSS-like values (inline style declarations, MJML or JSON attributes). */
export function blockStyle(css: Record<string, string | undefined>): BlockStyle {
  const style: BlockStyle = {};
  const pad = padding(css.padding);
  if (pad) style.padding = pad;
  const bg = toHex(css['background-color']) ?? colorIn(css.background);
  if (bg) style.backgroundColor = bg;
  const color = toHex(css.color);
  if (color) style.color = color;
  const size = clampInt(px(css['font-size']), 8, 96);
  if (size) style.fontSize = size;
  const weight = css['font-weight']?.trim().toLowerCase();
  if (weight === 'bold' || (weight && Number(weight) >= 600)) style.fontWeight = 'bold';
  else if (weight === 'normal' || (weight && Number(weight) > 0 && Number(weight) < 600)) style.fontWeight = 'normal';
  const font = fontId(css['font-family']);
  if (font) style.fontFamily = font;
  const lh = lineHeight(css['line-height'], size ?? 16);
  if (lh !== undefined) style.lineHeight = lh;
  const ls = px(css['letter-spacing']);
  if (ls !== undefined) style.letterSpacing = Math.min(20, Math.max(-5, Math.round(ls * 10) / 10));
  const a = align(css['text-align'] ?? css.align);
  if (a) style.textAlign = a;
  const radius = clampInt(px(css['border-radius']), 0, 100);
  if (radius) style.borderRadius = radius;
  return style;
}

/** A line-height as a multiple of the font size (`150%`, `1.5`, `24px` at 16px), within 0.8–3. */
function lineHeight(raw: string | undefined, fontSize: number): number | undefined {
  if (!raw) return undefined;
  const v = raw.trim();
  let n: number | undefined;
  if (/^\d+(\.\d+)?%$/.test(v)) n = Number.parseFloat(v) / 100;
  else if (/^\d+(\.\d+)?$/.test(v)) n = Number(v);
  else {
    const p = px(v);
    n = p === undefined ? undefined : p / fontSize;
  }
  if (n === undefined || !Number.isFinite(n) || n <= 0) return undefined;
  return Math.min(3, Math.max(0.8, Math.round(n * 100) / 100));
}

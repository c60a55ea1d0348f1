// Dark mode, for the two audiences that can be reached: Apple Mail and iOS honour
// `prefers-color-scheme`; Outlook.com and the Outlook apps mark what they recolour with
// `data-ogsc` (text) and `data-ogsb` (background). The Gmail apps invert everything and ignore
// both, so shipped images carry their own light plate instead. Colours derive from the canvas.
import { contrastRatio, luminance, parseHex } from '../checks/color';
import type { Canvas } from '../document/canvas';

/** Shared between renders of the same canvas colours: read, never changed. */
export interface DarkPalette {
  readonly backdrop: string;
  readonly content: string;
  readonly text: string;
  readonly link: string;
}

type Rgb = [number, number, number];

function hex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The colour mixed toward black (amount < 0) or white (amount > 0), keeping its hue. */
function mix(rgb: Rgb, amount: number): Rgb {
  const target = amount < 0 ? 0 : 255;
  const t = Math.abs(amount);
  return rgb.map((v) => v + (target - v) * t) as Rgb;
}

/** A dark surface of the colour's hue: light colours become near-black tints of themselves. */
function darkSurface(color: string, depth: number): string {
  const rgb = parseHex(color) ?? [255, 255, 255];
  if (luminance(rgb) < 0.05) return hex(rgb);
  return hex(mix(rgb, -depth));
}

/** The lightest step of `color` toward white that reaches `ratio` against `background`. */
function legibleOn(color: string, background: string, ratio: number): string {
  const rgb = parseHex(color) ?? [255, 255, 255];
  for (let step = 0; step <= 20; step++) {
    const candidate = hex(mix(rgb, step / 20));
    if ((contrastRatio(candidate, background) ?? 0) >= ratio) return candidate;
  }
  return '#ffffff';
}

/** Palettes by canvas colours: a pure function of three colours that every render of a design asks for again. */
const palettes = new Map<string, DarkPalette | null>();
const PALETTE_CACHE = 256;

/** Null when the design is already dark (light text on a dark content colour): nothing to adapt. */
export function darkPalette(canvas: Canvas): DarkPalette | null {
  const key = `${canvas.contentColor}|${canvas.backdropColor}|${canvas.linkColor}`;
  let palette = palettes.get(key);
  if (palette === undefined) {
    if (palettes.size >= PALETTE_CACHE) palettes.clear();
    palette = computePalette(canvas);
    palettes.set(key, palette);
  }
  return palette;
}

function computePalette(canvas: Canvas): DarkPalette | null {
  const content = parseHex(canvas.contentColor);
  if (!content || luminance(content) < 0.2) return null;
  const darkContent = darkSurface(canvas.contentColor, 0.86);
  return {
    backdrop: darkSurface(canvas.backdropColor, 0.92),
    content: darkContent,
    text: legibleOn('#e5e7eb', darkContent, 7),
    link: legibleOn(canvas.linkColor, darkContent, 4.5),
  };
}

/** Text cells that follow the canvas colours get this class; cells with their own background keep their look. */
export const DARK_TEXT = 'eb-tx';
export const DARK_BACKDROP = 'eb-bg';
export const DARK_CONTENT = 'eb-ct';

/**
 * Elements that may carry an inline colour of their own inside a text cell, so the dark rules
 * must name them (everything else inherits the cell's). Blocks report the ones they emit.
 */
export const DARK_TAGS = ['p', 'h1', 'h2', 'h3', 'li', 'span'] as const;
export type DarkTag = (typeof DARK_TAGS)[number];

/** `.eb-tx` and the reported tags inside it, each selector with `prefix`. */
function textSelectors(prefix: string, tags: ReadonlySet<DarkTag>): string {
  let selectors = `${prefix}.${DARK_TEXT}`;
  for (const tag of DARK_TAGS) if (tags.has(tag)) selectors += `,${prefix}.${DARK_TEXT} ${tag}`;
  return selectors;
}

function darkRules(
  palette: DarkPalette,
  swapsImages: boolean,
  tags: ReadonlySet<DarkTag>,
  prefix: string,
  bgPrefix: string,
): string {
  return (
    `${bgPrefix}.${DARK_BACKDROP}{background-color:${palette.backdrop}!important}` +
    `${bgPrefix}.${DARK_CONTENT}{background-color:${palette.content}!important}` +
    `${textSelectors(prefix, tags)}{color:${palette.text}!important}` +
    `${prefix}.${DARK_TEXT} a{color:${palette.link}!important}` +
    (swapsImages
      ? `${prefix}.eb-li{display:none!important}${prefix}.eb-dk{display:block!important;max-height:none!important}`
      : '')
  );
}

/**
 * The head CSS: one rule set for `prefers-color-scheme`, the same for Outlook's attributes.
 * `tags` are the elements with an inline colour that text cells hold (see DARK_TAGS).
 */
export function darkCss(palette: DarkPalette, swapsImages: boolean, tags: ReadonlySet<DarkTag>): string {
  return (
    `@media (prefers-color-scheme:dark){${darkRules(palette, swapsImages, tags, '', '')}}` +
    darkRules(palette, swapsImages, tags, '[data-ogsc] ', '[data-ogsb] ')
  );
}

// Inline-style helpers shared by block renderers. Style strings are built only from validated
// values (hex colours, numbers, enums, our font stacks), so they need no escaping.
import type { BaseBlock, BlockStyle } from '../document/fields';
import { FONT_STACKS, type FontId } from '../document/fonts';
import type { RenderContext } from './context';
import { DARK_TEXT, type DarkTag } from './dark';
import { escapeAttr } from './escape';

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** A colour for CSS, or null when it is not a hex colour (defence in depth for unvalidated input). */
export function cssColor(value: string | null | undefined): string | null {
  return typeof value === 'string' && HEX.test(value) ? value : null;
}

/** `value` when it is one of `allowed`, else `fallback`: enums reach markup only through here. */
export function oneOf<T extends string | number>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** An integer in [min, max], else `fallback`. */
export function intIn(value: unknown, min: number, max: number, fallback: number): number {
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= max ? (value as number) : fallback;
}

const ALIGNS = ['left', 'center', 'right'] as const;
export type Align = (typeof ALIGNS)[number];

/** A text alignment, or undefined for anything else (unset or unvalidated input). */
export function safeAlign(value: unknown): Align | undefined {
  return ALIGNS.includes(value as Align) ? (value as Align) : undefined;
}

const BORDER_STYLES = ['solid', 'dashed', 'dotted'] as const;

/** A border or line style from the closed set; solid for anything else. */
export function lineStyle(value: unknown): (typeof BORDER_STYLES)[number] {
  return oneOf(value, BORDER_STYLES, 'solid');
}

/** A finite number, or undefined (unvalidated input may hold strings). */
function finite(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function px(n: number): string {
  return n === 0 ? '0' : `${Math.round(n * 100) / 100}px`;
}

export function paddingCss(padding: readonly number[] | undefined): string {
  if (padding?.length !== 4 || padding.every((p) => p === 0)) return '';
  const [t, r, b, l] = padding as [number, number, number, number];
  // The shortest shorthand: one, two or three values when the sides repeat.
  const value =
    r === l
      ? t === b
        ? t === r
          ? px(t)
          : `${px(t)} ${px(r)}`
        : `${px(t)} ${px(r)} ${px(b)}`
      : `${px(t)} ${px(r)} ${px(b)} ${px(l)}`;
  return `padding:${value};`;
}

/** The width inside a block's padding and border. */
export function innerWidth(style: BlockStyle, width: number): number {
  const [, r = 0, , l = 0] = style.padding ?? [];
  const border = style.border ? style.border.width * 2 : 0;
  return Math.max(0, width - r - l - border);
}

export interface TextLook {
  /** The block's own font stack; undefined follows the canvas (and its web font). */
  fontStack: string | undefined;
  letterSpacing: number | undefined;
  fontSize: number;
  lineHeight: number;
  fontWeight: 'normal' | 'bold';
  color: string;
  align: 'left' | 'center' | 'right' | undefined;
}

/** A web-safe stack for a font id, or undefined for anything else (unset or unvalidated input). */
export function fontStackOf(font: unknown): string | undefined {
  return typeof font === 'string' && Object.hasOwn(FONT_STACKS, font) ? FONT_STACKS[font as FontId] : undefined;
}

export function textLook(style: BlockStyle, ctx: RenderContext, defaults: Partial<TextLook> = {}): TextLook {
  return {
    fontStack: fontStackOf(style.fontFamily) ?? defaults.fontStack,
    letterSpacing: finite(style.letterSpacing) ?? defaults.letterSpacing,
    fontSize: style.fontSize ?? defaults.fontSize ?? 16,
    lineHeight: style.lineHeight ?? defaults.lineHeight ?? 1.5,
    fontWeight: style.fontWeight ?? defaults.fontWeight ?? 'normal',
    color: cssColor(style.color) ?? defaults.color ?? ctx.canvas.textColor,
    align: safeAlign(style.textAlign) ?? defaults.align,
  };
}

/** Font, size, colour and an exact line height: what every text cell carries inline. */
export function textCss(look: TextLook, ctx: RenderContext): string {
  return (
    `font-family:${look.fontStack ?? ctx.fontStack};font-size:${px(look.fontSize)};line-height:${px(Math.round(look.fontSize * look.lineHeight))};` +
    `mso-line-height-rule:exactly;color:${look.color};${look.fontWeight === 'bold' ? 'font-weight:bold;' : ''}` +
    `${look.letterSpacing ? `letter-spacing:${px(look.letterSpacing)};` : ''}${look.align ? `text-align:${look.align};` : ''}`
  );
}

/**
 * Every `img` styles its own alt text: with images off, a column cell's `font-size:0` would
 * otherwise be inherited and the alt text shown at 0 px.
 */
export function altTextCss(ctx: RenderContext): string {
  return `font-family:${ctx.fontStack};font-size:14px;line-height:20px;color:${ctx.canvas.textColor};`;
}

/** Padding, background, border and radius of the block's cell. */
export function boxCss(style: BlockStyle): string {
  let css = paddingCss(style.padding);
  const bg = cssColor(style.backgroundColor);
  if (bg) css += `background-color:${bg};`;
  const border = style.border;
  const borderColor = cssColor(border?.color);
  if (border && border.width > 0 && borderColor)
    css += `border:${px(intIn(border.width, 0, 20, 1))} ${lineStyle(border.style)} ${borderColor};`;
  if (style.borderRadius) css += `border-radius:${px(style.borderRadius)};`;
  return css;
}

/** Block ids are validated as [A-Za-z0-9_-]; this keeps class names sound even for unvalidated input. */
export function classSafe(id: string): string {
  return id.replace(/[^A-Za-z0-9_-]/g, '_');
}

/** Registers the block's `mobile` override as one class in the phone media query; returns the class. */
function mobileClass(block: BaseBlock, ctx: RenderContext, lineHeight: number): string {
  const m = block.mobile;
  if (!m) return '';
  const cls = `m-${classSafe(block.id)}`;
  let cell = '';
  if (m.padding) cell += paddingCss(m.padding) || 'padding:0;';
  if (m.backgroundColor !== undefined) cell += `background-color:${cssColor(m.backgroundColor) ?? 'transparent'};`;
  const mobileAlign = safeAlign(m.textAlign);
  if (mobileAlign) cell += `text-align:${mobileAlign};`;
  if (m.borderRadius !== undefined) cell += `border-radius:${px(m.borderRadius)};`;
  if (m.border !== undefined) {
    const color = cssColor(m.border?.color);
    cell +=
      m.border && color
        ? `border:${px(intIn(m.border.width, 0, 20, 1))} ${lineStyle(m.border.style)} ${color};`
        : 'border:0;';
  }
  let text = '';
  if (m.fontSize !== undefined) text += `font-size:${px(m.fontSize)};`;
  if (m.fontSize !== undefined || m.lineHeight !== undefined)
    text += `line-height:${finite(m.lineHeight) ?? finite(block.style.lineHeight) ?? lineHeight};`;
  const color = cssColor(m.color);
  if (color) text += `color:${color};`;
  if (m.fontWeight) text += `font-weight:${oneOf(m.fontWeight, ['normal', 'bold'], 'normal')};`;
  const important = (css: string) => css.replaceAll(';', '!important;').slice(0, -1);
  let rule = '';
  if (cell) rule += `.${cls}{${important(cell)}}`;
  if (text) rule += `.${cls},.${cls} *{${important(text)}}`;
  if (!rule) return '';
  ctx.css.addMobile(cls, rule);
  return cls;
}

export interface WrapOptions {
  /** Extra inline style for the block's cell (after padding and background). */
  cellStyle?: string;
  /** Extra attributes for the cell, each with a leading space. */
  cellAttrs?: string;
  /** Line height multiplier the block uses when `mobile` changes only the font size. */
  lineHeight?: number;
  /** The cell holds text in the canvas colours, which dark mode recolours. */
  text?: boolean;
  /** Elements inside that set their own colour inline, so dark mode must name them (see DARK_TAGS). */
  darkTags?: readonly DarkTag[];
}

/**
 * The block's outermost element: a full-width layout table with one cell. Visibility classes,
 * the `mobile` override class and the editor annotation all live here.
 */
export function wrapBlock(block: BaseBlock, ctx: RenderContext, inner: string, options: WrapOptions = {}): string {
  const hidden = block.hidden;
  let tableClass = '';
  if (hidden?.mobile) {
    tableClass += ' eb-hm';
    ctx.css.addMobile('eb-hm', '.eb-hm{display:none!important}');
  }
  if (hidden?.desktop) {
    tableClass += ' eb-hd';
    ctx.css.addDesktop('eb-hd', '.eb-hd{display:none!important}');
  }
  const darkText = options.text && ctx.dark && !cssColor(block.style.backgroundColor) && !ctx.onCustomBackground;
  let cls = mobileClass(block, ctx, options.lineHeight ?? 1.5);
  if (darkText) {
    cls = cls ? `${cls} ${DARK_TEXT}` : DARK_TEXT;
    if (options.darkTags) for (const tag of options.darkTags) ctx.css.darkTags.add(tag);
  }
  const cellStyle = boxCss(block.style) + (options.cellStyle ?? '');
  const table =
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0"` +
    `${tableClass ? ` class="${tableClass.slice(1)}"` : ''}${ctx.annotate ? ` data-eb-block="${escapeAttr(block.id)}"${block.condition ? ' data-eb-condition=""' : ''}` : ''}` +
    `${hidden?.desktop ? ' style="mso-hide:all"' : ''}><tr><td${options.cellAttrs ?? ''}${cls ? ` class="${cls}"` : ''}` +
    `${cellStyle ? ` style="${cellStyle}"` : ''}>${inner}</td></tr></table>`;
  // Outlook for Windows is a desktop client: keep desktop-hidden blocks out of it entirely.
  return hidden?.desktop ? `<!--[if !mso]><!-->${table}<!--<![endif]-->` : table;
}

/** `align` attribute for a cell from the block's alignment. */
export function alignAttr(align: unknown): string {
  const safe = safeAlign(align);
  return safe ? ` align="${safe}"` : '';
}

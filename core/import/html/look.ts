// What a place in the layout looks like: the styles a cell passes down to what it holds
// (colour, size, font, alignment, background, padding) and the block style made from them.
// The layout walk (walk.ts) builds on it.
import type { BlockStyle } from '../../document/fields';
import type { Block, Canvas } from '../../document/schema';
import type { Builder } from '../build';
import { align, clampInt, colorIn, fontId, padding, px, toHex } from '../style';
import { attr, css, type Element, type Summary } from './dom';

export const NONE: Summary = {
  text: 0,
  linkText: 0,
  otherText: 0,
  images: 0,
  linkedImages: 0,
  links: 0,
  blocks: 0,
  firstLink: null,
};

export interface Inherited {
  color?: string;
  fontSize?: number;
  fontFamily?: string;
  lineHeight?: string;
  fontWeight?: string;
  textAlign?: 'left' | 'center' | 'right';
  /** The alignment came from `<center>` or an `align` attribute: browsers do not carry it into a nested table. */
  alignFromAttribute?: boolean;
  /** A section background other than the canvas's. */
  bg?: string;
  /** Horizontal padding of the nearest padded cell. */
  hpad?: number;
}

export function bgOf(el: Element): string | undefined {
  const s = css(el);
  return toHex(attr(el, 'bgcolor')) ?? toHex(s['background-color']) ?? colorIn(s.background);
}

/** A cell's own padding, carried by the blocks it holds (the cell itself has no block). */
export function padInto(blocks: Block[], s: Record<string, string>): void {
  const pad = padding(s.padding) ?? [0, 0, 0, 0];
  const top = px(s['padding-top']) ?? pad[0];
  const bottom = px(s['padding-bottom']) ?? pad[2];
  if (!top && !bottom) return;
  const first = blocks[0];
  const last = blocks.at(-1);
  if (!first || !last) return;
  const add = (block: Block, side: 0 | 2, amount: number) => {
    const p = [...(block.style.padding ?? [0, 0, 0, 0])] as [number, number, number, number];
    // One block alone in its cell takes the cell's padding; several share it at the ends.
    p[side] = clampInt(blocks.length === 1 ? amount : p[side] + amount, 0, 200) ?? p[side];
    block.style.padding = p;
  };
  if (top) add(first, 0, top);
  if (bottom) add(last, 2, bottom);
}

export class LayoutLook {
  constructor(
    protected readonly b: Builder,
    protected readonly sums: Map<Element, Summary>,
    protected readonly canvas: Canvas,
    protected readonly skip: Element | null,
    /** Quirks mode (no doctype): tables do not inherit font size, weight and alignment. */
    protected readonly quirks = false,
    /** The content column (canvas width): paddings outside it do not inset the blocks. */
    protected readonly contentRoot: Element | null = null,
  ) {}

  protected sum(el: Element): Summary {
    return this.sums.get(el) ?? NONE;
  }

  protected inherit(ctx: Inherited, el: Element): Inherited {
    const s = css(el);
    const next: Inherited = { ...ctx };
    if (this.quirks && el.tagName === 'table') {
      next.fontSize = undefined;
      next.fontWeight = undefined;
      next.lineHeight = undefined;
      next.textAlign = undefined;
    }
    const color = toHex(s.color) ?? toHex(attr(el, 'color'));
    if (color) next.color = color;
    const size = px(s['font-size']);
    if (size) next.fontSize = size;
    if (s['font-family']) next.fontFamily = s['font-family'];
    if (s['line-height']) next.lineHeight = s['line-height'];
    if (s['font-weight']) next.fontWeight = s['font-weight'];
    if (el.tagName === 'table' && ctx.alignFromAttribute) {
      next.textAlign = undefined;
      next.alignFromAttribute = false;
    }
    const fromCss = align(s['text-align']);
    const fromAttribute =
      (el.tagName === 'table' ? undefined : align(attr(el, 'align'))) ??
      (el.tagName === 'center' ? 'center' : undefined);
    if (fromCss) {
      next.textAlign = fromCss;
      next.alignFromAttribute = false;
    } else if (fromAttribute) {
      next.textAlign = fromAttribute;
      // On headings and paragraphs align is plain text-align, which tables do inherit.
      next.alignFromAttribute = !/^(p|h[1-6])$/.test(el.tagName);
    }
    const bg = bgOf(el);
    if (bg) next.bg = bg === this.canvas.contentColor || bg === this.canvas.backdropColor ? undefined : bg;
    const pad = padding(s.padding);
    const left = px(s['padding-left']) ?? pad?.[3];
    if (el === this.contentRoot) next.hpad = undefined;
    // Nested cells' paddings add up: content sits inside all of them.
    if (left && (el.tagName === 'td' || el.tagName === 'div' || el.tagName === 'th'))
      next.hpad = clampInt((next.hpad ?? 0) + left, 0, 200);
    return next;
  }

  protected style(ctx: Inherited, vertical: number, text: boolean): BlockStyle {
    const hpad = ctx.hpad ?? (text ? 24 : 0);
    const style: BlockStyle = { padding: [vertical, hpad, vertical, hpad] };
    if (ctx.bg) style.backgroundColor = ctx.bg;
    if (ctx.textAlign) style.textAlign = ctx.textAlign;
    if (!text) return style;
    if (ctx.color && ctx.color !== this.canvas.textColor) style.color = ctx.color;
    const size = clampInt(ctx.fontSize, 8, 96);
    if (size) style.fontSize = size;
    const font = fontId(ctx.fontFamily);
    if (font && font !== this.canvas.fontFamily) style.fontFamily = font;
    const weight = ctx.fontWeight?.trim().toLowerCase();
    if (weight === 'bold' || Number(weight) >= 600) style.fontWeight = 'bold';
    const lh = ctx.lineHeight?.trim();
    // No line-height in the source is the browser's "normal", about 1.2 (the text block's own default is 1.5).
    if (!lh || lh === 'normal') style.lineHeight = 1.2;
    if (lh) {
      const n = lh.endsWith('%')
        ? Number.parseFloat(lh) / 100
        : /^\d+(\.\d+)?$/.test(lh)
          ? Number(lh)
          : (px(lh) ?? 0) / (size ?? 16);
      if (Number.isFinite(n) && n > 0) style.lineHeight = Math.min(3, Math.max(0.8, Math.round(n * 100) / 100));
    }
    return style;
  }
}

// The layout walk: an email's nested tables and divs to blocks. Layout wrappers are looked
// through; a row of two or more filled cells (or inline-block "hybrid" columns) becomes columns;
// bulletproof buttons, rules, spacer cells, icon rows and link rows become their native blocks;
// loose inline content becomes text; anything else stays as sanitized html in place.
// Depth is bounded: the source's nesting was checked before parsing (limits.ts), and the walk
// hands anything deeper than MAX_DEPTH to the iterative serializer as html. The leaf shapes
// (rules, images, buttons, icon and link rows) are read by leaves.ts.
import type { LeafBlock } from '../../blocks/registry';
import type { BlockStyle } from '../../document/fields';
import type { Block } from '../../document/schema';
import type { ColumnInput } from '../build';
import { px } from '../style';
import {
  attr,
  children,
  css,
  type Element,
  findAll,
  isElement,
  isHidden,
  isText,
  type Node,
  SKIP,
  serialize,
  textOf,
} from './dom';
import { inlineHtml } from './inline';
import { LeafShapes } from './leaves';
import { type Inherited, padInto } from './look';

const MAX_DEPTH = 400;
const INLINE = new Set(
  'a span strong b em i u s strike sub sup small big font br label abbr code mark del ins cite q time wbr'.split(' '),
);
const FOREIGN = new Set(
  'form iframe video audio svg object embed input select textarea button canvas map math frameset applet'.split(' '),
);
const HEADING: Record<string, 1 | 2 | 3> = { h1: 1, h2: 2, h3: 3, h4: 3, h5: 3, h6: 3 };
const HEADING_SIZE = { 1: 32, 2: 24, 3: 19 } as const;

export class HtmlWalker extends LeafShapes {
  walk(body: Element): Block[] {
    return this.container(body, {}, 0);
  }

  private isInline(el: Element): boolean {
    if (!INLINE.has(el.tagName)) return false;
    const sum = this.sum(el);
    return sum.images === 0 && sum.blocks === 0 && !(el.tagName === 'a' && this.buttonLook(el, el));
  }

  /** Children in order: runs of inline content become text blocks, the rest is mapped element by element. */
  private container(el: Element, ctx: Inherited, depth: number): Block[] {
    const out: Block[] = [];
    let run: Node[] = [];
    const flush = () => {
      if (run.length > 0) out.push(...this.b.text(inlineHtml(run, true), this.style(ctx, 8, true)));
      run = [];
    };
    for (const child of children(el)) {
      if (isText(child)) {
        run.push(child);
        continue;
      }
      if (isElement(child) && child.tagName === 'iframe') this.b.warn('frames_left_out');
      if (!isElement(child) || SKIP.has(child.tagName) || child === this.skip) continue;
      if (isHidden(child)) {
        if (this.sum(child).text > 0) this.b.warn('hidden_left_out');
        continue;
      }
      if (this.isInline(child)) {
        run.push(child);
        continue;
      }
      flush();
      out.push(...this.element(child, ctx, depth + 1));
    }
    flush();
    return out;
  }

  private element(el: Element, parent: Inherited, depth: number): Block[] {
    const blocks = this.map(el, parent, depth);
    if (el.tagName === 'td' || el.tagName === 'th' || el.tagName === 'div') padInto(blocks, css(el));
    return blocks;
  }

  private map(el: Element, parent: Inherited, depth: number): Block[] {
    if (depth > MAX_DEPTH) {
      this.b.warn('deep_as_html');
      return this.b.html(serialize(el));
    }
    const sum = this.sum(el);
    const ctx = this.inherit(parent, el);
    const tag = el.tagName;
    if (FOREIGN.has(tag)) {
      this.b.warn('tag_as_html', { tag });
      return this.b.html(serialize(el), this.style(ctx, 8, true));
    }
    if (tag === 'img') return this.image(el, undefined, ctx);
    if (tag === 'hr') return this.b.divider(this.rule(el) ?? {}, this.style(ctx, 12, false));
    if (sum.text === 0 && sum.images === 0) return this.empty(el, ctx);
    const level = HEADING[tag];
    if (level && sum.images === 0 && sum.links === 0) {
      const style = this.style(ctx, 8, true);
      style.fontSize ??= HEADING_SIZE[level];
      style.fontWeight = /normal|[1-5]00/.test(ctx.fontWeight ?? '') ? 'normal' : 'bold';
      return this.b.heading(textOf(el), level, style);
    }
    if (tag === 'a') return this.anchor(el, ctx);
    if (
      sum.images === 0 &&
      sum.links === 1 &&
      sum.text === sum.linkText &&
      sum.firstLink &&
      this.buttonLook(sum.firstLink, el)
    ) {
      // The cell holding the link may set the alignment; its colours are the button's own, found from `el`.
      const inner = this.narrow(el, ctx);
      return this.button(sum.firstLink, el, { ...ctx, textAlign: inner.ctx.textAlign ?? ctx.textAlign });
    }
    if (sum.links >= 2 && sum.otherText === 0) {
      const inner = this.narrow(el, ctx);
      const social = sum.images > 0 && sum.images === sum.linkedImages ? this.social(inner.el, inner.ctx) : null;
      if (social) return social;
      if (sum.images === 0) {
        const menu = this.menu(inner.el, inner.ctx);
        if (menu) return menu;
      }
    }
    if (tag === 'table') {
      // A data table has header cells holding plain text (Foundation's layout columns are th too).
      const isHeader = (e: Element) =>
        e.tagName === 'th' &&
        this.sum(e).blocks === 0 &&
        this.sum(e).images === 0 &&
        !/column/.test(attr(e, 'class') ?? '');
      if (findAll(el, isHeader, 1).length > 0) {
        this.b.warn('data_table');
        return this.b.html(serialize(el), this.style(ctx, 8, true));
      }
      return this.table(el, ctx, depth);
    }
    if (
      (tag === 'p' || tag === 'ul' || tag === 'ol' || tag === 'blockquote' || tag === 'pre') &&
      sum.images === 0 &&
      sum.blocks === 0
    ) {
      return this.b.text(inlineHtml([el], false), this.style(ctx, 8, true));
    }
    const hybrid = this.hybridColumns(el);
    if (hybrid) return this.columns(hybrid, ctx, depth);
    return this.container(el, ctx, depth);
  }

  /**
   * The innermost wrapper holding all of an element's content (a table around one cell, say), with
   * its look: a row of links or a button takes the alignment and colours of the cell that holds it.
   */
  private narrow(el: Element, ctx: Inherited): { el: Element; ctx: Inherited } {
    const total = this.sum(el);
    let current = el;
    let look = ctx;
    for (let guard = 0; guard < MAX_DEPTH; guard++) {
      const kids = children(current).filter(
        (c): c is Element => isElement(c) && (this.sum(c).text > 0 || this.sum(c).images > 0),
      );
      const only = kids[0];
      if (kids.length !== 1 || !only || only.tagName === 'a' || INLINE.has(only.tagName)) break;
      const s = this.sum(only);
      if (s.text !== total.text || s.images !== total.images) break;
      current = only;
      look = this.inherit(look, only);
    }
    return { el: current, ctx: look };
  }

  private table(el: Element, ctx: Inherited, depth: number): Block[] {
    const out: Block[] = [];
    const rows: Element[] = [];
    for (const part of children(el)) {
      if (!isElement(part)) continue;
      if (part.tagName === 'tr') rows.push(part);
      else if (part.tagName === 'tbody' || part.tagName === 'thead' || part.tagName === 'tfoot')
        for (const tr of children(part)) if (isElement(tr) && tr.tagName === 'tr') rows.push(tr);
    }
    for (const row of rows) {
      if (isHidden(row)) continue;
      const rowCtx = this.inherit(ctx, row);
      const cells = children(row).filter(
        (c): c is Element => isElement(c) && (c.tagName === 'td' || c.tagName === 'th') && !isHidden(c),
      );
      const filled = cells.filter((c) => this.sum(c).text > 0 || this.sum(c).images > 0);
      if (filled.length >= 2) {
        const sum = this.sum(row);
        // A row whose cells are only links is a menu or an icon row, not columns.
        if (sum.links >= 2 && sum.otherText === 0) {
          const mapped =
            (sum.images > 0 && sum.images === sum.linkedImages ? this.social(row, rowCtx) : null) ??
            (sum.images === 0 ? this.menu(row, rowCtx) : null);
          if (mapped) {
            out.push(...mapped);
            continue;
          }
        }
        out.push(...this.columns(filled, rowCtx, depth));
        continue;
      }
      for (const cell of filled.length === 1 ? filled : cells) out.push(...this.element(cell, rowCtx, depth + 1));
    }
    return out;
  }

  /** Inline-block (fluid/hybrid) columns: two or more side-by-side boxes under one element. */
  private hybridColumns(el: Element): Element[] | null {
    const boxes = children(el).filter(
      (c): c is Element => isElement(c) && !isHidden(c) && (this.sum(c).text > 0 || this.sum(c).images > 0),
    );
    if (boxes.length < 2) return null;
    const side = (c: Element) =>
      /inline-block/.test(css(c).display ?? '') ||
      /(^|\s)(col|column|stack-column)(-[\w-]*)?(\s|$)/.test(attr(c, 'class') ?? '');
    return boxes.every(side) ? boxes : null;
  }

  private columns(cells: Element[], ctx: Inherited, depth: number): Block[] {
    const widths = cells.map((c) => {
      const raw = attr(c, 'width') ?? css(c).width ?? css(c)['max-width'];
      return raw && /%$/.test(raw.trim()) ? (Number.parseFloat(raw) / 100) * this.canvas.width : px(raw);
    });
    const known = widths.every((w) => w !== undefined && w > 0);
    const total = known ? (widths as number[]).reduce((a, b) => a + b, 0) : cells.length;
    const inputs: ColumnInput[] = cells.map((cell, i) => {
      const blocks = this.element(cell, ctx, depth + 1);
      const leaves: LeafBlock[] = [];
      for (const block of blocks) {
        if (block.type !== 'columns') leaves.push(block);
        else {
          this.b.warn('nested_columns');
          for (const col of block.props.columns) leaves.push(...col.blocks);
        }
      }
      return { ratio: known ? Math.max(1, Math.round(((widths[i] as number) / total) * 12)) : 1, blocks: leaves };
    });
    const style: BlockStyle = { padding: [0, 0, 0, 0] };
    if (ctx.bg) style.backgroundColor = ctx.bg;
    return this.b.columns(inputs, style, true, 0);
  }
}

// The layout walk: an email's nested tables and divs to blocks. Layout wrappers are looked
// through; a row of two or more filled cells (or inline-block "hybrid" columns) becomes columns;
// bulletproof buttons, rules, spacer cells, icon rows and link rows become their native blocks;
// loose inline content becomes text; anything else stays as sanitized html in place.
// Depth is bounded: the source's nesting was checked before parsing (limits.ts), and the walk
// hands anything deeper than MAX_DEPTH to the iterative serializer as html.
import type { LeafBlock } from '../../blocks/registry';
import type { BlockStyle } from '../../document/fields';
import type { Block } from '../../document/schema';
import type { ColumnInput } from '../build';
import { networkOf } from '../networks';
import { align, clampInt, colorIn, px, toHex } from '../style';
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
import { bgOf, type Inherited, LayoutLook, padInto } from './look';

const MAX_DEPTH = 400;
const INLINE = new Set(
  'a span strong b em i u s strike sub sup small big font br label abbr code mark del ins cite q time wbr'.split(' '),
);
const FOREIGN = new Set(
  'form iframe video audio svg object embed input select textarea button canvas map math frameset applet'.split(' '),
);
const HEADING: Record<string, 1 | 2 | 3> = { h1: 1, h2: 2, h3: 3, h4: 3, h5: 3, h6: 3 };
const HEADING_SIZE = { 1: 32, 2: 24, 3: 19 } as const;

export class HtmlWalker extends LayoutLook {
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

  /** A cell or table with no text and no image: a rule, a spacer, or nothing. */
  private empty(el: Element, ctx: Inherited): Block[] {
    const rule = this.rule(el);
    if (rule) return this.b.divider(rule, this.style(ctx, 8, false));
    const s = css(el);
    const height = px(attr(el, 'height')) ?? px(s.height) ?? px(s['line-height']);
    if (
      height &&
      height >= 4 &&
      (el.tagName === 'td' ||
        el.tagName === 'div' ||
        el.tagName === 'table' ||
        el.tagName === 'tr' ||
        el.tagName === 'p')
    ) {
      return this.b.spacer(height, ctx.bg ? { backgroundColor: ctx.bg } : {});
    }
    const inner = findAll(
      el,
      (e) => e !== el && (e.tagName === 'td' || e.tagName === 'div' || e.tagName === 'hr'),
      1,
    )[0];
    return inner ? this.empty(inner, ctx) : [];
  }

  /** A rule: `<hr>`, or an empty cell drawn by its top border or a thin background. */
  private rule(el: Element): { thickness?: number; color?: string; lineStyle?: string } | null {
    const s = css(el);
    const border = s['border-top'] ?? (el.tagName === 'hr' ? s.border : undefined);
    if (border && !/none|^0/.test(border)) {
      const width = px(border.split(/\s+/).find((p) => /^\d/.test(p)));
      return { thickness: width ?? 1, color: colorIn(border), lineStyle: /dashed|dotted/.exec(border)?.[0] };
    }
    if (el.tagName === 'hr') return { color: toHex(attr(el, 'color')) ?? colorIn(s['background-color']) };
    const height = px(attr(el, 'height')) ?? px(s.height);
    const bg = bgOf(el);
    if (bg && height !== undefined && height > 0 && height <= 4) return { thickness: height, color: bg };
    return null;
  }

  private image(img: Element, href: string | undefined, ctx: Inherited): LeafBlock[] {
    const s = css(img);
    const width = px(attr(img, 'width')) ?? px(s.width) ?? px(s['max-width']);
    const full = width !== undefined && width >= this.canvas.width - 2 * (ctx.hpad ?? 0);
    const style = this.style(ctx, 0, false);
    const a = align(attr(img, 'align'));
    if (a) style.textAlign = a;
    return this.b.image(attr(img, 'src') ?? '', attr(img, 'alt') ?? '', full ? undefined : width, href, style);
  }

  private anchor(a: Element, ctx: Inherited): Block[] {
    const sum = this.sum(a);
    const href = attr(a, 'href');
    if (sum.images > 0) {
      const out: Block[] = [];
      for (const img of findAll(a, (e) => e.tagName === 'img')) out.push(...this.image(img, href, ctx));
      if (sum.text > sum.images && textOf(a).trim())
        out.push(...this.b.text(inlineHtml([a], true), this.style(ctx, 8, true)));
      return out;
    }
    if (this.buttonLook(a, a)) return this.button(a, a, ctx);
    return this.b.text(inlineHtml([a], true), this.style(ctx, 8, true));
  }

  /** A link drawn as a button: its own background, or a coloured cell around it, or a padded block link. */
  private buttonLook(a: Element, outer: Element): boolean {
    const s = css(a);
    if (toHex(s['background-color']) || colorIn(s.background)) return true;
    const display = s.display ?? '';
    const padded = /block/.test(display) || !!s.padding || !!s.border;
    for (let n: Element | null = a; n; n = n.parentNode && isElement(n.parentNode) ? n.parentNode : null) {
      if (n !== a && bgOf(n)) {
        const cls = `${attr(n, 'class') ?? ''} ${attr(a, 'class') ?? ''}`;
        return padded || !!css(n)['border-radius'] || /btn|button|cta/i.test(cls);
      }
      if (n === outer) break;
    }
    return false;
  }

  private button(a: Element, outer: Element, ctx: Inherited): Block[] {
    const s = css(a);
    let bg = toHex(s['background-color']) ?? colorIn(s.background);
    let radius = px(s['border-radius']);
    for (let n: Element | null = a; n && !bg; n = n.parentNode && isElement(n.parentNode) ? n.parentNode : null) {
      bg = bgOf(n);
      radius ??= px(css(n)['border-radius']);
      if (n === outer) break;
    }
    const colored = findAll(a, (e) => !!toHex(css(e).color) || !!toHex(attr(e, 'color')), 1)[0];
    const textColor = colored ? (toHex(css(colored).color) ?? toHex(attr(colored, 'color'))) : undefined;
    // The link's own colour is the button's, not a background of the block around it.
    const style = this.style({ ...this.inherit(ctx, a), bg: ctx.bg }, 12, false);
    style.textAlign ??= align(attr(outer, 'align')) ?? 'center';
    const size = clampInt(px(s['font-size']) ?? ctx.fontSize, 8, 96);
    if (size) style.fontSize = size;
    style.fontWeight = /normal|[1-5]00/.test(s['font-weight'] ?? ctx.fontWeight ?? 'bold') ? 'normal' : 'bold';
    const full = /100%/.test(s.width ?? '') || attr(outer, 'width') === '100%';
    return this.b.button(
      textOf(a),
      attr(a, 'href'),
      { buttonColor: bg, textColor, radius, fullWidth: full && /block/.test(s.display ?? '') },
      style,
    );
  }

  private social(el: Element, ctx: Inherited): Block[] | null {
    const links = findAll(el, (e) => e.tagName === 'a' && attr(e, 'href') !== undefined);
    const mapped = links.map((a) => ({
      network: networkOf(attr(a, 'href') ?? '', attr(findAll(a, (e) => e.tagName === 'img', 1)[0] ?? a, 'alt') ?? ''),
      href: attr(a, 'href') ?? '',
    }));
    if (mapped.some((l) => l.network === null) || mapped.length > 12) return null;
    const size = px(attr(findAll(el, (e) => e.tagName === 'img', 1)[0] ?? el, 'width'));
    const style = this.style(ctx, 12, false);
    style.textAlign ??= 'center';
    return this.b.social(
      mapped as Array<{ network: NonNullable<(typeof mapped)[number]['network']>; href: string }>,
      size,
      style,
    );
  }

  private menu(el: Element, ctx: Inherited): Block[] | null {
    const links = findAll(el, (e) => e.tagName === 'a' && attr(e, 'href') !== undefined);
    const labels = links.map((a) => ({ label: textOf(a).replace(/\s+/g, ' ').trim(), href: attr(a, 'href') ?? '' }));
    if (labels.length > 12 || labels.some((l) => !l.label || l.label.length > 40)) return null;
    const sep = /[|•·/]/.exec(textOf(el))?.[0] ?? '|';
    const style = this.style(ctx, 12, true);
    const color = toHex(css(links[0] as Element).color);
    if (color) style.color = color;
    return this.b.menu(labels, sep, style);
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

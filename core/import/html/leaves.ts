// The native blocks a piece of layout can be read as without walking further into it: rules and
// spacers from empty cells, images, links drawn as buttons, rows of icon links (social) and rows of
// text links (menu). The layout walk (walk.ts) decides where to look; these say what it is.
import type { LeafBlock } from '../../blocks/registry';
import type { Block } from '../../document/schema';
import { networkOf } from '../networks';
import { align, clampInt, colorIn, px, toHex } from '../style';
import { attr, css, type Element, findAll, isElement, textOf } from './dom';
import { inlineHtml } from './inline';
import { bgOf, type Inherited, LayoutLook } from './look';

export class LeafShapes extends LayoutLook {
  /** A cell or table with no text and no image: a rule, a spacer, or nothing. */
  protected empty(el: Element, ctx: Inherited): Block[] {
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
  protected rule(el: Element): { thickness?: number; color?: string; lineStyle?: string } | null {
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

  protected image(img: Element, href: string | undefined, ctx: Inherited): LeafBlock[] {
    const s = css(img);
    const width = px(attr(img, 'width')) ?? px(s.width) ?? px(s['max-width']);
    const full = width !== undefined && width >= this.canvas.width - 2 * (ctx.hpad ?? 0);
    const style = this.style(ctx, 0, false);
    const a = align(attr(img, 'align'));
    if (a) style.textAlign = a;
    return this.b.image(attr(img, 'src') ?? '', attr(img, 'alt') ?? '', full ? undefined : width, href, style);
  }

  protected anchor(a: Element, ctx: Inherited): Block[] {
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
  protected buttonLook(a: Element, outer: Element): boolean {
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

  protected button(a: Element, outer: Element, ctx: Inherited): Block[] {
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

  protected social(el: Element, ctx: Inherited): Block[] | null {
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

  protected menu(el: Element, ctx: Inherited): Block[] | null {
    const links = findAll(el, (e) => e.tagName === 'a' && attr(e, 'href') !== undefined);
    const labels = links.map((a) => ({ label: textOf(a).replace(/\s+/g, ' ').trim(), href: attr(a, 'href') ?? '' }));
    if (labels.length > 12 || labels.some((l) => !l.label || l.label.length > 40)) return null;
    const sep = /[|•·/]/.exec(textOf(el))?.[0] ?? '|';
    const style = this.style(ctx, 12, true);
    const color = toHex(css(links[0] as Element).color);
    if (color) style.color = color;
    return this.b.menu(labels, sep, style);
  }
}

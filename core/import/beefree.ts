// A Beefree template (`page → rows → columns → modules`, each module with a `descriptor`) to a
// document. Column `grid-columns` give the ratios (of 12); `mobileStyle` becomes the block's
// mobile style and `hideContentOnMobile` its visibility. Text modules go through the HTML walker.
import type { LeafBlock } from '../blocks/registry';
import { blankCanvas } from '../document/blank';
import type { Canvas } from '../document/canvas';
import type { BlockStyle } from '../document/fields';
import type { Block } from '../document/schema';
import type { Builder, ColumnInput } from './build';
import { importFragment, plainText } from './html';
import { arr, type Json, num, obj, str, youtubeThumbnail } from './json';
import { ImportError } from './limits';
import { networkOf } from './networks';
import { blockStyle, clampInt, firstFamily, fontId, px, toHex } from './style';
import type { Mapped } from './types';

const HEADINGS: Record<string, 1 | 2 | 3> = { h1: 1, h2: 2, h3: 3 };
const PREFIX = /^mailup-bee-newsletter-modules-/;

/** CSS of a Beefree style object (`padding-top`… joined into one `padding`). */
function cssOf(style: Json): Record<string, string> {
  const css: Record<string, string> = {};
  for (const [k, v] of Object.entries(style)) if (typeof v === 'string' || typeof v === 'number') css[k] = String(v);
  if (css['padding-top'] !== undefined || css['padding-left'] !== undefined) {
    css.padding = ['top', 'right', 'bottom', 'left'].map((side) => css[`padding-${side}`] || '0px').join(' ');
  }
  return css;
}

function inlineCss(css: Record<string, string>): string {
  return Object.entries(css)
    .filter(([k]) => /^[a-z-]+$/.test(k))
    .map(([k, v]) => `${k}:${v}`)
    .join(';');
}

class BeefreeMapper {
  constructor(
    private readonly b: Builder,
    private readonly canvas: Canvas,
  ) {}

  private style(css: Record<string, string>, bg: string | undefined): BlockStyle {
    const style = blockStyle(css);
    if (!style.backgroundColor && bg && bg !== this.canvas.contentColor) style.backgroundColor = bg;
    if (style.fontFamily === this.canvas.fontFamily) delete style.fontFamily;
    if (style.color === this.canvas.textColor) delete style.color;
    return style;
  }

  module(module: Json, bg: string | undefined): LeafBlock[] {
    const kind = str(module.type).replace(PREFIX, '');
    const d = obj(module.descriptor);
    const outer = cssOf(obj(d.style));
    const blocks = this.map(kind, d, outer, bg);
    const mobile = obj(d.mobileStyle);
    const m = Object.keys(mobile).length > 0 ? this.style(cssOf(mobile), undefined) : null;
    const hideMobile = obj(d.computedStyle).hideContentOnMobile === true;
    for (const block of blocks) {
      if (m && Object.keys(m).length > 0) block.mobile = m;
      if (hideMobile) block.hidden = { desktop: false, mobile: true };
    }
    return blocks;
  }

  private map(kind: string, d: Json, outer: Record<string, string>, bg: string | undefined): LeafBlock[] {
    switch (kind) {
      case 'text':
      case 'paragraph':
      case 'list': {
        const part = obj(d[kind]);
        const css = { ...outer, ...cssOf(obj(part.style)) };
        if (bg) css['background-color'] ??= bg;
        const html = str(part.html) || str(part.text);
        return this.flat(
          importFragment(
            kind === 'list' && !/^\s*<[uo]l/i.test(html) ? `<ul>${html}</ul>` : html,
            inlineCss(css),
            this.b,
            this.canvas,
          ),
        );
      }
      case 'heading':
      case 'title': {
        const part = obj(d.heading ?? d.title);
        const style = this.style({ ...outer, ...cssOf(obj(part.style)) }, bg);
        style.fontWeight ??= 'bold';
        const level = HEADINGS[str(part.title)] ?? 1;
        style.fontSize ??= level === 1 ? 28 : level === 2 ? 22 : 18;
        const html = str(part.text);
        return /<a\s/i.test(html)
          ? this.b.text(`<p><strong>${html}</strong></p>`, style)
          : this.b.heading(plainText(html), level, style);
      }
      case 'image': {
        const image = obj(d.image);
        const width = px(obj(d.computedStyle).width as number) ?? px(str(image.width));
        const style = this.style(outer, bg);
        const full = /fullwidth|autowidth/.test(str(obj(d.computedStyle).class)) || (width ?? 0) >= this.canvas.width;
        return this.b.image(
          str(image.src),
          str(image.alt),
          full ? undefined : width,
          str(image.href) || undefined,
          style,
        );
      }
      case 'button': {
        const button = obj(d.button);
        const css = cssOf(obj(button.style));
        const style = this.style(
          { ...outer, 'text-align': outer['text-align'] ?? 'center', 'font-size': css['font-size'] ?? '' },
          bg,
        );
        const look = {
          buttonColor: toHex(css['background-color']),
          textColor: toHex(css.color),
          radius: px(css['border-radius']),
          fullWidth: css.width === '100%',
        };
        return this.b.button(plainText(str(button.label)), str(button.href), look, style);
      }
      case 'divider': {
        const css = cssOf(obj(obj(d.divider).style));
        const border = css['border-top'] ?? '';
        const width = /%$/.test(css.width ?? '') ? Number.parseFloat(css.width as string) : undefined;
        const style = this.style(outer, bg);
        if (/^0|transparent|none/.test(border))
          return this.b.spacer((px(css.height) ?? 0) + (style.padding?.[0] ?? 0) + (style.padding?.[2] ?? 0) || 20);
        const parts = border.split(/\s+/);
        return this.b.divider({ thickness: px(parts[0]), lineStyle: parts[1], color: toHex(parts[2]), width }, style);
      }
      case 'spacer':
        return this.b.spacer(
          px(str(obj(obj(d.spacer).style).height)) ?? 20,
          bg && bg !== this.canvas.contentColor ? { backgroundColor: bg } : {},
        );
      case 'social': {
        const icons = arr(obj(d.iconsList).icons).map(obj);
        const links = icons.map((i) => ({
          network: networkOf(str(obj(i.image).href), str(i.name)),
          href: str(obj(i.image).href),
        }));
        const style = this.style(outer, bg);
        style.textAlign ??= 'center';
        if (links.some((l) => l.network === null)) {
          return this.b.menu(
            icons.map((i) => ({ label: str(obj(i.image).title) || str(i.name), href: str(obj(i.image).href) })),
            ' ',
            style,
          );
        }
        return this.b.social(
          links as Array<{ network: NonNullable<(typeof links)[number]['network']>; href: string }>,
          undefined,
          style,
        );
      }
      case 'menu': {
        const list = obj(d.menuItemsList);
        const links = arr(list.items)
          .map(obj)
          .map((i) => ({ label: str(i.text), href: str(obj(i.link).href) }));
        const style = this.style({ ...outer, ...cssOf(obj(obj(d.menuItemsList).style)) }, bg);
        return this.b.menu(links, plainText(str(obj(d.menuItemsList).separator)) || '|', style);
      }
      case 'html':
        return this.b.html(str(obj(d.html).html), this.style(outer, bg));
      case 'video': {
        const video = obj(d.video);
        const url = str(video.src) || str(video.url);
        return this.b.video(
          url,
          str(video.thumbSrc) || youtubeThumbnail(url),
          str(video.alt) || 'Play video',
          this.style(outer, bg),
        );
      }
      default: {
        this.b.warn('beefree_module', { type: kind.slice(0, 40) });
        const part = obj(d[kind]);
        return this.b.html(str(part.html) || str(part.text), this.style(outer, bg));
      }
    }
  }

  private flat(blocks: Block[]): LeafBlock[] {
    const out: LeafBlock[] = [];
    for (const block of blocks) {
      if (block.type === 'columns') for (const col of block.props.columns) out.push(...col.blocks);
      else out.push(block);
    }
    return out;
  }

  row(row: Json): Block[] {
    const rowBg =
      toHex(str(obj(obj(row.content).style)['background-color'])) ??
      toHex(str(obj(obj(row.container).style)['background-color']));
    const columns: ColumnInput[] = arr(row.columns).map((c) => {
      const col = obj(c);
      const bg = toHex(str(obj(col.style)['background-color'])) ?? rowBg;
      const grid = num(col['grid-columns']);
      return {
        ratio: clampInt(Number.isFinite(grid) ? grid : 12, 1, 12) ?? 12,
        blocks: arr(col.modules).flatMap((m) => this.module(obj(m), bg)),
      };
    });
    const style: BlockStyle = { padding: [0, 0, 0, 0] };
    if (rowBg && rowBg !== this.canvas.contentColor) style.backgroundColor = rowBg;
    return this.b.columns(columns, style);
  }
}

export function importBeefree(input: unknown, b: Builder): Mapped {
  const root = obj(input);
  const page = Array.isArray(obj(root.page).rows) ? obj(root.page) : root;
  if (!Array.isArray(page.rows)) throw new ImportError('not_beefree');
  const body = obj(page.body);
  const content = obj(body.content);
  const computed = obj(content.computedStyle);
  const css = obj(content.style);
  const canvas = blankCanvas();
  canvas.width = clampInt(px(str(computed.messageWidth)), 320, 900) ?? 600;
  canvas.backdropColor = toHex(str(obj(obj(body.container).style)['background-color'])) ?? canvas.backdropColor;
  canvas.contentColor = toHex(str(computed.messageBackgroundColor)) ?? '#ffffff';
  canvas.fontFamily = fontId(str(css['font-family'])) ?? canvas.fontFamily;
  canvas.textColor = toHex(str(css.color)) ?? canvas.textColor;
  canvas.linkColor = toHex(str(computed.linkColor)) ?? canvas.linkColor;
  const family = firstFamily(str(css['font-family']));
  for (const font of arr(body.webFonts).map(obj)) {
    const href = str(font.url);
    if (str(font.name) === family && /^https:\/\/\S{1,490}$/.test(href) && /^[A-Za-z0-9 -]{1,80}$/.test(family)) {
      canvas.webFont = { family, href };
      b.warn('web_font', { family });
    }
  }
  const mapper = new BeefreeMapper(b, canvas);
  const blocks = page.rows.flatMap((row) => mapper.row(obj(row)));
  const title = str(page.title).trim().slice(0, 1000);
  return { canvas, metadata: title ? { subject: title } : {}, blocks };
}

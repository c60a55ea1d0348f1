// An Unlayer design (`body → rows → columns → contents`, each with `values`) to a document.
// Row `cells` give the column ratios; `_override.mobile` values become the block's mobile style;
// hideDesktop/hideMobile its visibility. Text content goes through the HTML walker.
import type { LeafBlock } from '../blocks/registry';
import { blankCanvas } from '../document/blank';
import type { Canvas } from '../document/canvas';
import type { BlockStyle } from '../document/fields';
import type { Block } from '../document/schema';
import type { Builder, ColumnInput } from './build';
import { importFragment, plainText } from './html';
import { arr, type Json, obj, str, youtubeThumbnail } from './json';
import { ImportError } from './limits';
import { networkOf } from './networks';
import { blockStyle, clampInt, fontId, px, toHex } from './style';
import type { Mapped } from './types';

const HEADINGS: Record<string, 1 | 2 | 3> = { h1: 1, h2: 2, h3: 3, h4: 3 };

function hrefOf(values: Json): string {
  const action = obj(values.action);
  const href = values.href;
  if (typeof href === 'string') return href;
  return str(obj(obj(href).values).href) || str(obj(action.values).href);
}

class UnlayerMapper {
  constructor(
    private readonly b: Builder,
    private readonly canvas: Canvas,
  ) {}

  private style(v: Json, bg: string | undefined): BlockStyle {
    const style = blockStyle({
      padding: str(v.containerPadding) || undefined,
      color: str(v.color) || str(v.textColor) || undefined,
      'font-size': str(v.fontSize) || undefined,
      'line-height': str(v.lineHeight) || undefined,
      'text-align': str(v.textAlign) || undefined,
      'font-family': str(obj(v.fontFamily).value) || undefined,
      'font-weight': str(v.fontWeight) || undefined,
      'letter-spacing': str(v.letterSpacing) || undefined,
    });
    if (bg && bg !== this.canvas.contentColor) style.backgroundColor = bg;
    if (style.fontFamily === this.canvas.fontFamily) delete style.fontFamily;
    return style;
  }

  /** The mobile override and visibility of a content, applied to each of its blocks. */
  private finish(blocks: LeafBlock[], v: Json): LeafBlock[] {
    const mobile = obj(obj(v._override).mobile);
    const m = Object.keys(mobile).length > 0 ? this.style(mobile, undefined) : null;
    const hidden =
      v.hideDesktop === true || v.hideMobile === true
        ? { desktop: v.hideDesktop === true, mobile: v.hideMobile === true }
        : null;
    for (const block of blocks) {
      if (m && Object.keys(m).length > 0) block.mobile = m;
      if (hidden) block.hidden = hidden;
    }
    return blocks;
  }

  content(content: Json, bg: string | undefined): LeafBlock[] {
    const type = str(content.type);
    const v = obj(content.values);
    const style = this.style(v, bg);
    return this.finish(this.map(type, v, style), v);
  }

  private map(type: string, v: Json, style: BlockStyle): LeafBlock[] {
    switch (type) {
      case 'text':
      case 'paragraph': {
        const css = [`padding:${str(v.containerPadding) || '10px'}`];
        for (const [k, name] of [
          ['color', 'color'],
          ['fontSize', 'font-size'],
          ['lineHeight', 'line-height'],
          ['textAlign', 'text-align'],
        ]) {
          if (str(v[k as string])) css.push(`${name}:${str(v[k as string])}`);
        }
        return this.flat(importFragment(str(v.text) || str(v.html), css.join(';'), this.b, this.canvas), style);
      }
      case 'heading': {
        const level = HEADINGS[str(v.headingType)] ?? 1;
        style.fontWeight ??= 'bold';
        style.fontSize ??= level === 1 ? 22 : 18;
        const html = str(v.text);
        return /<a\s/i.test(html)
          ? this.b.text(`<p><strong>${html}</strong></p>`, style)
          : this.b.heading(plainText(html), level, style);
      }
      case 'image': {
        const src = obj(v.src);
        const width = px(src.width as number);
        const auto = obj(src).autoWidth !== false && !str(src.maxWidth);
        return this.b.image(str(src.url), str(v.altText), auto ? undefined : width, hrefOf(v) || undefined, style);
      }
      case 'button': {
        const colors = obj(v.buttonColors);
        const size = obj(v.size);
        const look = {
          buttonColor: toHex(str(colors.backgroundColor)),
          textColor: toHex(str(colors.color)),
          radius: px(str(v.borderRadius)),
          fullWidth: size.autoWidth === false && str(size.width) === '100%',
        };
        return this.b.button(plainText(str(v.text)), hrefOf(v), look, style);
      }
      case 'divider': {
        const border = obj(v.border);
        const width = /%$/.test(str(v.width)) ? Number.parseFloat(str(v.width)) : undefined;
        if ((px(str(border.borderTopWidth)) ?? 1) === 0) return this.b.spacer((style.padding?.[0] ?? 10) * 2);
        const look = {
          thickness: px(str(border.borderTopWidth)),
          color: toHex(str(border.borderTopColor)),
          lineStyle: str(border.borderTopStyle),
          width,
        };
        return this.b.divider(look, style);
      }
      case 'social': {
        const icons = arr(obj(v.icons).icons).map(obj);
        const links = icons.map((i) => ({ network: networkOf(str(i.url), str(i.name)), href: str(i.url) }));
        if (links.some((l) => l.network === null))
          return this.b.menu(
            icons.map((i) => ({ label: str(i.name), href: str(i.url) })),
            ' ',
            style,
          );
        return this.b.social(
          links as Array<{ network: NonNullable<(typeof links)[number]['network']>; href: string }>,
          px(str(v.iconSize)),
          style,
        );
      }
      case 'menu': {
        const items = arr(obj(v.menu).items).map(obj);
        const links = items.map((i) => ({
          label: str(i.text),
          href: hrefOf(obj(i.link)) || str(obj(obj(i.link).values).href),
        }));
        return this.b.menu(links, str(v.separator) || '|', style);
      }
      case 'html':
        return this.b.html(str(v.html), style);
      case 'video': {
        const video = obj(v.video);
        const url = str(video.url);
        return this.b.video(url, str(video.thumbnail) || youtubeThumbnail(url), str(v.altText) || 'Play video', style);
      }
      case 'spacer':
        return this.b.spacer(px(str(v.height)) ?? 20);
      default: {
        this.b.warn('unlayer_content', { type: type.slice(0, 40) });
        return this.b.html(str(v.html) || str(v.text));
      }
    }
  }

  private flat(blocks: Block[], style: BlockStyle): LeafBlock[] {
    const out: LeafBlock[] = [];
    for (const block of blocks) {
      if (block.type === 'columns') for (const col of block.props.columns) out.push(...col.blocks);
      else {
        if (style.backgroundColor) block.style.backgroundColor = style.backgroundColor;
        out.push(block);
      }
    }
    return out;
  }

  row(row: Json): Block[] {
    const v = obj(row.values);
    const rowBg = toHex(str(v.backgroundColor)) ?? toHex(str(v.columnsBackgroundColor));
    const cells = arr(row.cells).map((c) => (typeof c === 'number' && c > 0 ? c : 1));
    const total = cells.reduce((a, b) => a + b, 0) || 1;
    const columns: ColumnInput[] = arr(row.columns).map((c, i) => {
      const col = obj(c);
      const bg = toHex(str(obj(col.values).backgroundColor)) ?? rowBg;
      return {
        ratio: clampInt(((cells[i] ?? 1) / total) * 12, 1, 12) ?? 1,
        blocks: arr(col.contents).flatMap((content) => this.content(obj(content), bg)),
      };
    });
    const style: BlockStyle = { padding: [0, 0, 0, 0] };
    if (rowBg && rowBg !== this.canvas.contentColor) style.backgroundColor = rowBg;
    return this.b.columns(columns, style);
  }
}

export function importUnlayer(input: unknown, b: Builder): Mapped {
  const root = obj(input);
  const design = Array.isArray(obj(root.body).rows) ? root : obj(root.design);
  const body = obj(design.body);
  if (!Array.isArray(body.rows)) throw new ImportError('not_unlayer');
  const v = obj(body.values);
  const canvas = blankCanvas();
  canvas.width = clampInt(px(str(v.contentWidth)), 320, 900) ?? 600;
  canvas.backdropColor = toHex(str(v.backgroundColor)) ?? canvas.backdropColor;
  canvas.contentColor = toHex(str(v.contentBackgroundColor)) ?? '#ffffff';
  canvas.fontFamily = fontId(str(obj(v.fontFamily).value)) ?? canvas.fontFamily;
  canvas.textColor = toHex(str(v.textColor)) ?? canvas.textColor;
  canvas.linkColor = toHex(str(obj(v.linkStyle).linkColor)) ?? canvas.linkColor;
  canvas.preheader = str(v.preheaderText).trim().slice(0, 250);
  const mapper = new UnlayerMapper(b, canvas);
  const blocks = body.rows.flatMap((row) => mapper.row(obj(row)));
  return { canvas, metadata: {}, blocks };
}

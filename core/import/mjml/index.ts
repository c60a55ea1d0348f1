// MJML to a document: sections and groups to columns, components to their blocks, the head to
// the canvas (title, preview, fonts, defaults). Text and other HTML content go through the HTML
// walker, so headings, links and inline formatting inside mj-text are kept as in HTML imports.
import type { LeafBlock } from '../../blocks/registry';
import { blankCanvas } from '../../document/blank';
import type { Canvas } from '../../document/canvas';
import type { BlockStyle } from '../../document/fields';
import type { Block } from '../../document/schema';
import type { Builder, ColumnInput } from '../build';
import { importFragment, plainText } from '../html';
import { checkMarkup, ImportError } from '../limits';
import { networkOf } from '../networks';
import { align, blockStyle, clampInt, firstFamily, fontId, padding, px, toHex } from '../style';
import type { Mapped } from '../types';
import { MjAttributes } from './attributes';
import { childrenOf, type MjNode, parseMjml } from './tree';

const TEXT_CSS = ['color', 'font-size', 'font-family', 'line-height', 'font-weight', 'letter-spacing', 'padding'];

class MjmlMapper {
  constructor(
    private readonly b: Builder,
    private readonly attrs: MjAttributes,
    private readonly canvas: Canvas,
  ) {}

  /** Block style from a component's resolved attributes; `bg` is the section's or column's background. */
  private style(a: Record<string, string>, bg: string | undefined): BlockStyle {
    const style = blockStyle({ ...a, 'text-align': a.align, 'background-color': a['container-background-color'] });
    style.backgroundColor ??= bg;
    if (style.fontFamily === this.canvas.fontFamily) delete style.fontFamily;
    if (style.color === this.canvas.textColor) delete style.color;
    if (!style.backgroundColor || style.backgroundColor === this.canvas.contentColor) delete style.backgroundColor;
    return style;
  }

  leaf(node: MjNode, bg: string | undefined): LeafBlock[] {
    const a = this.attrs.of(node);
    const style = this.style(a, bg);
    switch (node.tag) {
      case 'mj-text': {
        const css = TEXT_CSS.filter((k) => a[k]).map((k) => `${k}:${a[k]}`);
        if (a.align) css.push(`text-align:${a.align}`);
        const bgColor = toHex(a['container-background-color']) ?? bg;
        if (bgColor) css.push(`background-color:${bgColor}`);
        return this.fragment(node.content, css.join(';'));
      }
      case 'mj-image': {
        const width = px(a.width);
        return this.b.image(a.src ?? '', a.alt ?? '', width, a.href, {
          ...style,
          padding: padding(a.padding) ?? [10, 25, 10, 25],
        });
      }
      case 'mj-button': {
        const look = {
          buttonColor: toHex(a['background-color']),
          textColor: toHex(a.color),
          radius: px(a['border-radius']),
          fullWidth: a.width === '100%',
        };
        // mj-button's border-radius rounds the button, not the row around it.
        const { borderRadius: _rounded, ...row } = style;
        return this.b.button(plainText(node.content), a.href, look, row);
      }
      case 'mj-divider': {
        const width = /%$/.test(a.width ?? '') ? Number.parseFloat(a.width as string) : undefined;
        return this.b.divider(
          { thickness: px(a['border-width']), color: toHex(a['border-color']), lineStyle: a['border-style'], width },
          style,
        );
      }
      case 'mj-spacer':
        return this.b.spacer(
          px(a.height) ?? 20,
          style.backgroundColor ? { backgroundColor: style.backgroundColor } : {},
        );
      case 'mj-social':
        return this.social(node, a, style);
      case 'mj-navbar': {
        // Links are relative to the navbar's base-url when it has one.
        const base = a['base-url'] ?? '';
        const links = childrenOf(node, 'mj-navbar-link').map((l) => {
          const href = this.attrs.of(l).href ?? '';
          return { label: plainText(l.content), href: /^[a-z][a-z0-9+.-]*:|^\{\{/i.test(href) ? href : base + href };
        });
        return this.b.menu(links, ' ', { ...style, textAlign: align(a.align) ?? 'center' });
      }
      case 'mj-raw':
        if (/<!--\[if/i.test(node.content)) this.b.warn('mjml_raw_mso');
        return this.b.html(node.content, style);
      case 'mj-table':
        return this.b.html(`<table width="100%">${node.content}</table>`, style);
      case 'mj-carousel':
        this.b.warn('mjml_carousel');
        return node.children.flatMap((img) => {
          const i = this.attrs.of(img);
          return this.b.image(i.src ?? '', i.alt ?? '', undefined, i.href, style);
        });
      case 'mj-accordion':
        this.b.warn('mjml_accordion');
        return node.children.flatMap((el) => [
          ...childrenOf(el, 'mj-accordion-title').flatMap((t) => this.b.heading(plainText(t.content), 3, style)),
          ...childrenOf(el, 'mj-accordion-text').flatMap((t) => this.fragment(t.content, '')),
        ]);
      case 'mj-include':
        this.b.warn('mjml_include', { path: (a.path ?? '').slice(0, 80) });
        return [];
      default:
        if (node.children.length === 0 && !node.content) return [];
        this.b.warn('mjml_unknown', { tag: node.tag });
        return [...this.b.html(node.content), ...node.children.flatMap((c) => this.leaf(c, bg))];
    }
  }

  private fragment(html: string, css: string): LeafBlock[] {
    const out: LeafBlock[] = [];
    for (const block of importFragment(html, css, this.b, this.canvas)) {
      if (block.type !== 'columns') out.push(block);
      else for (const col of block.props.columns) out.push(...col.blocks);
    }
    return out;
  }

  private social(node: MjNode, a: Record<string, string>, style: BlockStyle): LeafBlock[] {
    const elements = childrenOf(node, 'mj-social-element').map((el) => ({ el, at: this.attrs.of(el) }));
    const labelled = elements.some(({ el }) => plainText(el.content) !== '');
    const links = elements.map(({ el, at }) => ({
      network: networkOf(at.href ?? '', at.name ?? ''),
      href: at.href ?? '',
      label: plainText(el.content),
    }));
    // Labels have no place in the social block: a labelled row keeps its words as a menu.
    if (labelled || links.some((l) => l.network === null)) {
      return this.b.menu(
        links.map((l) => ({ label: l.label || (l.network ?? 'link'), href: l.href })),
        ' ',
        style,
      );
    }
    const mapped = links.map((l) => ({ network: l.network as NonNullable<typeof l.network>, href: l.href }));
    return this.b.social(mapped, px(a['icon-size']), { ...style, textAlign: align(a.align) ?? 'center' });
  }

  /** A column's blocks. */
  column(node: MjNode, sectionBg: string | undefined): LeafBlock[] {
    const a = this.attrs.of(node);
    const bg = toHex(a['background-color']) ?? sectionBg;
    return node.children.flatMap((c) => this.leaf(c, bg));
  }

  section(node: MjNode, parentBg: string | undefined): Block[] {
    const a = this.attrs.of(node);
    const bg = toHex(a['background-color']) ?? parentBg;
    const pad = padding(a.padding) ?? [20, 0, 20, 0];
    const spacer = (h: number) =>
      h > 0 ? this.b.spacer(h, bg && bg !== this.canvas.contentColor ? { backgroundColor: bg } : {}) : [];
    // A wrapper's own padding is backdrop (or its colour) above and below its sections.
    if (node.tag === 'mj-wrapper')
      return [...spacer(pad[0]), ...node.children.flatMap((s) => this.section(s, bg)), ...spacer(pad[2])];
    const out: Block[] = [];
    if (node.tag === 'mj-hero') {
      if (a['background-url']) out.push(...this.b.image(a['background-url'], '', undefined, undefined, {}));
      this.b.warn('mjml_hero');
      return [...out, ...node.children.flatMap((c) => this.leaf(c, bg))];
    }
    const columns: ColumnInput[] = [];
    for (const child of node.children) {
      if (child.tag === 'mj-group') {
        for (const col of childrenOf(child, 'mj-column'))
          columns.push({ ratio: this.ratio(col), blocks: this.column(col, bg) });
      } else if (child.tag === 'mj-column') columns.push({ ratio: this.ratio(child), blocks: this.column(child, bg) });
      else if (child.tag === 'mj-raw') columns.push({ ratio: 1, blocks: this.leaf(child, bg) });
    }
    const known = columns.filter((c) => c.ratio > 0);
    const share = (12 - known.reduce((sum, c) => sum + c.ratio, 0)) / Math.max(1, columns.length - known.length);
    for (const c of columns) if (!(c.ratio > 0)) c.ratio = clampInt(share, 1, 12) ?? 1;
    const body = this.b.columns(
      columns,
      bg && bg !== this.canvas.contentColor
        ? { backgroundColor: bg, padding: [0, 0, 0, 0] }
        : { padding: [0, 0, 0, 0] },
    );
    if (body.length === 0) return [];
    return [...spacer(pad[0]), ...body, ...spacer(pad[2])];
  }

  private ratio(col: MjNode): number {
    const w = col.attrs.width;
    if (!w) return 0;
    const n = /%$/.test(w) ? (Number.parseFloat(w) / 100) * 12 : ((px(w) ?? 0) / this.canvas.width) * 12;
    return clampInt(n, 1, 12) ?? 1;
  }
}

export function importMjml(source: string, b: Builder): Mapped {
  checkMarkup(source);
  const root = parseMjml(source);
  const head = childrenOf(root, 'mj-head')[0];
  const body = childrenOf(root, 'mj-body')[0];
  if (!body) throw new ImportError('not_mjml');
  const attrs = new MjAttributes(head);
  const canvas = blankCanvas();
  const bodyAttrs = attrs.of(body);
  canvas.width = clampInt(px(bodyAttrs.width), 320, 900) ?? 600;
  // mj-body draws its sections from the top edge: no backdrop above or below them.
  canvas.spacing = 0;
  const backdrop = toHex(bodyAttrs['background-color']);
  if (backdrop) canvas.backdropColor = backdrop;
  // Sections without a colour show the body's: the content is the backdrop, and coloured sections paint their blocks.
  canvas.contentColor = backdrop ?? '#ffffff';
  const text = attrs.of({ tag: 'mj-text', attrs: {}, children: [], content: '' });
  canvas.fontFamily = fontId(text['font-family']) ?? canvas.fontFamily;
  canvas.textColor = toHex(text.color) ?? canvas.textColor;
  const lang = root.attrs.lang;
  if (lang && /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(lang)) canvas.lang = lang;
  if (root.attrs.dir === 'rtl') canvas.dir = 'rtl';
  const preview = childrenOf(head, 'mj-preview')[0];
  if (preview) canvas.preheader = plainText(preview.content).slice(0, 250);
  const family = firstFamily(text['font-family']);
  for (const font of childrenOf(head, 'mj-font')) {
    const href = font.attrs.href ?? '';
    if (font.attrs.name === family && /^https:\/\/\S{1,490}$/.test(href) && /^[A-Za-z0-9 -]{1,80}$/.test(family)) {
      canvas.webFont = { family, href };
      b.warn('web_font', { family });
    }
  }
  if (childrenOf(head, 'mj-style').length > 0) b.warn('mjml_style');
  const title = childrenOf(head, 'mj-title')[0];
  const mapper = new MjmlMapper(b, attrs, canvas);
  const blocks: Block[] = [];
  for (const child of body.children) {
    if (child.tag === 'mj-section' || child.tag === 'mj-wrapper' || child.tag === 'mj-hero')
      blocks.push(...mapper.section(child, undefined));
    else blocks.push(...mapper.leaf(child, undefined));
  }
  const subject = title ? plainText(title.content).slice(0, 1000) : '';
  return { canvas, metadata: subject ? { subject } : {}, blocks };
}

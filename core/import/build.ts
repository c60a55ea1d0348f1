// Makes blocks for every importer and keeps the result inside the document's limits: field
// ranges of each block type, 2–4 columns of at most 50 leaves, 2,000 blocks in all, 20,000
// characters a text block and 50,000 an html block. What would break a limit is carried on as
// sanitized html rather than dropped.
import type { LeafBlock } from '../blocks/registry';
import type { SocialNetwork } from '../blocks/social/schema';
import { type BlockStyle, isSafeUrl } from '../document/fields';
import { newBlockId } from '../document/ids';
import { DOCUMENT_LIMITS } from '../document/limits';
import type { Block } from '../document/schema';
import { decodeEntities } from '../render/entities';
import { escapeAttr, escapeHtml } from '../render/escape';
import { sanitizeTextHtml } from '../render/sanitize';
import { sanitizeBlockHtml } from '../render/sanitize-html';
import { fillNote, IMPORT_WARNINGS, type ImportWarning, type ImportWarningCode, type NoteValues } from './notes';
import { clampInt } from './style';

const MAX_TEXT = 20_000;
const MAX_HTML = 50_000;
const MAX_COLUMN_LEAVES = 50;
const MAX_WARNINGS = 50;
/** Kept below the document's 2,000 so the overflow html blocks still fit. */
const BLOCK_BUDGET = DOCUMENT_LIMITS.maxBlocks - 40;
const DATA_IMAGE = /^data:image\/[a-z0-9.+-]+[;,]/i;

export interface ColumnInput {
  ratio: number;
  blocks: LeafBlock[];
}

/** Splits sanitized markup near `max` characters at tag starts; each piece is sanitized again (balanced). */
function pieces(html: string, max: number, sanitize: (s: string) => string): string[] {
  if (html.length <= max) return [html];
  const out: string[] = [];
  let start = 0;
  while (start < html.length) {
    let end = Math.min(html.length, start + max - 2000);
    if (end < html.length) {
      const lt = html.lastIndexOf('<', end);
      if (lt > start + 1000) end = lt;
    }
    const piece = sanitize(html.slice(start, end));
    out.push(piece.length <= max ? piece : piece.slice(0, max));
    start = end;
  }
  return out;
}

/** True when markup has something a reader sees: text or an image. */
export function hasContent(html: string): boolean {
  return (
    /<img\b/i.test(html) || /\S/.test(decodeEntities(html.replace(/<[^>]*>/g, '')).replace(/\u00a0|\u200c|\u200b/g, ''))
  );
}

export class Builder {
  readonly warnings: ImportWarning[] = [];
  private count = 0;
  /** Ids: one random prefix per import and a counter (one random draw per block costs more than the rest of a block). */
  private readonly prefix = newBlockId(8);
  private serial = 0;

  id(): string {
    return `${this.prefix}${(this.serial++).toString(36)}`;
  }
  /** Markup standing for each block, used when the block must become html (overflow). */
  private readonly fallback = new WeakMap<object, string>();
  private overflow = '';

  /** Notes what the user should know; the same warning twice is noted once. */
  warn(code: ImportWarningCode, values: NoteValues = {}): void {
    const message = fillNote(IMPORT_WARNINGS[code], values);
    if (this.warnings.length < MAX_WARNINGS && !this.warnings.some((w) => w.message === message))
      this.warnings.push({ code, message, values });
  }

  private make<B extends LeafBlock>(type: B['type'], props: B['props'], style: BlockStyle, html: string): B | null {
    if (this.count >= BLOCK_BUDGET) {
      if (this.overflow.length < MAX_HTML * 20) this.overflow += html;
      this.warn('too_many_blocks', { max: BLOCK_BUDGET });
      return null;
    }
    this.count++;
    const block = { id: this.id(), type, props, style } as unknown as B;
    this.fallback.set(block, html);
    return block;
  }

  heading(text: string, level: 1 | 2 | 3, style: BlockStyle): LeafBlock[] {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (!clean) return [];
    if (clean.length > 500) return this.text(`<p><strong>${escapeHtml(clean)}</strong></p>`, style);
    const block = this.make('heading', { text: clean, level }, style, `<h${level}>${escapeHtml(clean)}</h${level}>`);
    return block ? [block] : [];
  }

  /** A text block from markup in (or near) the text subset; nothing when it holds no visible text. */
  text(html: string, style: BlockStyle): LeafBlock[] {
    const clean = sanitizeTextHtml(html);
    if (!hasContent(clean)) return [];
    const out: LeafBlock[] = [];
    for (const piece of pieces(clean, MAX_TEXT, sanitizeTextHtml)) {
      const block = this.make('text', { html: piece }, style, piece);
      if (block) out.push(block);
    }
    return out;
  }

  /** Markup that has no native block: sanitized (§9) into html blocks of at most 50,000 characters. */
  html(raw: string, style: BlockStyle = {}): LeafBlock[] {
    const clean = sanitizeBlockHtml(raw);
    if (!hasContent(clean)) return [];
    const out: LeafBlock[] = [];
    for (const piece of pieces(clean, MAX_HTML, sanitizeBlockHtml)) {
      const block = this.make('html', { html: piece }, style, piece);
      if (block) out.push(block);
    }
    return out;
  }

  image(src: string, alt: string, width: number | undefined, href: string | undefined, style: BlockStyle): LeafBlock[] {
    const url = src.trim();
    const link = href && isSafeUrl(href) ? href.trim() : null;
    if (href && !link && href.trim() !== '' && href.trim() !== '#')
      this.warn('unsafe_link', { href: href.slice(0, 80) });
    const tag = `<img src="${escapeAttr(url)}" alt="${escapeAttr(alt)}"${width ? ` width="${Math.round(width)}"` : ''}>`;
    const html = link ? `<a href="${escapeAttr(link)}">${tag}</a>` : tag;
    if (DATA_IMAGE.test(url)) {
      if (url.length > MAX_HTML - 200) {
        this.warn('data_image_too_large', { kb: Math.round(url.length / 1024) });
        return alt ? this.text(`<p>${escapeHtml(alt)}</p>`, style) : [];
      }
      this.warn('data_images_as_html');
      return this.html(html, style);
    }
    if (!isSafeUrl(url) || url.length > 2000) {
      this.warn('image_unsupported', { url: url.slice(0, 80) });
      return alt ? this.text(`<p>${escapeHtml(alt)}</p>`, style) : [];
    }
    // Tracking pixels and spacer gifs are below the image block's 16 px minimum: kept as markup.
    if (width !== undefined && width < 16) return this.html(html, style);
    const props = { src: url, alt: alt.slice(0, 500), width: clampInt(width, 16, 900) ?? null, href: link };
    const block = this.make('image', props, style, html);
    return block ? [block] : [];
  }

  button(
    label: string,
    href: string | undefined,
    look: { buttonColor?: string; textColor?: string; radius?: number; fullWidth?: boolean },
    style: BlockStyle,
  ): LeafBlock[] {
    const text = label.replace(/\s+/g, ' ').trim().slice(0, 200);
    if (!text) return [];
    if (!href || !isSafeUrl(href)) {
      if (href && href.trim() !== '#') this.warn('button_unsafe_link', { href: href.slice(0, 80) });
      return this.text(`<p><strong>${escapeHtml(text)}</strong></p>`, style);
    }
    const props = {
      label: text,
      href: href.trim(),
      buttonColor: look.buttonColor ?? '#2563eb',
      textColor: look.textColor ?? '#ffffff',
      radius: clampInt(look.radius, 0, 50) ?? 0,
      fullWidth: look.fullWidth ?? false,
    };
    const block = this.make(
      'button',
      props,
      style,
      `<p><a href="${escapeAttr(href.trim())}">${escapeHtml(text)}</a></p>`,
    );
    return block ? [block] : [];
  }

  divider(
    look: { thickness?: number; color?: string; lineStyle?: string; width?: number },
    style: BlockStyle,
  ): LeafBlock[] {
    const lineStyle = look.lineStyle === 'dashed' || look.lineStyle === 'dotted' ? look.lineStyle : 'solid';
    const props = {
      thickness: clampInt(look.thickness, 1, 20) ?? 1,
      color: look.color ?? '#e5e7eb',
      lineStyle,
      width: clampInt(look.width, 10, 100) ?? 100,
    } as const;
    const block = this.make('divider', props, style, '<hr>');
    return block ? [block] : [];
  }

  spacer(height: number, style: BlockStyle = {}): LeafBlock[] {
    const block = this.make('spacer', { height: clampInt(height, 1, 400) ?? 24 }, style, '<br>');
    return block ? [block] : [];
  }

  /** A video: its thumbnail linking to it. Without a usable thumbnail, a link in a text block. */
  video(href: string, thumbnail: string | undefined, alt: string, style: BlockStyle): LeafBlock[] {
    const markup = `<p><a href="${escapeAttr(href)}">${escapeHtml(alt || href)}</a></p>`;
    if (!isSafeUrl(href) || !thumbnail || !isSafeUrl(thumbnail)) return this.text(markup, style);
    const block = this.make(
      'video',
      { href: href.trim(), thumbnailSrc: thumbnail.trim(), alt: alt.slice(0, 500) || 'Play video' },
      style,
      markup,
    );
    return block ? [block] : [];
  }

  /** Text links in a row. Unsafe links and links beyond the menu's 12 are kept as text. */
  menu(links: Array<{ label: string; href: string }>, separator: string, style: BlockStyle): LeafBlock[] {
    const safe = links
      .map((l) => ({ label: l.label.replace(/\s+/g, ' ').trim().slice(0, 100), href: l.href.trim() }))
      .filter((l) => l.label && isSafeUrl(l.href));
    const markup = links
      .map((l) => `<a href="${escapeAttr(l.href)}">${escapeHtml(l.label)}</a>`)
      .join(` ${escapeHtml(separator)} `);
    if (safe.length !== links.length || safe.length > 12) return this.text(`<p>${markup}</p>`, style);
    const block = this.make(
      'menu',
      { links: safe, separator: separator.trim().slice(0, 5) || '|' },
      style,
      `<p>${markup}</p>`,
    );
    return block ? [block] : [];
  }

  social(
    links: Array<{ network: SocialNetwork; href: string }>,
    iconSize: number | undefined,
    style: BlockStyle,
  ): LeafBlock[] {
    const safe = links.filter((l) => isSafeUrl(l.href)).slice(0, 12);
    if (safe.length === 0) return [];
    const markup = safe.map((l) => `<a href="${escapeAttr(l.href)}">${l.network}</a>`).join(' ');
    const props = { links: safe, iconSize: clampInt(iconSize, 16, 64) ?? 32, iconStyle: 'color' as const };
    const block = this.make('social', props, style, `<p>${markup}</p>`);
    return block ? [block] : [];
  }

  /**
   * 2–4 columns. One column is its blocks; more than four become rows of up to four; a column
   * past 50 blocks keeps the rest as one html block.
   */
  columns(columns: ColumnInput[], style: BlockStyle, stackOnMobile = true, gap = 0): Block[] {
    const filled = columns.filter((c) => c.blocks.length > 0);
    if (filled.length === 0) return [];
    if (filled.length === 1) return (filled[0] as ColumnInput).blocks;
    const out: Block[] = [];
    for (let i = 0; i < filled.length; i += 4) {
      const row = filled.slice(i, i + 4);
      if (row.length === 1) {
        out.push(...(row[0] as ColumnInput).blocks);
        continue;
      }
      const cols = row.map((c) => ({ ratio: clampInt(c.ratio, 1, 12) ?? 1, blocks: this.fitColumn(c.blocks) }));
      out.push({
        id: this.id(),
        type: 'columns',
        props: { columns: cols, stackOnMobile, gap: clampInt(gap, 0, 48) ?? 0 },
        style,
      });
    }
    return out;
  }

  private fitColumn(blocks: LeafBlock[]): LeafBlock[] {
    if (blocks.length <= MAX_COLUMN_LEAVES) return blocks;
    const rest = blocks.slice(MAX_COLUMN_LEAVES - 1);
    this.count -= rest.length;
    const html = rest.map((b) => this.fallback.get(b) ?? '').join('');
    this.warn('column_too_long', { max: MAX_COLUMN_LEAVES });
    return [...blocks.slice(0, MAX_COLUMN_LEAVES - 1), ...this.html(html).slice(0, 1)];
  }

  /** Html blocks for what was past the block budget (appended at the end of the document). */
  overflowBlocks(): LeafBlock[] {
    if (!this.overflow) return [];
    const clean = sanitizeBlockHtml(this.overflow);
    return pieces(clean, MAX_HTML, sanitizeBlockHtml)
      .slice(0, 35)
      .map((html) => ({ id: this.id(), type: 'html', props: { html }, style: {} }) as LeafBlock);
  }
}

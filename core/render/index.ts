// The renderer: an email document to client-safe HTML and a plain-text part. Deterministic: the
// same document and options always give the same bytes.

import { columnLayout } from '../blocks/columns/render';
import type { LeafBlock } from '../blocks/registry';
import { blockUnit } from '../blocks/registry';
import { FONT_STACKS } from '../document/fonts';
import { type Block, type Canvas, type EmailDocument, themeOf } from '../document/schema';
import { isConditionSyntax, wrapInCondition } from './conditions';
import type { CustomBlockRenderer, RenderContext, RenderOptions } from './context';
import { CssCollector } from './css';
import { darkPalette } from './dark';
import { renderDocumentShell } from './document';
import { cssColor } from './style';
import { normalizeText } from './text';

export { CONDITION_SYNTAXES, type ConditionSyntax, isConditionSyntax } from './conditions';
export type { RenderContext, RenderOptions } from './context';

const DEFAULT_ASSET_BASE = '/assets';
const NO_BLOCK_TYPES: ReadonlyMap<string, CustomBlockRenderer> = new Map();

/**
 * The canvas as the renderer uses it: for validated documents an identical copy; for anything
 * else, values that would reach markup unescaped (colours, width) fall back to the defaults.
 */
function renderCanvas(canvas: Canvas): Canvas {
  const width = Number(canvas.width);
  return {
    ...canvas,
    width: Number.isInteger(width) && width >= 320 && width <= 900 ? width : 600,
    backdropColor: cssColor(canvas.backdropColor) ?? '#f3f4f6',
    contentColor: cssColor(canvas.contentColor) ?? '#ffffff',
    textColor: cssColor(canvas.textColor) ?? '#1f2937',
    linkColor: cssColor(canvas.linkColor) ?? '#2563eb',
    dir: canvas.dir === 'rtl' ? 'rtl' : 'ltr',
  };
}

function fontStackOf(canvas: Canvas): string {
  const stack =
    (Object.hasOwn(FONT_STACKS, canvas.fontFamily) && FONT_STACKS[canvas.fontFamily]) || FONT_STACKS.helvetica;
  const family = canvas.webFont?.family;
  // The family is validated as letters, digits, spaces and dashes: safe inside quotes.
  return family && /^[A-Za-z0-9 -]+$/.test(family) ? `'${family}', ${stack}` : stack;
}

function renderChildBlock(this: RenderContext, block: LeafBlock, width: number): string {
  // Columns hold leaf blocks only; a nested columns block (only possible in unvalidated input) is skipped.
  return (block as Block).type === 'columns' ? '' : blockHtml(block, this, width);
}

function renderChildText(this: RenderContext, block: LeafBlock): string {
  return (block as Block).type === 'columns' ? '' : blockText(block, this);
}

function createContext(doc: EmailDocument, options: RenderOptions = {}): RenderContext {
  const canvas = renderCanvas(doc.canvas);
  return {
    canvas,
    theme: themeOf(canvas),
    fontStack: fontStackOf(canvas),
    assetBaseUrl: (options.assetBaseUrl ?? DEFAULT_ASSET_BASE).replace(/\/+$/, ''),
    annotate: options.annotate === true,
    syntax: isConditionSyntax(options.syntax) ? options.syntax : 'handlebars',
    showBlock: options.showBlock,
    blockTypes: options.blockTypes ?? NO_BLOCK_TYPES,
    width: canvas.width,
    css: new CssCollector(),
    dark: darkPalette(canvas),
    renderBlock: renderChildBlock,
    renderBlockText: renderChildText,
  };
}

function blockHtml(block: Block, ctx: RenderContext, width: number): string {
  const unit = blockUnit(block.type);
  return unit
    ? wrapInCondition(block, unit.html(block, width === ctx.width ? ctx : { ...ctx, width }), 'html', ctx)
    : '';
}

function blockText(block: Block, ctx: RenderContext): string {
  // Hidden everywhere means not part of the message.
  if (block.hidden?.desktop && block.hidden.mobile) return '';
  return wrapInCondition(block, blockUnit(block.type)?.text(block, ctx) ?? '', 'text', ctx);
}

/** The complete HTML email. */
export function renderHtml(doc: EmailDocument, options?: RenderOptions): string {
  const ctx = createContext(doc, options);
  let body = '';
  for (const block of doc.blocks) body += `${blockHtml(block, ctx, ctx.width)}\n`;
  return renderDocumentShell(doc, ctx, body);
}

/** Where a block sits in the document: the canvas, or its column (its share of the width, the row's background). */
function placeInDocument(block: Block, doc: EmailDocument, ctx: RenderContext): RenderContext {
  for (const parent of doc.blocks) {
    if (parent.type !== 'columns') continue;
    const layouts = columnLayout(parent, ctx.width, ctx.canvas.dir === 'rtl');
    for (const [index, column] of parent.props.columns.entries()) {
      if (!column.blocks.some((child) => child.id === block.id)) continue;
      return {
        ...ctx,
        onCustomBackground: cssColor(parent.style.backgroundColor) !== null,
        width: layouts[index]?.childWidth ?? ctx.width,
      };
    }
  }
  return ctx;
}

/**
 * One block's markup (its outermost element is a layout table), exactly as it appears inside
 * `renderHtml` — also for a block inside a column, which is rendered at its column's width.
 */
export function renderBlockHtml(block: Block, doc: EmailDocument, options?: RenderOptions): string {
  const ctx = placeInDocument(block, doc, createContext(doc, options));
  return blockHtml(block, ctx, ctx.width);
}

/** The plain-text part: headings and paragraphs on their own lines, `label: url` for buttons and links. */
export function renderText(doc: EmailDocument, options?: RenderOptions): string {
  const ctx = createContext(doc, options);
  const parts: string[] = [];
  for (const block of doc.blocks) {
    const text = blockText(block, ctx);
    if (text) parts.push(text);
  }
  const text = normalizeText(parts.join('\n\n'));
  return text ? `${text}\n` : '';
}

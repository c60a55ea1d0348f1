import type { BaseBlock } from '../../document/fields';
import type { RenderContext } from '../../render/context';
import { DARK_TAGS } from '../../render/dark';
import { sanitizeBlockHtml } from '../../render/sanitize-html';
import { innerWidth, textCss, textLook, wrapBlock } from '../../render/style';
import { htmlToText } from '../../render/text';
import type { HtmlBlock } from './schema';

/**
 * Author HTML laid out as a block, sanitised on every render (so drafts that skipped validation
 * are covered too): tables, inline styles, images and links stay; nothing can run, restyle or
 * close the layout, and no box is wider than the block's content width. Custom blocks use it too.
 */
export function authorHtml(block: BaseBlock, ctx: RenderContext, html: string): string {
  return wrapBlock(block, ctx, sanitizeBlockHtml(html, innerWidth(block.style, ctx.width)), {
    cellStyle: textCss(textLook(block.style, ctx), ctx),
    text: true,
    darkTags: DARK_TAGS,
  });
}

export function authorText(html: string): string {
  return htmlToText(sanitizeBlockHtml(html));
}

export function htmlHtml(block: HtmlBlock, ctx: RenderContext): string {
  return authorHtml(block, ctx, block.props.html);
}

export function htmlText(block: HtmlBlock): string {
  return authorText(block.props.html);
}

import type { RenderContext } from '../../render/context';
import { textCss, textLook, wrapBlock } from '../../render/style';
import { htmlToText } from '../../render/text';
import type { HtmlBlock } from './schema';

/** Raw HTML, rendered as given (the author's responsibility); the cell supplies the canvas font. */
export function htmlHtml(block: HtmlBlock, ctx: RenderContext): string {
  return wrapBlock(block, ctx, block.props.html, { cellStyle: textCss(textLook(block.style, ctx), ctx) });
}

export function htmlText(block: HtmlBlock): string {
  return htmlToText(block.props.html);
}

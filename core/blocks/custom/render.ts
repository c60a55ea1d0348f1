import type { RenderContext } from '../../render/context';
import { authorHtml, authorText } from '../html/render';
import type { CustomBlock } from './schema';

/** The account's type when the render has it (RenderOptions.blockTypes), else the block's last rendered HTML. */
function markupOf(block: CustomBlock, ctx: RenderContext): string {
  return ctx.blockTypes.get(block.props.blockType)?.markup(block.props.values) ?? block.props.html;
}

/** Sanitised and laid out like the html block, whichever HTML it is. */
export function customHtml(block: CustomBlock, ctx: RenderContext): string {
  return authorHtml(block, ctx, markupOf(block, ctx));
}

export function customText(block: CustomBlock, ctx: RenderContext): string {
  return authorText(markupOf(block, ctx));
}

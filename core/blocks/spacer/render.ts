import type { RenderContext } from '../../render/context';
import { intIn, px, wrapBlock } from '../../render/style';
import type { SpacerBlock } from './schema';

/** A cell of an exact height: height, line-height and font-size 0 so no client adds a text line. */
export function spacerHtml(block: SpacerBlock, ctx: RenderContext): string {
  const h = intIn(block.props.height, 1, 400, 24);
  return wrapBlock(block, ctx, '&#8202;', {
    cellAttrs: ` height="${h}"`,
    cellStyle: `height:${px(h)};line-height:${px(h)};font-size:0;mso-line-height-rule:exactly;`,
  });
}

export function spacerText(): string {
  return '';
}

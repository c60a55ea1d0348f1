import type { RenderContext } from '../../render/context';
import { escapeHtml } from '../../render/escape';
import { alignAttr, fontStackOf, oneOf, textCss, textLook, wrapBlock } from '../../render/style';
import type { HeadingBlock } from './schema';

const SIZES = { 1: 28, 2: 22, 3: 18 } as const;
const LINE_HEIGHT = 1.25;
/** The heading element carries its colour inline. */
const HEADING_TAGS = { 1: ['h1'], 2: ['h2'], 3: ['h3'] } as const;

/** A real h1–h3 (for screen readers and outlines) with the client's default margins reset. */
export function headingHtml(block: HeadingBlock, ctx: RenderContext): string {
  const level = oneOf(block.props.level, [1, 2, 3] as const, 2);
  // The theme's heading font applies to every heading without its own font.
  const fontStack = fontStackOf(ctx.theme.headingFont);
  const look = textLook(block.style, ctx, {
    fontSize: SIZES[level] ?? 28,
    lineHeight: LINE_HEIGHT,
    fontWeight: 'bold',
    fontStack,
  });
  const text = escapeHtml(block.props.text).replaceAll('\n', '<br>');
  // Clients make h1–h3 bold by default: a heading set to normal weight says so.
  const weight = look.fontWeight === 'normal' ? 'font-weight:normal;' : '';
  return wrapBlock(block, ctx, `<h${level} style="margin:0;${textCss(look, ctx)}${weight}">${text}</h${level}>`, {
    cellAttrs: alignAttr(look.align),
    lineHeight: LINE_HEIGHT,
    text: true,
    darkTags: HEADING_TAGS[level],
  });
}

export function headingText(block: HeadingBlock): string {
  return block.props.text.trim();
}

import type { RenderContext } from '../../render/context';
import type { DarkTag } from '../../render/dark';
import { sanitizeTextHtml } from '../../render/sanitize';
import { px, textCss, textLook, wrapBlock } from '../../render/style';
import { htmlToText } from '../../render/text';
import type { TextBlock } from './schema';

const LINE_HEIGHT = 1.5;

/** The sanitiser's canonical tags that get inline styles. */
const STYLED = /<(p|ul|ol)>|<a href="/g;
const SPAN: readonly DarkTag[] = ['span'];

/**
 * Adds inline styles to the sanitiser's canonical output (`<p>`, `<ul>`, `<a href="…">` …) in one
 * pass: paragraph spacing without a gap before the first block, list indents on the reading side,
 * link colour.
 */
function styleSubset(html: string, ctx: RenderContext, gap: number): string {
  const top = `margin:${px(gap)} 0 0`;
  const indent = `padding:${ctx.canvas.dir === 'rtl' ? '0 24px 0 0' : '0 0 0 24px'}`;
  const link = `<a style="color:${ctx.canvas.linkColor};text-decoration:underline" href="`;
  return html.replace(STYLED, (_match: string, tag: string | undefined, offset: number) => {
    if (!tag) return link;
    // The first paragraph or list sits flush with the cell's padding.
    const margin = offset === 0 ? 'margin:0' : top;
    return tag === 'p' ? `<p style="${margin}">` : `<${tag} style="${margin};${indent}">`;
  });
}

export function textHtml(block: TextBlock, ctx: RenderContext): string {
  const look = textLook(block.style, ctx, { lineHeight: LINE_HEIGHT });
  // Validation already stored sanitised HTML; sanitising again keeps unvalidated input inert too.
  const html = styleSubset(sanitizeTextHtml(block.props.html), ctx, look.fontSize);
  return wrapBlock(block, ctx, html, {
    cellStyle: textCss(look, ctx),
    lineHeight: LINE_HEIGHT,
    text: true,
    // Spans are the one element of the subset with a colour of its own.
    darkTags: html.includes('<span') ? SPAN : undefined,
  });
}

export function textText(block: TextBlock): string {
  return htmlToText(sanitizeTextHtml(block.props.html));
}

import type { RenderContext } from '../../render/context';
import { sanitizeTextHtml } from '../../render/sanitize';
import { px, textCss, textLook, wrapBlock } from '../../render/style';
import { htmlToText } from '../../render/text';
import type { TextBlock } from './schema';

const LINE_HEIGHT = 1.5;

/**
 * Adds inline styles to the sanitiser's canonical output (`<p>`, `<ul>`, `<a href="…">` …):
 * paragraph spacing without a trailing gap, list indents on the reading side, link colour.
 */
function styleSubset(html: string, ctx: RenderContext, gap: number): string {
  const indent = ctx.canvas.dir === 'rtl' ? `0 24px 0 0` : `0 0 0 24px`;
  const link = `color:${ctx.canvas.linkColor};text-decoration:underline`;
  return html.replace(/<(p|ul|ol)>|<a href="/g, (_tag, name: string | undefined, offset: number) => {
    if (!name) return `<a style="${link}" href="`;
    const margin = offset === 0 ? '0' : `${px(gap)} 0 0`;
    return name === 'p' ? `<p style="margin:${margin}">` : `<${name} style="margin:${margin};padding:${indent}">`;
  });
}

export function textHtml(block: TextBlock, ctx: RenderContext): string {
  const look = textLook(block.style, ctx, { lineHeight: LINE_HEIGHT });
  // Validation already stored sanitised HTML; sanitising again keeps unvalidated input inert too.
  const html = styleSubset(sanitizeTextHtml(block.props.html), ctx, look.fontSize);
  return wrapBlock(block, ctx, html, { cellStyle: textCss(look, ctx), lineHeight: LINE_HEIGHT });
}

export function textText(block: TextBlock): string {
  return htmlToText(sanitizeTextHtml(block.props.html));
}

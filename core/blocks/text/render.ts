import type { RenderContext } from '../../render/context';
import { sanitizeTextHtml } from '../../render/sanitize';
import { px, textCss, textLook, wrapBlock } from '../../render/style';
import { htmlToText } from '../../render/text';
import type { TextBlock } from './schema';

const LINE_HEIGHT = 1.5;

/**
 * Adds inline styles to the sanitiser's canonical output (`<p>`, `<ul>`, `<a href="…">` …):
 * paragraph spacing without a gap before the first block, list indents on the reading side, link colour.
 */
function styleSubset(html: string, ctx: RenderContext, gap: number): string {
  const top = `margin:${px(gap)} 0 0`;
  const list = `${top};padding:${ctx.canvas.dir === 'rtl' ? '0 24px 0 0' : '0 0 0 24px'}`;
  let out = html;
  if (out.includes('<p>')) out = out.replaceAll('<p>', `<p style="${top}">`);
  if (out.includes('<ul>')) out = out.replaceAll('<ul>', `<ul style="${list}">`);
  if (out.includes('<ol>')) out = out.replaceAll('<ol>', `<ol style="${list}">`);
  if (out.includes('<a href="'))
    out = out.replaceAll('<a href="', `<a style="color:${ctx.canvas.linkColor};text-decoration:underline" href="`);
  // The first paragraph or list sits flush with the cell's padding.
  const firstP = `<p style="${top}">`;
  if (out.startsWith(firstP)) out = `<p style="margin:0">${out.slice(firstP.length)}`;
  else if (out.startsWith(`<ul style="${top}`) || out.startsWith(`<ol style="${top}`)) {
    out = `${out.slice(0, '<ul style="'.length)}margin:0${out.slice('<ul style="'.length + top.length)}`;
  }
  return out;
}

export function textHtml(block: TextBlock, ctx: RenderContext): string {
  const look = textLook(block.style, ctx, { lineHeight: LINE_HEIGHT });
  // Validation already stored sanitised HTML; sanitising again keeps unvalidated input inert too.
  const html = styleSubset(sanitizeTextHtml(block.props.html), ctx, look.fontSize);
  return wrapBlock(block, ctx, html, { cellStyle: textCss(look, ctx), lineHeight: LINE_HEIGHT, text: true });
}

export function textText(block: TextBlock): string {
  return htmlToText(sanitizeTextHtml(block.props.html));
}

import type { RenderContext } from '../../render/context';
import { escapeAttr, escapeHtml, safeUrl } from '../../render/escape';
import { alignAttr, textCss, textLook, wrapBlock } from '../../render/style';
import type { MenuBlock } from './schema';

/** Inline links with a separator; non-breaking spaces space them because Outlook ignores padding on inline elements. */
export function menuHtml(block: MenuBlock, ctx: RenderContext): string {
  const look = textLook(block.style, ctx, { fontSize: 14, color: ctx.canvas.linkColor });
  const separator = `&nbsp;&nbsp;${escapeHtml(block.props.separator)}&nbsp;&nbsp;`;
  const items = block.props.links.map((link) => {
    const href = safeUrl(link.href);
    const label = escapeHtml(link.label);
    return href ? `<a href="${escapeAttr(href)}" style="color:${look.color};text-decoration:none">${label}</a>` : label;
  });
  return wrapBlock(block, ctx, items.join(separator), {
    cellAttrs: alignAttr(look.align),
    cellStyle: textCss(look, ctx),
    text: true,
  });
}

export function menuText(block: MenuBlock): string {
  return block.props.links
    .map((link) => {
      const href = safeUrl(link.href);
      return href ? `${link.label}: ${href}` : link.label;
    })
    .join('\n');
}

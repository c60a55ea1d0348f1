import type { RenderContext } from '../../render/context';
import { escapeAttr, safeUrl } from '../../render/escape';
import { altTextCss, intIn, oneOf, safeAlign, wrapBlock } from '../../render/style';
import type { SocialBlock, SocialNetwork } from './schema';

export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  x: 'X',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
  github: 'GitHub',
  website: 'Website',
  email: 'Email',
};

/** A row of linked icon images served from our assets; the alt text names the network. */
export function socialHtml(block: SocialBlock, ctx: RenderContext): string {
  const { links } = block.props;
  const iconStyle = oneOf(block.props.iconStyle, ['color', 'dark', 'light'] as const, 'color');
  const size = intIn(block.props.iconSize, 16, 64, 32);
  const align = safeAlign(block.style.textAlign) ?? 'center';
  let icons = '';
  for (const link of links) {
    const href = safeUrl(link.href);
    const label = SOCIAL_LABELS[link.network];
    if (!href || !label) continue;
    const src = `${ctx.assetBaseUrl}/social/${link.network}-${iconStyle}.png`;
    icons +=
      `<td style="padding:0 4px"><a href="${escapeAttr(href)}"><img src="${escapeAttr(src)}" alt="${label}" ` +
      `width="${size}" height="${size}" style="display:block;width:${size}px;height:${size}px;border:0;${altTextCss(ctx)}"></a></td>`;
  }
  const inner = icons ? `<table role="presentation" cellpadding="0" cellspacing="0"><tr>${icons}</tr></table>` : '';
  return wrapBlock(block, ctx, inner, { cellAttrs: ` align="${align}"` });
}

export function socialText(block: SocialBlock): string {
  const lines: string[] = [];
  for (const link of block.props.links) {
    const href = safeUrl(link.href);
    if (href) lines.push(`${SOCIAL_LABELS[link.network] ?? link.network}: ${href}`);
  }
  return lines.join('\n');
}

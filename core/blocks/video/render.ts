import type { RenderContext } from '../../render/context';
import { escapeAttr, safeUrl } from '../../render/escape';
import { altTextCss, innerWidth, safeAlign, wrapBlock } from '../../render/style';
import type { VideoBlock } from './schema';

/** Characters that could end a CSS `url('…')` or the declaration, percent-encoded. */
export function cssUrl(url: string): string {
  return url.replace(/['"()\\;<>\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/**
 * Email cannot play video, so: a 16:9 cell with the thumbnail as its background and our play badge
 * centred on it, the whole cell one link. Clients that drop background images still show a dark
 * panel with the badge (clearly "play video"); Outlook for Windows, which needs VML for
 * backgrounds, gets the plain linked thumbnail image instead. On phones the panel's height follows
 * its width (percentage padding) instead of the desktop px height.
 */
export function videoHtml(block: VideoBlock, ctx: RenderContext): string {
  const { props, style } = block;
  const width = Math.max(1, innerWidth(style, ctx.width));
  const height = Math.round((width * 9) / 16);
  const badge = Math.min(64, Math.max(24, Math.round(width / 5)));
  const href = safeUrl(props.href);
  const thumb = safeUrl(props.thumbnailSrc);
  const hrefAttr = href ? ` href="${escapeAttr(href)}"` : '';
  const alt = escapeAttr(props.alt);
  const background = thumb
    ? ` style="background-color:#111827;background-image:url('${escapeAttr(cssUrl(thumb))}');`
    : ' style="background-color:#111827;';
  const panel =
    `<!--[if !mso]><!--><table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr>` +
    `<td class="eb-v" align="center" height="${height}"${background}background-position:center;background-size:cover;background-repeat:no-repeat;height:${height}px">` +
    `<a${hrefAttr} style="display:block;height:${height}px;line-height:${height}px;text-align:center;text-decoration:none">` +
    `<img src="${escapeAttr(`${ctx.assetBaseUrl}/video/play.png`)}" alt="${alt}" width="${badge}" height="${badge}" ` +
    `style="display:inline-block;vertical-align:middle;width:${badge}px;height:${badge}px;border:0;${altTextCss(ctx)}"></a></td></tr></table><!--<![endif]-->`;
  // Phones: a fixed px height would crop the thumbnail's sides; padding in % of the width keeps it near 16:9.
  ctx.css.addMobile(
    'eb-v',
    '.eb-v,.eb-v a{height:auto!important}.eb-v a{line-height:0!important;padding:22% 0!important}',
  );
  const fallback = thumb
    ? `<!--[if mso]><a${hrefAttr}><img src="${escapeAttr(thumb)}" alt="${alt}" width="${width}" ` +
      `style="display:block;width:${width}px;height:auto;border:0;${altTextCss(ctx)}"></a><![endif]-->`
    : '';
  return wrapBlock(block, ctx, panel + fallback, { cellAttrs: ` align="${safeAlign(style.textAlign) ?? 'center'}"` });
}

export function videoText(block: VideoBlock): string {
  const href = safeUrl(block.props.href);
  const alt = block.props.alt.trim() || 'Watch the video';
  return href ? `${alt}: ${href}` : alt;
}

import { ASSET_SIZES } from '../../render/asset-sizes';
import type { RenderContext } from '../../render/context';
import { escapeAttr, safeUrl } from '../../render/escape';
import { altTextCss, innerWidth, px, safeAlign, wrapBlock } from '../../render/style';
import type { ImageBlock } from './schema';

/** `margin` that places a block-level image like the cell's `align` does in Outlook. */
export function blockAlignMargin(align: 'left' | 'center' | 'right'): string {
  return align === 'center' ? 'margin:0 auto;' : align === 'right' ? 'margin:0 0 0 auto;' : '';
}

/**
 * ` height="…"` where the image's ratio is known (our shipped images, or the size recorded for
 * this very `src`), so the box keeps its space when images are blocked; the inline `height:auto`
 * still lets the image scale on phones.
 */
function heightAttr(
  url: string,
  width: number,
  ctx: RenderContext,
  natural: ImageBlock['props']['naturalSize'],
): string {
  const prefix = `${ctx.assetBaseUrl}/`;
  const recorded =
    natural && natural.src === url && natural.width > 0 && natural.height > 0
      ? [natural.width, natural.height]
      : undefined;
  const size =
    recorded ??
    (url.startsWith(prefix) && Object.hasOwn(ASSET_SIZES, url.slice(prefix.length))
      ? ASSET_SIZES[url.slice(prefix.length)]
      : undefined);
  const height = size ? Math.round((width * (size[1] as number)) / (size[0] as number)) : 0;
  return Number.isFinite(height) && height > 0 ? ` height="${height}"` : '';
}

/** One `img`: `look` is the inline style after `max-width` (alignment, radius, alt-text style), shared by both variants. */
function imgTag(url: string, className: string, width: number, alt: string, look: string, height: string): string {
  return (
    `<img${className ? ` class="${className}"` : ''} src="${escapeAttr(url)}" alt="${alt}" width="${width}"${height} ` +
    `style="display:block;width:100%;max-width:${width}px;height:auto;border:0;${look}">`
  );
}

export function imageHtml(block: ImageBlock, ctx: RenderContext): string {
  const { props, style } = block;
  const available = Math.max(1, innerWidth(style, ctx.width));
  const width = Math.min(props.width ?? available, available);
  const align = safeAlign(style.textAlign) ?? 'center';
  const src = safeUrl(props.src);
  const href = safeUrl(props.href);
  const radius = style.borderRadius ? `border-radius:${px(style.borderRadius)};` : '';
  // Images that fill their width (no set width) keep filling it when a column stacks full-width on a phone.
  const fills = props.width === null || props.width >= available;
  if (fills) ctx.css.addMobile('eb-fill', '.eb-fill{max-width:100%!important}');
  const darkSrc = src ? safeUrl(props.darkSrc) : null;
  const alt = escapeAttr(props.alt);
  const look = `${blockAlignMargin(align)}${radius}${altTextCss(ctx)}`;
  const fill = fills ? 'eb-fill' : '';
  let inner = '';
  if (src) {
    const className = darkSrc ? (fills ? 'eb-fill eb-li' : 'eb-li') : fill;
    inner = imgTag(src, className, width, alt, look, heightAttr(src, width, ctx, props.naturalSize));
  }
  if (inner && darkSrc) {
    // The dark-mode variant is hidden (and out of Outlook for Windows) until the dark-mode CSS swaps the two.
    ctx.css.darkImages = true;
    inner +=
      `<!--[if !mso]><!--><div class="eb-dk" style="display:none;max-height:0;overflow:hidden;mso-hide:all">` +
      `${imgTag(darkSrc, fill, width, alt, look, heightAttr(darkSrc, width, ctx, props.naturalSize))}</div><!--<![endif]-->`;
  }
  if (inner && href) inner = `<a href="${escapeAttr(href)}" style="text-decoration:none">${inner}</a>`;
  return wrapBlock(block, ctx, inner, { cellAttrs: ` align="${align}"` });
}

export function imageText(block: ImageBlock): string {
  const alt = block.props.alt.trim();
  const href = safeUrl(block.props.href);
  if (!alt) return href ?? '';
  return href ? `${alt} (${href})` : alt;
}

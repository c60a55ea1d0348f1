import type { RenderContext } from '../../render/context';
import { escapeAttr, escapeHtml, safeUrl } from '../../render/escape';
import { cssColor, fontStackOf, innerWidth, px, safeAlign, wrapBlock } from '../../render/style';
import type { ButtonBlock } from './schema';

const NARROW = "ilj.,:;'|!1tf";
const WIDE = 'MWmw@';

/**
 * East Asian wide and full-width characters (CJK, kana, Hangul, full-width forms) and emoji:
 * each takes a whole em, almost twice a Latin letter.
 */
function isWide(code: number): boolean {
  return (
    (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0xa4cf) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6) ||
    (code >= 0x1f300 && code <= 0x1faff) ||
    (code >= 0x20000 && code <= 0x3fffd)
  );
}

/** Rough rendered width of a label: VML buttons need a fixed size, so we estimate from average glyph widths. */
export function estimateLabelWidth(label: string, fontSize: number, bold: boolean): number {
  let em = 0;
  for (const ch of typeof label === 'string' ? label : '') {
    const code = ch.codePointAt(0) ?? 0;
    if (isWide(code)) em += 1;
    else if (NARROW.includes(ch)) em += 0.3;
    else if (WIDE.includes(ch)) em += 0.85;
    else if ((code >= 65 && code <= 90) || (code >= 48 && code <= 57)) em += 0.66;
    else if (code === 32) em += 0.28;
    else em += 0.55;
  }
  return Math.ceil(em * fontSize * (bold ? 1.08 : 1));
}

/**
 * Bulletproof button: a padded link inside a coloured cell for every client, and for Outlook on
 * Windows (which ignores padding on links and border-radius) a VML roundrect of a fixed size.
 */
export function buttonHtml(block: ButtonBlock, ctx: RenderContext): string {
  const { props, style } = block;
  const fontSize = style.fontSize ?? 16;
  const bold = (style.fontWeight ?? 'bold') === 'bold';
  const padY = Math.round(fontSize * 0.75);
  const padX = Math.round(fontSize * 1.5);
  const lineHeight = Math.round(fontSize * (style.lineHeight ?? 1.25));
  const available = Math.max(1, innerWidth(style, ctx.width));
  const height = lineHeight + padY * 2;
  const width = props.fullWidth
    ? available
    : Math.min(available, estimateLabelWidth(props.label, fontSize, bold) + padX * 2);
  const bg = cssColor(props.buttonColor) ?? '#2563eb';
  const fg = cssColor(props.textColor) ?? '#ffffff';
  const radius = props.radius;
  const align = safeAlign(style.textAlign) ?? 'center';
  const href = safeUrl(props.href);
  const hrefAttr = href ? ` href="${escapeAttr(href)}"` : '';
  const label = escapeHtml(props.label);
  const spacing =
    typeof style.letterSpacing === 'number' && style.letterSpacing !== 0
      ? `letter-spacing:${px(style.letterSpacing)};`
      : '';
  const font = `font-family:${fontStackOf(style.fontFamily) ?? ctx.fontStack};font-size:${px(fontSize)};${bold ? 'font-weight:bold;' : ''}${spacing}`;
  const arcsize = Math.min(50, Math.round((radius / height) * 100));
  const vml =
    `<!--[if mso]><v:roundrect${hrefAttr} ` +
    `style="height:${height}px;v-text-anchor:middle;width:${width}px" arcsize="${arcsize}%" stroke="f" fillcolor="${bg}">` +
    `<w:anchorlock/><center style="color:${fg};${font}">${label}</center></v:roundrect><![endif]-->`;
  // An inline-block link is centred by its cell's align (which wrapped lines inherit); a full-width one says so itself.
  const link =
    `<a${hrefAttr} style="display:${props.fullWidth ? 'block' : 'inline-block'};padding:${px(padY)} ${px(padX)};${font}` +
    `line-height:${px(lineHeight)};color:${fg};text-decoration:none;${props.fullWidth ? 'text-align:center;' : ''}` +
    `background-color:${bg};border-radius:${px(radius)}">${label}</a>`;
  const html =
    `<!--[if !mso]><!--><table role="presentation" cellpadding="0" cellspacing="0"${props.fullWidth ? ' width="100%"' : ''}` +
    `><tr><td align="center" style="background-color:${bg};border-radius:${px(radius)}">${link}</td></tr></table><!--<![endif]-->`;
  return wrapBlock(block, ctx, vml + html, { cellAttrs: ` align="${align}"`, lineHeight: 1.25 });
}

export function buttonText(block: ButtonBlock): string {
  const href = safeUrl(block.props.href);
  return href ? `${block.props.label}: ${href}` : block.props.label;
}

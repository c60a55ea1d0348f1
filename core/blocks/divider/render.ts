import type { RenderContext } from '../../render/context';
import { cssColor, innerWidth, lineStyle, px, safeAlign, wrapBlock } from '../../render/style';
import type { DividerBlock } from './schema';

/** A bordered paragraph for most clients; Outlook ignores a paragraph's width, so it gets a fixed-width table. */
export function dividerHtml(block: DividerBlock, ctx: RenderContext): string {
  const { props, style } = block;
  const line = `border-top:${px(props.thickness)} ${lineStyle(props.lineStyle)} ${cssColor(props.color) ?? '#e5e7eb'};`;
  const align = safeAlign(style.textAlign) ?? 'center';
  const margin = align === 'center' ? '0 auto' : align === 'right' ? '0 0 0 auto' : '0';
  const width = Math.max(1, Math.round((innerWidth(style, ctx.width) * props.width) / 100));
  const html =
    `<!--[if !mso]><!--><p style="${line}font-size:1px;line-height:1px;margin:${margin};width:${props.width}%">&nbsp;</p><!--<![endif]-->` +
    `<!--[if mso]><table role="presentation" align="${align}" cellpadding="0" cellspacing="0" width="${width}" ` +
    `style="width:${width}px"><tr><td style="${line}font-size:1px;line-height:1px;mso-line-height-rule:exactly">&nbsp;</td></tr></table><![endif]-->`;
  return wrapBlock(block, ctx, html);
}

export function dividerText(): string {
  return '----------';
}

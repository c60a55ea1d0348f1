import type { RenderContext } from '../../../render/context';
import { escapeHtml } from '../../../render/escape';
import { cssColor, textCss, textLook, wrapBlock } from '../../../render/style';
import type { BadgeBlock } from './schema';

export function badgeHtml(block: BadgeBlock, ctx: RenderContext): string {
  const look = textLook(block.style, ctx, { fontSize: 14, fontWeight: 'bold' });
  const inner = `<span style="display:inline-block;padding:4px 12px;border-radius:999px;background:${cssColor(block.props.color) ?? '#7c3aed'};${textCss(look, ctx)}">${escapeHtml(block.props.text)}</span>`;
  // A registered type outside the registry lines is not in the `Block` union.
  return wrapBlock(block as never, ctx, inner);
}

export function badgeText(block: BadgeBlock): string {
  return `[${block.props.text}]`;
}

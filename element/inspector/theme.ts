// The document theme applied to blocks: new blocks start from it, and "Apply theme to all blocks"
// restyles a whole template in one edit (one undo step). Apply changes only what came from the
// theme as it stood when the blocks were last styled (the colour a user gave one heading stays).
import type { LeafBlock } from '../../core/blocks/registry';
import { type Canvas, type Theme, themeOf } from '../../core/document/canvas';
import type { Block, EmailDocument } from '../../core/document/schema';

/** What the theme hands to blocks: its own fields plus the canvas's text colour and body font. */
export interface ThemeLook {
  theme: Theme;
  textColor: string;
  fontFamily: string;
}

export const lookOf = (canvas: Canvas): ThemeLook => ({
  theme: themeOf(canvas),
  textColor: canvas.textColor,
  fontFamily: canvas.fontFamily,
});

/** Did this value come from the old look? With no old look (a new block) everything did. */
const fromOld = (value: unknown, old: unknown, hasOld: boolean) =>
  !hasOld ||
  value === undefined ||
  (typeof value === 'string' && typeof old === 'string' ? value.toLowerCase() === old.toLowerCase() : value === old);

/** The block's own text colour and font dropped where they were the old look's: it then follows the theme. */
function withoutThemedText<B extends Block>(
  block: B,
  oldColor: string | null | undefined,
  oldFont: string | null | undefined,
  hasOld: boolean,
): B {
  const { color, fontFamily, ...rest } = block.style;
  const style: Block['style'] = { ...rest };
  if (!fromOld(color, oldColor, hasOld)) style.color = color;
  if (!fromOld(fontFamily, oldFont, hasOld)) style.fontFamily = fontFamily;
  return { ...block, style };
}

/**
 * One block in the theme's look; other types come back unchanged (same object). `old` is the look
 * the blocks were styled with: only values equal to it change. Without it (a new block) all do.
 */
export function themeBlock<B extends Block>(block: B, theme: Theme, old: ThemeLook | null = null): B {
  const hasOld = old !== null;
  switch (block.type) {
    case 'button': {
      const props = block.props;
      const pick = <V>(value: V, was: unknown, next: V): V => (fromOld(value, was, hasOld) ? next : value);
      return withoutThemedText(
        {
          ...block,
          props: {
            ...props,
            buttonColor: pick(props.buttonColor, old?.theme.primaryColor, theme.primaryColor),
            textColor: pick(props.textColor, old?.theme.onPrimaryColor, theme.onPrimaryColor),
            radius: pick(props.radius, old?.theme.buttonRadius, theme.buttonRadius),
            fullWidth: pick(props.fullWidth, old?.theme.buttonFullWidth, theme.buttonFullWidth),
          },
        },
        old?.theme.onPrimaryColor,
        old?.fontFamily,
        hasOld,
      );
    }
    case 'heading':
    case 'text':
    case 'menu': {
      if (block.style.color === undefined && block.style.fontFamily === undefined) return block;
      const oldFont = block.type === 'heading' ? (old?.theme.headingFont ?? old?.fontFamily) : old?.fontFamily;
      const next = withoutThemedText(block, old?.textColor, oldFont, hasOld);
      return next.style.color === block.style.color && next.style.fontFamily === block.style.fontFamily ? block : next;
    }
    case 'columns':
      return {
        ...block,
        props: {
          ...block.props,
          columns: block.props.columns.map((column) => ({
            ...column,
            blocks: column.blocks.map((child) => themeBlock(child as Block, theme, old) as LeafBlock),
          })),
        },
      };
    default:
      return block;
  }
}

/** A new block as the palette adds it: its type's defaults, then the theme. */
export function themedNewBlock<B extends Block>(block: B, canvas: Canvas): B {
  return block.type === 'button' ? themeBlock(block, themeOf(canvas)) : block;
}

/** Every block of the document restyled to its theme, changing only what was `old`'s (the look they were styled with). */
export function applyTheme(doc: EmailDocument, old: ThemeLook): EmailDocument {
  const theme = themeOf(doc.canvas);
  return { ...doc, blocks: doc.blocks.map((block) => themeBlock(block, theme, old)) };
}

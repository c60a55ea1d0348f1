// The document theme applied to blocks: new blocks start from it, and "Apply theme to all blocks"
// restyles a whole template in one edit (one undo step). Pure functions of the document.
import type { LeafBlock } from '../../core/blocks/leaf';
import { type Canvas, type Theme, themeOf } from '../../core/document/canvas';
import type { Block, EmailDocument } from '../../core/document/schema';

/** Text looks the theme owns: a block's own font or colour would hide the theme's. */
function withoutThemedText<B extends Block>(block: B): B {
  const { color: _color, fontFamily: _font, ...style } = block.style;
  return { ...block, style };
}

/** One block in the theme's look; other types come back unchanged (same object). */
export function themeBlock<B extends Block>(block: B, theme: Theme): B {
  switch (block.type) {
    case 'button':
      return withoutThemedText({
        ...block,
        props: {
          ...block.props,
          buttonColor: theme.primaryColor,
          textColor: theme.onPrimaryColor,
          radius: theme.buttonRadius,
          fullWidth: theme.buttonFullWidth,
        },
      });
    case 'heading':
    case 'text':
    case 'menu':
      return block.style.color === undefined && block.style.fontFamily === undefined ? block : withoutThemedText(block);
    case 'columns':
      return {
        ...block,
        props: {
          ...block.props,
          columns: block.props.columns.map((column) => ({
            ...column,
            blocks: column.blocks.map((child) => themeBlock(child as Block, theme) as LeafBlock),
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

/** Every block of the document restyled to its theme. */
export function applyTheme(doc: EmailDocument): EmailDocument {
  const theme = themeOf(doc.canvas);
  return { ...doc, blocks: doc.blocks.map((block) => themeBlock(block, theme)) };
}

// The one registry of block types, in palette order. Adding a type = one folder + one line here.
import type { Block, BlockType } from '../document/schema';
import { buttonBlock } from './button';
import { columnsBlock } from './columns';
import { dividerBlock } from './divider';
import { headingBlock } from './heading';
import { htmlBlock } from './html';
import { imageBlock } from './image';
import { menuBlock } from './menu';
import { socialBlock } from './social';
import { spacerBlock } from './spacer';
import { textBlock } from './text';
import type { BlockUnit } from './unit';
import { videoBlock } from './video';

export type { BlockUnit } from './unit';

type Registry = { [K in BlockType]: BlockUnit<Extract<Block, { type: K }>> };

export const BLOCKS: Registry = {
  heading: headingBlock,
  text: textBlock,
  image: imageBlock,
  button: buttonBlock,
  divider: dividerBlock,
  spacer: spacerBlock,
  columns: columnsBlock,
  social: socialBlock,
  html: htmlBlock,
  menu: menuBlock,
  video: videoBlock,
};

export const BLOCK_TYPES = Object.keys(BLOCKS) as BlockType[];

/** The unit for a block's type, or undefined for an unknown type (never trust unvalidated input). */
export function blockUnit(type: string): BlockUnit | undefined {
  return Object.hasOwn(BLOCKS, type) ? (BLOCKS[type as BlockType] as unknown as BlockUnit) : undefined;
}

// What a palette drag carries, for the palette's sections (the built-in types, and the account's
// own in blocks/custom's lazy chunk) and the canvas that takes the drop: kept with the blocks so a
// section need not import the palette that loads it.
import type { Block, BlockType } from '../../core/document/schema';

/** DataTransfer type carrying a new block's type from the palette. */
export const DRAG_NEW = 'application/x-eb-block';
/** DataTransfer type carrying the id of a block being moved. */
export const DRAG_MOVE = 'application/x-eb-move';

/** A block a palette section made ready for its drag (one of the account's own types): the drop inserts it as it is. */
let prepared: Block | null = null;

/** Called on a drag's start (with its block) and end (null). */
export function prepareDrag(block: Block | null): void {
  prepared = block;
}

/** The block made ready for a drag of `type`, once; null for the palette's own types. */
export function takePrepared(type: BlockType): Block | null {
  const block = prepared?.type === type ? prepared : null;
  prepared = null;
  return block;
}

export interface PaletteAddDetail {
  type: BlockType;
  /** A block made ready by the palette (one of the account's own types), added as it is. */
  block?: Block;
}

// Every block in reading order with what the checks need about where it sits.

import { columnLayout } from '../blocks/columns/render';
import type { LeafBlock } from '../blocks/registry';
import type { Block, EmailDocument } from '../document/schema';
import { cssColor } from '../render/style';

export interface Placed {
  block: Block | LeafBlock;
  /** Width in px available to the block, before its own padding. */
  width: number;
  /** The colour behind the block: its column row's background or the content colour. */
  background: string;
}

export function placedBlocks(doc: EmailDocument): Placed[] {
  const canvasWidth = Number.isInteger(doc.canvas.width) ? doc.canvas.width : 600;
  const content = cssColor(doc.canvas.contentColor) ?? '#ffffff';
  const rtl = doc.canvas.dir === 'rtl';
  const placed: Placed[] = [];
  for (const block of doc.blocks) {
    placed.push({ block, width: canvasWidth, background: content });
    if (block.type !== 'columns') continue;
    const background = cssColor(block.style.backgroundColor) ?? content;
    const layouts = columnLayout(block, canvasWidth, rtl);
    block.props.columns.forEach((column, index) => {
      const width = layouts[index]?.childWidth ?? canvasWidth;
      for (const child of column.blocks) placed.push({ block: child, width, background });
    });
  }
  return placed;
}

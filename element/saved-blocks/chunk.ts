// Saved blocks load as their own chunk: the palette's Saved section and the "Save as block"
// dialog. The palette asks for it once the editor shows; the button loads it on first use.
import type { Block } from '../../core/document/schema';
import { builderRoot, dialogIn } from '../images/chunk';
import { lazyChunk } from '../shared/lazy-chunk';

export const savedBlocksChunk = lazyChunk(() => import('./saved-blocks'));

/** Opens the "Save as block" dialog for `block` (a columns block with its children is one block). */
export async function openSaveBlock(from: Element, block: Block, name: string): Promise<void> {
  await savedBlocksChunk.load();
  await dialogIn(builderRoot(from), 'eb-save-block-dialog').show(block, name);
}

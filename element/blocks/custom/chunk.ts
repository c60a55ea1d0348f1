// The custom blocks' code loads on demand: the palette's "Your blocks" section (with the template
// engine) once the editor shows on a plan with `customBlocks`, the item picker on its first use.
import { lazyChunk } from '../../shared/lazy-chunk';

export const customBlocksChunk = lazyChunk(() => import('./palette-section'));

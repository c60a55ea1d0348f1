import { lazyChunk } from '../shared/lazy-chunk';

/** The check of a draft kept on this device (block registry + renderer). */
export const draftCheckChunk = lazyChunk(() => import('./draft-check'));

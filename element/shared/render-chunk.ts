import { lazyChunk } from './lazy-chunk';

/** The renderer (thumbnails, preview, canvas, history): loaded once, shared by every chunk that renders. */
export const renderChunk = lazyChunk(() => import('../../core/render/index'));

import { lazyChunk } from '../shared/lazy-chunk';
import { renderChunk } from '../shared/render-chunk';

/** The preview dialog and export. */
export const previewChunk = lazyChunk(() =>
  Promise.all([import('./preview'), renderChunk.load()]).then(([preview, render]) => ({ ...preview, ...render })),
);

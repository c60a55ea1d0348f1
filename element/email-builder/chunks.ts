// The table of chunks the element's top loads on demand: content-hashed files fetched with plain
// `import()` (see shared/lazy-chunk.ts). Chunks that lower folders load live beside them
// (shared/render-chunk.ts, merge-tags/picker-chunk.ts, …) so no feature imports this table.
import { chunkLoadFailed } from '../api/errors';
import { lazyChunk, setChunkFailure } from '../shared/lazy-chunk';
import { renderChunk } from '../shared/render-chunk';

// A chunk that fails to download rejects with the element's own error (`chunk_load_failed`).
setChunkFailure(chunkLoadFailed);

export { draftCheckChunk } from '../state/draft-check-chunk';

/** Toolbar, palette, canvas and inspector. Its renderer is requested alongside, not after it. */
export const editorChunk = lazyChunk(() =>
  Promise.all([import('../editor/editor'), renderChunk.load()]).then(([editor]) => editor),
);

/** The History panel (versions list and preview); it loads the renderer itself when it previews. */
export const historyChunk = lazyChunk(() => import('../history/history'));

/** Export, preview and image uploads for the open document (each starts with a click). */
export const transfersChunk = lazyChunk(() => import('./transfers'));

/** The "Send test" dialog (docs/api.md §16), loaded on the toolbar button's first click. */
export const testSendChunk = lazyChunk(() => import('../test-send/test-send'));
/** The host's writing help button (docs/api.md §16): only once the host gave an `assistant` and the editor shows. */
export const assistChunk = lazyChunk(() => import('../assistant/assist'));

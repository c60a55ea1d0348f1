// Code the gallery does not need loads on demand as separate, content-hashed files. Plain
// `import()` with relative specifiers: the browser resolves them against this module's own URL
// (a CDN or another base-url works), and a bundler that packages the element splits the same way.
import { ApiError } from '../api/errors';

export interface Chunk<T> {
  /** The module; a failed load is forgotten so the next call tries again. */
  load(): Promise<T>;
  /** Starts loading without waiting; failures stay silent until someone calls `load()`. */
  prefetch(): void;
  readonly loaded: boolean;
}

export const chunkLoadFailed = () =>
  new ApiError({
    status: 0,
    code: 'chunk_load_failed',
    message: 'Part of the editor could not be downloaded. Check your connection and try again.',
  });

export function lazyChunk<T>(importer: () => Promise<T>): Chunk<T> {
  let pending: Promise<T> | null = null;
  let loaded = false;
  const load = (): Promise<T> => {
    pending ??= importer().then(
      (module) => {
        loaded = true;
        return module;
      },
      () => {
        pending = null;
        throw chunkLoadFailed();
      },
    );
    return pending;
  };
  return {
    load,
    prefetch: () => void load().catch(() => {}),
    get loaded() {
      return loaded;
    },
  };
}

/** The renderer (thumbnails, preview, canvas): shared by the chunks below. */
export const renderChunk = lazyChunk(() => import('../../core/render/index'));

/** Toolbar, palette, canvas and inspector. Its renderer is requested alongside, not after it. */
export const editorChunk = lazyChunk(() => Promise.all([import('../editor/editor'), renderChunk.load()]).then(([editor]) => editor));

/** The preview dialog and export. */
export const previewChunk = lazyChunk(() =>
  Promise.all([import('../preview/preview'), renderChunk.load()]).then(([preview, render]) => ({ ...preview, ...render })),
);

/** The check of a draft kept on this device (block registry + renderer). */
export const draftCheckChunk = lazyChunk(() => import('../state/draft-check'));

/** The History panel (versions list and preview); it loads the renderer itself when it previews. */
export const historyChunk = lazyChunk(() => import('../history/history'));

/** The merge-tag picker beside link, subject and preheader fields. */
export const mergeTagPickerChunk = lazyChunk(() => import('../merge-tags/picker'));

/** Export, preview and image uploads for the open document (each starts with a click). */
export const transfersChunk = lazyChunk(() => import('./transfers'));

/** The "Send test" dialog (docs/api.md §16), loaded on the toolbar button's first click. */
export const testSendChunk = lazyChunk(() => import('../test-send/test-send'));
/** The gallery's Import dialog with the importer (core/import and its HTML parser): fetched on the first Import click or file drop. */
export const importChunk = lazyChunk(() => import('../gallery/import/import-dialog'));
/** The host's writing help button (docs/api.md §16): only once the host gave an `assistant` and the editor shows. */
export const assistChunk = lazyChunk(() => import('../assistant/assist'));

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

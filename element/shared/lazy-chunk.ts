// Code the gallery does not need loads on demand as separate, content-hashed files. Plain
// `import()` with relative specifiers: the browser resolves them against this module's own URL
// (a CDN or another base-url works), and a bundler that packages the element splits the same way.

export interface Chunk<T> {
  /** The module; a failed load is forgotten so the next call tries again. */
  load(): Promise<T>;
  /** Starts loading without waiting; failures stay silent until someone calls `load()`. */
  prefetch(): void;
  readonly loaded: boolean;
}

const FAILED = 'Part of the editor could not be downloaded. Check your connection and try again.';
let failure: () => Error = () => new Error(FAILED);

/**
 * Sets what a failed load rejects with: the element's ApiError (`chunk_load_failed`), set by the
 * element's chunk table (email-builder/chunks.ts), which is in the entry and so runs before any
 * chunk can load. It is handed in rather than imported here: a module imported both by this file
 * and by chunks is split by the bundler into a file of its own that the entry then waits on
 * (element/test/bundle-size.test.ts).
 */
export function setChunkFailure(make: () => Error): void {
  failure = make;
}

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
        throw failure();
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

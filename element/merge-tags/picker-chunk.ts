import { lazyChunk } from '../shared/lazy-chunk';

/** The merge-tag picker beside link, subject and preheader fields. */
export const mergeTagPickerChunk = lazyChunk(() => import('./picker'));

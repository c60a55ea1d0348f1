import { lazyChunk } from '../../shared/lazy-chunk';

/** The gallery's Import dialog with the importer (core/import and its HTML parser): fetched on the first Import click or file drop. */
export const importChunk = lazyChunk(() => import('./import-dialog'));

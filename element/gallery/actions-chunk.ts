// The card menu and its dialogs are not needed to paint the gallery: their own chunk, fetched on
// the first "Template actions" click.
import { lazyChunk } from '../shared/lazy-chunk';

export const actionsChunk = lazyChunk(() => import('./actions/index'));

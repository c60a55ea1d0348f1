// Shared templates' approval status on their cards, and the status filter (docs/api.md §15): a
// chunk the gallery fetches once its first cards are painted, like their thumbnails and relative times.
import { lazyChunk } from '../shared/lazy-chunk';

export const statusChunk = lazyChunk(() => import('../review/status-names'));

// English names of the approval statuses and the gallery's status filter (docs/api.md §15):
// registered by element/review/status-names.ts, the chunk that shows them (cards, toolbar).
import type { Catalogue } from '../catalog';

export const reviewNames = {
  'status.draft': 'Draft',
  'status.inReview': 'In review',
  'status.approved': 'Approved',
  'gallery.statusFilter': 'Show templates with status',
  'gallery.statusAll': 'Any status',
} as const satisfies Catalogue;

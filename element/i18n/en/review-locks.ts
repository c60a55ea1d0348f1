// English messages of the canvas's lock UI (docs/api.md §15): registered by its chunk
// (element/review/locks.ts), which loads for a document with locks or a manager on a shared template.
import type { Catalogue } from '../catalog';

export const reviewLocks = {
  'review.lock': 'Lock block',
  'review.unlock': 'Unlock block',
  'review.locked': 'Locked block',
} as const satisfies Catalogue;

// English messages of review and governance in the editor (docs/api.md §15): why a locked block
// cannot be changed, the read-only view. Registered with the editor's (./rest.ts). The status
// names are in ./gallery.ts (cards show them), the status's moves in ./review-status.ts and the
// canvas's lock UI in ./review-locks.ts (each registered by its own chunk).
import type { Catalogue } from '../catalog';

export const review = {
  'review.lockedHelp': 'This block is locked: only a manager can move, change or delete it.',
  'review.viewOnly': 'You are viewing this template: nothing can be changed here.',
} as const satisfies Catalogue;

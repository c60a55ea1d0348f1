// English messages of review and governance in the editor (docs/api.md §15): the approval status's
// actions, locked blocks, the read-only view. Registered with the editor's (./rest.ts); the status
// names themselves are in ./gallery.ts, since cards show them.
import type { Catalogue } from '../catalog';

export const review = {
  'review.statusLabel': 'Approval status: {status}',
  'review.requestReview': 'Request review',
  'review.approve': 'Approve',
  'review.sendBack': 'Send back',
  'review.note': 'What should change? (optional)',
  'review.sendBackConfirm': 'Send back to draft',
  'review.cancel': 'Cancel',
  'review.backToDraft': 'Your edit returned this approved template to draft. Request review again when it is ready.',
  'review.lock': 'Lock block',
  'review.unlock': 'Unlock block',
  'review.locked': 'Locked block',
  'review.lockedHelp': 'This block is locked: only a manager can move, change or delete it.',
  'review.viewOnly': 'You are viewing this template: nothing can be changed here.',
} as const satisfies Catalogue;

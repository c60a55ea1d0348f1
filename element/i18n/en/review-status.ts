// English messages of the toolbar's approval status and its moves (docs/api.md §15): registered by
// its chunk (./review-status-entry.ts), which loads only when a shared template opens.
import type { Catalogue } from '../catalog';

export const reviewStatus = {
  'review.statusLabel': 'Approval status: {status}',
  'review.requestReview': 'Request review',
  'review.approve': 'Approve',
  'review.sendBack': 'Send back',
  'review.note': 'What should change? (optional)',
  'review.sendBackConfirm': 'Send back to draft',
  'review.cancel': 'Cancel',
  'review.failed.readOnly': 'You can view this template but not change it.',
  'review.failed.managerRequired': 'Only a manager can approve a template or send it back.',
  'review.failed.invalidStatusTransition':
    'This template’s status changed in the meantime. Reopen it to see where it stands.',
} as const satisfies Catalogue;

import type { Translation } from '../../catalog';
import type { review } from '../../en/review';
import type { reviewLocks } from '../../en/review-locks';
import type { reviewNames } from '../../en/review-names';
import type { reviewStatus } from '../../en/review-status';

export default {
  'review.statusLabel': 'Freigabestatus: {status}',
  'review.requestReview': 'Prüfung anfordern',
  'review.approve': 'Freigeben',
  'review.sendBack': 'Zurückgeben',
  'review.note': 'Was soll sich ändern? (optional)',
  'review.sendBackConfirm': 'Als Entwurf zurückgeben',
  'review.cancel': 'Abbrechen',
  'review.lock': 'Block sperren',
  'review.unlock': 'Block entsperren',
  'review.locked': 'Gesperrter Block',
  'review.lockedHelp': 'Dieser Block ist gesperrt: Nur ein Manager kann ihn verschieben, ändern oder löschen.',
  'review.viewOnly': 'Sie sehen diese Vorlage an: Hier kann nichts geändert werden.',
  'review.failed.readOnly': 'Sie können diese Vorlage ansehen, aber nicht ändern.',
  'review.failed.managerRequired': 'Nur ein Manager kann eine Vorlage freigeben oder zurückgeben.',
  'review.failed.invalidStatusTransition':
    'Der Status dieser Vorlage hat sich inzwischen geändert. Öffnen Sie sie erneut, um den aktuellen Stand zu sehen.',
  'status.draft': 'Entwurf',
  'status.inReview': 'In Prüfung',
  'status.approved': 'Freigegeben',
  'gallery.statusFilter': 'Vorlagen mit Status anzeigen',
  'gallery.statusAll': 'Jeder Status',
} satisfies Translation<typeof review & typeof reviewStatus & typeof reviewLocks & typeof reviewNames>;

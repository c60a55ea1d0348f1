import type { Translation } from '../../catalog';
import type { review } from '../../en/review';

export default {
  'review.statusLabel': 'Freigabestatus: {status}',
  'review.requestReview': 'Prüfung anfordern',
  'review.approve': 'Freigeben',
  'review.sendBack': 'Zurückgeben',
  'review.note': 'Was soll sich ändern? (optional)',
  'review.sendBackConfirm': 'Als Entwurf zurückgeben',
  'review.cancel': 'Abbrechen',
  'review.backToDraft':
    'Ihre Änderung hat diese freigegebene Vorlage wieder zum Entwurf gemacht. Fordern Sie erneut eine Prüfung an, wenn sie fertig ist.',
  'review.lock': 'Block sperren',
  'review.unlock': 'Block entsperren',
  'review.locked': 'Gesperrter Block',
  'review.lockedHelp': 'Dieser Block ist gesperrt: Nur ein Manager kann ihn verschieben, ändern oder löschen.',
  'review.viewOnly': 'Sie sehen diese Vorlage an: Hier kann nichts geändert werden.',
} satisfies Translation<typeof review>;

import type { Translation } from '../../catalog';
import type { review } from '../../en/review';
import type { reviewLocks } from '../../en/review-locks';
import type { reviewNames } from '../../en/review-names';
import type { reviewStatus } from '../../en/review-status';

export default {
  'review.statusLabel': 'Statut d’approbation : {status}',
  'review.requestReview': 'Demander une relecture',
  'review.approve': 'Approuver',
  'review.sendBack': 'Renvoyer',
  'review.note': 'Que faut-il changer ? (facultatif)',
  'review.sendBackConfirm': 'Renvoyer en brouillon',
  'review.cancel': 'Annuler',
  'review.lock': 'Verrouiller le bloc',
  'review.unlock': 'Déverrouiller le bloc',
  'review.locked': 'Bloc verrouillé',
  'review.lockedHelp': 'Ce bloc est verrouillé : seul un responsable peut le déplacer, le modifier ou le supprimer.',
  'review.viewOnly': 'Vous consultez ce modèle : rien ne peut être modifié ici.',
  'review.failed.readOnly': 'Vous pouvez consulter ce modèle, mais pas le modifier.',
  'review.failed.managerRequired': 'Seul un responsable peut approuver un modèle ou le renvoyer.',
  'review.failed.invalidStatusTransition':
    'Le statut de ce modèle a changé entre-temps. Rouvrez-le pour voir où il en est.',
  'status.draft': 'Brouillon',
  'status.inReview': 'En relecture',
  'status.approved': 'Approuvé',
  'gallery.statusFilter': 'Afficher les modèles au statut',
  'gallery.statusAll': 'Tous les statuts',
} satisfies Translation<typeof review & typeof reviewStatus & typeof reviewLocks & typeof reviewNames>;

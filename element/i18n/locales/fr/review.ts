import type { Translation } from '../../catalog';
import type { review } from '../../en/review';

export default {
  'review.statusLabel': 'Statut d’approbation : {status}',
  'review.requestReview': 'Demander une relecture',
  'review.approve': 'Approuver',
  'review.sendBack': 'Renvoyer',
  'review.note': 'Que faut-il changer ? (facultatif)',
  'review.sendBackConfirm': 'Renvoyer en brouillon',
  'review.cancel': 'Annuler',
  'review.backToDraft': 'Votre modification a remis ce modèle approuvé en brouillon. Demandez une nouvelle relecture quand il sera prêt.',
  'review.lock': 'Verrouiller le bloc',
  'review.unlock': 'Déverrouiller le bloc',
  'review.locked': 'Bloc verrouillé',
  'review.lockedHelp': 'Ce bloc est verrouillé : seul un responsable peut le déplacer, le modifier ou le supprimer.',
  'review.viewOnly': 'Vous consultez ce modèle : rien ne peut être modifié ici.',
} satisfies Translation<typeof review>;

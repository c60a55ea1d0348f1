import type { Translation } from '../../catalog';
import type { review } from '../../en/review';
import type { reviewLocks } from '../../en/review-locks';
import type { reviewNames } from '../../en/review-names';
import type { reviewStatus } from '../../en/review-status';

export default {
  'review.statusLabel': 'Status de aprovação: {status}',
  'review.requestReview': 'Pedir revisão',
  'review.approve': 'Aprovar',
  'review.sendBack': 'Devolver',
  'review.note': 'O que deve mudar? (opcional)',
  'review.sendBackConfirm': 'Devolver para rascunho',
  'review.cancel': 'Cancelar',
  'review.lock': 'Bloquear bloco',
  'review.unlock': 'Desbloquear bloco',
  'review.locked': 'Bloco bloqueado',
  'review.lockedHelp': 'Este bloco está bloqueado: só um gerente pode movê-lo, alterá-lo ou excluí-lo.',
  'review.viewOnly': 'Você está vendo este modelo: nada pode ser alterado aqui.',
  'review.failed.readOnly': 'Você pode ver este modelo, mas não alterá-lo.',
  'review.failed.managerRequired': 'Só um gerente pode aprovar um modelo ou devolvê-lo.',
  'review.failed.invalidStatusTransition':
    'O status deste modelo mudou nesse meio-tempo. Abra-o de novo para ver como está.',
  'status.draft': 'Rascunho',
  'status.inReview': 'Em revisão',
  'status.approved': 'Aprovado',
  'gallery.statusFilter': 'Mostrar modelos com status',
  'gallery.statusAll': 'Qualquer status',
} satisfies Translation<typeof review & typeof reviewStatus & typeof reviewLocks & typeof reviewNames>;

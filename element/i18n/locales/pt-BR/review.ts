import type { Translation } from '../../catalog';
import type { review } from '../../en/review';

export default {
  'review.statusLabel': 'Status de aprovação: {status}',
  'review.requestReview': 'Pedir revisão',
  'review.approve': 'Aprovar',
  'review.sendBack': 'Devolver',
  'review.note': 'O que deve mudar? (opcional)',
  'review.sendBackConfirm': 'Devolver para rascunho',
  'review.cancel': 'Cancelar',
  'review.backToDraft': 'Sua alteração devolveu este modelo aprovado para rascunho. Peça revisão de novo quando estiver pronto.',
  'review.lock': 'Bloquear bloco',
  'review.unlock': 'Desbloquear bloco',
  'review.locked': 'Bloco bloqueado',
  'review.lockedHelp': 'Este bloco está bloqueado: só um gerente pode movê-lo, alterá-lo ou excluí-lo.',
  'review.viewOnly': 'Você está vendo este modelo: nada pode ser alterado aqui.',
} satisfies Translation<typeof review>;

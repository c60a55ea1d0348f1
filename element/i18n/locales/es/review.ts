import type { Translation } from '../../catalog';
import type { review } from '../../en/review';

export default {
  'review.statusLabel': 'Estado de aprobación: {status}',
  'review.requestReview': 'Pedir revisión',
  'review.approve': 'Aprobar',
  'review.sendBack': 'Devolver',
  'review.note': '¿Qué debería cambiar? (opcional)',
  'review.sendBackConfirm': 'Devolver a borrador',
  'review.cancel': 'Cancelar',
  'review.backToDraft': 'Tu cambio devolvió esta plantilla aprobada a borrador. Pide otra revisión cuando esté lista.',
  'review.lock': 'Bloquear bloque',
  'review.unlock': 'Desbloquear bloque',
  'review.locked': 'Bloque bloqueado',
  'review.lockedHelp': 'Este bloque está bloqueado: solo un responsable puede moverlo, cambiarlo o eliminarlo.',
  'review.viewOnly': 'Estás viendo esta plantilla: aquí no se puede cambiar nada.',
} satisfies Translation<typeof review>;

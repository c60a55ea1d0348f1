import type { Translation } from '../../catalog';
import type { review } from '../../en/review';
import type { reviewLocks } from '../../en/review-locks';
import type { reviewNames } from '../../en/review-names';
import type { reviewStatus } from '../../en/review-status';

export default {
  'review.statusLabel': 'Estado de aprobación: {status}',
  'review.requestReview': 'Pedir revisión',
  'review.approve': 'Aprobar',
  'review.sendBack': 'Devolver',
  'review.note': '¿Qué debería cambiar? (opcional)',
  'review.sendBackConfirm': 'Devolver a borrador',
  'review.cancel': 'Cancelar',
  'review.lock': 'Bloquear bloque',
  'review.unlock': 'Desbloquear bloque',
  'review.locked': 'Bloque bloqueado',
  'review.lockedHelp': 'Este bloque está bloqueado: solo un responsable puede moverlo, cambiarlo o eliminarlo.',
  'review.viewOnly': 'Estás viendo esta plantilla: aquí no se puede cambiar nada.',
  'review.failed.readOnly': 'Puedes ver esta plantilla, pero no cambiarla.',
  'review.failed.managerRequired': 'Solo un responsable puede aprobar una plantilla o devolverla.',
  'review.failed.invalidStatusTransition':
    'El estado de esta plantilla cambió mientras tanto. Vuelve a abrirla para ver cómo está.',
  'status.draft': 'Borrador',
  'status.inReview': 'En revisión',
  'status.approved': 'Aprobada',
  'gallery.statusFilter': 'Mostrar plantillas con estado',
  'gallery.statusAll': 'Cualquier estado',
} satisfies Translation<typeof review & typeof reviewStatus & typeof reviewLocks & typeof reviewNames>;

import type { Translation } from '../../catalog';
import type { collab } from '../../en/collab';

export default {
  'collab.people': 'Personas en esta plantilla',
  'collab.you': '{name} (tú)',
  'collab.typing': '{name} está escribiendo aquí',
  'collab.offline': 'Sin conexión — tus cambios se sincronizarán cuando vuelva la conexión.',
  'collab.readOnly': 'Ves esta plantilla en directo mientras otros la editan, pero no puedes cambiarla.',
  'collab.limitReached':
    'Ya editan esta plantilla todas las personas que permite tu plan, así que se abrió en solo lectura. Sus cambios aparecen aquí en directo.',
  'collab.deleted': 'Alguien eliminó esta plantilla. Ya no se puede guardar nada en ella.',
} satisfies Translation<typeof collab>;

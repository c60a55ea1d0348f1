import type { Translation } from '../../catalog';
import type { collab } from '../../en/collab';

export default {
  'collab.people': 'Personen in dieser Vorlage',
  'collab.you': '{name} (Sie)',
  'collab.typing': '{name} schreibt hier',
  'collab.offline': 'Offline — Ihre Änderungen werden synchronisiert, sobald die Verbindung zurück ist.',
  'collab.readOnly': 'Sie sehen diese Vorlage live, während andere sie bearbeiten, können sie aber nicht ändern.',
  'collab.limitReached':
    'Bereits so viele Personen bearbeiten diese Vorlage, wie Ihr Tarif erlaubt; sie wurde daher schreibgeschützt geöffnet. Ihre Änderungen erscheinen hier live.',
  'collab.deleted': 'Jemand hat diese Vorlage gelöscht. Es kann nichts mehr darin gespeichert werden.',
} satisfies Translation<typeof collab>;

import type { Translation } from '../../catalog';
import type { collab } from '../../en/collab';

export default {
  'collab.people': 'Personnes dans ce modèle',
  'collab.you': '{name} (vous)',
  'collab.typing': '{name} écrit ici',
  'collab.offline': 'Hors ligne — vos modifications seront synchronisées au retour de la connexion.',
  'collab.readOnly':
    'Vous voyez ce modèle en direct pendant que d’autres le modifient, mais vous ne pouvez pas le changer.',
  'collab.limitReached':
    'Le nombre maximal de personnes permis par votre offre modifie déjà ce modèle : il s’est ouvert en lecture seule. Leurs modifications apparaissent ici en direct.',
  'collab.deleted': 'Quelqu’un a supprimé ce modèle. Plus rien ne peut y être enregistré.',
} satisfies Translation<typeof collab>;

import type { Translation } from '../../catalog';
import type { customBlocks } from '../../en/custom-blocks';

export default {
  'editor.customBlocks.heading': 'Vos blocs',
  'editor.customBlocks.loading': 'Chargement de vos blocs…',
  'editor.customBlocks.failed': 'Impossible de charger vos blocs : {error}',
  'editor.customBlocks.retry': 'Réessayer',
  'editor.customBlocks.fields': 'Contenu',
  'editor.customBlocks.fieldsLoading': 'Chargement des champs de ce bloc…',
  'editor.customBlocks.missing':
    'Le type de ce bloc, « {name} », n’est plus disponible : le bloc s’affiche tel qu’il a été modifié pour la dernière fois. Son contenu ne peut pas être changé.',
  'editor.customBlocks.choose': 'Ajouter depuis {source}',
  'editor.customBlocks.remove': 'Retirer {title}',
  'editor.customBlocks.nothingChosen': 'Rien n’a encore été choisi.',
  'editor.customBlocks.noSource': 'Votre application ne propose aucune source de données nommée « {source} ».',
  'editor.customBlocks.untitled': 'Sans titre',
  'editor.customBlocks.pickerTitle': 'Choisir dans {source}',
  'editor.customBlocks.search': 'Rechercher dans {source}',
  'editor.customBlocks.results': 'Résultats',
  'editor.customBlocks.searching': 'Recherche en cours…',
  'editor.customBlocks.stop': 'Arrêter la recherche',
  'editor.customBlocks.stopped': 'Recherche arrêtée. Saisissez du texte pour relancer la recherche.',
  'editor.customBlocks.noResults': 'Aucun résultat pour « {query} ».',
  'editor.customBlocks.searchFailed': 'La recherche de votre application a échoué : {error}',
  'editor.customBlocks.searchFailedUnknown': 'La recherche de votre application a échoué.',
  'editor.customBlocks.badAnswer': 'La recherche de votre application n’a pas répondu par une liste d’éléments.',
  'editor.customBlocks.close': 'Fermer',
} satisfies Translation<typeof customBlocks>;

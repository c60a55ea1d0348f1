import type { Translation } from '../../catalog';
import type { importNotes } from '../../en/import-notes';

export default {
  'dialogs.import.note.mso_left_out':
    'Le balisage réservé à Outlook (commentaires conditionnels MSO) a été ignoré : le moteur de rendu écrit le sien pour Outlook',
  'dialogs.import.note.web_font':
    'utilise la police web {family} : l’enregistrer demande une offre avec polices personnalisées',
  'dialogs.import.note.frames_left_out': 'Les cadres (iframes) ont été ignorés (les messageries ne les affichent pas)',
  'dialogs.import.note.hidden_left_out': 'Le contenu masqué (display:none) a été ignoré',
  'dialogs.import.note.deep_as_html': 'Du contenu très imbriqué a été importé en HTML',
  'dialogs.import.note.tag_as_html':
    '<{tag}> n’a pas de bloc : conservé en bloc HTML nettoyé (formulaires, cadres et médias ne fonctionnent pas dans un e-mail)',
  'dialogs.import.note.data_table': 'Un tableau de données a été conservé en bloc HTML',
  'dialogs.import.note.nested_columns': 'Des colonnes dans des colonnes ont été empilées dans leur colonne',
  'dialogs.import.note.block_as_html': 'Un bloc {type} ne respectait pas son schéma et a été conservé en HTML',
  'dialogs.import.note.no_content': 'Aucun contenu n’a été trouvé dans la source',
  'dialogs.import.note.canvas_defaults':
    'Les réglages de page de l’e-mail n’ont pas pu être lus ; les valeurs par défaut ont été utilisées',
  'dialogs.import.note.unlayer_content':
    'Le contenu Unlayer « {type} » n’a pas de bloc : son texte a été conservé en HTML',
  'dialogs.import.note.beefree_module':
    'Le module Beefree « {type} » n’a pas de bloc : son contenu a été conservé en HTML',
  'dialogs.import.note.mjml_raw_mso': 'Le balisage réservé à Outlook (MSO) dans mj-raw a été ignoré',
  'dialogs.import.note.mjml_carousel':
    'Un carrousel est devenu ses images les unes après les autres (les messageries animent rarement les carrousels)',
  'dialogs.import.note.mjml_accordion': 'Un accordéon est devenu ses titres et ses textes, tous ouverts',
  'dialogs.import.note.mjml_include':
    'mj-include ({path}) ne peut pas être résolu à l’import : collez le contenu du fichier inclus',
  'dialogs.import.note.mjml_unknown':
    '<{tag}> n’est pas un composant MJML standard : son contenu a été conservé en HTML',
  'dialogs.import.note.mjml_hero': 'L’image de fond d’un bloc hero a été placée au-dessus de son contenu',
  'dialogs.import.note.mjml_style':
    'Les classes CSS de mj-style ne sont pas appliquées ; les attributs en ligne le sont',
  'dialogs.import.note.too_many_blocks': 'Plus de {max} blocs : le reste de l’e-mail a été importé en blocs HTML',
  'dialogs.import.note.unsafe_link': 'Lien dangereux ou non pris en charge retiré : {href}',
  'dialogs.import.note.button_unsafe_link': 'Le lien dangereux ou non pris en charge d’un bouton a été retiré : {href}',
  'dialogs.import.note.data_image_too_large':
    'Une image intégrée (data:) de {kb} Ko était trop lourde pour être conservée',
  'dialogs.import.note.data_images_as_html':
    'Les images intégrées (data:) ont été conservées en blocs HTML ; téléversez-les pour les modifier',
  'dialogs.import.note.image_unsupported': 'Une image à l’adresse non prise en charge a été ignorée : {url}',
  'dialogs.import.note.column_too_long': 'Une colonne contenait plus de {max} blocs : le reste est devenu un bloc HTML',
  'dialogs.import.refusal.too_large': 'La source dépasse {mb} Mo',
  'dialogs.import.refusal.too_many_attributes': 'La source contient une balise <{tag}> avec plus de {max} attributs',
  'dialogs.import.refusal.too_deep': 'La source est trop imbriquée (plus de {max} niveaux)',
  'dialogs.import.refusal.not_json': 'La source n’est pas du JSON (un design {format} est un objet JSON)',
  'dialogs.import.refusal.not_text': 'La source doit être du texte {format}',
  'dialogs.import.refusal.unknown_format': 'Le format doit être l’un de : {formats}',
  'dialogs.import.refusal.invalid_document': 'Le résultat n’est pas un document valide : {path} {problem}',
  'dialogs.import.refusal.not_unlayer': 'La source n’est pas un design Unlayer (il lui manque le tableau body.rows)',
  'dialogs.import.refusal.not_beefree': 'La source n’est pas un modèle Beefree (il lui manque le tableau page.rows)',
  'dialogs.import.refusal.not_mjml': 'La source n’est pas du MJML (pas d’élément racine <mjml> avec un <mj-body>)',
} as const satisfies Translation<typeof importNotes>;

import type { Translation } from '../../catalog';
import type { customBlocks } from '../../en/custom-blocks';

export default {
  'editor.customBlocks.heading': 'Ihre Blöcke',
  'editor.customBlocks.loading': 'Ihre Blöcke werden geladen …',
  'editor.customBlocks.failed': 'Ihre Blöcke konnten nicht geladen werden: {error}',
  'editor.customBlocks.retry': 'Erneut versuchen',
  'editor.customBlocks.fields': 'Inhalt',
  'editor.customBlocks.fieldsLoading': 'Die Felder dieses Blocks werden geladen …',
  'editor.customBlocks.missing':
    'Der Blocktyp „{name}“ ist nicht mehr verfügbar, daher zeigt der Block seinen zuletzt bearbeiteten Stand. Sein Inhalt kann nicht geändert werden.',
  'editor.customBlocks.choose': 'Aus {source} hinzufügen',
  'editor.customBlocks.remove': '{title} entfernen',
  'editor.customBlocks.nothingChosen': 'Noch nichts ausgewählt.',
  'editor.customBlocks.noSource': 'Ihre App bietet keine Datenquelle namens „{source}“.',
  'editor.customBlocks.untitled': 'Ohne Titel',
  'editor.customBlocks.pickerTitle': 'Aus {source} auswählen',
  'editor.customBlocks.search': '{source} durchsuchen',
  'editor.customBlocks.results': 'Ergebnisse',
  'editor.customBlocks.searching': 'Suche läuft …',
  'editor.customBlocks.stop': 'Suche abbrechen',
  'editor.customBlocks.stopped': 'Suche abgebrochen. Tippen Sie, um erneut zu suchen.',
  'editor.customBlocks.noResults': 'Nichts gefunden für „{query}“.',
  'editor.customBlocks.searchFailed': 'Die Suche Ihrer App ist fehlgeschlagen: {error}',
  'editor.customBlocks.searchFailedUnknown': 'Die Suche Ihrer App ist fehlgeschlagen.',
  'editor.customBlocks.badAnswer': 'Die Suche Ihrer App hat nicht mit einer Liste von Einträgen geantwortet.',
  'editor.customBlocks.close': 'Schließen',
} satisfies Translation<typeof customBlocks>;

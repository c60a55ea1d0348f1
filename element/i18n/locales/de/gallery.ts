import type { Translation } from '../../catalog';
import type { actions } from '../../en/actions';
import type { gallery } from '../../en/gallery';

export default {
  'time.justNow': 'gerade eben',
  'root.loading': 'Wird geladen…',
  'root.opening': 'Vorlage wird geöffnet…',
  'root.retry': 'Erneut versuchen',
  'root.dismiss': 'Schließen',
  'root.poweredBy': 'Bereitgestellt von {brand}',
  'root.noToken.title': 'Nicht angemeldet',
  'root.noToken.message':
    'Der E-Mail-Editor wartet auf Ihre Anmeldung. Laden Sie die Seite neu; wenn das Problem bleibt, wenden Sie sich an den Support.',
  'root.offline.title': 'Keine Verbindung möglich',
  'root.secretKey.title': 'Dieser Schlüssel kann hier nicht verwendet werden',
  'root.secretKey.message':
    'Das ist ein geheimer API-Schlüssel. Er gehört nur auf Ihren Server: Übergeben Sie stattdessen ein Sitzungstoken von POST /v1/sessions.',
  'root.signInFailed.title': 'Anmeldung fehlgeschlagen',
  'root.signInFailed.message':
    'Der E-Mail-Editor konnte Sie nicht anmelden. Laden Sie die Seite neu; wenn das Problem bleibt, wenden Sie sich an den Support.',
  'root.sessionExpired.title': 'Sitzung abgelaufen',
  'root.sessionExpired.message':
    'Ihre Sitzung ist abgelaufen. Laden Sie die Seite neu, um sich wieder anzumelden; Ihre Änderungen bleiben auf diesem Gerät erhalten.',
  'root.unavailable.title': 'Der Editor konnte nicht geladen werden',
  'root.unavailable.message':
    'Ein Teil des Editors konnte nicht heruntergeladen werden (offline oder ein laufendes Update). Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'root.backToTemplates': 'Zurück zu den Vorlagen',
  'doc.untitled': 'Unbenannte Vorlage',
  'doc.copyName': '{name} (Kopie)',
  'doc.notSavedOffline': 'offline',
  'toast.savedCopy': '„{name}“ in Meine Vorlagen gespeichert.',
  'toast.deleted': '„{name}“ gelöscht.',
  'toast.undo': 'Rückgängig',
  'toast.undeleted': '„{name}“ als neue Vorlage wiederhergestellt (ohne Versionsverlauf).',
  'notice.sessionExpired': 'Ihre Sitzung ist abgelaufen. Es wird auf eine neue Sitzung gewartet…',
  'notice.browserOffline':
    'Sie sind offline. Ihre Änderungen bleiben auf diesem Gerät erhalten; speichern Sie erneut, sobald Sie wieder online sind.',
  'notice.draftRestored': 'Ihr nicht gespeicherter Entwurf wurde wiederhergestellt. Speichern Sie, um ihn zu behalten.',
  'notice.changesRecovered': 'Ihre nicht gespeicherten Änderungen auf diesem Gerät wurden wiederhergestellt.',
  'notice.discardChanges': 'Änderungen verwerfen',
  'notice.libraryCopy':
    'Eine Kopie von „{name}“ aus {library}. Speichern Sie sie, um sie in Meine Vorlagen zu behalten.',
  'notice.upgrade': 'Upgrade',
  'error.unknown': 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  'error.offline':
    'Sie sind offline oder der Server ist nicht erreichbar. Ihre Änderungen bleiben auf diesem Gerät erhalten.',
  'error.invalidInput': 'Das konnte nicht gespeichert werden: Ein Teil davon ist ungültig.',
  'error.bodyTooLarge': 'Diese Vorlage ist zu groß zum Speichern.',
  'error.imageTooLarge': 'Dieses Bild ist größer als 5 MB.',
  'error.unsupportedImageType': 'Nur PNG-, JPEG-, GIF- und WebP-Bilder können hochgeladen werden.',
  'error.templateLimitReached':
    'Sie haben das Vorlagenlimit Ihres Tarifs erreicht. Löschen Sie eine Vorlage, die Sie nicht mehr brauchen, oder führen Sie ein Upgrade durch.',
  'error.storageLimitReached':
    'Der Speicher Ihres Tarifs ist voll. Löschen Sie nicht mehr benötigte Bilder oder Vorlagen, oder führen Sie ein Upgrade durch.',
  'error.blockLimitReached': 'Sie haben das Limit Ihres Tarifs für gespeicherte Blöcke erreicht.',
  'error.renderLimitReached':
    'Die Exporte dieses Monats sind aufgebraucht. Führen Sie ein Upgrade durch, um mehr zu exportieren.',
  'error.featureNotInPlan':
    'Diese Funktion ist in Ihrem Tarif nicht enthalten. Führen Sie ein Upgrade durch, um sie zu nutzen.',
  'error.originNotAllowed':
    'Der E-Mail-Editor ist auf dieser Website noch nicht freigeschaltet. Bitte wenden Sie sich an den Support der Website oder Ihre Administration.',
  'error.baseUrlWrong':
    'Der Server des E-Mail-Editors ({url}) hat nicht geantwortet. Laden Sie die Seite neu; wenn das Problem bleibt, wenden Sie sich an den Support.',
  'error.blockLocked':
    'Ein gesperrter Block wurde geändert. Nur ein Manager kann ihn verschieben, ändern oder löschen: Machen Sie die Änderung rückgängig und speichern Sie erneut.',
  'error.sharedTemplate':
    'Nur ein Manager kann eine geteilte Vorlage ändern. Speichern Sie eine Kopie, um sie zu bearbeiten.',
  'error.notFound': 'Dieses Element existiert nicht mehr. Möglicherweise wurde es gelöscht.',
  'error.rateLimited': 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  'error.serviceUnavailable': 'Der Dienst ist kurz nicht verfügbar. Bitte versuchen Sie es gleich noch einmal.',
  'error.chunkLoadFailed':
    'Ein Teil des Editors konnte nicht heruntergeladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'gallery.title': 'Vorlagen',
  'gallery.search': 'Vorlagen durchsuchen',
  'gallery.searchLabel': 'Vorlagen nach Namen durchsuchen',
  'gallery.sortLabel': 'Vorlagen sortieren',
  'gallery.sortRecent': 'Zuletzt bearbeitet',
  'gallery.sortName': 'Name',
  'gallery.tabsLabel': 'Vorlagenquellen',
  'gallery.mine': 'Meine Vorlagen',
  'gallery.library': 'Vorlagenbibliothek',
  'gallery.new': 'Neue Vorlage',
  'gallery.loading': 'Vorlagen werden geladen',
  'gallery.loadingMore': 'Weitere Vorlagen werden geladen…',
  'gallery.draft': 'Nicht gespeicherte Änderungen an „{name}“ ({when}).',
  'gallery.draftUntitled': 'Unbenannt',
  'gallery.restoreDraft': 'Entwurf wiederherstellen',
  'gallery.discard': 'Verwerfen',
  'gallery.card.shared': 'Geteilt',
  'gallery.card.editingNow': 'Wird gerade bearbeitet von: {names}',
  'gallery.card.edited': 'Bearbeitet {when}',
  'gallery.card.starter': 'Startvorlage',
  'gallery.card.preview': 'Vorschau von {name}',
  'gallery.card.actionsFor': 'Aktionen für {name}',
  'gallery.empty.noMatch': 'Keine Vorlage passt zu „{query}“',
  'gallery.empty.tryAnother': 'Versuchen Sie einen anderen Namen.',
  'gallery.empty.title': 'Noch keine Vorlagen',
  'gallery.empty.mine':
    'Beginnen Sie mit einer leeren Vorlage, oder öffnen Sie eine Startvorlage und speichern Sie sie als Ihre eigene.',
  'gallery.empty.library': 'Die Bibliothek ist leer.',
  'gallery.menu.open': 'Öffnen',
  'gallery.menu.rename': 'Umbenennen',
  'gallery.menu.duplicate': 'Duplizieren',
  'gallery.menu.saveCopy': 'Als meine Kopie speichern',
  'gallery.menu.delete': 'Löschen',
  'gallery.menu.cancel': 'Abbrechen',
  'gallery.rename.title': 'Vorlage umbenennen',
  'gallery.rename.field': 'Name der Vorlage',
  'gallery.delete.title': '„{name}“ löschen?',
  'gallery.delete.message':
    'Die Vorlage wird sofort gelöscht. Sie können dies 10 Sekunden lang rückgängig machen; sie wird dann als neue Vorlage ohne Versionsverlauf wiederhergestellt.',
  'gallery.import': 'Importieren',
} as const satisfies Translation<typeof gallery & typeof actions>;

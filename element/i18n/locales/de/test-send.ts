import type { Translation } from '../../catalog';
import type { testSend } from '../../en/test-send';

export default {
  'dialogs.testSend.title': 'Test-E-Mail senden',
  'dialogs.testSend.close': 'Schließen',
  'dialogs.testSend.recipient': 'Empfänger',
  'dialogs.testSend.hint': 'Ihre Änderungen werden zuerst gespeichert. Platzhalter zeigen ihre Beispielwerte.',
  'dialogs.testSend.send': 'Test senden',
  'dialogs.testSend.sending': 'Wird gesendet …',
  'dialogs.testSend.cancel': 'Abbrechen',
  'dialogs.testSend.sent': 'Test-E-Mail an {to} gesendet.',
  'dialogs.testSend.invalidAddress': 'Geben Sie eine E-Mail-Adresse ein, z. B. ada@example.com.',
  'dialogs.testSend.notAllowed': 'Diese Adresse ist für Test-E-Mails in Ihrer App nicht freigegeben.',
  'dialogs.testSend.limit': 'Sie haben das Limit für Test-E-Mails erreicht. Versuchen Sie es später erneut.',
  'dialogs.testSend.notConfigured': 'Test-E-Mails sind auf diesem Server nicht eingerichtet.',
  'dialogs.testSend.mailServer':
    'Der Mailserver hat die E-Mail nicht angenommen. Nichts wurde gesendet; versuchen Sie es später erneut.',
  'dialogs.testSend.saveFailed': 'Die Vorlage konnte nicht gespeichert werden, daher wurde kein Test gesendet: {error}',
  'dialogs.testSend.failed': 'Die Test-E-Mail konnte nicht gesendet werden: {error}',
  'dialogs.testSend.hostFailed': 'Ihre App konnte die Test-E-Mail nicht senden: {error}',
} satisfies Translation<typeof testSend>;

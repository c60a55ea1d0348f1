import type { Translation } from '../../catalog';
import type { testSend } from '../../en/test-send';

export default {
  'dialogs.testSend.title': 'Envoyer un e-mail de test',
  'dialogs.testSend.close': 'Fermer',
  'dialogs.testSend.recipient': 'Destinataire',
  'dialogs.testSend.hint':
    'Vos modifications sont d’abord enregistrées. Les balises de fusion affichent leurs valeurs d’exemple.',
  'dialogs.testSend.send': 'Envoyer le test',
  'dialogs.testSend.sending': 'Envoi…',
  'dialogs.testSend.cancel': 'Annuler',
  'dialogs.testSend.sent': 'E-mail de test envoyé à {to}.',
  'dialogs.testSend.invalidAddress': 'Saisissez une adresse e-mail, par exemple ada@example.com.',
  'dialogs.testSend.notAllowed': 'Votre application n’autorise pas cette adresse pour les e-mails de test.',
  'dialogs.testSend.limit': 'Vous avez atteint la limite d’e-mails de test. Réessayez plus tard.',
  'dialogs.testSend.notConfigured': 'Les e-mails de test ne sont pas configurés sur ce serveur.',
  'dialogs.testSend.mailServer':
    'Le serveur de messagerie n’a pas accepté l’e-mail. Rien n’a été envoyé ; réessayez plus tard.',
  'dialogs.testSend.saveFailed': 'Le modèle n’a pas pu être enregistré, aucun test n’a donc été envoyé : {error}',
  'dialogs.testSend.failed': 'L’e-mail de test n’a pas pu être envoyé : {error}',
  'dialogs.testSend.hostFailed': 'Votre application n’a pas pu envoyer l’e-mail de test : {error}',
} satisfies Translation<typeof testSend>;

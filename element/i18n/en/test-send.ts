// English messages of the Send test dialog (docs/api.md §16): registered by its chunk
// (./test-send-entry.ts); the toolbar's button is worded in ./editor.ts.
import type { Catalogue } from '../catalog';

export const testSend = {
  'dialogs.testSend.title': 'Send a test email',
  'dialogs.testSend.close': 'Close',
  'dialogs.testSend.recipient': 'Recipient',
  'dialogs.testSend.hint': 'Your changes are saved first. Merge tags show their sample values.',
  'dialogs.testSend.send': 'Send test',
  'dialogs.testSend.sending': 'Sending…',
  'dialogs.testSend.cancel': 'Cancel',
  'dialogs.testSend.sent': 'Test email sent to {to}.',
  'dialogs.testSend.invalidAddress': 'Enter one email address, like ada@example.com.',
  'dialogs.testSend.notAllowed': 'This address is not one your app allows for test emails.',
  'dialogs.testSend.limit': 'You have reached the limit for test emails. Try again later.',
  'dialogs.testSend.notConfigured': 'Test emails are not set up on this server.',
  'dialogs.testSend.mailServer': 'The mail server did not take the email. Nothing was sent; try again later.',
  'dialogs.testSend.saveFailed': 'The template could not be saved, so no test was sent: {error}',
  'dialogs.testSend.failed': 'The test email could not be sent: {error}',
  'dialogs.testSend.hostFailed': 'Your app could not send the test email: {error}',
} as const satisfies Catalogue;

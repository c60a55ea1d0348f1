import type { Translation } from '../../catalog';
import type { testSend } from '../../en/test-send';

export default {
  'dialogs.testSend.title': 'Enviar un correo de prueba',
  'dialogs.testSend.close': 'Cerrar',
  'dialogs.testSend.recipient': 'Destinatario',
  'dialogs.testSend.hint':
    'Primero se guardan tus cambios. Las etiquetas de combinación muestran sus valores de ejemplo.',
  'dialogs.testSend.send': 'Enviar prueba',
  'dialogs.testSend.sending': 'Enviando…',
  'dialogs.testSend.cancel': 'Cancelar',
  'dialogs.testSend.sent': 'Correo de prueba enviado a {to}.',
  'dialogs.testSend.invalidAddress': 'Escribe una dirección de correo, como ada@example.com.',
  'dialogs.testSend.notAllowed': 'Tu aplicación no permite esta dirección para correos de prueba.',
  'dialogs.testSend.limit': 'Has alcanzado el límite de correos de prueba. Inténtalo más tarde.',
  'dialogs.testSend.notConfigured': 'Los correos de prueba no están configurados en este servidor.',
  'dialogs.testSend.mailServer': 'El servidor de correo no aceptó el mensaje. No se envió nada; inténtalo más tarde.',
  'dialogs.testSend.saveFailed': 'No se pudo guardar la plantilla, así que no se envió ninguna prueba: {error}',
  'dialogs.testSend.failed': 'No se pudo enviar el correo de prueba: {error}',
  'dialogs.testSend.hostFailed': 'Tu aplicación no pudo enviar el correo de prueba: {error}',
} satisfies Translation<typeof testSend>;

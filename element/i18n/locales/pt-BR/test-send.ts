import type { Translation } from '../../catalog';
import type { testSend } from '../../en/test-send';

export default {
  'dialogs.testSend.title': 'Enviar um e-mail de teste',
  'dialogs.testSend.close': 'Fechar',
  'dialogs.testSend.recipient': 'Destinatário',
  'dialogs.testSend.hint': 'Suas alterações são salvas primeiro. As tags de mesclagem mostram seus valores de exemplo.',
  'dialogs.testSend.send': 'Enviar teste',
  'dialogs.testSend.sending': 'Enviando…',
  'dialogs.testSend.cancel': 'Cancelar',
  'dialogs.testSend.sent': 'E-mail de teste enviado para {to}.',
  'dialogs.testSend.invalidAddress': 'Digite um endereço de e-mail, como ada@example.com.',
  'dialogs.testSend.notAllowed': 'Seu aplicativo não permite este endereço para e-mails de teste.',
  'dialogs.testSend.limit': 'Você atingiu o limite de e-mails de teste. Tente novamente mais tarde.',
  'dialogs.testSend.notConfigured': 'Os e-mails de teste não estão configurados neste servidor.',
  'dialogs.testSend.mailServer':
    'O servidor de e-mail não aceitou a mensagem. Nada foi enviado; tente novamente mais tarde.',
  'dialogs.testSend.saveFailed': 'Não foi possível salvar o modelo, então nenhum teste foi enviado: {error}',
  'dialogs.testSend.failed': 'Não foi possível enviar o e-mail de teste: {error}',
  'dialogs.testSend.hostFailed': 'Seu aplicativo não conseguiu enviar o e-mail de teste: {error}',
} satisfies Translation<typeof testSend>;

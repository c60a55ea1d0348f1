import type { Translation } from '../../catalog';
import type { testSend } from '../../en/test-send';

export default {
  'dialogs.testSend.title': 'テストメールを送信',
  'dialogs.testSend.close': '閉じる',
  'dialogs.testSend.recipient': '宛先',
  'dialogs.testSend.hint': '変更は先に保存されます。差し込みタグはサンプル値で表示されます。',
  'dialogs.testSend.send': 'テスト送信',
  'dialogs.testSend.sending': '送信中…',
  'dialogs.testSend.cancel': 'キャンセル',
  'dialogs.testSend.sent': '{to} にテストメールを送信しました。',
  'dialogs.testSend.invalidAddress': 'ada@example.com のようにメールアドレスを 1 つ入力してください。',
  'dialogs.testSend.notAllowed': 'このアドレスはアプリでテストメールの宛先として許可されていません。',
  'dialogs.testSend.limit': 'テストメールの上限に達しました。しばらくしてからもう一度お試しください。',
  'dialogs.testSend.notConfigured': 'このサーバーではテストメールが設定されていません。',
  'dialogs.testSend.mailServer':
    'メールサーバーがメールを受け付けませんでした。何も送信されていません。しばらくしてからもう一度お試しください。',
  'dialogs.testSend.saveFailed': 'テンプレートを保存できなかったため、テストは送信されませんでした: {error}',
  'dialogs.testSend.failed': 'テストメールを送信できませんでした: {error}',
  'dialogs.testSend.hostFailed': 'アプリがテストメールを送信できませんでした: {error}',
} satisfies Translation<typeof testSend>;

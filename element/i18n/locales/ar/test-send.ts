import type { Translation } from '../../catalog';
import type { testSend } from '../../en/test-send';

export default {
  'dialogs.testSend.title': 'إرسال بريد اختباري',
  'dialogs.testSend.close': 'إغلاق',
  'dialogs.testSend.recipient': 'المستلم',
  'dialogs.testSend.hint': 'تُحفظ تغييراتك أولًا. تعرض وسوم الدمج قيمها النموذجية.',
  'dialogs.testSend.send': 'إرسال اختبار',
  'dialogs.testSend.sending': 'جارٍ الإرسال…',
  'dialogs.testSend.cancel': 'إلغاء',
  'dialogs.testSend.sent': 'أُرسل البريد الاختباري إلى {to}.',
  'dialogs.testSend.invalidAddress': 'أدخل عنوان بريد إلكتروني واحدًا، مثل ada@example.com.',
  'dialogs.testSend.notAllowed': 'لا يسمح تطبيقك بهذا العنوان لرسائل الاختبار.',
  'dialogs.testSend.limit': 'بلغت الحد المسموح لرسائل الاختبار. حاول مرة أخرى لاحقًا.',
  'dialogs.testSend.notConfigured': 'رسائل الاختبار غير مُعدّة على هذا الخادم.',
  'dialogs.testSend.mailServer': 'لم يقبل خادم البريد الرسالة. لم يُرسل شيء؛ حاول مرة أخرى لاحقًا.',
  'dialogs.testSend.saveFailed': 'تعذّر حفظ القالب، لذا لم يُرسل أي اختبار: {error}',
  'dialogs.testSend.failed': 'تعذّر إرسال البريد الاختباري: {error}',
  'dialogs.testSend.hostFailed': 'تعذّر على تطبيقك إرسال البريد الاختباري: {error}',
} satisfies Translation<typeof testSend>;

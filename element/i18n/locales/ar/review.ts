import type { Translation } from '../../catalog';
import type { review } from '../../en/review';

export default {
  'review.statusLabel': 'حالة الاعتماد: {status}',
  'review.requestReview': 'طلب مراجعة',
  'review.approve': 'اعتماد',
  'review.sendBack': 'إعادة',
  'review.note': 'ما الذي يجب تغييره؟ (اختياري)',
  'review.sendBackConfirm': 'إعادة إلى مسودة',
  'review.cancel': 'إلغاء',
  'review.backToDraft': 'أعاد تعديلك هذا القالب المعتمد إلى مسودة. اطلب المراجعة مرة أخرى عندما يكون جاهزًا.',
  'review.lock': 'قفل الكتلة',
  'review.unlock': 'فتح قفل الكتلة',
  'review.locked': 'كتلة مقفلة',
  'review.lockedHelp': 'هذه الكتلة مقفلة: لا يمكن نقلها أو تغييرها أو حذفها إلا لمدير.',
  'review.viewOnly': 'أنت تعرض هذا القالب: لا يمكن تغيير أي شيء هنا.',
} satisfies Translation<typeof review>;

import type { Translation } from '../../catalog';
import type { review } from '../../en/review';
import type { reviewLocks } from '../../en/review-locks';
import type { reviewNames } from '../../en/review-names';
import type { reviewStatus } from '../../en/review-status';

export default {
  'review.statusLabel': 'حالة الاعتماد: {status}',
  'review.requestReview': 'طلب مراجعة',
  'review.approve': 'اعتماد',
  'review.sendBack': 'إعادة',
  'review.note': 'ما الذي يجب تغييره؟ (اختياري)',
  'review.sendBackConfirm': 'إعادة إلى مسودة',
  'review.cancel': 'إلغاء',
  'review.lock': 'قفل الكتلة',
  'review.unlock': 'فتح قفل الكتلة',
  'review.locked': 'كتلة مقفلة',
  'review.lockedHelp': 'هذه الكتلة مقفلة: لا يمكن نقلها أو تغييرها أو حذفها إلا لمدير.',
  'review.viewOnly': 'أنت تعرض هذا القالب: لا يمكن تغيير أي شيء هنا.',
  'review.failed.readOnly': 'يمكنك عرض هذا القالب ولكن لا يمكنك تغييره.',
  'review.failed.managerRequired': 'لا يمكن اعتماد القالب أو إعادته إلا لمدير.',
  'review.failed.invalidStatusTransition': 'تغيّرت حالة هذا القالب في هذه الأثناء. أعد فتحه لمعرفة وضعه الحالي.',
  'status.draft': 'مسودة',
  'status.inReview': 'قيد المراجعة',
  'status.approved': 'معتمد',
  'gallery.statusFilter': 'عرض القوالب ذات الحالة',
  'gallery.statusAll': 'أي حالة',
} satisfies Translation<typeof review & typeof reviewStatus & typeof reviewLocks & typeof reviewNames>;

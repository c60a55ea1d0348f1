import type { Translation } from '../../catalog';
import type { collab } from '../../en/collab';

export default {
  'collab.people': 'الأشخاص في هذا القالب',
  'collab.you': '{name} (أنت)',
  'collab.typing': '{name} يكتب هنا',
  'collab.offline': 'غير متصل — ستُزامَن تغييراتك عند عودة الاتصال.',
  'collab.readOnly': 'يمكنك مشاهدة هذا القالب مباشرةً أثناء تحرير الآخرين له، لكن لا يمكنك تغييره.',
  'collab.limitReached':
    'يحرّر هذا القالب بالفعل أقصى عدد من الأشخاص تسمح به خطتك، لذا فُتح للقراءة فقط. تظهر تغييراتهم هنا مباشرةً.',
  'collab.deleted': 'حذف شخص ما هذا القالب. لا يمكن حفظ أي شيء فيه بعد الآن.',
} satisfies Translation<typeof collab>;

import type { Translation } from '../../catalog';
import type { customBlocks } from '../../en/custom-blocks';

export default {
  'editor.customBlocks.heading': 'كتلك',
  'editor.customBlocks.loading': 'جارٍ تحميل كتلك…',
  'editor.customBlocks.failed': 'تعذّر تحميل كتلك: {error}',
  'editor.customBlocks.retry': 'إعادة المحاولة',
  'editor.customBlocks.fields': 'المحتوى',
  'editor.customBlocks.fieldsLoading': 'جارٍ تحميل حقول هذه الكتلة…',
  'editor.customBlocks.missing':
    'نوع هذه الكتلة «{name}» لم يعد متاحًا، لذا تظهر الكتلة كما عُدّلت آخر مرة. لا يمكن تغيير محتواها.',
  'editor.customBlocks.choose': 'إضافة من {source}',
  'editor.customBlocks.remove': 'إزالة {title}',
  'editor.customBlocks.nothingChosen': 'لم يُختر شيء بعد.',
  'editor.customBlocks.noSource': 'لا يوفّر تطبيقك مصدر بيانات باسم «{source}».',
  'editor.customBlocks.untitled': 'بلا عنوان',
  'editor.customBlocks.pickerTitle': 'اختيار من {source}',
  'editor.customBlocks.search': 'البحث في {source}',
  'editor.customBlocks.results': 'النتائج',
  'editor.customBlocks.searching': 'جارٍ البحث…',
  'editor.customBlocks.stop': 'إيقاف البحث',
  'editor.customBlocks.stopped': 'توقّف البحث. اكتب للبحث مجددًا.',
  'editor.customBlocks.noResults': 'لم يُعثر على شيء لـ «{query}».',
  'editor.customBlocks.searchFailed': 'فشل البحث في تطبيقك: {error}',
  'editor.customBlocks.searchFailedUnknown': 'فشل البحث في تطبيقك.',
  'editor.customBlocks.badAnswer': 'لم يُجب البحث في تطبيقك بقائمة عناصر.',
  'editor.customBlocks.close': 'إغلاق',
} satisfies Translation<typeof customBlocks>;

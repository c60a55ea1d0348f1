import type { Translation } from '../../catalog';
import type { collab } from '../../en/collab';

export default {
  'collab.people': 'このテンプレートにいる人',
  'collab.you': '{name}（あなた）',
  'collab.typing': '{name} さんが入力中',
  'collab.offline': 'オフライン — 接続が戻ると変更が同期されます。',
  'collab.readOnly': '他の人が編集しているこのテンプレートをライブで表示できますが、変更はできません。',
  'collab.limitReached':
    'プランで許可されている最大人数がすでにこのテンプレートを編集しているため、読み取り専用で開きました。その人たちの変更はここにライブで表示されます。',
  'collab.deleted': 'このテンプレートは削除されました。これ以上保存できません。',
} satisfies Translation<typeof collab>;

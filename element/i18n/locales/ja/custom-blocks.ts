import type { Translation } from '../../catalog';
import type { customBlocks } from '../../en/custom-blocks';

export default {
  'editor.customBlocks.heading': '独自のブロック',
  'editor.customBlocks.loading': '独自のブロックを読み込んでいます…',
  'editor.customBlocks.failed': '独自のブロックを読み込めませんでした: {error}',
  'editor.customBlocks.retry': '再試行',
  'editor.customBlocks.fields': 'コンテンツ',
  'editor.customBlocks.fieldsLoading': 'このブロックのフィールドを読み込んでいます…',
  'editor.customBlocks.missing':
    'このブロックのタイプ「{name}」は利用できなくなったため、最後に編集された状態で表示されています。内容は変更できません。',
  'editor.customBlocks.choose': '{source}から追加',
  'editor.customBlocks.remove': '{title}を削除',
  'editor.customBlocks.nothingChosen': 'まだ何も選択されていません。',
  'editor.customBlocks.noSource': 'アプリに「{source}」という名前のデータソースがありません。',
  'editor.customBlocks.untitled': '無題',
  'editor.customBlocks.pickerTitle': '{source}から選択',
  'editor.customBlocks.search': '{source}を検索',
  'editor.customBlocks.results': '検索結果',
  'editor.customBlocks.searching': '検索しています…',
  'editor.customBlocks.stop': '検索を中止',
  'editor.customBlocks.stopped': '検索を中止しました。入力すると再検索します。',
  'editor.customBlocks.noResults': '「{query}」に一致するものは見つかりませんでした。',
  'editor.customBlocks.searchFailed': 'アプリの検索に失敗しました: {error}',
  'editor.customBlocks.searchFailedUnknown': 'アプリの検索に失敗しました。',
  'editor.customBlocks.badAnswer': 'アプリの検索が項目のリストを返しませんでした。',
  'editor.customBlocks.close': '閉じる',
} satisfies Translation<typeof customBlocks>;

import type { Translation } from '../../catalog';
import type { importNotes } from '../../en/import-notes';

export default {
  'dialogs.import.note.mso_left_out':
    'Outlook 専用のマークアップ（MSO 条件付きコメント）は除外しました。Outlook 用のマークアップはレンダラーが独自に生成します',
  'dialogs.import.note.web_font':
    'Web フォント {family} を使用しています。保存するにはカスタムフォント対応のプランが必要です',
  'dialogs.import.note.frames_left_out': 'フレームは除外しました（メールクライアントでは表示されません）',
  'dialogs.import.note.hidden_left_out': '非表示のコンテンツ（display:none）は除外しました',
  'dialogs.import.note.deep_as_html': '非常に深く入れ子になったコンテンツは HTML として取り込みました',
  'dialogs.import.note.tag_as_html':
    '<{tag}> に対応するブロックはありません。サニタイズした HTML ブロックとして残しました（フォーム、フレーム、メディアはメールでは動作しません）',
  'dialogs.import.note.data_table': 'データ表は HTML ブロックとして残しました',
  'dialogs.import.note.nested_columns': '列の中の列は、その列の中で縦に並べました',
  'dialogs.import.note.block_as_html': '{type} ブロックがスキーマに合わなかったため、HTML として残しました',
  'dialogs.import.note.no_content': 'ソースにコンテンツが見つかりませんでした',
  'dialogs.import.note.canvas_defaults': 'メールのページ設定を読み取れなかったため、既定値を使用しました',
  'dialogs.import.note.unlayer_content':
    'Unlayer のコンテンツ「{type}」に対応するブロックはありません。テキストは HTML として残しました',
  'dialogs.import.note.beefree_module':
    'Beefree のモジュール「{type}」に対応するブロックはありません。内容は HTML として残しました',
  'dialogs.import.note.mjml_raw_mso': 'mj-raw 内の Outlook 専用マークアップ（MSO）は除外しました',
  'dialogs.import.note.mjml_carousel':
    'カルーセルは画像を縦に並べた形にしました（メールクライアントがカルーセルを動かすことはまれです）',
  'dialogs.import.note.mjml_accordion': 'アコーディオンはタイトルと本文をすべて開いた形にしました',
  'dialogs.import.note.mjml_include':
    'mj-include（{path}）はインポート時に解決できません。読み込むファイルの内容を貼り付けてください',
  'dialogs.import.note.mjml_unknown':
    '<{tag}> は標準の MJML コンポーネントではありません。内容は HTML として残しました',
  'dialogs.import.note.mjml_hero': 'ヒーローの背景画像はコンテンツの上に配置しました',
  'dialogs.import.note.mjml_style': 'mj-style の CSS クラスは適用されません（インライン属性は適用されます）',
  'dialogs.import.note.too_many_blocks':
    'ブロックが {max} 個を超えたため、メールの残りは HTML ブロックとして取り込みました',
  'dialogs.import.note.unsafe_link': '安全でないかサポートされていないリンクを削除しました: {href}',
  'dialogs.import.note.button_unsafe_link': 'ボタンの安全でないかサポートされていないリンクを削除しました: {href}',
  'dialogs.import.note.data_image_too_large': '埋め込み画像（data:、{kb} KB）は大きすぎるため残せませんでした',
  'dialogs.import.note.data_images_as_html':
    '埋め込み画像（data:）は HTML ブロックとして残しました。編集するにはアップロードしてください',
  'dialogs.import.note.image_unsupported': 'サポートされていないアドレスの画像を除外しました: {url}',
  'dialogs.import.note.column_too_long':
    '列に {max} 個を超えるブロックがあったため、残りを 1 つの HTML ブロックにしました',
  'dialogs.import.refusal.too_large': 'ソースが {mb} MB を超えています',
  'dialogs.import.refusal.too_many_attributes': 'ソースに属性が {max} 個を超える <{tag}> タグがあります',
  'dialogs.import.refusal.too_deep': 'ソースの入れ子が深すぎます（{max} 階層超）',
  'dialogs.import.refusal.not_json': 'ソースが JSON ではありません（{format} のデザインは JSON オブジェクトです）',
  'dialogs.import.refusal.not_text': 'ソースは {format} のテキストである必要があります',
  'dialogs.import.refusal.unknown_format': '形式は次のいずれかにしてください: {formats}',
  'dialogs.import.refusal.invalid_document': '結果が有効なドキュメントではありません: {path} {problem}',
  'dialogs.import.refusal.not_unlayer': 'ソースが Unlayer のデザインではありません（body.rows 配列がありません）',
  'dialogs.import.refusal.not_beefree': 'ソースが Beefree のテンプレートではありません（page.rows 配列がありません）',
  'dialogs.import.refusal.not_mjml': 'ソースが MJML ではありません（<mj-body> を含む <mjml> ルート要素がありません）',
} as const satisfies Translation<typeof importNotes>;

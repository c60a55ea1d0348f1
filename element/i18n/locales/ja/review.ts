import type { Translation } from '../../catalog';
import type { review } from '../../en/review';
import type { reviewLocks } from '../../en/review-locks';
import type { reviewNames } from '../../en/review-names';
import type { reviewStatus } from '../../en/review-status';

export default {
  'review.statusLabel': '承認ステータス: {status}',
  'review.requestReview': 'レビューを依頼',
  'review.approve': '承認',
  'review.sendBack': '差し戻し',
  'review.note': '変更してほしい点（任意）',
  'review.sendBackConfirm': '下書きに差し戻す',
  'review.cancel': 'キャンセル',
  'review.lock': 'ブロックをロック',
  'review.unlock': 'ブロックのロックを解除',
  'review.locked': 'ロックされたブロック',
  'review.lockedHelp': 'このブロックはロックされています。移動・変更・削除できるのはマネージャーのみです。',
  'review.viewOnly': 'このテンプレートを閲覧中です。ここでは何も変更できません。',
  'review.failed.readOnly': 'このテンプレートは閲覧のみ可能で、変更できません。',
  'review.failed.managerRequired': 'テンプレートを承認または差し戻しできるのはマネージャーのみです。',
  'review.failed.invalidStatusTransition':
    'このテンプレートのステータスはその間に変更されました。開き直して現在の状態を確認してください。',
  'status.draft': '下書き',
  'status.inReview': 'レビュー中',
  'status.approved': '承認済み',
  'gallery.statusFilter': '表示するステータス',
  'gallery.statusAll': 'すべてのステータス',
} satisfies Translation<typeof review & typeof reviewStatus & typeof reviewLocks & typeof reviewNames>;

import type { Translation } from '../../catalog';
import type { review } from '../../en/review';

export default {
  'review.statusLabel': '承認ステータス: {status}',
  'review.requestReview': 'レビューを依頼',
  'review.approve': '承認',
  'review.sendBack': '差し戻し',
  'review.note': '変更してほしい点（任意）',
  'review.sendBackConfirm': '下書きに差し戻す',
  'review.cancel': 'キャンセル',
  'review.backToDraft': '編集により、この承認済みテンプレートは下書きに戻りました。準備ができたら再度レビューを依頼してください。',
  'review.lock': 'ブロックをロック',
  'review.unlock': 'ブロックのロックを解除',
  'review.locked': 'ロックされたブロック',
  'review.lockedHelp': 'このブロックはロックされています。移動・変更・削除できるのはマネージャーのみです。',
  'review.viewOnly': 'このテンプレートを閲覧中です。ここでは何も変更できません。',
} satisfies Translation<typeof review>;

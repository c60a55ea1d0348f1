// The approval status (docs/api.md §15) as the gallery and the editor show it: its name, a badge,
// and the gallery's filter. Only shared templates have a status; user templates show none. A chunk
// (with its English words) that the gallery fetches after its first paint.
import { html, nothing, type TemplateResult } from 'lit';
import type { TemplateListItem, TemplateStatus } from '../api/types';
import { registerEnglish } from '../i18n/catalog';
import { reviewNames } from '../i18n/en/review-names';
import type { I18n } from '../i18n/i18n';
import type { MessageKey } from '../i18n/keys';

registerEnglish(reviewNames);

export const STATUSES: readonly TemplateStatus[] = ['draft', 'in_review', 'approved'];

const NAMES: Record<TemplateStatus, MessageKey> = {
  draft: 'status.draft',
  in_review: 'status.inReview',
  approved: 'status.approved',
};

export const statusName = (i18n: I18n, status: TemplateStatus): string => i18n.t(NAMES[status]);

/** A shared template's status on its card (a template from before statuses existed is a draft). */
export function statusBadge(i18n: I18n, item: TemplateListItem): TemplateResult | typeof nothing {
  if (item.userId !== undefined) return nothing;
  const status = item.status ?? 'draft';
  return html`<span class="badge status ${status}">${statusName(i18n, status)}</span>`;
}

/** `all`, or one status: the filter keeps the shared templates in it, as `GET /v1/templates?status=` does. */
export type StatusFilter = TemplateStatus | 'all';

export function withStatus(items: TemplateListItem[], filter: StatusFilter): TemplateListItem[] {
  return filter === 'all' ? items : items.filter((t) => t.userId === undefined && (t.status ?? 'draft') === filter);
}

export function statusFilter(
  i18n: I18n,
  value: StatusFilter,
  onChange: (filter: StatusFilter) => void,
): TemplateResult {
  return html`<select
    class="input sort status-filter"
    aria-label=${i18n.t('gallery.statusFilter')}
    .value=${value}
    @change=${(e: Event) => onChange((e.target as HTMLSelectElement).value as StatusFilter)}
  >
    <option value="all" ?selected=${value === 'all'}>${i18n.t('gallery.statusAll')}</option>
    ${STATUSES.map((s) => html`<option value=${s} ?selected=${value === s}>${statusName(i18n, s)}</option>`)}
  </select>`;
}

// The gallery's header (title, search, sort) and the banners above its cards: the user's
// unsaved draft, and a notice with its way out. Texts are worded in the element's language.
import { html, nothing, type TemplateResult } from 'lit';
import type { I18n } from '../i18n/i18n';
import { icon } from '../shared/icons';
import type { Draft } from '../state/draft';
import { type KeyedNotice, translateNotice } from '../state/notices';
import type { SortOrder } from './template-list';

export function galleryHeader(
  i18n: I18n,
  query: string,
  sort: SortOrder,
  onQuery: (query: string) => void,
  onSort: (sort: SortOrder) => void,
  filter: unknown = nothing,
): TemplateResult {
  return html`<header>
    <h2>${i18n.t('gallery.title')}</h2>
    <div class="search">
      ${icon('search')}
      <input
        class="input"
        type="search"
        aria-label=${i18n.t('gallery.searchLabel')}
        placeholder=${i18n.t('gallery.search')}
        .value=${query}
        @input=${(e: Event) => onQuery((e.target as HTMLInputElement).value)}
      />
    </div>
    <select
      class="input sort"
      aria-label=${i18n.t('gallery.sortLabel')}
      .value=${sort}
      @change=${(e: Event) => onSort((e.target as HTMLSelectElement).value as SortOrder)}
    >
      <option value="recent">${i18n.t('gallery.sortRecent')}</option>
      <option value="name">${i18n.t('gallery.sortName')}</option>
    </select>
    ${filter}
  </header>`;
}

/** "Unsaved changes to … from 5 minutes ago": Restore draft, or Discard. */
export function draftBanner(i18n: I18n, draft: Draft | null, restore: () => void, discard: () => void) {
  if (!draft) return nothing;
  const name = draft.name || i18n.t('gallery.draftUntitled');
  return html`<div class="notice warning" role="status">
    <span class="grow">${i18n.t('gallery.draft', { name, when: i18n.timeAgo(draft.savedAt) })}</span>
    <button class="btn" @click=${restore}>${i18n.t('gallery.restoreDraft')}</button>
    <button class="btn ghost" @click=${discard}>${i18n.t('gallery.discard')}</button>
  </div>`;
}

/** A message above the cards (the plan's template limit, say) with its way out, and Dismiss. */
export function noticeBanner(i18n: I18n, keyed: KeyedNotice | null, dismiss: () => void) {
  const notice = translateNotice(keyed, i18n);
  if (!notice) return nothing;
  return html`<div class="notice ${notice.kind}" role="alert">
    <span class="grow">${notice.message}</span>
    ${notice.action ? html`<button class="btn" @click=${notice.action.run}>${notice.action.label}</button>` : nothing}
    <button class="btn ghost" @click=${dismiss}>${i18n.t('root.dismiss')}</button>
  </div>`;
}

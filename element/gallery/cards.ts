// The gallery's cards and the states around them (empty, loading, failed), as templates the
// gallery fills in: every text arrives in the element's language through `t`.
import { html, nothing, type TemplateResult } from 'lit';
import type { LibraryItem } from '../api/types';
import type { I18n } from '../i18n/i18n';
import { icon } from '../shared/icons';
import { colorsFor, initialsOf } from '../shared/people';
import { errorText } from '../state/notices';

/** One card: its thumbnail, its name (the button that opens it), a line under it, and a menu button. */
export function card(
  name: string,
  thumbnail: unknown,
  sub: unknown,
  open: () => void,
  warm: () => void,
  actions: unknown = nothing,
) {
  return html`<li class="card" part="card" @pointerenter=${warm} @focusin=${warm}>
    ${thumbnail}
    <div class="meta">
      <button class="open" @click=${open}>${name}</button>
      <span class="sub">${sub}</span>
    </div>
    ${actions}
  </li>`;
}

/** New template and Import: the first two cells of the user's grid. */
export function createCells(i18n: I18n, warm: () => void, create: () => void, startImport: () => void) {
  return html`<li>
      <button class="new" @pointerenter=${warm} @focus=${warm} @click=${create}>
        ${icon('plus')}${i18n.t('gallery.new')}
      </button>
    </li>
    <li>
      <button class="new" @click=${startImport}>${icon('upload')}${i18n.t('gallery.import')}</button>
    </li>`;
}

/** No card to show: nothing matches the search, or there is nothing at all yet. */
export function empty(i18n: I18n, query: string, nothingAtAll: boolean, mine: boolean): TemplateResult {
  if (!nothingAtAll) {
    return html`<li class="empty"><strong>${i18n.t('gallery.empty.noMatch', { query: query.trim() })}</strong>${i18n.t('gallery.empty.tryAnother')}</li>`;
  }
  return html`<li class="empty">
    <strong>${i18n.t('gallery.empty.title')}</strong>
    ${i18n.t(mine ? 'gallery.empty.mine' : 'gallery.empty.library')}
  </li>`;
}

export function skeletons(i18n: I18n): TemplateResult {
  return html`<ul class="grid" aria-busy="true" aria-label=${i18n.t('gallery.loading')}>
    ${Array.from({ length: 6 }, () => html`<li class="skeleton"></li>`)}
  </ul>`;
}

/** The list could not be fetched: why, in the user's words, and Retry. */
export function loadError(i18n: I18n, error: unknown, retry: () => void): TemplateResult {
  return html`<div class="notice error" role="alert">
    <span class="grow">${errorText(error, i18n)}</span>
    <button class="btn" @click=${retry}>${i18n.t('root.retry')}</button>
  </div>`;
}

/** The operator's starters whose names contain the search: live thumbnails of their documents, their tags under the name. */
export function libraryGrid(
  i18n: I18n,
  label: string,
  items: LibraryItem[],
  query: string,
  open: (item: LibraryItem) => void,
  warm: () => void,
  assetBaseUrl: string | undefined,
): TemplateResult {
  const q = query.trim().toLowerCase();
  const shown = q ? items.filter((item) => item.name.toLowerCase().includes(q)) : items;
  return html`<ul class="grid" aria-label=${label}>
    ${shown.map((item) =>
      card(
        item.name,
        html`<eb-thumbnail
          .src=${item.thumbnail}
          .doc=${item.blockTree}
          .label=${i18n.t('gallery.card.preview', { name: item.name })}
          .assetBaseUrl=${assetBaseUrl}
        ></eb-thumbnail>`,
        item.tags.slice(0, 3).join(' · ') || i18n.t('gallery.card.starter'),
        () => open(item),
        warm,
      ),
    )}
    ${shown.length === 0 ? empty(i18n, query, items.length === 0, false) : nothing}
  </ul>`;
}

/** Who is editing the template now (co-editing): their initials on their colours, their names as the label. */
export function editingNow(i18n: I18n, editing: ReadonlyArray<{ userId: string; name: string }> | undefined) {
  if (!editing?.length) return nothing;
  const people = [...editing].sort((a, b) => a.name.localeCompare(b.name));
  const colors = colorsFor(editing.map((p) => p.userId));
  const label = i18n.t('gallery.card.editingNow', { names: i18n.list(people.map((p) => p.name)) });
  return html`<span class="people" role="img" aria-label=${label} title=${label}>${people.map(
    (p) => html`<span class="person" style="background:${colors.get(p.userId)}">${initialsOf(p.name)}</span>`,
  )}</span>`;
}

// The "My Templates" grid as a template the gallery fills in: the New template and Import cells,
// one card per shown template (thumbnail, shared and status badges, who is editing, when it was
// edited, its actions button), the empty state, and the sentinel that asks for more cards.
import { html, nothing } from 'lit';
import type { ApiClient } from '../api/client';
import type { TemplateListItem } from '../api/types';
import type { I18n } from '../i18n/i18n';
import type { SessionInfo } from '../shared/context';
import { icon, pathIcon } from '../shared/icons';
import { card, editingNow, empty } from './cards';
import { thumbnailDocument } from './template-cache';

/** Three dots: the card's "Template actions" button. */
const MORE = 'M5 12h.01M12 12h.01M19 12h.01';

export interface MineGridState {
  shown: readonly TemplateListItem[];
  /** How many templates match the search and filter (more than are shown while cards are added). */
  matching: number;
  /** The user has no templates at all. */
  none: boolean;
  query: string;
  /** A search, the name order or a filter still waits for the remaining pages. */
  searching: boolean;
  loadingMore: boolean;
  complete: boolean;
  /** The first cards are painted: thumbnails and relative times may show (see the gallery's `_painted`). */
  painted: boolean;
  viewOnly: boolean;
  /** The approval-status chunk, once loaded. */
  statusUi: typeof import('../review/status-names') | null;
  api: ApiClient | undefined;
  session: SessionInfo | undefined;
}

export interface MineGridActions {
  open(item: TemplateListItem): void;
  create(): void;
  import(): void;
  warm(): void;
  menu(item: TemplateListItem, anchor: HTMLElement): void;
}

export function mineGrid(i18n: I18n, state: MineGridState, on: MineGridActions) {
  const { shown, statusUi, session, api } = state;
  const sub = (item: TemplateListItem) =>
    html`${item.userId === undefined ? html`<span class="badge">${i18n.t('gallery.card.shared')}</span>` : nothing}${statusUi ? statusUi.statusBadge(i18n, item) : nothing}${editingNow(i18n, item.editing)}<span class="edited"
        >${state.painted ? i18n.t('gallery.card.edited', { when: i18n.timeAgo(item.updatedAt) }) : '\u00a0'}</span
      >`;
  return html`<ul class="grid" aria-label=${i18n.t('gallery.mine')} aria-busy=${state.loadingMore ? 'true' : 'false'}>
    ${state.viewOnly ? nothing : creates(i18n, on)}
    ${shown.map((item) =>
      card(
        item.name,
        state.painted
          ? html`<eb-thumbnail
              .src=${item.thumbnail}
              .label=${i18n.t('gallery.card.preview', { name: item.name })}
              .assetBaseUrl=${session?.assetBaseUrl}
              .load=${api ? () => thumbnailDocument(api, item) : null}
            ></eb-thumbnail>`
          : html`<div class="thumb"></div>`,
        sub(item),
        () => on.open(item),
        on.warm,
        state.viewOnly
          ? nothing
          : html`<button
          class="actions"
          aria-label=${i18n.t('gallery.card.actionsFor', { name: item.name })}
          aria-haspopup="menu"
          title=${i18n.t('gallery.card.actionsFor', { name: item.name })}
          @click=${(e: Event) => on.menu(item, e.currentTarget as HTMLElement)}
        >
          ${pathIcon(MORE)}
        </button>`,
      ),
    )}
    ${shown.length === 0 && !state.searching ? empty(i18n, state.query, state.none, true) : nothing}
    ${
      shown.length < state.matching || state.loadingMore || state.searching
        ? html`<li class="sentinel" role="status">${state.searching || state.loadingMore ? i18n.t('gallery.loadingMore') : ''}</li>`
        : state.complete || shown.length === 0
          ? nothing
          : html`<li class="sentinel" aria-hidden="true"></li>`
    }
  </ul>`;
}

/** New template and Import: the first two cells of the grid. */
function creates(i18n: I18n, on: MineGridActions) {
  return html`<li>
      <button class="new" @pointerenter=${on.warm} @focus=${on.warm} @click=${on.create}>
        ${icon('plus')}${i18n.t('gallery.new')}
      </button>
    </li>
    <li>
      <button class="new" @click=${on.import}>${icon('upload')}${i18n.t('gallery.import')}</button>
    </li>`;
}

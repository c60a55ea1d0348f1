// The "My Templates" grid: New template and Import, a card per template shown (its thumbnail, the
// line under its name: shared, approval status, who is editing it now, when it was edited; its
// "Template actions" button), and the row after the last card that brings more as it scrolls in.
import { html, nothing } from 'lit';
import type { ApiClient } from '../api/client';
import type { TemplateListItem } from '../api/types';
import type { I18n } from '../i18n/i18n';
import type { StatusFilter } from '../review/status-names';
import type { SessionInfo } from '../shared/context';
import { pathIcon } from '../shared/icons';
import { card, createCells, editingNow, empty } from './cards';
import type { GalleryOpenDetail } from './events';
import { actionsFor, type TemplateAction } from './permissions';
import { thumbnailDocument } from './template-cache';
import type { SortOrder, TemplateList } from './template-list';

/** Cards rendered per step: the first paint stays small at 500 templates; scrolling adds more. */
export const STEP = 48;

/** What the grid shows, as the gallery holds it (EbGallery's properties). */
interface GridView {
  query: string;
  sort: SortOrder;
  status: StatusFilter;
  viewOnly: boolean;
  _limit: number;
  _painted: boolean;
}

/** Three dots: the card's "Template actions" button. */
const MORE = 'M5 12h.01M12 12h.01M19 12h.01';

/**
 * Until `painted` (the gallery's first cards are on screen) the card shows a plain placeholder
 * for its thumbnail and no relative time: see EbGallery's `_painted`. `status`: the approval
 * badge, once its chunk is here. `menu`: opens the actions menu at its button; null, no button.
 */
function templateCard(
  i18n: I18n,
  item: TemplateListItem,
  painted: boolean,
  status: unknown,
  api: ApiClient | undefined,
  assetBaseUrl: string | undefined,
  open: () => void,
  warm: () => void,
  menu: ((anchor: HTMLElement) => void) | null,
) {
  const menuLabel = i18n.t('gallery.card.actionsFor', { name: item.name });
  return card(
    item.name,
    painted
      ? html`<eb-thumbnail
          .src=${item.thumbnail}
          .label=${i18n.t('gallery.card.preview', { name: item.name })}
          .assetBaseUrl=${assetBaseUrl}
          .load=${api ? () => thumbnailDocument(api, item) : null}
        ></eb-thumbnail>`
      : html`<div class="thumb"></div>`,
    html`${item.userId === undefined ? html`<span class="badge">${i18n.t('gallery.card.shared')}</span>` : nothing}${status}${editingNow(i18n, item.editing)}<span class="edited"
        >${painted ? i18n.t('gallery.card.edited', { when: i18n.timeAgo(item.updatedAt) }) : '\u00a0'}</span
      >`,
    open,
    warm,
    menu
      ? html`<button
          class="actions"
          aria-label=${menuLabel}
          aria-haspopup="menu"
          title=${menuLabel}
          @click=${(e: Event) => menu(e.currentTarget as HTMLElement)}
        >
          ${pathIcon(MORE)}
        </button>`
      : nothing,
  );
}

/** The user's templates as `g` filters, orders and pages them; `statusUi`: the approval status chunk, once here. */
export function mineGrid(
  g: GridView,
  i18n: I18n,
  list: TemplateList,
  statusUi: typeof import('../review/status-names') | null,
  api: ApiClient | undefined,
  session: SessionInfo | undefined,
  open: (detail: GalleryOpenDetail) => void,
  warm: () => void,
  startImport: () => void,
  openMenu: (item: TemplateListItem, anchor: HTMLElement, actions: TemplateAction[]) => void,
) {
  const listed = list.view(g.query, g.sort, i18n.tag);
  const matching = statusUi ? statusUi.withStatus(listed, g.status) : listed;
  const shown = matching.slice(0, g._limit);
  const searching = (g.query.trim() !== '' || g.sort === 'name' || g.status !== 'all') && !list.complete;
  return html`<ul class="grid" aria-label=${i18n.t('gallery.mine')} aria-busy=${list.loadingMore ? 'true' : 'false'}>
    ${g.viewOnly ? nothing : createCells(i18n, warm, () => open({ kind: 'new' }), startImport)}
    ${shown.map((item) =>
      templateCard(
        i18n,
        item,
        g._painted,
        statusUi ? statusUi.statusBadge(i18n, item) : nothing,
        api,
        session?.assetBaseUrl,
        () => open({ kind: 'template', item }),
        warm,
        g.viewOnly ? null : (anchor) => openMenu(item, anchor, actionsFor(item, session?.role)),
      ),
    )}
    ${shown.length === 0 && !searching ? empty(i18n, g.query, list.items.length === 0, true) : nothing}
    ${
      shown.length < matching.length || list.loadingMore || searching
        ? html`<li class="sentinel" role="status">${searching || list.loadingMore ? i18n.t('gallery.loadingMore') : ''}</li>`
        : list.complete || shown.length === 0
          ? nothing
          : html`<li class="sentinel" aria-hidden="true"></li>`
    }
  </ul>`;
}

import { ContextConsumer } from '@lit/context';
import { html, LitElement, nothing } from 'lit';
import type { LibraryItem, TemplateListItem } from '../api/types';
import { apiContext, sessionContext } from '../shared/context';
import { define } from '../shared/define';
import { initialState, Task } from '../shared/task';
import '../i18n/en/entry';
import { Messages } from '../i18n/messages';
import type { Draft } from '../state/draft';
import { type KeyedNotice, noticeFor } from '../state/notices';
import { draftBanner, galleryHeader, noticeBanner } from './banners';
import { libraryGrid, loadError, skeletons } from './cards';
import { galleryStyles } from './gallery.styles';
import { actionsFor, type GalleryActionDetail, type TemplateAction } from './permissions';

export type { GalleryActionDetail } from './permissions';

import { CardPager } from './card-pager';
import { mineGrid } from './mine-grid';
import { type TabId, tabList } from './tabs';
import { thumbnailsMayLoad } from './template-cache';
import { type SortOrder, TemplateList } from './template-list';
import './thumbnail';
import type { StatusFilter } from '../review/status-names';
import { afterNextPaint, whenIdle } from '../shared/idle';
import { lazyChunk } from '../shared/lazy-chunk';
import { actionsChunk } from './actions-chunk';
import type { ImportOpenDetail } from './import/import-dialog';
import { acceptDroppedFiles, openImport } from './import-start';

/**
 * Shared templates' approval status on their cards, and the status filter (docs/api.md §15): a
 * chunk fetched once the first cards are painted, like their thumbnails and relative times.
 */
const statusChunk = lazyChunk(() => import('../review/status-names'));
let statusUi: typeof import('../review/status-names') | null = null;

export type GalleryOpenDetail =
  | { kind: 'template'; item: TemplateListItem }
  | { kind: 'library'; item: LibraryItem }
  | { kind: 'new' }
  | ({ kind: 'import' } & ImportOpenDetail)
  | { kind: 'restore-draft' }
  | { kind: 'discard-draft' };

/**
 * The template gallery: "My Templates" (the user's and shared ones) and the operator's library.
 *
 * @fires eb-gallery-open - internal: the user picked a template, the New template card, an import or the draft banner.
 * @fires eb-gallery-action - internal: an item of a card's "Template actions" menu, confirmed.
 * @csspart tabs - the tab list.
 * @csspart card - one template card.
 */
export class EbGallery extends LitElement {
  static override properties = {
    draft: { attribute: false },
    viewOnly: { attribute: false },
    status: { state: true },
    notice: { attribute: false },
    tab: { state: true },
    query: { state: true },
    sort: { state: true },
    _painted: { state: true },
  };

  static override styles = galleryStyles;

  /** An unsaved draft to offer back, if any. */
  declare draft: Draft | null;
  /** Reviewers and the host's `readonly`: templates open, nothing is created, changed or deleted here. */
  declare viewOnly: boolean;
  declare status: StatusFilter;
  /** A message above the cards with its way out (the plan's template limit, say). */
  declare notice: KeyedNotice | null;
  declare tab: TabId;
  declare query: string;
  declare sort: SortOrder;
  /**
   * False until the first cards are painted. Until then each card shows what needs nothing
   * more: its name, and a plain placeholder where the thumbnail goes. The first relative time
   * ("Edited 5 minutes ago") loads the browser's number-formatting data, 20–30 ms of main thread
   * on a laptop and four times that on a phone, and a thumbnail is an element of its own (shadow
   * root, styles, an observer) that shows the same placeholder until it may load its document,
   * which is after this anyway: both follow in the next task.
   */
  declare _painted: boolean;
  #msg = new Messages(this);
  #api = new ContextConsumer(this, { context: apiContext, subscribe: true });
  #session = new ContextConsumer(this, { context: sessionContext, subscribe: true });
  #mine = new TemplateList(this);
  #pager = new CardPager(this, this.#mine);
  #listedFrom: unknown = undefined;
  /** The library is fetched once its tab is first opened, never as part of the first paint. */
  #libraryWanted = false;
  #library = new Task(this, {
    task: async ([api, enabled]) => (api && enabled ? api.library() : initialState),
    args: () =>
      [this.#api.value, (this.#session.value?.features.templateLibrary ?? false) && this.#libraryWanted] as const,
  });
  #warmed = false;

  constructor() {
    super();
    this.draft = null;
    this.viewOnly = false;
    this.status = 'all';
    this.notice = null;
    this.tab = 'mine';
    this.query = '';
    this.sort = 'recent';
    this._painted = false;
    acceptDroppedFiles(
      this,
      () => this.viewOnly,
      (file) => void this.#startImport(file),
    );
  }

  /** Opens the Import dialog (its chunk loads on first use), with a dropped file when given. */
  async #startImport(file?: File): Promise<void> {
    try {
      await openImport(this.renderRoot, file, (detail) => this.#open({ kind: 'import', ...detail }));
    } catch (error) {
      this.notice = noticeFor(error);
    }
  }

  /** Reloads the user's templates (after a save, say). */
  refresh(): void {
    this.#mine.reset(this.#api.value ?? null);
  }

  /** Removes a deleted template's card. */
  removeTemplate(id: string): void {
    this.#mine.remove(id);
  }

  /** Shows a new template's card first, or updates the card of a changed one. */
  putTemplate(item: TemplateListItem): void {
    this.#mine.put(item);
  }

  protected override willUpdate(): void {
    const api = this.#api.value ?? null;
    if (api !== this.#listedFrom) {
      this.#listedFrom = api;
      this.#mine.reset(api);
    }
  }

  protected override updated(): void {
    if (this.tab === 'library') this.#libraryWanted = true;
    // Once the first cards are painted and the page is idle: thumbnails may fetch their documents,
    // and the editor is fetched so that opening feels instant.
    if (!this.#warmed && this.#mine.status === 'ready') {
      this.#warmed = true;
      afterNextPaint(() => {
        this._painted = true;
      });
      statusChunk.load().then(
        (ui) => {
          statusUi = ui;
          this.requestUpdate();
        },
        () => {},
      );
      // An idle callback runs after the frame that paints these cards.
      whenIdle(
        () => {
          thumbnailsMayLoad();
          this.#warm();
        },
        1500,
        200,
      );
    }
    this.#pager.watch();
  }

  /** A new search, order or filter starts from the first cards; all but the default need every name. */
  #refine(change: () => void): void {
    change();
    this.#pager.reset();
    if (this.query.trim() || this.sort === 'name' || this.status !== 'all') void this.#mine.all();
  }

  /** Asks the host to prefetch the editor (idle, or a card hovered or focused). */
  #warm = (): void => {
    this.dispatchEvent(new Event('eb-gallery-warm', { bubbles: true, composed: true }));
  };

  protected override render() {
    const session = this.#session.value;
    const i18n = this.#msg.i18n;
    // The operator's name is a name: never translated; only a missing one falls back to ours.
    const libraryLabel = session?.libraryLabel || i18n.t('gallery.library');
    const showLibrary = session?.features.templateLibrary ?? false;
    const mine = ['mine', i18n.t('gallery.mine')] as const;
    const tab = showLibrary ? this.tab : 'mine';
    const search = (query: string) => this.#refine(() => (this.query = query));
    const order = (sort: SortOrder) => this.#refine(() => (this.sort = sort));
    const filter = (status: StatusFilter) => this.#refine(() => (this.status = status));
    return html`
      ${galleryHeader(i18n, this.query, this.sort, search, order, tab === 'mine' && statusUi ? statusUi.statusFilter(i18n, this.status, filter) : nothing)}
      ${draftBanner(
        i18n,
        this.viewOnly ? null : this.draft,
        () => this.#open({ kind: 'restore-draft' }),
        () => this.#open({ kind: 'discard-draft' }),
      )}
      ${noticeBanner(i18n, this.notice, () => (this.notice = null))}
      ${tabList(i18n.t('gallery.tabsLabel'), showLibrary ? [mine, ['library', libraryLabel]] : [mine], tab, (id) => this.#select(id))}
      <div role="tabpanel" id="panel" aria-labelledby=${`tab-${tab}`} tabindex="0">
        ${tab === 'mine' ? this.#renderMine() : this.#renderLibrary(libraryLabel)}
      </div>
    `;
  }

  #select(id: TabId): void {
    this.tab = id;
    if (id === 'library') this.#libraryWanted = true;
    this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`#tab-${id}`)?.focus());
  }

  #renderMine() {
    const list = this.#mine;
    if (list.status === 'error') return loadError(this.#msg.i18n, list.error, () => this.refresh());
    if (list.status !== 'ready') return skeletons(this.#msg.i18n);
    return this.#mineGrid(list.items);
  }

  #mineGrid(items: TemplateListItem[]) {
    const i18n = this.#msg.i18n;
    const listed = this.#mine.view(this.query, this.sort, i18n.tag);
    const matching = statusUi ? statusUi.withStatus(listed, this.status) : listed;
    const session = this.#session.value;
    return mineGrid(
      i18n,
      {
        shown: matching.slice(0, this.#pager.limit),
        matching: matching.length,
        none: items.length === 0,
        query: this.query,
        searching: (this.query.trim() !== '' || this.sort === 'name' || this.status !== 'all') && !this.#mine.complete,
        loadingMore: this.#mine.loadingMore,
        complete: this.#mine.complete,
        painted: this._painted,
        viewOnly: this.viewOnly,
        statusUi,
        api: this.#api.value,
        session,
      },
      {
        open: (item) => this.#open({ kind: 'template', item }),
        create: () => this.#open({ kind: 'new' }),
        import: () => void this.#startImport(),
        warm: this.#warm,
        menu: (item, anchor) => this.#openMenu(item, anchor, actionsFor(item, session?.role)),
      },
    );
  }

  async #openMenu(item: TemplateListItem, anchor: HTMLElement, actions: TemplateAction[]): Promise<void> {
    try {
      const { chooseAction } = await actionsChunk.load();
      const chosen = await chooseAction(this.#msg.i18n, this.renderRoot as ShadowRoot, anchor, item, actions);
      if (!chosen) return;
      if (chosen.action === 'open') this.#open({ kind: 'template', item });
      else
        this.dispatchEvent(
          new CustomEvent<GalleryActionDetail>('eb-gallery-action', { detail: chosen, bubbles: true, composed: true }),
        );
    } catch (error) {
      this.notice = noticeFor(error);
    }
  }

  #renderLibrary(label: string) {
    const i18n = this.#msg.i18n;
    const open = (item: LibraryItem) => this.#open({ kind: 'library', item });
    return this.#library.render({
      initial: () => skeletons(i18n),
      pending: () => skeletons(i18n),
      complete: (items) =>
        libraryGrid(
          i18n,
          label,
          items,
          this.#filter(items),
          this.query,
          open,
          this.#warm,
          this.#session.value?.assetBaseUrl,
        ),
      error: (error) => loadError(i18n, error, () => this.#library.run()),
    });
  }

  #filter<T extends { name: string }>(items: T[]): T[] {
    const q = this.query.trim().toLowerCase();
    return q ? items.filter((item) => item.name.toLowerCase().includes(q)) : items;
  }

  #open(detail: GalleryOpenDetail): void {
    this.dispatchEvent(
      new CustomEvent<GalleryOpenDetail>('eb-gallery-open', { detail, bubbles: true, composed: true }),
    );
  }
}

define('eb-gallery', EbGallery);

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
import type { GalleryOpenDetail } from './events';
import { galleryStyles } from './gallery.styles';
import { mineGrid, STEP } from './mine-grid';
import type { GalleryActionDetail, TemplateAction } from './permissions';
import { type TabId, tabList } from './tabs';
import { thumbnailsMayLoad } from './template-cache';
import { type SortOrder, TemplateList } from './template-list';
import './thumbnail';
import type { StatusFilter } from '../review/status-names';
import { afterNextPaint, whenIdle } from '../shared/idle';
import { actionsChunk } from './actions-chunk';
import { startImport } from './import/chunk';
import { statusChunk } from './status-chunk';

export type { GalleryOpenDetail } from './events';
export type { GalleryActionDetail } from './permissions';

/** The approval status chunk (./status-chunk.ts), once here. */
let statusUi: typeof import('../review/status-names') | null = null;

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
    _limit: { state: true },
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
  declare _limit: number;
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
  #listedFrom: unknown = undefined;
  #sentinel: IntersectionObserver | null = null;
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
    this._limit = STEP;
    this._painted = false;
    // A file dropped anywhere on the gallery is imported.
    this.addEventListener('dragover', (e) => {
      if (e.dataTransfer?.types.includes('Files')) e.preventDefault();
    });
    this.addEventListener('drop', (e) => {
      const file = e.dataTransfer?.files[0];
      if (!file || this.viewOnly) return;
      e.preventDefault();
      void this.#startImport(file);
    });
  }

  /** Opens the Import dialog (its chunk loads on first use), with a dropped file when given. */
  #startImport(file?: File): Promise<void> {
    return startImport(this.renderRoot, file, (detail) => this.#open({ kind: 'import', ...detail })).catch((error) => {
      this.notice = noticeFor(error);
    });
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

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#sentinel?.disconnect();
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
    this.#watchSentinel();
  }

  /** The last rendered card's follower: when it scrolls into view, more cards (and pages) come. */
  #watchSentinel(): void {
    const sentinel = this.renderRoot.querySelector('.sentinel');
    this.#sentinel?.disconnect();
    if (!sentinel) return;
    this.#sentinel ??= new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) this.#showMore();
    });
    this.#sentinel.observe(sentinel);
  }

  #showMore(): void {
    if (this._limit < this.#mine.items.length) this._limit += STEP;
    if (this._limit >= this.#mine.items.length - STEP) void this.#mine.more();
  }

  /** A new search, order or status filter shows from the first cards; any of them needs every name: fetch the remaining pages. */
  #refine(change: Partial<Pick<EbGallery, 'query' | 'sort' | 'status'>>): void {
    Object.assign(this, change);
    this._limit = STEP;
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
    return html`
      ${galleryHeader(
        i18n,
        this.query,
        this.sort,
        (query) => this.#refine({ query }),
        (sort) => this.#refine({ sort }),
        tab === 'mine' && statusUi
          ? statusUi.statusFilter(i18n, this.status, (status) => this.#refine({ status }))
          : nothing,
      )}
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
    const i18n = this.#msg.i18n;
    if (this.#mine.status === 'error') return loadError(i18n, this.#mine.error, () => this.refresh());
    if (this.#mine.status !== 'ready') return skeletons(i18n);
    return mineGrid(
      this,
      i18n,
      this.#mine,
      statusUi,
      this.#api.value,
      this.#session.value,
      (detail) => this.#open(detail),
      this.#warm,
      () => this.#startImport(),
      (item, anchor, actions) => this.#openMenu(item, anchor, actions),
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
        libraryGrid(i18n, label, items, this.query, open, this.#warm, this.#session.value?.assetBaseUrl),
      error: (error) => loadError(i18n, error, () => this.#library.run()),
    });
  }

  #open(detail: GalleryOpenDetail): void {
    this.dispatchEvent(
      new CustomEvent<GalleryOpenDetail>('eb-gallery-open', { detail, bubbles: true, composed: true }),
    );
  }
}

define('eb-gallery', EbGallery);

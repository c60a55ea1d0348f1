import { ContextConsumer } from '@lit/context';
import { initialState, Task } from '@lit/task';
import { html, LitElement, nothing } from 'lit';
import type { LibraryItem, TemplateListItem } from '../api/types';
import { apiContext, sessionContext } from '../shared/context';
import { define } from '../shared/define';
import { icon, pathIcon } from '../shared/icons';
import { timeAgo } from '../shared/time';
import type { Draft } from '../state/draft';
import type { Notice } from '../state/notices';
import { galleryStyles } from './gallery.styles';
import { actionsFor, type TemplateAction } from './permissions';
import { type SortOrder, TemplateList } from './template-list';
import { thumbnailDocument, thumbnailsMayLoad } from './template-cache';
import './thumbnail';
import { actionsChunk } from './actions-chunk';

export type GalleryOpenDetail =
  | { kind: 'template'; item: TemplateListItem }
  | { kind: 'library'; item: LibraryItem }
  | { kind: 'new' }
  | { kind: 'restore-draft' }
  | { kind: 'discard-draft' };

/** A card's "Template actions" menu item, chosen (Rename carries the new name once confirmed). */
export interface GalleryActionDetail {
  action: TemplateAction;
  item: TemplateListItem;
  name?: string;
}

/** Cards rendered per step: the first paint stays small at 500 templates; scrolling adds more. */
const STEP = 48;

type TabId = 'mine' | 'library';

/** Three dots: the card's "Template actions" button. */
const MORE = 'M5 12h.01M12 12h.01M19 12h.01';

/**
 * The template gallery: "My Templates" (the user's and shared ones) and the operator's library.
 *
 * @fires eb-gallery-open - internal: the user picked a template, the New template card or the draft banner.
 * @fires eb-gallery-action - internal: an item of a card's "Template actions" menu, confirmed.
 * @csspart tabs - the tab list.
 * @csspart card - one template card.
 */
export class EbGallery extends LitElement {
  static override properties = {
    draft: { attribute: false },
    notice: { attribute: false },
    tab: { state: true },
    query: { state: true },
    sort: { state: true },
    _limit: { state: true },
  };

  static override styles = galleryStyles;

  /** An unsaved draft to offer back, if any. */
  declare draft: Draft | null;
  /** A message above the cards with its way out (the plan's template limit, say). */
  declare notice: Notice | null;
  declare tab: TabId;
  declare query: string;
  declare sort: SortOrder;
  declare _limit: number;
  #api = new ContextConsumer(this, { context: apiContext, subscribe: true });
  #session = new ContextConsumer(this, { context: sessionContext, subscribe: true });
  #mine = new TemplateList(this);
  #listedFrom: unknown = undefined;
  #sentinel: IntersectionObserver | null = null;
  /** The library is fetched once its tab is first opened, never as part of the first paint. */
  #libraryWanted = false;
  #library = new Task(this, {
    task: async ([api, enabled]) => (api && enabled ? api.library() : initialState),
    args: () => [this.#api.value, (this.#session.value?.features.templateLibrary ?? false) && this.#libraryWanted] as const,
  });
  #warmed = false;

  constructor() {
    super();
    this.draft = null;
    this.notice = null;
    this.tab = 'mine';
    this.query = '';
    this.sort = 'recent';
    this._limit = STEP;
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
      const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
      // An idle callback runs after the frame that paints these cards.
      idle(
        () => {
          thumbnailsMayLoad();
          this.#warm();
        },
        { timeout: 1500 },
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

  /** A search or the name order needs every name: fetch the remaining pages. */
  #needAll(): void {
    if (this.query.trim() || this.sort === 'name') void this.#mine.all();
  }

  /** Asks the host to prefetch the editor (idle, or a card hovered or focused). */
  #warm = (): void => {
    this.dispatchEvent(new Event('eb-gallery-warm', { bubbles: true, composed: true }));
  };

  protected override render() {
    const session = this.#session.value;
    const libraryLabel = session?.libraryLabel ?? 'Templates library';
    const showLibrary = session?.features.templateLibrary ?? false;
    const tab = showLibrary ? this.tab : 'mine';
    return html`
      <header>
        <h2>Templates</h2>
        <div class="search">
          ${icon('search')}
          <input
            class="input"
            type="search"
            aria-label="Search templates by name"
            placeholder="Search templates"
            .value=${this.query}
            @input=${(e: Event) => {
              this.query = (e.target as HTMLInputElement).value;
              this._limit = STEP;
              this.#needAll();
            }}
          />
        </div>
        <select
          class="input sort"
          aria-label="Sort templates"
          .value=${this.sort}
          @change=${(e: Event) => {
            this.sort = (e.target as HTMLSelectElement).value as SortOrder;
            this._limit = STEP;
            this.#needAll();
          }}
        >
          <option value="recent">Recently edited</option>
          <option value="name">Name</option>
        </select>
      </header>
      ${this.#renderDraft()} ${this.#renderNotice()}
      <div role="tablist" aria-label="Template sources" part="tabs" @keydown=${this.#onTabKey}>
        ${this.#tab('mine', 'My Templates', tab)} ${showLibrary ? this.#tab('library', libraryLabel, tab) : nothing}
      </div>
      <div role="tabpanel" id="panel" aria-labelledby=${`tab-${tab}`} tabindex="0">
        ${tab === 'mine' ? this.#renderMine() : this.#renderLibrary(libraryLabel)}
      </div>
    `;
  }

  #tab(id: TabId, label: string, current: TabId) {
    const selected = id === current;
    return html`<button
      role="tab"
      id=${`tab-${id}`}
      aria-selected=${selected ? 'true' : 'false'}
      aria-controls="panel"
      tabindex=${selected ? 0 : -1}
      @click=${() => this.#select(id)}
>${label}</button>`;
  }

  #select(id: TabId): void {
    this.tab = id;
    if (id === 'library') this.#libraryWanted = true;
    this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`#tab-${id}`)?.focus());
  }

  #onTabKey = (event: KeyboardEvent): void => {
    const tabs: TabId[] = this.#session.value?.features.templateLibrary ? ['mine', 'library'] : ['mine'];
    const at = tabs.indexOf(this.tab);
    let next: TabId | undefined;
    if (event.key === 'ArrowRight') next = tabs[(at + 1) % tabs.length];
    else if (event.key === 'ArrowLeft') next = tabs[(at - 1 + tabs.length) % tabs.length];
    else if (event.key === 'Home') next = tabs[0];
    else if (event.key === 'End') next = tabs[tabs.length - 1];
    if (!next) return;
    event.preventDefault();
    this.#select(next);
  };

  #renderDraft() {
    const draft = this.draft;
    if (!draft) return nothing;
    return html`<div class="notice warning" role="status">
      <span class="grow">Unsaved changes to “${draft.name || 'Untitled'}” from ${timeAgo(draft.savedAt)}.</span>
      <button class="btn" @click=${() => this.#open({ kind: 'restore-draft' })}>Restore draft</button>
      <button class="btn ghost" @click=${() => this.#open({ kind: 'discard-draft' })}>Discard</button>
    </div>`;
  }

  #renderNotice() {
    const notice = this.notice;
    if (!notice) return nothing;
    return html`<div class="notice ${notice.kind}" role="alert">
      <span class="grow">${notice.message}</span>
      ${notice.action ? html`<button class="btn" @click=${notice.action.run}>${notice.action.label}</button>` : nothing}
      <button class="btn ghost" @click=${() => (this.notice = null)}>Dismiss</button>
    </div>`;
  }

  #renderMine() {
    const list = this.#mine;
    if (list.status === 'error') return this.#error(list.error, () => this.refresh());
    if (list.status !== 'ready') return this.#skeletons();
    return this.#mineGrid(list.items);
  }

  #mineGrid(items: TemplateListItem[]) {
    const matching = this.#mine.view(this.query, this.sort);
    const shown = matching.slice(0, this._limit);
    const api = this.#api.value;
    const searching = (this.query.trim() !== '' || this.sort === 'name') && !this.#mine.complete;
    const session = this.#session.value;
    return html`<ul class="grid" aria-label="My Templates" aria-busy=${this.#mine.loadingMore ? 'true' : 'false'}>
      <li>
        <button class="new" @pointerenter=${this.#warm} @focus=${this.#warm} @click=${() => this.#open({ kind: 'new' })}>${icon('plus')}New template</button>
      </li>
      ${shown.map((item) =>
        this.#card(
          item.name,
          html`<eb-thumbnail
            .src=${item.thumbnail}
            .label=${item.name}
            .assetBaseUrl=${this.#session.value?.assetBaseUrl}
            .load=${api ? () => thumbnailDocument(api, item) : null}
          ></eb-thumbnail>`,
          html`${item.userId === undefined ? html`<span class="badge">Shared</span>` : nothing}<span class="edited">Edited ${timeAgo(item.updatedAt)}</span>`,
          { kind: 'template', item },
          html`<button
            class="actions"
            aria-label="Template actions"
            aria-haspopup="menu"
            title=${`Actions for ${item.name}`}
            @click=${(e: Event) => this.#openMenu(item, e.currentTarget as HTMLElement, actionsFor(item, session?.role))}
          >
            ${pathIcon(MORE)}
          </button>`,
        ),
      )}
      ${shown.length === 0 && !searching ? this.#empty(items.length === 0) : nothing}
      ${
        shown.length < matching.length || this.#mine.loadingMore || searching
          ? html`<li class="sentinel" role="status">${searching || this.#mine.loadingMore ? 'Loading more templates…' : ''}</li>`
          : this.#mine.complete || shown.length === 0
            ? nothing
            : html`<li class="sentinel" aria-hidden="true"></li>`
      }
    </ul>`;
  }

  async #openMenu(item: TemplateListItem, anchor: HTMLElement, actions: TemplateAction[]): Promise<void> {
    try {
      const { chooseAction } = await actionsChunk.load();
      const chosen = await chooseAction(this.renderRoot as ShadowRoot, anchor, item, actions);
      if (!chosen) return;
      if (chosen.action === 'open') this.#open({ kind: 'template', item });
      else this.dispatchEvent(new CustomEvent<GalleryActionDetail>('eb-gallery-action', { detail: chosen, bubbles: true, composed: true }));
    } catch (error) {
      this.notice = { code: 'chunk_load_failed', kind: 'error', message: error instanceof Error ? error.message : String(error) };
    }
  }

  #renderLibrary(label: string) {
    return this.#library.render({
      initial: () => this.#skeletons(),
      pending: () => this.#skeletons(),
      complete: (items) => {
        const shown = this.#filter(items);
        return html`<ul class="grid" aria-label=${label}>
          ${shown.map((item) =>
            this.#card(
              item.name,
              html`<eb-thumbnail
                .src=${item.thumbnail}
                .doc=${item.blockTree}
                .label=${item.name}
                .assetBaseUrl=${this.#session.value?.assetBaseUrl}
              ></eb-thumbnail>`,
              item.tags.slice(0, 3).join(' · ') || 'Starter',
              { kind: 'library', item },
            ),
          )}
          ${shown.length === 0 ? this.#empty(items.length === 0) : nothing}
        </ul>`;
      },
      error: (error) => this.#error(error, () => this.#library.run()),
    });
  }

  #card(name: string, thumbnail: unknown, sub: unknown, open: GalleryOpenDetail, actions: unknown = nothing) {
    return html`<li class="card" part="card" @pointerenter=${this.#warm} @focusin=${this.#warm}>
      ${thumbnail}
      <div class="meta">
        <button class="open" @click=${() => this.#open(open)}>${name}</button>
        <span class="sub">${sub}</span>
      </div>
      ${actions}
    </li>`;
  }

  #filter<T extends { name: string }>(items: T[]): T[] {
    const q = this.query.trim().toLowerCase();
    return q ? items.filter((item) => item.name.toLowerCase().includes(q)) : items;
  }

  #empty(nothingAtAll: boolean) {
    if (!nothingAtAll) {
      return html`<li class="empty"><strong>No templates match “${this.query.trim()}”</strong>Try another name.</li>`;
    }
    return html`<li class="empty">
      <strong>No templates here yet</strong>
      ${this.tab === 'mine' ? 'Start from a blank canvas, or open a starter and save it as your own.' : 'The library is empty.'}
    </li>`;
  }

  #skeletons() {
    return html`<ul class="grid" aria-busy="true" aria-label="Loading templates">
      ${Array.from({ length: 6 }, () => html`<li class="skeleton"></li>`)}
    </ul>`;
  }

  #error(error: unknown, retry: () => void) {
    const message = error instanceof Error ? error.message : 'Could not load templates.';
    return html`<div class="notice error" role="alert">
      <span class="grow">${message}</span>
      <button class="btn" @click=${retry}>Retry</button>
    </div>`;
  }

  #open(detail: GalleryOpenDetail): void {
    this.dispatchEvent(new CustomEvent<GalleryOpenDetail>('eb-gallery-open', { detail, bubbles: true, composed: true }));
  }
}

define('eb-gallery', EbGallery);

import { ContextConsumer } from '@lit/context';
import { initialState, Task } from '@lit/task';
import { html, LitElement, nothing } from 'lit';
import type { LibraryItem, TemplateListItem } from '../api/types';
import { apiContext, sessionContext } from '../shared/context';
import { define } from '../shared/define';
import { icon } from '../shared/icons';
import { timeAgo } from '../shared/time';
import type { Draft } from '../state/draft';
import { cachedTemplate } from './template-cache';
import { galleryStyles } from './gallery.styles';
import './thumbnail';

export type GalleryOpenDetail =
  | { kind: 'template'; item: TemplateListItem }
  | { kind: 'library'; item: LibraryItem }
  | { kind: 'new' }
  | { kind: 'restore-draft' }
  | { kind: 'discard-draft' };

type TabId = 'mine' | 'library';

/**
 * The template gallery: "My Templates" (the user's and shared ones) and the operator's library.
 *
 * @fires eb-gallery-open - internal: the user picked a template, the New template card or the draft banner.
 * @csspart tabs - the tab list.
 * @csspart card - one template card.
 */
export class EbGallery extends LitElement {
  static override properties = {
    draft: { attribute: false },
    tab: { state: true },
    query: { state: true },
  };

  static override styles = galleryStyles;

  /** An unsaved draft to offer back, if any. */
  declare draft: Draft | null;
  declare tab: TabId;
  declare query: string;
  #reload = 0;
  #api = new ContextConsumer(this, { context: apiContext, subscribe: true });
  #session = new ContextConsumer(this, { context: sessionContext, subscribe: true });
  #mine = new Task(this, {
    task: async ([api]) => (api ? api.listTemplates() : initialState),
    args: () => [this.#api.value, this.#reload] as const,
  });
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
    this.tab = 'mine';
    this.query = '';
  }

  /** Reloads the user's templates (after a save, say). */
  refresh(): void {
    this.#reload++;
    this.requestUpdate();
  }

  protected override updated(): void {
    if (this.tab === 'library') this.#libraryWanted = true;
    // Once the first cards are up and the page is idle, fetch the editor so opening feels instant.
    if (!this.#warmed && this.#mine.value) {
      this.#warmed = true;
      const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
      idle(() => this.#warm(), { timeout: 2000 });
    }
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
            }}
          />
        </div>
      </header>
      ${this.#renderDraft()}
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

  #renderMine() {
    return this.#mine.render({
      initial: () => this.#skeletons(),
      pending: () => (this.#mine.value ? this.#mineGrid(this.#mine.value) : this.#skeletons()),
      complete: (items) => this.#mineGrid(items),
      error: (error) => this.#error(error, () => this.#mine.run()),
    });
  }

  #mineGrid(items: TemplateListItem[]) {
    const shown = this.#filter(items);
    const api = this.#api.value;
    return html`<ul class="grid" aria-label="My Templates">
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
            .load=${api ? () => cachedTemplate(api, item).then((t) => t.blockTree) : null}
          ></eb-thumbnail>`,
          html`${item.userId === undefined ? html`<span class="badge">Shared</span>` : nothing}<span>Edited ${timeAgo(item.updatedAt)}</span>`,
          { kind: 'template', item },
        ),
      )}
      ${shown.length === 0 ? this.#empty(items.length === 0) : nothing}
    </ul>`;
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

  #card(name: string, thumbnail: unknown, sub: unknown, open: GalleryOpenDetail) {
    return html`<li class="card" part="card" @pointerenter=${this.#warm} @focusin=${this.#warm}>
      ${thumbnail}
      <div class="meta">
        <button class="open" @click=${() => this.#open(open)}>${name}</button>
        <span class="sub">${sub}</span>
      </div>
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

// The palette's Saved section: the user's and the team's saved blocks, searchable by name; click
// to add after the selection or drag onto the canvas; rename and delete those one may change
// (one's own; shared ones as a manager, docs/api.md §12).
import { ContextConsumer } from '@lit/context';
import { html, LitElement, nothing, type TemplateResult } from 'lit';
import type { EmailDocument } from '../../core/document/schema';
import type { SavedBlockItem } from '../api/types';
import '../i18n/en/rest';
import '../i18n/en/panels-entry';
import { Messages } from '../i18n/messages';
import { apiContext, sessionContext } from '../shared/context';
import { define } from '../shared/define';
import { icon } from '../shared/icons';
import { errorMessage } from '../state/notices';
import { storeContext } from '../state/store-context';
import { type SavedBlockChange, savedBlockChanges } from './changes';
import {
  DRAG_SAVED,
  forgetSavedBlock,
  insertSavedBlock,
  rememberSavedBlock,
  savedBlock,
  setSavedBlockFetcher,
} from './drag';
import { savedListStyles } from './styles';

type Editing = { id: string; kind: 'rename' | 'delete' } | null;

export class EbSavedBlocks extends LitElement {
  static override properties = {
    disabled: { type: Boolean },
    _items: { state: true },
    _query: { state: true },
    _loading: { state: true },
    _error: { state: true },
    _editing: { state: true },
  };
  static override styles = savedListStyles;

  declare disabled: boolean;
  declare _items: SavedBlockItem[];
  declare _query: string;
  declare _loading: boolean;
  declare _error: string;
  declare _editing: Editing;
  /** Read when inserting only: the list does not re-render on every edit. */
  #store = new ContextConsumer(this, { context: storeContext, subscribe: true });
  #session = new ContextConsumer(this, { context: sessionContext, subscribe: true });
  #msg = new Messages(this);
  #api = new ContextConsumer(this, {
    context: apiContext,
    subscribe: true,
    callback: (client) => {
      setSavedBlockFetcher((id) => client.getBlock(id).then((saved) => saved.block));
      void this.#load();
    },
  });

  constructor() {
    super();
    this.disabled = false;
    this._items = [];
    this._query = '';
    this._loading = false;
    this._error = '';
    this._editing = null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    savedBlockChanges.addEventListener('change', this.#onChange);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    savedBlockChanges.removeEventListener('change', this.#onChange);
  }

  protected override render() {
    const query = this._query.trim().toLowerCase();
    const shown = query ? this._items.filter((item) => item.name.toLowerCase().includes(query)) : this._items;
    const t = this.#msg.t.bind(this.#msg);
    return html`<h2 id="saved-title">${t('dialogs.savedBlocks.heading')}</h2>
      ${
        this._items.length > 0
          ? html`<input
              class="input"
              type="search"
              aria-label=${t('dialogs.savedBlocks.search')}
              placeholder=${t('dialogs.savedBlocks.search')}
              .value=${this._query}
              @input=${(e: Event) => (this._query = (e.target as HTMLInputElement).value)}
            />`
          : nothing
      }
      <ul aria-labelledby="saved-title">
        ${shown.map((item) => this.#item(item))}
      </ul>
      ${this._loading ? html`<p class="status">${t('dialogs.savedBlocks.loading')}</p>` : nothing}
      ${this._error ? html`<p class="status error" role="status">${this._error}</p>` : nothing}
      ${
        !this._loading && !this._error && this._items.length === 0
          ? html`<p class="status">${t('dialogs.savedBlocks.empty')}</p>`
          : !this._loading && query && shown.length === 0
            ? html`<p class="status">${t('dialogs.savedBlocks.noMatch', { query: this._query.trim() })}</p>`
            : nothing
      }`;
  }

  #item(item: SavedBlockItem): TemplateResult {
    const editing = this._editing?.id === item._id ? this._editing.kind : null;
    const t = this.#msg.t.bind(this.#msg);
    if (editing === 'rename') return this.#renameForm(item);
    if (editing === 'delete')
      return html`<li>
        <div class="edit" role="group" aria-label=${t('dialogs.savedBlocks.deleteQuestion', { name: item.name })}>
          <p>${t('dialogs.savedBlocks.deleteConfirm', { name: item.name })}</p>
          <div class="row">
            <button class="btn danger" @click=${() => this.#delete(item)}>${t('dialogs.savedBlocks.deleteTitle')}</button>
            <button class="btn" @click=${() => (this._editing = null)}>${t('dialogs.savedBlocks.cancel')}</button>
          </div>
        </div>
      </li>`;
    const shared = item.userId === undefined;
    return html`<li>
      <button
        class="item"
        draggable=${this.disabled ? 'false' : 'true'}
        ?disabled=${this.disabled}
        title=${t('dialogs.savedBlocks.itemTitle')}
        @click=${() => this.#insert(item)}
        @pointerenter=${() => this.#prefetch(item)}
        @focus=${() => this.#prefetch(item)}
        @dragstart=${(event: DragEvent) => this.#dragStart(event, item)}
      >
        <!-- <eb-thumbnail> is defined by the gallery, in the entry: importing it here would split it out of the entry. -->
        <eb-thumbnail
          class="thumb"
          .label=${t('dialogs.savedBlocks.preview', { name: item.name })}
          .assetBaseUrl=${this.#session.value?.assetBaseUrl}
          .load=${() => this.#thumbnailDocument(item)}
        ></eb-thumbnail>
        <span class="name">${item.name}</span>${shared ? html`<span class="tag">${t('dialogs.savedBlocks.shared')}</span>` : nothing}
      </button>
      ${
        this.#canChange(item)
          ? html`<button class="btn icon ghost" aria-label=${t('dialogs.savedBlocks.rename', { name: item.name })} title=${t('dialogs.savedBlocks.renameTitle')} @click=${() => (this._editing = { id: item._id, kind: 'rename' })}>
                ${icon('file')}
              </button>
              <button class="btn icon ghost" aria-label=${t('dialogs.savedBlocks.delete', { name: item.name })} title=${t('dialogs.savedBlocks.deleteTitle')} @click=${() => (this._editing = { id: item._id, kind: 'delete' })}>
                ${icon('trash')}
              </button>`
          : nothing
      }
    </li>`;
  }

  #renameForm(item: SavedBlockItem): TemplateResult {
    const submit = (event: Event) => {
      event.preventDefault();
      const input = (event.target as HTMLFormElement).elements.namedItem('name') as HTMLInputElement;
      void this.#rename(item, input.value.trim());
    };
    const t = this.#msg.t.bind(this.#msg);
    return html`<li>
      <form class="edit" @submit=${submit} @keydown=${this.#cancelOnEscape}>
        <input class="input" name="name" maxlength="200" required aria-label=${t('dialogs.savedBlocks.newName', { name: item.name })} .value=${item.name} />
        <div class="row">
          <button class="btn primary" type="submit">${t('dialogs.savedBlocks.renameTitle')}</button>
          <button class="btn" type="button" @click=${() => (this._editing = null)}>${t('dialogs.savedBlocks.cancel')}</button>
        </div>
      </form>
    </li>`;
  }

  #cancelOnEscape = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') this._editing = null;
  };

  #canChange(item: SavedBlockItem): boolean {
    const session = this.#session.value;
    if (!session || this.disabled) return false;
    return item.userId === undefined ? session.role === 'manager' : item.userId === session.userId;
  }

  async #load(): Promise<void> {
    const client = this.#api.value;
    if (!client) return;
    this._loading = true;
    this._error = '';
    try {
      this._items = await client.listBlocks();
    } catch (error) {
      this._error = errorMessage(error);
    } finally {
      this._loading = false;
    }
  }

  /** The saved block alone in an email with this document's canvas (width, colours, fonts): what inserting it looks like. */
  async #thumbnailDocument(item: SavedBlockItem): Promise<EmailDocument> {
    const block = await savedBlock(item._id);
    const doc = this.#store.value?.doc;
    if (!block || !doc) throw new Error('no saved block to show');
    return { ...doc, blocks: [block] };
  }

  #prefetch(item: SavedBlockItem): void {
    savedBlock(item._id).catch(() => {});
  }

  async #insert(item: SavedBlockItem): Promise<void> {
    const store = this.#store.value;
    if (!store || this.disabled) return;
    try {
      await insertSavedBlock(store, item._id);
    } catch (error) {
      this._error = errorMessage(error);
    }
  }

  #dragStart(event: DragEvent, item: SavedBlockItem): void {
    if (!event.dataTransfer) return;
    event.dataTransfer.setData(DRAG_SAVED, item._id);
    event.dataTransfer.setData('text/plain', item.name);
    event.dataTransfer.effectAllowed = 'copy';
  }

  async #rename(item: SavedBlockItem, name: string): Promise<void> {
    const client = this.#api.value;
    if (!client || !name) return;
    try {
      const saved = await client.updateBlock(item._id, { name });
      rememberSavedBlock(saved._id, saved.block);
      this._items = this._items.map((i) =>
        i._id === item._id ? { ...i, name: saved.name, updatedAt: saved.updatedAt } : i,
      );
      this._editing = null;
    } catch (error) {
      this._error = errorMessage(error);
    }
  }

  async #delete(item: SavedBlockItem): Promise<void> {
    const client = this.#api.value;
    if (!client) return;
    try {
      await client.deleteBlock(item._id);
      forgetSavedBlock(item._id);
      this._items = this._items.filter((i) => i._id !== item._id);
      this._editing = null;
    } catch (error) {
      this._error = errorMessage(error);
    }
  }

  #onChange = (event: Event): void => {
    const change = (event as CustomEvent<SavedBlockChange>).detail;
    if (change.kind === 'deleted') this._items = this._items.filter((i) => i._id !== change.id);
    else this._items = [change.item, ...this._items.filter((i) => i._id !== change.item._id)];
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'eb-saved-blocks': EbSavedBlocks;
  }
}

define('eb-saved-blocks', EbSavedBlocks);

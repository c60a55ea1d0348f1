// The item picker (docs/api.md §16): searches the host's data source as the user types and lists
// what it answers; the combobox/listbox pattern makes it keyboard usable (arrows move through the
// results, Enter takes one, Escape closes). A slow source shows "Searching…" with a way to stop.
import { html, LitElement, nothing } from 'lit';
import '../i18n/en/rest';
import '../i18n/en/custom-blocks-entry';
import { Messages } from '../i18n/messages';
import { define } from '../shared/define';
import { icon } from '../shared/icons';
import { pickerStyles } from './picker.styles';
import { type SearchState, SourceSearch } from './search';
import type { DataSource, DataSourceItem } from './types';

/**
 * @csspart dialog - the dialog box.
 */
export class EbItemPicker extends LitElement {
  static override properties = {
    _source: { state: true },
    _query: { state: true },
    _state: { state: true },
    _active: { state: true },
  };
  static override styles = pickerStyles;

  declare _source: DataSource | null;
  declare _query: string;
  declare _state: SearchState;
  declare _active: number;
  #search: SourceSearch | null = null;
  #resolve: ((item: DataSourceItem | null) => void) | null = null;
  #msg = new Messages(this);

  constructor() {
    super();
    this._source = null;
    this._query = '';
    this._state = { status: 'idle' };
    this._active = -1;
  }

  /** Opens the picker on `source`; resolves to the item taken, or null when closed without one. */
  async pick(source: DataSource): Promise<DataSourceItem | null> {
    this.#finish(null);
    this._source = source;
    this._query = '';
    this._active = -1;
    this.#search = new SourceSearch(source, (state) => {
      this._state = state;
      this._active = state.status === 'done' && state.items.length > 0 ? 0 : -1;
    });
    const chosen = new Promise<DataSourceItem | null>((resolve) => (this.#resolve = resolve));
    await this.updateComplete;
    const dialog = this.renderRoot.querySelector('dialog');
    if (dialog && !dialog.open) dialog.showModal();
    this.renderRoot.querySelector('input')?.focus();
    this.#search.now('');
    return chosen;
  }

  close(): void {
    this.renderRoot.querySelector('dialog')?.close();
  }

  #finish(item: DataSourceItem | null): void {
    this.#search?.dispose();
    this.#search = null;
    const resolve = this.#resolve;
    this.#resolve = null;
    resolve?.(item);
  }

  #take(item: DataSourceItem): void {
    this.#finish(item);
    this.close();
  }

  #items(): DataSourceItem[] {
    return this._state.status === 'done' ? this._state.items : [];
  }

  #onKey = (event: KeyboardEvent): void => {
    const items = this.#items();
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      this._active = (this._active + step + items.length) % items.length;
      void this.updateComplete.then(() =>
        this.renderRoot.querySelector('[aria-selected=true]')?.scrollIntoView({ block: 'nearest' }),
      );
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = items[this._active];
      if (item) this.#take(item);
    }
  };

  protected override render() {
    const t = this.#msg.t.bind(this.#msg);
    const source = this._source?.label ?? '';
    const items = this.#items();
    const active = items[this._active] ? `option-${this._active}` : '';
    return html`<dialog part="dialog" aria-labelledby="title" @close=${() => this.#finish(null)}>
      <header>
        <h2 id="title">${t('editor.customBlocks.pickerTitle', { source })}</h2>
        <button class="btn icon ghost" aria-label=${t('editor.customBlocks.close')} @click=${() => this.close()}>${icon('close')}</button>
      </header>
      <div class="body">
        <input
          class="input"
          type="search"
          role="combobox"
          aria-label=${t('editor.customBlocks.search', { source })}
          aria-autocomplete="list"
          aria-controls="results"
          aria-expanded=${items.length > 0 ? 'true' : 'false'}
          aria-activedescendant=${active || nothing}
          autocomplete="off"
          .value=${this._query}
          @input=${(e: Event) => {
            this._query = (e.target as HTMLInputElement).value;
            this.#search?.type(this._query.trim());
          }}
          @keydown=${this.#onKey}
        />
        ${this.#status()}
        <ul id="results" role="listbox" aria-label=${t('editor.customBlocks.results')}>
          ${items.map(
            (item, i) => html`<li
              id=${`option-${i}`}
              role="option"
              aria-selected=${i === this._active ? 'true' : 'false'}
              @pointerdown=${(e: Event) => e.preventDefault()}
              @click=${() => this.#take(item)}
            >
              ${item.image ? html`<img alt="" src=${item.image} />` : html`<span class="no-image"></span>`}
              <span class="text"><span class="title">${item.title}</span>${item.subtitle ? html`<span class="subtitle">${item.subtitle}</span>` : nothing}</span>
            </li>`,
          )}
        </ul>
      </div>
    </dialog>`;
  }

  #status() {
    const t = this.#msg.t.bind(this.#msg);
    const state = this._state;
    switch (state.status) {
      case 'searching':
        return html`<p class="status" role="status">
          <span>${t('editor.customBlocks.searching')}</span>
          <button class="btn ghost" @click=${() => this.#search?.stop()}>${t('editor.customBlocks.stop')}</button>
        </p>`;
      case 'stopped':
        return html`<p class="status" role="status">${t('editor.customBlocks.stopped')}</p>`;
      case 'failed':
        return html`<p class="status notice error" role="alert">
          ${
            state.malformed
              ? t('editor.customBlocks.badAnswer')
              : state.error
                ? t('editor.customBlocks.searchFailed', { error: state.error })
                : t('editor.customBlocks.searchFailedUnknown')
          }
        </p>`;
      case 'done':
        return state.items.length === 0
          ? html`<p class="status" role="status">${t('editor.customBlocks.noResults', { query: state.query })}</p>`
          : html`<p class="status visually-hidden" role="status"></p>`;
      default:
        return nothing;
    }
  }
}

define('eb-item-picker', EbItemPicker);

declare global {
  interface HTMLElementTagNameMap {
    'eb-item-picker': EbItemPicker;
  }
}

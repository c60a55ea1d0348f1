// The palette's "Your blocks" section (docs/api.md §16): the account's own block types, each with
// its icon (a sanitised SVG, shown as an image so nothing in it can run, or an emoji) and label.
// A click adds a block of that type, every field at its default, after the selection; a drag drops
// it where it lands. It reads the types for the whole editor (the canvas renders with them, the
// inspector builds forms).
import { ContextConsumer } from '@lit/context';
import { html, LitElement, nothing } from 'lit';
import type { BlockTypeItem } from '../../api/types';
import '../../i18n/en/rest';
import '../../i18n/en/custom-blocks-entry';
import { Messages } from '../../i18n/messages';
import { apiContext, sessionContext } from '../../shared/context';
import { define } from '../../shared/define';
import { errorMessage } from '../../state/notices';
import { storeContext } from '../../state/store-context';
import { DRAG_NEW, type PaletteAddDetail, prepareDrag } from '../drag';
import { loadAccountTypes } from './load-types';
import { newCustomBlock } from './values';

const ICON = 'width:18px;height:18px;font-size:16px;line-height:18px;text-align:center';

/** An SVG icon as an image (a data URL): shown, never parsed into the page. */
function typeIcon(icon: string | undefined) {
  if (icon?.trimStart().startsWith('<')) {
    return html`<img style=${ICON} alt="" src=${`data:image/svg+xml;charset=utf-8,${encodeURIComponent(icon)}`} />`;
  }
  return html`<span style=${ICON} aria-hidden="true">${icon || '▦'}</span>`;
}

/** Renders into the palette's shadow root (light DOM), so it looks like the palette's own list. */
export class EbCustomBlocks extends LitElement {
  static override properties = { disabled: { type: Boolean }, _types: { state: true }, _error: { state: true } };

  declare disabled: boolean;
  declare _types: readonly BlockTypeItem[] | null;
  declare _error: string;
  #store = new ContextConsumer(this, { context: storeContext, subscribe: true });
  #session = new ContextConsumer(this, { context: sessionContext, subscribe: true });
  #api = new ContextConsumer(this, { context: apiContext, subscribe: true, callback: () => void this.#load() });
  #msg = new Messages(this);

  constructor() {
    super();
    this.disabled = false;
    this._types = null;
    this._error = '';
  }

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Its own look lives here, not in the palette's styles (the editor chunk carries those).
    this.style.cssText = 'display:block;margin-top:16px';
    void this.#load();
  }

  async #load(): Promise<void> {
    const store = this.#store.value;
    const client = this.#api.value;
    if (!store || !client) return;
    this._error = '';
    try {
      this._types = (await loadAccountTypes(store, client, this.#session.value?.features.customBlocks ?? false)).list;
    } catch (error) {
      this._error = errorMessage(error);
    }
  }

  protected override render() {
    const t = this.#msg.t.bind(this.#msg);
    if (this._error)
      return html`<p role="alert">${t('editor.customBlocks.failed', { error: this._error })}</p>
        <button class="btn" @click=${() => void this.#load()}>${t('editor.customBlocks.retry')}</button>`;
    if (!this._types) return html`<p role="status">${t('editor.customBlocks.loading')}</p>`;
    if (this._types.length === 0) return nothing;
    return html`<h2 id="custom-title">${t('editor.customBlocks.heading')}</h2>
      <ul aria-labelledby="custom-title">
        ${this._types.map(
          (type) => html`<li>
            <button
              draggable=${this.disabled ? 'false' : 'true'}
              ?disabled=${this.disabled}
              @click=${() => this.#add(type)}
              @dragstart=${(event: DragEvent) => this.#dragStart(event, type)}
              @dragend=${() => prepareDrag(null)}
            >
              ${typeIcon(type.icon)}<span>${type.label}</span>
            </button>
          </li>`,
        )}
      </ul>`;
  }

  /** The canvas takes it as a new block of type `custom`; the editor inserts the block made ready here. */
  #dragStart(event: DragEvent, type: BlockTypeItem): void {
    const store = this.#store.value;
    if (!event.dataTransfer || !store) return;
    prepareDrag(newCustomBlock(type.name, type, store.newId()));
    event.dataTransfer.setData(DRAG_NEW, 'custom');
    event.dataTransfer.setData('text/plain', type.label);
    event.dataTransfer.effectAllowed = 'copyMove';
  }

  #add(type: BlockTypeItem): void {
    const store = this.#store.value;
    if (!store || store.readOnly) return;
    const block = newCustomBlock(type.name, type, store.newId());
    this.dispatchEvent(
      new CustomEvent<PaletteAddDetail>('eb-palette-add', {
        detail: { type: 'custom', block },
        bubbles: true,
        composed: true,
      }),
    );
  }
}

define('eb-custom-blocks', EbCustomBlocks);

declare global {
  interface HTMLElementTagNameMap {
    'eb-custom-blocks': EbCustomBlocks;
  }
}

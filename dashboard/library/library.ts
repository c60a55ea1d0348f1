import { css, html, LitElement, nothing, type PropertyValues } from 'lit';
import { renderHtml } from '../../core/render/index';
import '../../element/gallery/thumbnail';
import { define } from '../../element/shared/define';
import type { LibraryItem } from '../api/types';
import { DashMessages } from '../i18n/context';
import { clientTask } from '../shared/context';
import { errorText } from '../shared/errors';
import { icon } from '../shared/icons';
import { base } from '../shared/styles';

/**
 * The operator's starter templates as end users see them in the element's library tab: the same
 * cards and thumbnails (`<eb-thumbnail>`: the thumbnail image, else a live render in a sandboxed
 * iframe), plus a full-size preview.
 */
export class EbDashLibrary extends LitElement {
  static override properties = {
    _preview: { state: true },
  };

  static override styles = [
    ...base,
    css`
      :host {
        display: block;
      }
      .grid {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
        gap: 18px;
      }
      .tile {
        overflow: hidden;
        display: flex;
        flex-direction: column;
        transition: box-shadow 0.15s, transform 0.15s;
      }
      .tile.loading {
        height: 260px;
      }
      .tile:hover {
        box-shadow: var(--eb-shadow-lg);
      }
      eb-thumbnail {
        border-bottom: 1px solid var(--eb-border);
        --eb-thumb-scale: 0.34;
      }
      .meta {
        flex: 1;
        padding: 12px 14px 14px;
        display: flex;
        flex-direction: column;
        align-items: flex-start;
        gap: 8px;
      }
      .meta .btn {
        margin-top: auto;
      }
      .meta h2 {
        font-size: 14px;
      }
      .tags {
        display: flex;
        flex-wrap: wrap;
        gap: 4px;
      }
      dialog {
        width: min(760px, calc(100vw - 32px));
      }
      .frame {
        width: 100%;
        height: min(70vh, 900px);
        border: 1px solid var(--eb-border);
        border-radius: 8px;
        background: #fff;
      }
      .dialog-head {
        display: flex;
        align-items: center;
        justify-content: space-between;
        gap: 12px;
      }
    `,
  ];

  declare _preview: LibraryItem | null;
  #msg = new DashMessages(this);
  #items = clientTask(this, (client) => client.library());

  constructor() {
    super();
    this._preview = null;
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (!changed.has('_preview')) return;
    const dialog = this.renderRoot.querySelector('dialog');
    if (this._preview && dialog && !dialog.open) dialog.showModal();
    if (!this._preview && dialog?.open) dialog.close();
  }

  protected override render() {
    const t = this.#msg.t.bind(this.#msg);
    return html`
      <div class="page-head">
        <div>
          <h1 tabindex="-1">${t('library.title')}</h1>
          <p>${t('library.intro')}</p>
        </div>
      </div>
      ${this.#items.render({
        pending: () => html`<ul class="grid" aria-busy="true" aria-label=${t('library.loading')}>
          ${[1, 2, 3, 4].map(() => html`<li class="card tile skeleton loading"></li>`)}
        </ul>`,
        complete: (items) =>
          items.length === 0
            ? html`<p class="card notice">${t('library.empty')}</p>`
            : html`<ul class="grid" aria-label=${t('library.list')}>
                ${items.map((item) => this.#renderItem(item))}
              </ul>`,
        error: (error) =>
          html`<p class="notice error" role="alert">${icon('alert')}<span>${t('library.error', { message: errorText(this.#msg.i18n, error) })}</span></p>`,
      })}
      <dialog aria-labelledby="preview-title" @close=${() => (this._preview = null)}>${this.#renderPreview()}</dialog>
    `;
  }

  #renderItem(item: LibraryItem) {
    const t = this.#msg.t.bind(this.#msg);
    return html`<li class="card tile" data-template=${item._id}>
      <eb-thumbnail .src=${item.thumbnail} .doc=${item.blockTree} .label=${item.name} .assetBaseUrl=${`${location.origin}/assets`}></eb-thumbnail>
      <div class="meta">
        <h2>${item.name}</h2>
        ${item.tags.length ? html`<div class="tags">${item.tags.map((t) => html`<span class="badge plain">${t}</span>`)}</div>` : nothing}
        <button class="btn sm" type="button" aria-label=${t('library.previewOf', { name: item.name })} @click=${() => (this._preview = item)}>
          ${icon('eye')}${t('library.preview')}
        </button>
      </div>
    </li>`;
  }

  #renderPreview() {
    const item = this._preview;
    if (!item) return nothing;
    const t = this.#msg.t.bind(this.#msg);
    let markup = '';
    try {
      markup = renderHtml(item.blockTree, { assetBaseUrl: `${location.origin}/assets` });
    } catch {
      const message = document.createElement('p');
      message.textContent = t('library.cannotPreview');
      markup = `<p lang="${this.#msg.i18n.locale}" dir="${this.#msg.i18n.dir}" style="font-family:sans-serif;padding:24px">${message.innerHTML}</p>`;
    }
    return html`<div class="dialog-body">
      <div class="dialog-head">
        <h2 id="preview-title">${item.name}</h2>
        <button class="btn icon" type="button" aria-label=${t('library.close')} @click=${() => (this._preview = null)}>${icon('close')}</button>
      </div>
      <iframe class="frame" sandbox="" title=${t('library.frameTitle', { name: item.name })} .srcdoc=${markup}></iframe>
    </div>`;
  }
}

define('eb-dash-library', EbDashLibrary);

// A searchable list of the host's merge tags beside a text field (link and button URLs, subject,
// preheader). Picking one fires `eb-merge-tag-pick {value}`; the field inserts it at the caret.
// Loaded on demand (its own chunk): the fields render a plain button until it is here.
import { ContextConsumer } from '@lit/context';
import { css, html, LitElement, nothing } from 'lit';
import '../i18n/en/rest';
import '../i18n/en/panels-entry';
import { Messages } from '../i18n/messages';
import { define } from '../shared/define';
import { controls } from '../shared/theme.styles';
import type { MergeTag } from '../state/merge-tags';
import { storeContext } from '../state/store-context';

export interface MergeTagPickDetail {
  value: string;
}

/** Tags whose name, value or group contains every word of the query. */
export function filterTags(tags: readonly MergeTag[], query: string): MergeTag[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return tags.filter((tag) => {
    const haystack = `${tag.name} ${tag.value} ${tag.group ?? ''}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/**
 * @fires eb-merge-tag-pick - `{value}`: the tag to insert.
 */
export class EbMergeTagPicker extends LitElement {
  static override properties = { label: { type: String }, _open: { state: true }, _query: { state: true } };
  static override styles = [
    controls,
    css`
      :host {
        position: relative;
        display: inline-block;
      }
      .popover {
        position: absolute;
        inset-inline-end: 0;
        top: calc(100% + 4px);
        z-index: 20;
        width: 260px;
        max-height: 300px;
        display: flex;
        flex-direction: column;
        gap: 6px;
        padding: 8px;
        border: 1px solid var(--eb-border);
        border-radius: var(--eb-radius);
        background: var(--eb-bg);
        box-shadow: var(--eb-shadow-lg);
      }
      ul {
        list-style: none;
        margin: 0;
        padding: 0;
        overflow: auto;
      }
      li.group {
        padding: 6px 6px 2px;
        font-size: 11px;
        font-weight: 600;
        color: var(--eb-fg-subtle);
        text-transform: uppercase;
      }
      button.tag {
        display: flex;
        justify-content: space-between;
        gap: 8px;
        width: 100%;
        padding: 5px 6px;
        border: 0;
        border-radius: var(--eb-radius-sm);
        background: none;
        color: inherit;
        font: inherit;
        font-size: 13px;
        text-align: start;
        cursor: pointer;
      }
      button.tag:hover,
      button.tag:focus-visible {
        background: var(--eb-accent-soft);
      }
      code {
        color: var(--eb-fg-muted);
        font-size: 11px;
      }
      .empty {
        margin: 4px 6px;
        color: var(--eb-fg-muted);
        font-size: 12px;
      }
    `,
  ];

  /** The field's label: names the button ("Insert merge tag into Subject"). */
  declare label: string;
  declare _open: boolean;
  declare _query: string;
  #store = new ContextConsumer(this, { context: storeContext, subscribe: true });
  #msg = new Messages(this);

  constructor() {
    super();
    this.label = '';
    this._open = false;
    this._query = '';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('pointerdown', this.#onOutside, true);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('pointerdown', this.#onOutside, true);
  }

  /** Opens the list with the search field focused. */
  async open(): Promise<void> {
    this._open = true;
    this._query = '';
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLInputElement>('input')?.focus();
  }

  close(): void {
    this._open = false;
  }

  protected override render() {
    const name = this.label
      ? this.#msg.t('dialogs.mergeTags.insertInto', { field: this.label })
      : this.#msg.t('dialogs.mergeTags.insert');
    return html`<button
        class="btn ghost"
        type="button"
        aria-label=${name}
        title=${name}
        aria-expanded=${this._open ? 'true' : 'false'}
        @click=${() => (this._open ? this.close() : this.open())}
      >{ }</button>
      ${this._open ? this.#popover() : nothing}`;
  }

  #popover() {
    const tags = filterTags(this.#store.value?.mergeTags ?? [], this._query);
    let group: string | undefined;
    const rows = [];
    for (const tag of tags) {
      if (tag.group !== group) {
        group = tag.group;
        if (group) rows.push(html`<li class="group" role="presentation">${group}</li>`);
      }
      rows.push(html`<li><button class="tag" type="button" @click=${() => this.#pick(tag)}>
        <span>${tag.name}</span><code>${tag.value}</code>
      </button></li>`);
    }
    const t = this.#msg.t.bind(this.#msg);
    return html`<div class="popover" role="dialog" aria-label=${t('dialogs.mergeTags.list')} @keydown=${this.#onKey}>
      <input
        class="input"
        type="search"
        aria-label=${t('dialogs.mergeTags.search')}
        placeholder=${t('dialogs.mergeTags.search')}
        .value=${this._query}
        @input=${(e: Event) => (this._query = (e.target as HTMLInputElement).value)}
      />
      ${tags.length ? html`<ul aria-label=${t('dialogs.mergeTags.list')}>${rows}</ul>` : html`<p class="empty">${t('dialogs.mergeTags.noMatch')}</p>`}
    </div>`;
  }

  #pick(tag: MergeTag): void {
    this.close();
    this.dispatchEvent(
      new CustomEvent<MergeTagPickDetail>('eb-merge-tag-pick', {
        detail: { value: tag.value },
        bubbles: true,
        composed: true,
      }),
    );
  }

  #onKey = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      this.close();
      this.renderRoot.querySelector<HTMLButtonElement>('button')?.focus();
    } else if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') {
      event.preventDefault();
      const first = filterTags(this.#store.value?.mergeTags ?? [], this._query)[0];
      if (first) this.#pick(first);
    }
  };

  #onOutside = (event: Event): void => {
    if (this._open && !event.composedPath().includes(this)) this.close();
  };
}

define('eb-merge-tag-picker', EbMergeTagPicker);

declare global {
  interface HTMLElementTagNameMap {
    'eb-merge-tag-picker': EbMergeTagPicker;
  }
}

import { css, html, LitElement } from 'lit';
import { closeOnBackdrop } from '../../shared/backdrop';
import { define } from '../../shared/define';
import { cardDialog } from '../../shared/dialog.styles';
import { controls } from '../../shared/theme.styles';

export interface DialogOptions {
  title: string;
  message?: string;
  confirm: string;
  cancel: string;
  danger?: boolean;
  /** Asks for a text (a new name): the field's label and its starting value. */
  field?: { label: string; value: string; maxLength: number };
}

/**
 * The gallery's own modal dialog (a native `<dialog>`: focus trapped, Escape cancels), used to
 * confirm a delete and to ask for a new name; its words come translated in `options`. Never
 * `window.confirm`, which hosts may block.
 */
export class EbGalleryDialog extends LitElement {
  static override properties = { options: { attribute: false }, _invalid: { state: true } };

  static override styles = [
    controls,
    cardDialog,
    css`
      p {
        margin: 0 0 16px;
        color: var(--eb-fg-muted);
      }
    `,
  ];

  declare options: DialogOptions;
  declare _invalid: boolean;
  #resolve: (value: string | null) => void = () => {};

  constructor() {
    super();
    this.options = { title: '', confirm: '', cancel: '' };
    this._invalid = false;
  }

  /** Opens the dialog; resolves to the field's value (or '' without a field) when confirmed, null when cancelled. */
  ask(): Promise<string | null> {
    this.updateComplete.then(() => {
      const dialog = this.renderRoot.querySelector('dialog');
      dialog?.showModal();
      const input = this.renderRoot.querySelector('input');
      input?.select();
    });
    return new Promise((resolve) => {
      this.#resolve = resolve;
    });
  }

  #finish(value: string | null): void {
    this.renderRoot.querySelector('dialog')?.close();
    this.remove();
    this.#resolve(value);
  }

  #cancel = (event: Event): void => {
    event.preventDefault();
    this.#finish(null);
  };

  #submit = (event: Event): void => {
    event.preventDefault();
    const input = this.renderRoot.querySelector('input');
    if (!input) {
      this.#finish('');
      return;
    }
    const value = input.value.trim();
    if (!value) {
      this._invalid = true;
      input.focus();
      return;
    }
    this.#finish(value);
  };

  protected override render() {
    const { title, message, confirm, cancel, danger, field } = this.options;
    return html`<dialog aria-labelledby="title" @cancel=${this.#cancel} @click=${closeOnBackdrop}>
      <form @submit=${this.#submit}>
        <h2 id="title">${title}</h2>
        ${message ? html`<p>${message}</p>` : ''}
        ${
          field
            ? html`<label
                >${field.label}
                <input class="input" name="value" .value=${field.value} maxlength=${field.maxLength} aria-invalid=${this._invalid ? 'true' : 'false'} required
              /></label>`
            : ''
        }
        <div class="buttons">
          <button type="button" class="btn" @click=${() => this.#finish(null)}>${cancel}</button>
          <button type="submit" class="btn ${danger ? 'danger' : 'primary'}" autofocus>${confirm}</button>
        </div>
      </form>
    </dialog>`;
  }
}

define('eb-gallery-dialog', EbGalleryDialog);

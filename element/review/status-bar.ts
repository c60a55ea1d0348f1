// The approval status of the open shared template (docs/api.md §15) in the editor's toolbar: a
// badge, and the moves the user's role allows. Anyone who may read the template asks for review
// (draft → in review); a manager approves or sends it back with an optional note (which the server
// posts as a comment). The store follows the server's answer, then `eb-status-change` is fired.
import '../i18n/en/review-status-entry';
import { ContextConsumer } from '@lit/context';
import { html, LitElement, nothing } from 'lit';
import { ApiError } from '../api/errors';
import type { TemplateStatus } from '../api/types';
import type { MessageKey } from '../i18n/keys';
import { Messages } from '../i18n/messages';
import { apiContext, sessionContext } from '../shared/context';
import { define } from '../shared/define';
import type { EbStatusChangeDetail } from '../shared/events';
import { errorText } from '../state/notices';
import { StoreController } from '../state/store-controller';
import { reviewStyles } from './review.styles';
import { statusName } from './status-names';

/** Why the server refused a move (docs/api.md §15): a race with another move, or a role's limit. */
const REFUSALS: Record<string, MessageKey | undefined> = {
  invalid_status_transition: 'review.failed.invalidStatusTransition',
  manager_required: 'review.failed.managerRequired',
  read_only: 'review.failed.readOnly',
};

/**
 * @fires eb-status-change - `{templateId, status, previous}` once the server accepted a move (bubbles out of `<email-builder>`).
 */
export class EbReviewStatus extends LitElement {
  static override properties = {
    _busy: { state: true },
    _error: { state: true },
  };

  static override styles = reviewStyles;

  declare _busy: boolean;
  declare _error: unknown;
  readonly #stores = new StoreController(this);
  readonly #api = new ContextConsumer(this, { context: apiContext, subscribe: true });
  readonly #session = new ContextConsumer(this, { context: sessionContext, subscribe: true });
  readonly #msg = new Messages(this);

  constructor() {
    super();
    this._busy = false;
    this._error = null;
  }

  protected override render() {
    const store = this.#stores.value;
    const status = store?.status;
    if (!store || !status || store.source !== 'shared' || !store.templateId) return nothing;
    const t = this.#msg;
    const name = statusName(t.i18n, status);
    const manager = this.#session.value?.role === 'manager';
    // The host's `readonly` shows the status and offers no move; a reviewer may still ask for review.
    const moves = !store.access.hostReadOnly;
    const label = t.t('review.statusLabel', { status: name });
    return html`<span class="badge ${status}" part="status" role="status" aria-label=${label} title=${label}>${name}</span>
      ${moves && status === 'draft' ? this.#button('review.requestReview', () => this.#move('in_review')) : nothing}
      ${moves && status === 'in_review' && manager ? this.#button('review.approve', () => this.#move('approved')) : nothing}
      ${moves && status === 'in_review' && manager ? this.#button('review.sendBack', () => this.#dialog()?.showModal()) : nothing}
      ${this._error ? html`<span class="error" role="alert">${this.#errorText(this._error)}</span>` : nothing}
      <dialog aria-labelledby="send-back-title" @close=${this.#onClose}>
        <form method="dialog">
          <h2 id="send-back-title">${t.t('review.sendBack')}</h2>
          <label>${t.t('review.note')}<textarea name="note" maxlength="2000" rows="4"></textarea></label>
          <div class="buttons">
            <button class="btn" value="cancel">${t.t('review.cancel')}</button>
            <button class="btn primary" value="send">${t.t('review.sendBackConfirm')}</button>
          </div>
        </form>
      </dialog>`;
  }

  #button(key: 'review.requestReview' | 'review.approve' | 'review.sendBack', run: () => void) {
    return html`<button class="btn ghost" ?disabled=${this._busy} @click=${run}>${this.#msg.t(key)}</button>`;
  }

  /** A refused move in the user's words: the status's own refusals here, anything else as every failure is worded. */
  #errorText(error: unknown): string {
    const own = REFUSALS[error instanceof ApiError ? error.code : ''];
    return own ? this.#msg.t(own) : errorText(error, this.#msg.i18n);
  }

  #dialog(): HTMLDialogElement | null {
    return this.renderRoot.querySelector('dialog');
  }

  #onClose = (): void => {
    const dialog = this.#dialog();
    const textarea = dialog?.querySelector('textarea');
    if (!dialog || !textarea) return;
    const note = textarea.value.trim();
    textarea.value = '';
    if (dialog.returnValue === 'send') void this.#move('draft', note || undefined);
    dialog.returnValue = '';
  };

  async #move(status: TemplateStatus, note?: string): Promise<void> {
    const store = this.#stores.value;
    const api = this.#api.value;
    const templateId = store?.templateId;
    const previous = store?.status;
    if (!store || !api || !templateId || !previous) return;
    this._busy = true;
    this._error = null;
    try {
      const template = await api.setStatus(templateId, note ? { status, note } : { status });
      if (store.templateId !== templateId || !template.status) return;
      store.setStatus(template.status);
      const detail: EbStatusChangeDetail = { templateId, status: template.status, previous };
      this.dispatchEvent(new CustomEvent('eb-status-change', { detail, bubbles: true, composed: true }));
    } catch (error) {
      this._error = error;
    } finally {
      this._busy = false;
    }
  }
}

define('eb-review-status', EbReviewStatus);

declare global {
  interface HTMLElementTagNameMap {
    'eb-review-status': EbReviewStatus;
  }
}

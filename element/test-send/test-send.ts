// "Send test" (docs/api.md §16): the open template, saved first, with the preview's sample data
// in place of merge tags, to one inbox. The API sends it; on a server without SMTP the host's own
// `sendTest` function does, when the host gave one.

import { ContextConsumer } from '@lit/context';
import { html, LitElement, nothing } from 'lit';
import { showBlockFor } from '../../core/merge-tags/conditions';
import { ANY_MERGE_TAG, fillSamples } from '../../core/merge-tags/samples';
import { subjectOf } from '../../core/render/document';
import { ApiError } from '../api/errors';
import type { Template } from '../api/types';
import { renderChunk } from '../shared/render-chunk';
import '../i18n/en/rest';
import '../i18n/en/test-send-entry';
import type { MessageKey } from '../i18n/keys';
import { Messages } from '../i18n/messages';
import { apiContext, sessionContext } from '../shared/context';
import { define } from '../shared/define';
import { icon } from '../shared/icons';
import { sampleValues } from '../state/merge-tag-scan';
import { errorMessage } from '../state/notices';
import { storeContext } from '../state/store-context';
import { testSendStyles } from './test-send.styles';

/** What a host's `sendTest` receives: the email as the test send would deliver it. */
export interface SendTestRequest {
  html: string;
  text: string;
  subject: string;
  to: string;
}

/** The host's own sender, used when the API has no SMTP (`test_send_not_configured`). */
export type SendTestFn = (request: SendTestRequest) => Promise<unknown> | unknown;

/** Saves the open document (the root's save); null or a rejection when it could not. */
export type SaveFn = () => Promise<Template | null>;

const WHOLE_TAG = new RegExp(`^(?:${ANY_MERGE_TAG.source})$`);
const ADDRESS = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

/** API refusals with a sentence of their own; anything else shows the server's message. */
const REFUSALS: Record<string, MessageKey> = {
  recipient_not_allowed: 'dialogs.testSend.notAllowed',
  test_send_limit: 'dialogs.testSend.limit',
  test_send_not_configured: 'dialogs.testSend.notConfigured',
  smtp_unavailable: 'dialogs.testSend.mailServer',
  smtp_rejected: 'dialogs.testSend.mailServer',
  invalid_input: 'dialogs.testSend.invalidAddress',
};

/**
 * The "Send test" dialog: a recipient (the token's test recipients offered), Send, and the outcome.
 *
 * @csspart dialog - the dialog box.
 */
export class EbTestSend extends LitElement {
  static override properties = {
    sendTest: { attribute: false },
    save: { attribute: false },
    _to: { state: true },
    _busy: { state: true },
    _result: { state: true },
  };

  static override styles = testSendStyles;

  declare sendTest: SendTestFn | null;
  declare save: SaveFn | null;
  declare _to: string;
  declare _busy: boolean;
  declare _result: { ok: boolean; message: string } | null;
  #api = new ContextConsumer(this, { context: apiContext, subscribe: true });
  #store = new ContextConsumer(this, { context: storeContext, subscribe: true });
  #session = new ContextConsumer(this, { context: sessionContext, subscribe: true });
  #msg = new Messages(this);

  constructor() {
    super();
    this.sendTest = null;
    this.save = null;
    this._to = '';
    this._busy = false;
    this._result = null;
  }

  get open(): boolean {
    return this.renderRoot.querySelector('dialog')?.open ?? false;
  }

  /** Opens the dialog, the first of the token's test recipients filled in. */
  async show(): Promise<void> {
    this._result = null;
    this._to ||= this.#session.value?.testRecipients?.[0] ?? '';
    await this.updateComplete;
    const dialog = this.renderRoot.querySelector('dialog');
    if (dialog && !dialog.open) dialog.showModal();
    this.renderRoot.querySelector('input')?.focus();
  }

  close(): void {
    this.renderRoot.querySelector('dialog')?.close();
  }

  async #send(event: Event): Promise<void> {
    event.preventDefault();
    if (this._busy) return;
    const to = this._to.trim();
    const t = this.#msg.t.bind(this.#msg);
    if (!ADDRESS.test(to)) {
      this._result = { ok: false, message: t('dialogs.testSend.invalidAddress') };
      return;
    }
    this._busy = true;
    this._result = null;
    try {
      this._result = { ok: true, message: await this.#deliver(to) };
    } catch (error) {
      this._result = { ok: false, message: this.#failure(error) };
    } finally {
      this._busy = false;
    }
  }

  /** Saves when needed, then sends through the API, or through the host when the API cannot. */
  async #deliver(to: string): Promise<string> {
    const store = this.#store.value;
    const api = this.#api.value;
    if (!store || !api) throw new Error('the editor is not ready');
    if (store.templateId === null || store.dirty) {
      const saved = await this.save?.().catch((error: unknown) => {
        throw new SaveFailed(errorMessage(error));
      });
      if (!saved || store.templateId === null) throw new SaveFailed(store.saveError || '');
    }
    const samples = this.#samples();
    try {
      const sent = await api.testSend(store.templateId, { to, samples: Object.fromEntries(samples) });
      return this.#msg.t('dialogs.testSend.sent', { to: sent.to });
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'test_send_not_configured' && this.sendTest)) throw error;
    }
    const { renderHtml, renderText } = await renderChunk.load();
    // Display conditions are decided from the samples, as the preview shows them.
    const options = { assetBaseUrl: this.#session.value?.assetBaseUrl ?? '/assets', showBlock: showBlockFor(samples) };
    const doc = store.doc;
    const request: SendTestRequest = {
      html: fillSamples(renderHtml(doc, options), samples, 'html'),
      text: fillSamples(renderText(doc, options), samples, 'text'),
      subject: fillSamples(subjectOf(doc), samples, 'text') || store.name,
      to,
    };
    try {
      await this.sendTest(request);
    } catch (error) {
      throw new HostFailed(errorMessage(error));
    }
    return this.#msg.t('dialogs.testSend.sent', { to });
  }

  /** The preview's samples, as many as the API takes (500 tags of at most 100 characters). */
  #samples(): Map<string, string> {
    const all = sampleValues(this.#store.value?.mergeTags ?? []);
    const usable = [...all].filter(
      ([tag, sample]) => tag.length <= 100 && WHOLE_TAG.test(tag) && sample.length <= 1000,
    );
    return new Map(usable.slice(0, 500));
  }

  #failure(error: unknown): string {
    const t = this.#msg.t.bind(this.#msg);
    if (error instanceof SaveFailed) return t('dialogs.testSend.saveFailed', { error: error.message });
    if (error instanceof HostFailed) return t('dialogs.testSend.hostFailed', { error: error.message });
    const key = error instanceof ApiError ? REFUSALS[error.code] : undefined;
    return key ? t(key) : t('dialogs.testSend.failed', { error: errorMessage(error) });
  }

  protected override render() {
    const t = this.#msg.t.bind(this.#msg);
    const recipients = this.#session.value?.testRecipients ?? [];
    const result = this._result;
    return html`<dialog part="dialog" aria-labelledby="title" @close=${() => (this._result = null)}>
      <header>
        <h2 id="title">${t('dialogs.testSend.title')}</h2>
        <button class="btn icon ghost" aria-label=${t('dialogs.testSend.close')} @click=${() => this.close()}>${icon('close')}</button>
      </header>
      <form @submit=${(e: Event) => this.#send(e)} novalidate>
        <label
          >${t('dialogs.testSend.recipient')}
          <input
            class="input"
            type="email"
            name="to"
            autocomplete="email"
            list="recipients"
            .value=${this._to}
            aria-invalid=${result && !result.ok && !ADDRESS.test(this._to.trim()) ? 'true' : 'false'}
            @input=${(e: Event) => (this._to = (e.target as HTMLInputElement).value)}
          />
        </label>
        <datalist id="recipients">${recipients.map((address) => html`<option value=${address}></option>`)}</datalist>
        <p class="hint">${t('dialogs.testSend.hint')}</p>
        ${result ? html`<p class="result notice ${result.ok ? '' : 'error'}" role=${result.ok ? 'status' : 'alert'}>${result.message}</p>` : nothing}
        <footer>
          <button type="button" class="btn ghost" @click=${() => this.close()}>${t('dialogs.testSend.cancel')}</button>
          <button type="submit" class="btn primary" ?disabled=${this._busy}>
            ${this._busy ? t('dialogs.testSend.sending') : t('dialogs.testSend.send')}
          </button>
        </footer>
      </form>
    </dialog>`;
  }
}

class SaveFailed extends Error {}
class HostFailed extends Error {}

define('eb-test-send', EbTestSend);

declare global {
  interface HTMLElementTagNameMap {
    'eb-test-send': EbTestSend;
  }
}

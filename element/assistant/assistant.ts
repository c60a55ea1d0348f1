// The writing help dialog (docs/api.md §16): the field's current text, the tasks offered there,
// and the host's answer as it arrives, to apply (one undo step) or discard. Only the host's own
// `assistant` function is called; what it throws or returns amiss is shown, never thrown.
import { html, LitElement, nothing, type TemplateResult } from 'lit';
import type { Block } from '../../core/document/schema';
import { renderChunk } from '../shared/render-chunk';
import '../i18n/en/assistant-entry';
import { Messages } from '../i18n/messages';
import { closeOnBackdrop } from '../shared/backdrop';
import { define } from '../shared/define';
import { icon } from '../shared/icons';
import { findBlock } from '../state/document-ops';
import { StoreController } from '../state/store-controller';
import { assistantStyles } from './assistant.styles';
import { assistantHost } from './host';
import { ask, ReplyProblem, Stopped } from './run';
import { applySuggestion, currentText, FIELD_MAX, type Offer, offersFor } from './targets';
import { hasMarkup, linesOf, textOf } from './text';
import type { AssistantContext, AssistantRequest, AssistantTone } from './types';
import { currentTexts, LANGUAGES, taskPicker } from './views';

/** The email's own text given as context for subject lines and preheaders, at most. */
const EMAIL_CONTEXT_CHARS = 8000;

type Phase = 'idle' | 'working' | 'done' | 'failed' | 'stopped';

/**
 * The writing help dialog for one block's text or the email's subject and preheader.
 *
 * @csspart dialog - the dialog box.
 */
export class EbAssistant extends LitElement {
  static override properties = {
    _blockId: { state: true },
    _offer: { state: true },
    _phase: { state: true },
    _text: { state: true },
    _message: { state: true },
    _markup: { state: true },
    _tone: { state: true },
    _language: { state: true },
  };
  static override styles = assistantStyles;

  declare _blockId: string | null;
  declare _offer: Offer | null;
  declare _phase: Phase;
  declare _text: string;
  declare _message: string;
  declare _markup: boolean;
  declare _tone: AssistantTone;
  declare _language: string;
  readonly #stores = new StoreController(this);
  readonly #msg = new Messages(this);
  #stop: AbortController | null = null;

  constructor() {
    super();
    this._blockId = null;
    this._offer = null;
    this._phase = 'idle';
    this._text = '';
    this._message = '';
    this._markup = false;
    this._tone = 'friendly';
    this._language = '';
  }

  get open(): boolean {
    return this.renderRoot.querySelector('dialog')?.open ?? false;
  }

  /** Opens the dialog for a block's text (its id), or for the email's subject and preheader (null). */
  async show(blockId: string | null): Promise<void> {
    this.#reset();
    this._blockId = blockId;
    const lang = this.#stores.value?.doc.canvas.lang ?? 'en';
    this._language ||= LANGUAGES.find((tag) => tag.split('-')[0] !== lang.split('-')[0]) ?? 'en';
    await this.updateComplete;
    const dialog = this.renderRoot.querySelector('dialog');
    if (dialog && !dialog.open) dialog.showModal();
    this.renderRoot.querySelector<HTMLElement>('.tasks button')?.focus();
  }

  close(): void {
    this.renderRoot.querySelector('dialog')?.close();
  }

  #reset(): void {
    this.#stop?.abort();
    this.#stop = null;
    this._offer = null;
    this._phase = 'idle';
    this._text = '';
    this._message = '';
    this._markup = false;
  }

  async #ask(offer: Offer): Promise<void> {
    const store = this.#stores.value;
    const fn = assistantHost(this)?.assistant;
    if (this._phase === 'working' || !store) return;
    // The host took its function away meanwhile: writing help is gone, and so is its dialog.
    if (typeof fn !== 'function') return this.close();
    this.#reset();
    const stop = new AbortController();
    this.#stop = stop;
    this._offer = offer;
    this._phase = 'working';
    try {
      const request = await this.#request(offer);
      const text = await ask(
        fn,
        request,
        (partial) => {
          if (!stop.signal.aborted) this._text = partial;
        },
        stop.signal,
      );
      if (stop.signal.aborted) return;
      this._markup = hasMarkup(text);
      this._text = this._markup ? textOf(text) : text.trim();
      this._phase = this._text ? 'done' : 'failed';
      if (!this._text) this._message = this.#msg.t('assistant.noText');
    } catch (error) {
      if (error instanceof Stopped || stop.signal.aborted) return;
      this._phase = 'failed';
      this._message = this.#failure(error);
    }
  }

  async #request(offer: Offer): Promise<AssistantRequest> {
    const store = this.#stores.value;
    const doc = store?.doc;
    if (!doc) throw new ReplyProblem('assistant.gone');
    const text = currentText(doc, offer.field, this._blockId);
    if (text === null) throw new ReplyProblem('assistant.gone');
    const context: AssistantContext = { field: offer.field };
    if (this._blockId) context.blockId = this._blockId;
    if (offer.task === 'tone') context.tone = this._tone;
    if (offer.task === 'translate') context.language = this._language;
    if (offer.task === 'alt_text') {
      const block = this.#block();
      if (block?.type === 'image') context.imageUrl = block.props.src;
    }
    if (offer.task === 'subject_lines' || offer.task === 'preheader') {
      const { renderText } = await renderChunk.load();
      context.email = renderText(doc).slice(0, EMAIL_CONTEXT_CHARS);
      if (offer.task === 'preheader') context.subject = currentText(doc, 'subject', null) ?? '';
    }
    return { task: offer.task, text, locale: doc.canvas.lang || 'en', context };
  }

  #failure(error: unknown): string {
    const t = this.#msg.t.bind(this.#msg);
    // A reply over the cap is over every field's limit too: the message names the field's.
    if (error instanceof ReplyProblem) return t(error.key, { max: FIELD_MAX[this._offer?.field ?? 'text'] });
    const said = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
    return said.trim() ? t('assistant.failed', { error: said.trim().slice(0, 300) }) : t('assistant.failedUnknown');
  }

  #apply(text: string): void {
    const store = this.#stores.value;
    const offer = this._offer;
    if (!store || !offer) return;
    const problem = applySuggestion(store, offer.field, this._blockId, text);
    if (!problem) {
      this.close();
      return;
    }
    this._phase = 'failed';
    this._message = this.#msg.t(problem, { max: FIELD_MAX[offer.field] });
  }

  /** The block the dialog is for, while it exists (null for the email's settings). */
  #block(): Block | null {
    const doc = this.#stores.value?.doc;
    return doc && this._blockId ? (findBlock(doc, this._blockId)?.block ?? null) : null;
  }

  protected override render() {
    const t = this.#msg.t.bind(this.#msg);
    const block = this.#block();
    // A block removed meanwhile (undo, say) offers nothing: applying to it says so.
    const offers = this._blockId && !block ? [] : offersFor(block);
    return html`<dialog part="dialog" aria-labelledby="title" @click=${closeOnBackdrop} @close=${() => this.#reset()}>
      <header>
        <h2 id="title">${t('assistant.title')}</h2>
        <button class="btn icon ghost" aria-label=${t('assistant.close')} @click=${() => this.close()}>${icon('close')}</button>
      </header>
      <div class="body">
        <p class="hint">${t('assistant.privacy')}</p>
        ${currentTexts(t, this.#stores.value?.doc, offers, this._blockId)}
        ${taskPicker(t, this.#msg.i18n.tag, offers, {
          busy: this._phase === 'working',
          tone: this._tone,
          language: this._language,
          ask: (offer) => this.#ask(offer),
          setTone: (tone) => (this._tone = tone),
          setLanguage: (language) => (this._language = language),
        })}
        ${this.#suggestion()}
      </div>
    </dialog>`;
  }

  /** The answer so far, then what to do with it. Announced once it is complete (aria-busy while it streams). */
  #suggestion(): TemplateResult | typeof nothing {
    const phase = this._phase;
    if (phase === 'idle') return nothing;
    const t = this.#msg.t.bind(this.#msg);
    const offer = this._offer;
    const lines = offer?.task === 'subject_lines' && phase === 'done' ? linesOf(this._text) : null;
    return html`<section class="suggestion" aria-labelledby="suggestion" aria-live="polite" aria-busy=${phase === 'working' ? 'true' : 'false'}>
      <h3 id="suggestion">${t('assistant.suggestion')}</h3>
      ${phase === 'working' && !this._text ? html`<p class="hint">${t('assistant.working')}</p>` : nothing}
      ${lines ? this.#choices(lines) : this._text && phase !== 'failed' && phase !== 'stopped' ? html`<p class="text" dir="auto">${this._text}</p>` : nothing}
      ${this._markup && phase === 'done' ? html`<p class="hint">${t('assistant.markup')}</p>` : nothing}
      ${phase === 'done' && offer?.field === 'text' ? html`<p class="hint">${t('assistant.formatting')}</p>` : nothing}
      ${phase === 'failed' ? html`<p class="notice error" role="alert">${this._message}</p>` : nothing}
      ${phase === 'stopped' ? html`<p role="status">${t('assistant.stopped')}</p>` : nothing}
      <footer>
        ${phase === 'working' ? html`<button class="btn" @click=${() => this.#halt()}>${t('assistant.stop')}</button>` : nothing}
        ${
          phase === 'done' && !lines
            ? html`<button class="btn ghost" @click=${() => this.#discard()}>${t('assistant.discard')}</button>
                <button class="btn primary" @click=${() => this.#apply(this._text)}>${t('assistant.apply')}</button>`
            : nothing
        }
        ${lines ? html`<button class="btn ghost" @click=${() => this.#discard()}>${t('assistant.discard')}</button>` : nothing}
      </footer>
    </section>`;
  }

  #choices(lines: string[]): TemplateResult {
    const t = this.#msg.t.bind(this.#msg);
    return html`<p class="hint" id="pick">${t('assistant.pick')}</p>
      <ul class="choices" aria-describedby="pick">
        ${lines.map((line) => html`<li><button class="btn choice" dir="auto" @click=${() => this.#apply(line)}>${line}</button></li>`)}
      </ul>`;
  }

  #halt(): void {
    this.#stop?.abort();
    this.#stop = null;
    this._text = '';
    this._phase = 'stopped';
    this.#focusTasks();
  }

  #discard(): void {
    this.#reset();
    this.#focusTasks();
  }

  /** The button pressed goes away: the keyboard focus goes back to the first task. */
  #focusTasks(): void {
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('.tasks button')?.focus());
  }
}

define('eb-assistant', EbAssistant);

declare global {
  interface HTMLElementTagNameMap {
    'eb-assistant': EbAssistant;
  }
}

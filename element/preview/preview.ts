import { html, LitElement, nothing } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import '../i18n/en/panels-entry';
import '../i18n/en/rest';
import { Messages } from '../i18n/messages';
import type { MergeTag } from '../merge-tags/merge-tags';
import { withSamples } from '../merge-tags/scan';
import { define } from '../shared/define';
import { icon } from '../shared/icons';
import { previewStyles } from './preview.styles';
import { FRAME_WIDTH, type PreviewView, VIEWS, viewHtml } from './views';
import { closeOnBackdrop } from '../shared/backdrop';

/** What the preview shows: the export's HTML and plain text, and what sample data needs. */
export interface PreviewContent {
  html: string;
  text: string;
  tags: readonly MergeTag[];
  /** The plan exports HTML: offer download and copy. */
  canExport: boolean;
  /** File name without extension for downloads. */
  filename: string;
}

export type PreviewExportDetail = { kind: 'html' | 'text'; action: 'download' | 'copy'; content: string; filename: string };

/**
 * The final HTML, exactly as exported, in a fully sandboxed iframe inside a modal dialog: desktop,
 * mobile, two dark-mode approximations and the plain-text part, with or without sample data.
 * Every change of content or view paints a fresh frame, and `show()` resolves once it has loaded.
 *
 * @fires eb-preview-export - internal: `{kind, action, content, filename}` (download or copy).
 * @csspart dialog - the dialog box.
 */
export class EbPreview extends LitElement {
  static override properties = {
    content: { attribute: false },
    view: { state: true },
    samples: { state: true },
  };

  static override styles = previewStyles;

  declare content: PreviewContent | null;
  declare view: PreviewView;
  declare samples: boolean;
  #msg = new Messages(this);
  /** Counts painted frames: each new content or view gets a new iframe (never a stale, blank one). */
  #generation = 0;
  #loaded: Promise<void> = Promise.resolve();
  #resolveLoaded: () => void = () => {};

  constructor() {
    super();
    this.content = null;
    this.view = 'desktop';
    this.samples = false;
  }

  get open(): boolean {
    return this.renderRoot.querySelector('dialog')?.open ?? false;
  }

  /** The HTML in the frame now (the export's, with the view's and sample data's changes). */
  get html(): string {
    const content = this.content;
    if (!content) return '';
    const base = this.samples ? withSamples(content.html, content.tags, 'html') : content.html;
    return viewHtml(base, this.view);
  }

  /** The plain-text part as shown (samples substituted when on). */
  get text(): string {
    const content = this.content;
    if (!content) return '';
    return this.samples ? withSamples(content.text, content.tags, 'text') : content.text;
  }

  /** Opens the dialog on this content; resolves when the frame has painted it. */
  async show(content: PreviewContent): Promise<void> {
    // A new iframe for every show (see #frame), opened in the same task it is created in; a
    // freshly upgraded element renders its dialog first, hence the wait before showModal.
    this.content = content;
    this.#nextFrame();
    await this.updateComplete;
    const dialog = this.renderRoot.querySelector('dialog');
    if (dialog && !dialog.open) dialog.showModal();
    await this.#loaded;
  }

  close(): void {
    this.renderRoot.querySelector('dialog')?.close();
  }

  /** A new frame is coming: `show()` and view changes wait for its load. */
  #nextFrame(): void {
    this.#generation++;
    this.#loaded = new Promise((resolve) => {
      this.#resolveLoaded = resolve;
    });
  }

  #setView(view: PreviewView): void {
    if (view === this.view) return;
    this.view = view;
    this.#nextFrame();
  }

  #setSamples(on: boolean): void {
    this.samples = on;
    this.#nextFrame();
  }

  protected override render() {
    const content = this.content;
    const t = this.#msg.t.bind(this.#msg);
    return html`<dialog part="dialog" aria-labelledby="title" @click=${closeOnBackdrop} @close=${() => this.dispatchEvent(new Event('eb-preview-close', { bubbles: true, composed: true }))}>
      <header>
        <h2 id="title">${t('dialogs.preview.title')}</h2>
        <div class="group" role="group" aria-label=${t('dialogs.preview.previewAs')}>
          ${VIEWS.map(([view, label]) => html`<button class="btn ghost" aria-pressed=${this.view === view ? 'true' : 'false'} @click=${() => this.#setView(view)}>${t(label)}</button>`)}
        </div>
        <label class="check"><input type="checkbox" .checked=${this.samples} @change=${(e: Event) => this.#setSamples((e.target as HTMLInputElement).checked)} />${t('dialogs.preview.showSamples')}</label>
        <button class="btn icon ghost" aria-label=${t('dialogs.preview.close')} @click=${() => this.close()}>${icon('close')}</button>
      </header>
      ${this.view.startsWith('dark') ? html`<p class="note" role="note">${t(this.view === 'dark-apple' ? 'dialogs.preview.darkAppleNote' : 'dialogs.preview.darkGmailNote')}</p>` : nothing}
      <div class="body">${content ? this.#frame() : nothing}</div>
      ${content?.canExport ? this.#exports(content) : nothing}
    </dialog>`;
  }

  #frame() {
    if (this.view === 'text') {
      // Plain text needs no frame: there is nothing to paint late.
      queueMicrotask(() => this.#resolveLoaded());
      return html`<pre class="text" role="region" aria-label=${this.#msg.t('dialogs.preview.plainTextVersion')} tabindex="0">${this.text}</pre>`;
    }
    const width = FRAME_WIDTH[this.view];
    return keyed(
      this.#generation,
      html`<iframe
        title=${this.#msg.t('dialogs.preview.frame')}
        sandbox=""
        style=${`width:${width}px`}
        .srcdoc=${this.html}
        @load=${() => this.#resolveLoaded()}
      ></iframe>`,
    );
  }

  #exports(content: PreviewContent) {
    // Exports are the renderer's output as it is: never the sample data, never a view's changes.
    const send = (kind: 'html' | 'text', action: 'download' | 'copy') =>
      this.dispatchEvent(
        new CustomEvent<PreviewExportDetail>('eb-preview-export', {
          detail: { kind, action, content: kind === 'html' ? content.html : content.text, filename: content.filename },
          bubbles: true,
          composed: true,
        }),
      );
    const t = this.#msg.t.bind(this.#msg);
    return html`<footer>
      <span class="grow">${t('dialogs.preview.export')}</span>
      <button class="btn" @click=${() => send('html', 'download')}>${icon('download')}${t('dialogs.preview.downloadHtml')}</button>
      <button class="btn" @click=${() => send('html', 'copy')}>${icon('copy')}${t('dialogs.preview.copyHtml')}</button>
      <button class="btn" @click=${() => send('text', 'download')}>${icon('download')}${t('dialogs.preview.downloadText')}</button>
      <button class="btn" @click=${() => send('text', 'copy')}>${icon('copy')}${t('dialogs.preview.copyText')}</button>
    </footer>`;
  }
}

define('eb-preview', EbPreview);

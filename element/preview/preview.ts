import { html, LitElement, nothing } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import '../i18n/en/panels-entry';
import '../i18n/en/rest';
import type { Condition } from '../../core/document/condition';
import { Messages } from '../i18n/messages';
import { closeOnBackdrop } from '../shared/backdrop';
import { define } from '../shared/define';
import { icon } from '../shared/icons';
import { withSamples } from '../state/merge-tag-scan';
import type { MergeTag } from '../state/merge-tags';
import { previewStyles } from './preview.styles';
import { FRAME_WIDTH, type PreviewView, VIEWS, viewHtml } from './views';

/** What the preview shows: the export's HTML and plain text, and what sample data needs. */
export interface PreviewContent {
  html: string;
  text: string;
  tags: readonly MergeTag[];
  /** The plan exports HTML: offer download and copy. */
  canExport: boolean;
  /** File name without extension for downloads. */
  filename: string;
  /** Conditioned blocks, each shown or not as its merge tag's sample decides; the user may flip each. */
  conditions?: readonly PreviewCondition[];
  /** The email with exactly the conditioned blocks in `shown` (by id) left in. */
  renderShown?: (shown: ReadonlySet<string>) => { html: string; text: string };
}

/** One display condition in the preview: its block, its test and the samples' outcome. */
export interface PreviewCondition {
  id: string;
  condition: Condition;
  shown: boolean;
}

export type PreviewExportDetail = {
  kind: 'html' | 'text';
  action: 'download' | 'copy';
  content: string;
  filename: string;
};

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
    shown: { state: true },
  };

  static override styles = previewStyles;

  declare content: PreviewContent | null;
  declare view: PreviewView;
  declare samples: boolean;
  /** Ids of the conditioned blocks the preview shows now. */
  declare shown: ReadonlySet<string>;
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
    this.shown = new Set();
  }

  get open(): boolean {
    return this.renderRoot.querySelector('dialog')?.open ?? false;
  }

  /** The HTML in the frame now (the export's, with the view's and sample data's changes). */
  get html(): string {
    const content = this.content;
    if (!content) return '';
    const html = this.#decided()?.html ?? content.html;
    const base = this.samples ? withSamples(html, content.tags, 'html') : html;
    return viewHtml(base, this.view);
  }

  /** The plain-text part as shown (samples substituted when on). */
  get text(): string {
    const content = this.content;
    if (!content) return '';
    const text = this.#decided()?.text ?? content.text;
    return this.samples ? withSamples(text, content.tags, 'text') : text;
  }

  /** With display conditions, the email as decided (samples' outcomes, as flipped); the export keeps its markers. */
  #decided(): { html: string; text: string } | null {
    const content = this.content;
    if (!content?.conditions?.length || !content.renderShown) return null;
    return content.renderShown(this.shown);
  }

  /** Opens the dialog on this content; resolves when the frame has painted it. */
  async show(content: PreviewContent): Promise<void> {
    // A new iframe for every show (see #frame), opened in the same task it is created in; a
    // freshly upgraded element renders its dialog first, hence the wait before showModal.
    this.content = content;
    this.shown = new Set((content.conditions ?? []).filter((c) => c.shown).map((c) => c.id));
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

  #setShown(id: string, on: boolean): void {
    const shown = new Set(this.shown);
    if (on) shown.add(id);
    else shown.delete(id);
    this.shown = shown;
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
      ${content?.conditions?.length ? this.#conditions(content.conditions) : nothing}
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

  /** One switch per condition: checked shows the block, as for a recipient who passes the test. */
  #conditions(conditions: readonly PreviewCondition[]) {
    const t = this.#msg.t.bind(this.#msg);
    return html`<fieldset class="conditions"><legend>${t('dialogs.preview.conditions')}</legend>
      ${conditions.map(({ id, condition }) => {
        const test = t(`editor.inspector.conditionOp.${condition.op}`);
        const label =
          'value' in condition ? `${condition.tag} ${test} “${condition.value}”` : `${condition.tag} ${test}`;
        return html`<label class="check"><input type="checkbox" .checked=${this.shown.has(id)} @change=${(e: Event) => this.#setShown(id, (e.target as HTMLInputElement).checked)} />${label}</label>`;
      })}
    </fieldset>`;
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

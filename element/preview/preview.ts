import { html, LitElement } from 'lit';
import { define } from '../shared/define';
import { icon } from '../shared/icons';
import { previewStyles } from './preview.styles';

/**
 * The final HTML, exactly as exported, in a fully sandboxed iframe inside a modal dialog.
 *
 * @csspart dialog - the dialog box.
 */
export class EbPreview extends LitElement {
  static override properties = {
    html: { attribute: false },
    mobile: { state: true },
  };

  static override styles = previewStyles;

  declare html: string;
  declare mobile: boolean;

  constructor() {
    super();
    this.html = '';
    this.mobile = false;
  }

  get open(): boolean {
    return this.renderRoot.querySelector('dialog')?.open ?? false;
  }

  async show(markup: string): Promise<void> {
    this.html = markup;
    await this.updateComplete;
    const dialog = this.renderRoot.querySelector('dialog');
    if (dialog && !dialog.open) dialog.showModal();
  }

  close(): void {
    this.renderRoot.querySelector('dialog')?.close();
  }

  protected override render() {
    return html`<dialog part="dialog" aria-labelledby="title" @close=${() => this.dispatchEvent(new Event('eb-preview-close', { bubbles: true, composed: true }))}>
      <header>
        <h2 id="title">Preview</h2>
        <div class="group" role="group" aria-label="Preview width">
          <button class="btn ghost" aria-pressed=${this.mobile ? 'false' : 'true'} @click=${() => (this.mobile = false)}>${icon('desktop')}Full width</button>
          <button class="btn ghost" aria-pressed=${this.mobile ? 'true' : 'false'} @click=${() => (this.mobile = true)}>${icon('mobile')}Phone</button>
        </div>
        <button class="btn icon ghost" aria-label="Close preview" @click=${() => this.close()}>${icon('close')}</button>
      </header>
      <div class="body">
        <iframe class=${this.mobile ? 'mobile' : ''} title="Email preview" sandbox="" .srcdoc=${this.html}></iframe>
      </div>
    </dialog>`;
  }
}

define('eb-preview', EbPreview);

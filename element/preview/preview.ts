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
  };

  static override styles = previewStyles;

  declare html: string;

  constructor() {
    super();
    this.html = '';
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
        <button class="btn icon ghost" aria-label="Close preview" @click=${() => this.close()}>${icon('close')}</button>
      </header>
      <div class="body">
        <iframe title="Email preview" sandbox="" .srcdoc=${this.html}></iframe>
      </div>
    </dialog>`;
  }
}

define('eb-preview', EbPreview);

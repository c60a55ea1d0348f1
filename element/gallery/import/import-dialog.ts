// "Import" in the gallery: an existing email (HTML, MJML, an Unlayer or Beefree design), pasted or
// read from a file, imported in the browser by core/import, its report shown, then opened as a new
// unsaved template. Its own chunk (with the importer and its HTML parser), fetched on the first
// "Import" click or file drop: the gallery's entry never carries it.
import { html, LitElement, nothing } from 'lit';
import {
  IMPORT_FORMATS,
  ImportError,
  type ImportFormat,
  type ImportResult,
  importEmail,
} from '../../../core/import/index';
import '../../i18n/en/import-notes-entry';
import '../../i18n/en/panels-entry';
import { Messages } from '../../i18n/messages';
import { define } from '../../shared/define';
import { importDialogStyles } from './import-dialog.styles';

/** What "Open in editor" hands on. */
export interface ImportOpenDetail {
  result: ImportResult;
  name: string;
}

const FORMAT_LABELS: Record<ImportFormat, string> = {
  html: 'HTML',
  mjml: 'MJML',
  unlayer: 'Unlayer (JSON)',
  beefree: 'Beefree (JSON)',
};

/** The likely format of a file or pasted text: by extension, else by its first characters. */
export function guessFormat(text: string, fileName = ''): ImportFormat {
  const name = fileName.toLowerCase();
  if (name.endsWith('.mjml')) return 'mjml';
  const start = text.trimStart().slice(0, 2000);
  if (name.endsWith('.json') || start.startsWith('{'))
    return /"page"\s*:/.test(start) || /mailup-bee/.test(text.slice(0, 20000)) ? 'beefree' : 'unlayer';
  return /^<mjml[\s>]/i.test(start) ? 'mjml' : 'html';
}

/**
 * The import dialog (a native `<dialog>`: focus trapped, Escape cancels).
 *
 * @fires eb-import-open - "Open in editor" pressed; detail `ImportOpenDetail`.
 */
export class EbImportDialog extends LitElement {
  static override properties = {
    _format: { state: true },
    _source: { state: true },
    _name: { state: true },
    _result: { state: true },
    _error: { state: true },
  };

  static override styles = importDialogStyles;

  declare _format: ImportFormat;
  declare _source: string;
  declare _name: string;
  declare _result: ImportResult | null;
  declare _error: string;
  #msg = new Messages(this);

  constructor() {
    super();
    this._format = 'html';
    this._source = '';
    this._name = '';
    this._result = null;
    this._error = '';
  }

  /** Opens the dialog, with a dropped or chosen file's content when given. */
  async open(file?: File): Promise<void> {
    await this.updateComplete;
    this.renderRoot.querySelector('dialog')?.showModal();
    if (file) await this.#readFile(file);
  }

  async #readFile(file: File): Promise<void> {
    const text = await file.text();
    this._source = text;
    this._format = guessFormat(text, file.name);
    this._name = file.name.replace(/\.[^.]+$/, '');
    this._result = null;
    this._error = '';
  }

  #cancel = (event: Event): void => {
    event.preventDefault();
    this.#close();
  };

  #close = (): void => {
    this.renderRoot.querySelector('dialog')?.close();
    this.remove();
  };

  #run = (event: Event): void => {
    event.preventDefault();
    this._result = null;
    this._error = '';
    try {
      this._result = importEmail({ format: this._format, source: this._source });
    } catch (error) {
      if (!(error instanceof ImportError)) throw error;
      this._error =
        error.kind === 'too_large'
          ? this.#msg.t('dialogs.import.tooLarge')
          : this.#msg.t('dialogs.import.failed', {
              reason: this.#msg.t(`dialogs.import.refusal.${error.code}`, error.values),
            });
    }
  };

  #open = (): void => {
    if (!this._result) return;
    const name = this._name.trim() || this.#msg.t('dialogs.import.defaultName');
    this.dispatchEvent(
      new CustomEvent<ImportOpenDetail>('eb-import-open', {
        detail: { result: this._result, name },
        bubbles: true,
        composed: true,
      }),
    );
    this.#close();
  };

  protected override render() {
    const t = this.#msg.t.bind(this.#msg);
    const report = this._result?.report;
    return html`<dialog aria-labelledby="title" @cancel=${this.#cancel}>
      <form @submit=${this.#run}>
        <h2 id="title">${t('dialogs.import.title')}</h2>
        <p class="hint">${t('dialogs.import.hint')}</p>
        <label
          >${t('dialogs.import.format')}
          <select class="input" .value=${this._format} @change=${(e: Event) => (this._format = (e.target as HTMLSelectElement).value as ImportFormat)}>
            ${IMPORT_FORMATS.map((f) => html`<option value=${f} ?selected=${f === this._format}>${FORMAT_LABELS[f]}</option>`)}
          </select></label
        >
        <label
          >${t('dialogs.import.file')}
          <input
            class="input"
            type="file"
            accept=".html,.htm,.mjml,.json,text/html,application/json"
            @change=${(e: Event) => {
              const file = (e.target as HTMLInputElement).files?.[0];
              if (file) void this.#readFile(file);
            }}
        /></label>
        <label
          >${t('dialogs.import.paste')}
          <textarea class="input" .value=${this._source} @input=${(e: Event) => (this._source = (e.target as HTMLTextAreaElement).value)}></textarea>
        </label>
        ${this._error ? html`<p class="error" role="alert">${this._error}</p>` : nothing}
        ${
          report
            ? html`<section class="report" role="status" aria-label=${t('dialogs.import.reportLabel')}>
                <p>${t('dialogs.import.summary', { count: report.blocks, native: report.nativeBlocks, html: report.htmlBlocks })}</p>
                ${
                  report.warnings.length > 0
                    ? html`<p>${t('dialogs.import.warnings')}</p>
                        <ul>
                          ${report.warnings.map((w) => html`<li>${t(`dialogs.import.note.${w.code}`, w.values)}</li>`)}
                        </ul>`
                    : nothing
                }
              </section>`
            : nothing
        }
        <div class="buttons">
          <button type="button" class="btn" @click=${this.#close}>${t('dialogs.import.cancel')}</button>
          <button type="submit" class="btn" ?disabled=${!this._source.trim()}>${t('dialogs.import.run')}</button>
          <button type="button" class="btn primary" ?disabled=${!this._result} @click=${this.#open}>${t('dialogs.import.open')}</button>
        </div>
      </form>
    </dialog>`;
  }
}

define('eb-import-dialog', EbImportDialog);

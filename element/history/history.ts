import { ContextConsumer } from '@lit/context';
import { html, LitElement, nothing } from 'lit';
import type { Template, VersionItem } from '../api/types';
import { renderChunk } from '../shared/render-chunk';
import '../i18n/en/panels-entry';
import '../i18n/en/rest';
import { Messages } from '../i18n/messages';
import { closeOnBackdrop } from '../shared/backdrop';
import { apiContext, sessionContext } from '../shared/context';
import { define } from '../shared/define';
import { icon } from '../shared/icons';
import { errorMessage } from '../state/notices';
import { storeContext } from '../state/store-context';
import { historyStyles } from './history.styles';

/** Restores a version through the root (server restore, then one undoable step); rejects when it failed. */
export type RestoreFn = (version: number) => Promise<Template | null>;

/**
 * The open template's kept versions (docs/api.md §10), newest first with who saved each and
 * when. Selecting one previews it, rendered as the email it was, in a sandboxed frame;
 * "Restore this version" hands it to the root.
 *
 * @csspart dialog - the dialog box.
 */
export class EbHistory extends LitElement {
  static override properties = {
    restore: { attribute: false },
    _versions: { state: true },
    _selected: { state: true },
    _preview: { state: true },
    _error: { state: true },
    _busy: { state: true },
  };

  static override styles = historyStyles;

  declare restore: RestoreFn | null;
  declare _versions: VersionItem[] | null;
  declare _selected: number | null;
  declare _preview: string;
  declare _error: string;
  declare _busy: boolean;
  #api = new ContextConsumer(this, { context: apiContext, subscribe: true });
  #store = new ContextConsumer(this, { context: storeContext, subscribe: true });
  #session = new ContextConsumer(this, { context: sessionContext, subscribe: true });
  #msg = new Messages(this);
  /** Rendered previews by template and version: a version never changes once saved. */
  #rendered = new Map<string, string>();

  constructor() {
    super();
    this.restore = null;
    this._versions = null;
    this._selected = null;
    this._preview = '';
    this._error = '';
    this._busy = false;
  }

  get open(): boolean {
    return this.renderRoot.querySelector('dialog')?.open ?? false;
  }

  /** Opens the panel on the open template's history, the newest version selected. */
  async show(): Promise<void> {
    this._versions = null;
    this._preview = '';
    this._error = '';
    await this.updateComplete;
    const dialog = this.renderRoot.querySelector('dialog');
    if (dialog && !dialog.open) dialog.showModal();
    await this.#load();
  }

  close(): void {
    this.renderRoot.querySelector('dialog')?.close();
  }

  async #load(): Promise<void> {
    const id = this.#store.value?.templateId;
    const api = this.#api.value;
    if (!id || !api) return;
    try {
      this._versions = await api.listVersions(id);
      const newest = this._versions[0]?.version ?? null;
      if (newest !== null) await this.#select(newest);
    } catch (error) {
      this._error = errorMessage(error);
    }
  }

  async #select(version: number): Promise<void> {
    const id = this.#store.value?.templateId;
    const api = this.#api.value;
    if (!id || !api) return;
    this._selected = version;
    const key = `${id}:${version}`;
    let markup = this.#rendered.get(key);
    if (markup === undefined) {
      this._preview = '';
      try {
        const [found, { renderHtml }] = await Promise.all([api.getVersion(id, version), renderChunk.load()]);
        markup = renderHtml(found.blockTree, { assetBaseUrl: this.#session.value?.assetBaseUrl ?? '/assets' });
        this.#rendered.set(key, markup);
      } catch (error) {
        if (this._selected === version) this._error = errorMessage(error);
        return;
      }
    }
    // A later click wins over a slower earlier one.
    if (this._selected === version) {
      this._error = '';
      this._preview = markup;
    }
  }

  async #restore(): Promise<void> {
    const version = this._selected;
    if (version === null || !this.restore || this._busy) return;
    this._busy = true;
    this._error = '';
    try {
      if (await this.restore(version)) await this.#load();
    } catch (error) {
      this._error = this.#msg.t('dialogs.history.restoreFailed', { version, error: errorMessage(error) });
    } finally {
      this._busy = false;
    }
  }

  #who(savedBy: string | null): string {
    if (savedBy === null) return this.#msg.t('dialogs.history.yourApp');
    return savedBy === this.#session.value?.userId ? this.#msg.t('dialogs.history.you', { name: savedBy }) : savedBy;
  }

  protected override render() {
    const store = this.#store.value;
    const versions = this._versions;
    const newest = versions?.[0]?.version ?? null;
    const canRestore = !!store && !store.readOnly && this._selected !== null && this._selected !== newest;
    const t = this.#msg.t.bind(this.#msg);
    return html`<dialog part="dialog" aria-labelledby="title" @click=${closeOnBackdrop}>
      <header>
        <h2 id="title">${t('dialogs.history.title')}</h2>
        <button class="btn icon ghost" aria-label=${t('dialogs.history.close')} @click=${() => this.close()}>${icon('close')}</button>
      </header>
      <div class="body">
        <nav aria-label=${t('dialogs.history.versions')}>
          ${versions === null && !this._error ? html`<p class="muted" role="status">${t('dialogs.history.loading')}</p>` : nothing}
          <ol>
            ${(versions ?? []).map(
              (v) => html`<li>
                <button
                  class="version"
                  aria-current=${v.version === this._selected ? 'true' : 'false'}
                  @click=${() => this.#select(v.version)}
                >
                  <span class="title">${t('dialogs.history.version', { version: v.version })}${v.version === newest ? html` <span class="badge">${t('dialogs.history.current')}</span>` : nothing}</span>
                  ${v.restoredFrom ? html`<span class="restored">${t('dialogs.history.restoredFrom', { version: v.restoredFrom })}</span>` : nothing}
                  <span class="meta">${this.#who(v.savedBy)} · <time datetime=${v.updatedAt}>${this.#msg.i18n.date(v.updatedAt)}</time></span>
                </button>
              </li>`,
            )}
          </ol>
        </nav>
        <section class="preview" aria-label=${t('dialogs.history.selected')}>
          ${this._error ? html`<p class="notice error" role="alert">${this._error}</p>` : nothing}
          ${
            this._preview
              ? html`<iframe title=${t('dialogs.history.versionPreview', { version: this._selected ?? '' })} sandbox="" .srcdoc=${this._preview}></iframe>`
              : html`<div class="placeholder" aria-busy="true"></div>`
          }
          <footer>
            ${store?.readOnly ? html`<span class="muted">${t('dialogs.history.managersOnly')}</span>` : nothing}
            <button class="btn primary" ?disabled=${!canRestore || this._busy} @click=${() => this.#restore()}>
              ${this._busy ? t('dialogs.history.restoring') : t('dialogs.history.restore')}
            </button>
          </footer>
        </section>
      </div>
    </dialog>`;
  }
}

define('eb-history', EbHistory);

declare global {
  interface HTMLElementTagNameMap {
    'eb-history': EbHistory;
  }
}

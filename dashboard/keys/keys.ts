import { html, LitElement, type PropertyValues } from 'lit';
import type { MessageParams } from '../../element/i18n/i18n';
import { define } from '../../element/shared/define';
import type { KeySummary } from '../api/types';
import { DashMessages } from '../i18n/context';
import type { DashboardKey } from '../i18n/en';
import { clientTask, consumeClient } from '../shared/context';
import { errorText } from '../shared/errors';
import { icon } from '../shared/icons';
import { type Dialog, type DialogHost, renderKeyDialog } from './key-dialogs';
import { renderKeyTable } from './key-table';
import { keysStyles } from './keys.styles';
import type { EbDashOrigins, OriginsSavedDetail } from './origins-editor';

/**
 * API keys of the account: list (never secrets), create (secret shown once), revoke and rotate
 * with confirmation, and each key's origin allowlist.
 */
export class EbDashKeys extends LitElement {
  static override properties = {
    _keys: { state: true },
    _dialog: { state: true },
    _busy: { state: true },
    _error: { state: true },
    _status: { state: true },
    _copied: { state: true },
  };

  static override styles = keysStyles;

  declare _keys: KeySummary[] | null;
  declare _dialog: Dialog | null;
  declare _busy: boolean;
  /** Error of the action in the open dialog. */
  declare _error: unknown;
  /** Polite announcement of the last completed action. */
  declare _status: [DashboardKey, MessageParams?] | null;
  declare _copied: boolean;
  #msg = new DashMessages(this);
  #client = consumeClient(this);
  #load = clientTask(
    this,
    async (client) => {
      const keys = await client.keys();
      this._keys = keys;
      return keys;
    },
    this.#client,
  );

  constructor() {
    super();
    this._keys = null;
    this._dialog = null;
    this._busy = false;
    this._error = null;
    this._status = null;
    this._copied = false;
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (!changed.has('_dialog')) return;
    const dialog = this.renderRoot.querySelector('dialog');
    if (!dialog) return;
    if (!this._dialog) {
      if (dialog.open) dialog.close();
      return;
    }
    if (!dialog.open) dialog.showModal();
    // Content switches (create → secret, rotate → secret) keep the dialog open: move focus too.
    const kind = this._dialog.kind;
    if (kind === 'origins') {
      const editor = this.renderRoot.querySelector<EbDashOrigins>('eb-dash-origins');
      void editor?.updateComplete.then(() => editor.focusFirst());
      return;
    }
    const selector =
      kind === 'secret'
        ? '[data-action="copy"]'
        : kind === 'confirm'
          ? '[data-action="cancel"]'
          : 'input[name="mode"]:checked';
    dialog.querySelector<HTMLElement>(selector)?.focus();
  }

  protected override render() {
    const { i18n } = this.#msg;
    const t = this.#msg.t.bind(this.#msg);
    const keys = this._keys ?? [];
    const active = keys.filter((k) => k.status === 'active').length;
    const table = () => renderKeyTable(i18n, keys, (dialog) => this.#open(dialog));
    return html`
      <div class="page-head">
        <div>
          <h1 tabindex="-1">${t('keys.title')}</h1>
          <p>${t('keys.intro')}</p>
        </div>
        <button class="btn primary" type="button" data-action="create" @click=${() => this.#open({ kind: 'create' })}>
          ${icon('plus')}${t('keys.create')}
        </button>
      </div>
      <section class="card" aria-label=${t('keys.list')}>
        ${this.#load.render({
          pending: () => (this._keys ? table() : html`<div class="empty" aria-busy="true">${t('keys.loading')}</div>`),
          complete: table,
          error: (error) =>
            html`<p class="notice error" role="alert">${icon('alert')}<span>${t('keys.error', { message: errorText(i18n, error) })}</span></p>`,
        })}
      </section>
      <p class="status-line" role="status" aria-live="polite">
        ${this._status ? t(...this._status) : this._keys ? t('keys.summary', { active, count: keys.length }) : ''}
      </p>
      <dialog aria-labelledby="dialog-title" @close=${this.#onDialogClose} @cancel=${this.#onDialogCancel}>
        ${renderKeyDialog(this._dialog, this.#dialogHost())}
      </dialog>
    `;
  }

  #dialogHost(): DialogHost {
    const { i18n } = this.#msg;
    return {
      i18n,
      busy: this._busy,
      error: this._error === null ? '' : errorText(i18n, this._error),
      copied: this._copied,
      close: () => this.#closeDialog(),
      create: (event) => void this.#create(event),
      confirm: (dialog) => void this.#confirm(dialog),
      copy: () => void this.#copy(),
      originsSaved: (event) => this.#originsSaved(event),
    };
  }

  #open(dialog: Dialog): void {
    this._error = null;
    this._copied = false;
    this._dialog = dialog;
  }

  #closeDialog(): void {
    this._dialog = null;
  }

  /** Escape on the secret dialog is allowed: the warning was shown and the secret is dropped. */
  #onDialogCancel(event: Event): void {
    if (this._busy) event.preventDefault();
  }

  #onDialogClose(event: Event): void {
    // A close queued before a new showModal() must not wipe the new dialog.
    if ((event.target as HTMLDialogElement).open) return;
    this._dialog = null;
    this._copied = false;
  }

  #replaceKey(updated: KeySummary): void {
    const keys = this._keys ?? [];
    const index = keys.findIndex((k) => k.id === updated.id);
    this._keys = index < 0 ? [...keys, updated] : keys.map((k) => (k.id === updated.id ? updated : k));
  }

  async #create(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const client = this.#client.value;
    if (!client || this._busy) return;
    const mode = new FormData(event.target as HTMLFormElement).get('mode') === 'test' ? 'test' : 'live';
    await this.#run(async () => {
      const created = await client.createKey(mode);
      const { apiKey: _secret, ...summary } = created;
      this.#replaceKey(summary);
      this._status = ['keys.done.created', { key: created.display }];
      this.#open({ kind: 'secret', key: created });
    });
  }

  async #confirm(d: Extract<Dialog, { kind: 'confirm' }>): Promise<void> {
    const client = this.#client.value;
    if (!client || this._busy) return;
    await this.#run(async () => {
      if (d.action === 'revoke') {
        this.#replaceKey(await client.revokeKey(d.key.id));
        this._status = ['keys.done.revoked', { key: d.key.display }];
        this._dialog = null;
        await this.updateComplete;
        this.renderRoot.querySelector<HTMLElement>('h1')?.focus();
        return;
      }
      const rotated = await client.rotateKey(d.key.id);
      const { apiKey: _secret, replaced, ...summary } = rotated;
      this.#replaceKey(replaced);
      this.#replaceKey(summary);
      this._status = ['keys.done.rotated', { old: replaced.display, key: rotated.display }];
      this.#open({ kind: 'secret', key: rotated, replaced });
    });
  }

  async #run(action: () => Promise<void>): Promise<void> {
    this._busy = true;
    this._error = null;
    try {
      await action();
    } catch (error) {
      this._error = error;
    } finally {
      this._busy = false;
    }
  }

  #originsSaved(event: CustomEvent<OriginsSavedDetail>): void {
    const key = this._keys?.find((k) => k.id === event.detail.id);
    if (key) this.#replaceKey({ ...key, origins: event.detail.origins });
    const name = key?.display ?? event.detail.id;
    const count = event.detail.origins.length;
    this._status =
      count === 0 ? ['keys.done.originsCleared', { key: name }] : ['keys.done.originsSaved', { key: name, count }];
    this._dialog = null;
  }

  async #copy(): Promise<void> {
    const d = this._dialog;
    if (d?.kind !== 'secret') return;
    const input = this.renderRoot.querySelector<HTMLInputElement>('#secret');
    try {
      await navigator.clipboard.writeText(d.key.apiKey);
      this._copied = true;
    } catch {
      // Clipboard refused (permissions): select the text so Ctrl+C works.
      input?.focus();
      input?.select();
      this._status = ['keys.copyBlocked'];
    }
  }
}

define('eb-dash-keys', EbDashKeys);

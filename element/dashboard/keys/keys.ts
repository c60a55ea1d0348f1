import { ContextConsumer } from '@lit/context';
import { Task } from '@lit/task';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { define } from '../../shared/define';
import { DashboardError } from '../api/client';
import type { CreatedKey, KeySummary } from '../api/types';
import { clientContext } from '../shared/context';
import { formatDate, formatDateTime } from '../shared/format';
import { icon } from '../shared/icons';
import type { EbDashOrigins, OriginsSavedDetail } from './origins-editor';
import './origins-editor';
import { keysStyles } from './keys.styles';

type Dialog =
  | { kind: 'create' }
  | { kind: 'secret'; key: CreatedKey; replaced?: KeySummary }
  | { kind: 'confirm'; action: 'revoke' | 'rotate'; key: KeySummary }
  | { kind: 'origins'; key: KeySummary };

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
  declare _error: string;
  /** Polite announcement of the last completed action. */
  declare _status: string;
  declare _copied: boolean;
  #client = new ContextConsumer(this, { context: clientContext, subscribe: true });
  #load = new Task(this, {
    task: async ([client]) => {
      if (!client) throw new Error('not signed in');
      const keys = await client.keys();
      this._keys = keys;
      return keys;
    },
    args: () => [this.#client.value] as const,
  });

  constructor() {
    super();
    this._keys = null;
    this._dialog = null;
    this._busy = false;
    this._error = '';
    this._status = '';
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
      kind === 'secret' ? '[data-action="copy"]' : kind === 'confirm' ? '[data-action="cancel"]' : 'input[name="mode"]:checked';
    dialog.querySelector<HTMLElement>(selector)?.focus();
  }

  protected override render() {
    const keys = this._keys ?? [];
    const active = keys.filter((k) => k.status === 'active').length;
    return html`
      <div class="page-head">
        <div>
          <h1 tabindex="-1">API keys</h1>
          <p>
            Secret keys authenticate your servers and mint session tokens for the editor. Keep them on the server; restrict where session
            tokens may be used with allowed origins.
          </p>
        </div>
        <button class="btn primary" type="button" data-action="create" @click=${() => this.#open({ kind: 'create' })}>
          ${icon('plus')}Create key
        </button>
      </div>
      <section class="card" aria-label="Keys">
        ${this.#load.render({
          pending: () => (this._keys ? this.#renderTable(keys) : html`<div class="empty" aria-busy="true">Loading keys…</div>`),
          complete: () => this.#renderTable(keys),
          error: (error) =>
            html`<p class="notice error" role="alert">${icon('alert')}<span>Could not load keys: ${(error as Error).message}</span></p>`,
        })}
      </section>
      <p class="status-line" role="status" aria-live="polite">${this._status || (this._keys ? `${active} active, ${keys.length} in total.` : '')}</p>
      <dialog aria-labelledby="dialog-title" @close=${this.#onDialogClose} @cancel=${this.#onDialogCancel}>${this.#renderDialog()}</dialog>
    `;
  }

  #renderTable(keys: KeySummary[]) {
    if (keys.length === 0) return html`<p class="empty">No keys yet. Create one to connect your app.</p>`;
    return html`<div class="table-wrap">
      <table>
        <thead>
          <tr>
            <th scope="col">Key</th>
            <th scope="col">Created</th>
            <th scope="col">Status</th>
            <th scope="col">Allowed origins</th>
            <th scope="col"><span class="visually-hidden">Actions</span></th>
          </tr>
        </thead>
        <tbody>
          ${keys.map((key) => this.#renderRow(key))}
        </tbody>
      </table>
    </div>`;
  }

  #renderRow(key: KeySummary) {
    const revoked = key.status === 'revoked';
    const name = key.display;
    return html`<tr class=${revoked ? 'revoked' : ''} data-key=${key.id}>
      <th scope="row">
        <div class="key-name">
          <span class="mono">${key.prefix}…${key.lastFour}</span>
          <span class="key-id mono">${key.id}</span>
        </div>
      </th>
      <td data-label="Created"><time datetime=${key.createdAt} title=${formatDateTime(key.createdAt)}>${formatDate(key.createdAt)}</time></td>
      <td data-label="Status">
        ${
          revoked
            ? html`<span class="badge off" title=${key.revokedAt ? `Revoked ${formatDateTime(key.revokedAt)}` : ''}>Revoked</span>`
            : html`<span class="badge ok">Active</span>`
        }
        ${key.prefix === 'eb_test_' ? html`<span class="badge plain">Test</span>` : nothing}
      </td>
      <td data-label="Allowed origins">
        <div class="origins" data-origins>
          ${key.origins.length === 0 ? html`<span class="chip any">Any origin</span>` : key.origins.map((o) => html`<span class="chip" title=${o}>${o}</span>`)}
        </div>
      </td>
      <td>
        ${
          revoked
            ? nothing
            : html`<div class="actions">
              <button class="btn sm" type="button" data-action="origins" aria-label=${`Edit allowed origins of ${name}`} @click=${() => this.#open({ kind: 'origins', key })}>
                ${icon('globe')}Origins
              </button>
              <button class="btn sm" type="button" data-action="rotate" aria-label=${`Rotate ${name}`} @click=${() => this.#open({ kind: 'confirm', action: 'rotate', key })}>
                ${icon('rotate')}Rotate
              </button>
              <button class="btn sm danger" type="button" data-action="revoke" aria-label=${`Revoke ${name}`} @click=${() => this.#open({ kind: 'confirm', action: 'revoke', key })}>
                ${icon('ban')}Revoke
              </button>
            </div>`
        }
      </td>
    </tr>`;
  }

  #renderDialog() {
    const d = this._dialog;
    if (!d) return nothing;
    const error = this._error ? html`<p class="notice error" role="alert">${icon('alert')}<span>${this._error}</span></p>` : nothing;
    if (d.kind === 'create') {
      return html`<form method="dialog" @submit=${this.#create}>
        <div class="dialog-body">
          <h2 id="dialog-title">Create a secret key</h2>
          <fieldset class="modes">
            <legend>Mode</legend>
            <label class="mode"
              ><input type="radio" name="mode" value="live" checked /><span
                ><strong>Live</strong><span class="hint">Starts with <span class="mono">eb_live_</span>. For production.</span></span
              ></label
            >
            <label class="mode"
              ><input type="radio" name="mode" value="test" /><span
                ><strong>Test</strong><span class="hint">Starts with <span class="mono">eb_test_</span>. Same account and behaviour, easy to tell apart in logs.</span></span
              ></label
            >
          </fieldset>
          ${error}
        </div>
        <div class="dialog-actions">
          <button class="btn" type="button" @click=${this.#closeDialog}>Cancel</button>
          <button class="btn primary" type="submit" ?disabled=${this._busy}>${this._busy ? 'Creating…' : 'Create key'}</button>
        </div>
      </form>`;
    }
    if (d.kind === 'secret') {
      return html`<div class="dialog-body">
          <h2 id="dialog-title">${d.replaced ? 'Key rotated: here is the new secret' : 'Your new secret key'}</h2>
          <p class="notice warning" role="note">
            ${icon('lock')}<span><strong>Copy it now. You won't see this secret again:</strong> we only keep a fingerprint of it. If you
              lose it, rotate the key.</span>
          </p>
          <div class="field">
            <label for="secret">Secret key</label>
            <div class="secret-box">
              <input class="input" id="secret" readonly .value=${d.key.apiKey} @focus=${(e: FocusEvent) => (e.target as HTMLInputElement).select()} data-secret />
              <button class="btn" type="button" data-action="copy" @click=${this.#copy}>${icon(this._copied ? 'check' : 'copy')}${this._copied ? 'Copied' : 'Copy'}</button>
            </div>
            <span class="hint">
              ${d.replaced ? html`Replaces <span class="mono">${d.replaced.display}</span>, which no longer works. Origins carried over.` : html`Key id <span class="mono">${d.key.id}</span>. Use it as <span class="mono">Authorization: Bearer …</span> from your server.`}
            </span>
          </div>
        </div>
        <div class="dialog-actions">
          <button class="btn primary" type="button" data-action="done" @click=${this.#closeDialog}>I've saved it</button>
        </div>`;
    }
    if (d.kind === 'confirm') {
      const rotate = d.action === 'rotate';
      return html`<div class="dialog-body">
          <h2 id="dialog-title">${rotate ? 'Rotate' : 'Revoke'} <span class="mono">${d.key.display}</span>?</h2>
          ${
            rotate
              ? html`<p>
                  A new secret key with the same mode and allowed origins replaces this one. The old key and every session token minted from it
                  stop working immediately, so deploy the new secret right away.
                </p>`
              : html`<p>
                  Requests with this key and with every session token minted from it fail from the next request on. This cannot be undone;
                  templates are kept.
                </p>`
          }
          ${error}
        </div>
        <div class="dialog-actions">
          <button class="btn" type="button" data-action="cancel" @click=${this.#closeDialog}>Cancel</button>
          <button class="btn ${rotate ? 'primary' : 'danger-solid'}" type="button" data-action="confirm" ?disabled=${this._busy} @click=${() => this.#confirm(d)}>
            ${this._busy ? (rotate ? 'Rotating…' : 'Revoking…') : rotate ? 'Rotate key' : 'Revoke key'}
          </button>
        </div>`;
    }
    return html`<div class="dialog-body">
      <h2 id="dialog-title">Allowed origins of <span class="mono">${d.key.display}</span></h2>
      <eb-dash-origins .key=${d.key} @eb-cancel=${this.#closeDialog} @eb-origins-saved=${this.#originsSaved}></eb-dash-origins>
    </div>`;
  }

  #open(dialog: Dialog): void {
    this._error = '';
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
      this._status = `Key ${created.display} created.`;
      this.#open({ kind: 'secret', key: created });
    });
  }

  async #confirm(d: Extract<Dialog, { kind: 'confirm' }>): Promise<void> {
    const client = this.#client.value;
    if (!client || this._busy) return;
    await this.#run(async () => {
      if (d.action === 'revoke') {
        this.#replaceKey(await client.revokeKey(d.key.id));
        this._status = `Key ${d.key.display} revoked.`;
        this._dialog = null;
        await this.updateComplete;
        this.renderRoot.querySelector<HTMLElement>('h1')?.focus();
        return;
      }
      const rotated = await client.rotateKey(d.key.id);
      const { apiKey: _secret, replaced, ...summary } = rotated;
      this.#replaceKey(replaced);
      this.#replaceKey(summary);
      this._status = `Key ${replaced.display} rotated; new key ${rotated.display}.`;
      this.#open({ kind: 'secret', key: rotated, replaced });
    });
  }

  async #run(action: () => Promise<void>): Promise<void> {
    this._busy = true;
    this._error = '';
    try {
      await action();
    } catch (error) {
      this._error = error instanceof DashboardError ? error.message : 'Something went wrong. Try again.';
    } finally {
      this._busy = false;
    }
  }

  #originsSaved(event: CustomEvent<OriginsSavedDetail>): void {
    const key = this._keys?.find((k) => k.id === event.detail.id);
    if (key) this.#replaceKey({ ...key, origins: event.detail.origins });
    this._status =
      event.detail.origins.length === 0
        ? `Origins cleared: any origin may use ${key?.display ?? 'the key'}.`
        : `Origins of ${key?.display ?? 'the key'} saved (${event.detail.origins.length}).`;
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
      this._status = 'Copying was blocked by the browser: the key is selected, press Ctrl+C (⌘C).';
    }
  }
}

define('eb-dash-keys', EbDashKeys);

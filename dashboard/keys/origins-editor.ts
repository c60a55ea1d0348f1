import { css, html, LitElement, nothing } from 'lit';
import { define } from '../../element/shared/define';
import type { KeySummary } from '../api/types';
import { DashMessages } from '../i18n/context';
import { rich } from '../i18n/rich';
import { consumeClient } from '../shared/context';
import { errorText } from '../shared/errors';
import { icon } from '../shared/icons';
import { checkOrigins, MAX_ORIGINS, type OriginCheck } from '../shared/origins';
import { base } from '../shared/styles';

export interface OriginsSavedDetail {
  id: string;
  origins: string[];
}

/**
 * Edits one key's allowed origins: each row is checked as typed with the server's rules and
 * shows the form it will be saved in; saving sends `PATCH /v1/keys/{id}/origins`.
 *
 * @fires eb-origins-saved - `{id, origins}` after the server accepted the list.
 * @fires eb-cancel - the user closed the editor without saving.
 */
export class EbDashOrigins extends LitElement {
  static override properties = {
    key: { attribute: false },
    _rows: { state: true },
    _busy: { state: true },
    _error: { state: true },
  };

  static override styles = [
    ...base,
    css`
      :host {
        display: block;
      }
      .rows {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: 10px;
      }
      .row {
        display: grid;
        grid-template-columns: 1fr auto;
        gap: 4px 8px;
        align-items: center;
      }
      .row .hint,
      .row .error-text {
        grid-column: 1 / -1;
      }
      .input {
        font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
        font-size: 13px;
      }
      .any {
        display: flex;
        gap: 10px;
        align-items: flex-start;
      }
      .add {
        justify-self: start;
      }
      form {
        display: grid;
        gap: 14px;
      }
      .bleed {
        margin-block: 4px -18px;
        margin-inline: -22px;
      }
    `,
  ];

  /** The key whose origins are edited. */
  declare key: KeySummary | null;
  declare _rows: string[];
  declare _busy: boolean;
  /** Why the last save failed, or null. */
  declare _error: unknown;
  #msg = new DashMessages(this);
  #client = consumeClient(this);

  constructor() {
    super();
    this.key = null;
    this._rows = [];
    this._busy = false;
    this._error = null;
  }

  override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('key')) {
      this._rows = this.key ? [...this.key.origins] : [];
      this._error = null;
    }
  }

  /** Focuses the first origin field (or the add button when there is none). */
  focusFirst(): void {
    const target = this.renderRoot.querySelector<HTMLElement>('input.input, .add');
    target?.focus();
  }

  protected override render() {
    const t = this.#msg.t.bind(this.#msg);
    const checks = checkOrigins(this._rows);
    const filled = checks.filter((c) => c.state !== 'empty');
    const invalid = checks.some((c) => c.state === 'invalid' || c.state === 'duplicate');
    return html`
      <form @submit=${this.#save} novalidate>
        <p class="muted">${t('origins.intro')}</p>
        ${
          filled.length === 0
            ? html`<p class="notice any" role="note" data-any-origin>${icon('globe')}<span><strong>${t('origins.any')}</strong> ${t('origins.anyHint')}</span></p>`
            : nothing
        }
        ${
          this._rows.length > 0
            ? html`<ul class="rows" aria-label=${t('origins.list')}>
                ${this._rows.map((row, index) => this.#renderRow(row, index, checks[index] ?? { state: 'empty' }))}
              </ul>`
            : nothing
        }
        <button class="btn add" type="button" @click=${this.#add} ?disabled=${this._rows.length >= MAX_ORIGINS}>
          ${icon('plus')}${t('origins.add')}
        </button>
        ${
          this._error === null
            ? nothing
            : html`<p class="notice error" role="alert">${icon('alert')}<span>${errorText(this.#msg.i18n, this._error)}</span></p>`
        }
        <div class="dialog-actions bleed">
          <button class="btn" type="button" @click=${this.#cancel}>${t('common.cancel')}</button>
          <button class="btn primary" type="submit" ?disabled=${invalid || this._busy}>${this._busy ? t('origins.saving') : t('origins.save')}</button>
        </div>
      </form>
    `;
  }

  #renderRow(value: string, index: number, check: OriginCheck) {
    const t = this.#msg.t.bind(this.#msg);
    const id = `origin-${index}`;
    const msgId = `origin-${index}-msg`;
    const bad = check.state === 'invalid' || check.state === 'duplicate';
    let message: unknown = nothing;
    if (check.state === 'invalid')
      message = html`<span class="error-text" id=${msgId}>${t(`origins.invalid.${check.reason}`)}</span>`;
    else if (check.state === 'duplicate')
      message = html`<span class="error-text" id=${msgId}>${t('origins.duplicate', { origin: check.origin })}</span>`;
    else if (check.state === 'ok' && check.normalised)
      message = html`<span class="hint" id=${msgId}>${rich(t('origins.savedAs'), { origin: html`<span class="mono">${check.origin}</span>` })}</span>`;
    return html`<li class="row">
      <label class="visually-hidden" for=${id}>${t('origins.field', { n: index + 1 })}</label>
      <input
        class="input"
        id=${id}
        dir="ltr"
        type="url"
        inputmode="url"
        spellcheck="false"
        autocomplete="off"
        placeholder="https://app.example.com"
        .value=${value}
        aria-invalid=${bad ? 'true' : 'false'}
        aria-describedby=${message === nothing ? nothing : msgId}
        @input=${(e: Event) => this.#edit(index, (e.target as HTMLInputElement).value)}
        @keydown=${(e: KeyboardEvent) => this.#keydown(e, index)}
      />
      <button class="btn icon" type="button" aria-label=${t('origins.remove', { n: index + 1 })} @click=${() => this.#remove(index)}>${icon('trash')}</button>
      ${message}
    </li>`;
  }

  #edit(index: number, value: string): void {
    this._rows = this._rows.map((row, i) => (i === index ? value : row));
  }

  async #add(): Promise<void> {
    this._rows = [...this._rows, ''];
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLInputElement>(`#origin-${this._rows.length - 1}`)?.focus();
  }

  async #remove(index: number): Promise<void> {
    this._rows = this._rows.filter((_, i) => i !== index);
    await this.updateComplete;
    const next =
      this.renderRoot.querySelector<HTMLElement>(`#origin-${Math.min(index, this._rows.length - 1)}`) ??
      this.renderRoot.querySelector<HTMLElement>('.add');
    next?.focus();
  }

  /** Enter in the last filled row adds a new row instead of submitting a half-typed list. */
  #keydown(event: KeyboardEvent, index: number): void {
    if (event.key === 'Enter' && index === this._rows.length - 1 && this._rows[index]?.trim()) {
      event.preventDefault();
      void this.#add();
    }
  }

  #cancel(): void {
    this.dispatchEvent(new CustomEvent('eb-cancel', { bubbles: true, composed: true }));
  }

  async #save(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const client = this.#client.value;
    if (!client || !this.key || this._busy) return;
    const checks = checkOrigins(this._rows);
    if (checks.some((c) => c.state === 'invalid' || c.state === 'duplicate')) return;
    const origins = checks.flatMap((c) => (c.state === 'ok' ? [c.origin] : []));
    this._busy = true;
    this._error = null;
    try {
      const saved = await client.setOrigins(this.key.id, origins);
      this.dispatchEvent(
        new CustomEvent<OriginsSavedDetail>('eb-origins-saved', { detail: saved, bubbles: true, composed: true }),
      );
    } catch (error) {
      this._error = error;
    } finally {
      this._busy = false;
    }
  }
}

define('eb-dash-origins', EbDashOrigins);

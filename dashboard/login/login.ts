import { html, LitElement, nothing } from 'lit';
import { ApiError } from '../../element/api/errors';
import { define } from '../../element/shared/define';
import type { DashboardClient } from '../api/client';
import type { LoginResult } from '../api/types';
import { DashMessages } from '../i18n/context';
import type { DashboardKey } from '../i18n/en';
import { rich } from '../i18n/rich';
import { errorText } from '../shared/errors';
import { icon, logo } from '../shared/icons';
import { loginStyles } from './login.styles';

export type SignedInDetail = LoginResult;

/**
 * Sign-in form for dashboard users (created by the operator CLI).
 *
 * @fires eb-signed-in - `{token, expiresIn}` after a successful login.
 */
export class EbDashLogin extends LitElement {
  static override properties = {
    client: { attribute: false },
    notice: { type: String },
    _busy: { state: true },
    _error: { state: true },
  };

  static override styles = loginStyles;

  /** Client used for the unauthenticated login call. */
  declare client: DashboardClient | null;
  /** Shown above the form (e.g. "Your session expired"). */
  declare notice: string;
  declare _busy: boolean;
  /** Why the last attempt failed: a message key, or the API's error. */
  declare _error: DashboardKey | ApiError | null;
  #msg = new DashMessages(this);

  constructor() {
    super();
    this.client = null;
    this.notice = '';
    this._busy = false;
    this._error = null;
  }

  override firstUpdated(): void {
    this.renderRoot.querySelector<HTMLInputElement>('#email')?.focus();
  }

  protected override render() {
    const t = this.#msg.t.bind(this.#msg);
    const error =
      this._error === null
        ? ''
        : typeof this._error === 'string'
          ? t(this._error)
          : errorText(this.#msg.i18n, this._error);
    return html`
      <main class="card panel" aria-labelledby="title">
        <div class="brand">${logo}<span>Email Builder</span></div>
        <div>
          <h1 id="title">${t('login.title')}</h1>
          <p class="muted sub">${t('login.subtitle')}</p>
        </div>
        ${this.notice && !error ? html`<p class="notice warning" role="status">${icon('alert')}<span>${this.notice}</span></p>` : nothing}
        ${error ? html`<p class="notice error" role="alert" id="login-error">${icon('alert')}<span>${error}</span></p>` : nothing}
        <form @submit=${this.#submit} novalidate>
          <div class="field">
            <label for="email">${t('login.email')}</label>
            <input
              class="input"
              id="email"
              name="email"
              type="email"
              autocomplete="username"
              required
              aria-invalid=${error ? 'true' : 'false'}
              aria-describedby=${error ? 'login-error' : nothing}
            />
          </div>
          <div class="field">
            <label for="password">${t('login.password')}</label>
            <input
              class="input"
              id="password"
              name="password"
              type="password"
              autocomplete="current-password"
              required
              aria-invalid=${error ? 'true' : 'false'}
              aria-describedby=${error ? 'login-error' : nothing}
            />
          </div>
          <button class="btn primary" type="submit" ?disabled=${this._busy}>${this._busy ? t('login.submitting') : t('login.submit')}</button>
        </form>
        <p class="foot">${rich(t('login.foot'), { command: html`<span class="mono" dir="ltr">npm run admin</span>` })}</p>
      </main>
    `;
  }

  async #submit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (!this.client || this._busy) return;
    const form = event.target as HTMLFormElement;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    if (!email || !password) {
      this._error = 'login.error.empty';
      return;
    }
    this._busy = true;
    this._error = null;
    try {
      const result = await this.client.login(email, password);
      this.dispatchEvent(
        new CustomEvent<SignedInDetail>('eb-signed-in', { detail: result, bubbles: true, composed: true }),
      );
    } catch (error) {
      const e = error instanceof ApiError ? error : null;
      this._error = e?.status === 401 ? 'login.error.wrong' : (e ?? 'login.error.failed');
      const password = this.renderRoot.querySelector<HTMLInputElement>('#password');
      if (password) {
        password.value = '';
        password.focus();
      }
    } finally {
      this._busy = false;
    }
  }
}

define('eb-dash-login', EbDashLogin);

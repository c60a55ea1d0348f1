import { html, LitElement, nothing } from 'lit';
import { type DashboardClient, DashboardError } from '../api/client';
import type { LoginResult } from '../api/types';
import { define } from '../../shared/define';
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
  declare _error: string;

  constructor() {
    super();
    this.client = null;
    this.notice = '';
    this._busy = false;
    this._error = '';
  }

  override firstUpdated(): void {
    this.renderRoot.querySelector<HTMLInputElement>('#email')?.focus();
  }

  protected override render() {
    return html`
      <main class="card panel" aria-labelledby="title">
        <div class="brand">${logo}<span>Email Builder</span></div>
        <div>
          <h1 id="title">Sign in to your dashboard</h1>
          <p class="muted sub">Manage API keys, allowed origins and your plan.</p>
        </div>
        ${this.notice && !this._error ? html`<p class="notice warning" role="status">${icon('alert')}<span>${this.notice}</span></p>` : nothing}
        ${this._error ? html`<p class="notice error" role="alert" id="login-error">${icon('alert')}<span>${this._error}</span></p>` : nothing}
        <form @submit=${this.#submit} novalidate>
          <div class="field">
            <label for="email">E-mail</label>
            <input
              class="input"
              id="email"
              name="email"
              type="email"
              autocomplete="username"
              required
              aria-invalid=${this._error ? 'true' : 'false'}
              aria-describedby=${this._error ? 'login-error' : nothing}
            />
          </div>
          <div class="field">
            <label for="password">Password</label>
            <input
              class="input"
              id="password"
              name="password"
              type="password"
              autocomplete="current-password"
              required
              aria-invalid=${this._error ? 'true' : 'false'}
              aria-describedby=${this._error ? 'login-error' : nothing}
            />
          </div>
          <button class="btn primary" type="submit" ?disabled=${this._busy}>${this._busy ? 'Signing in…' : 'Sign in'}</button>
        </form>
        <p class="foot">Dashboard users are created by your operator (<span class="mono">npm run admin</span>).</p>
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
      this._error = 'Enter your e-mail and password.';
      return;
    }
    this._busy = true;
    this._error = '';
    try {
      const result = await this.client.login(email, password);
      this.dispatchEvent(new CustomEvent<SignedInDetail>('eb-signed-in', { detail: result, bubbles: true, composed: true }));
    } catch (error) {
      const e = error instanceof DashboardError ? error : null;
      this._error = e?.status === 401 ? 'Wrong e-mail or password.' : (e?.message ?? 'Sign-in failed. Try again.');
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

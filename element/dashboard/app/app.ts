import { ContextProvider } from '@lit/context';
import { html, LitElement, nothing } from 'lit';
import { define } from '../../shared/define';
import { DashboardClient } from '../api/client';
import type { SignedInDetail } from '../login/login';
import '../login/login';
import '../overview/overview';
import '../keys/keys';
import '../library/library';
import { clientContext } from '../shared/context';
import { type DashIcon, icon, logo } from '../shared/icons';
import { clearSession, readSession, type StoredSession, writeSession } from '../shared/session';
import { appStyles } from './app.styles';

export type View = 'overview' | 'keys' | 'library';
export type Theme = 'auto' | 'light' | 'dark';

const BASE = '/dashboard';
const VIEWS: Array<{ id: View; path: string; label: string; icon: DashIcon }> = [
  { id: 'overview', path: '', label: 'Overview', icon: 'gauge' },
  { id: 'keys', path: '/keys', label: 'API keys', icon: 'key' },
  { id: 'library', path: '/library', label: 'Template library', icon: 'grid' },
];
const THEME_KEY = 'eb-dashboard-theme';

function viewFromPath(pathname: string): View {
  const rest = pathname.startsWith(BASE) ? pathname.slice(BASE.length).replace(/\/+$/, '') : '';
  return VIEWS.find((v) => v.path === rest)?.id ?? 'overview';
}

/**
 * `<eb-dashboard>`: the operator dashboard. Signs in with a dashboard user; the token lives in
 * sessionStorage only and its expiry (or any 401) returns to sign-in.
 *
 * @attr theme - `auto` (follows the OS, default), `light` or `dark`; the toggle remembers a choice.
 * @attr api-base - API origin (defaults to this page's origin).
 */
export class EbDashboard extends LitElement {
  static override properties = {
    theme: { type: String, reflect: true },
    apiBase: { type: String, attribute: 'api-base' },
    _session: { state: true },
    _view: { state: true },
    _notice: { state: true },
    _dark: { state: true },
  };

  static override styles = appStyles;

  declare theme: Theme;
  declare apiBase: string;
  declare _session: StoredSession | null;
  declare _view: View;
  declare _notice: string;
  /** Whether the dark palette is showing (explicit or from the OS). */
  declare _dark: boolean;
  #provider = new ContextProvider(this, { context: clientContext });
  #expiryTimer = 0;
  #loginClient: DashboardClient | null = null;
  #media = globalThis.matchMedia?.('(prefers-color-scheme: dark)');

  constructor() {
    super();
    const stored = localStorage.getItem(THEME_KEY);
    this.theme = stored === 'light' || stored === 'dark' ? stored : 'auto';
    this.apiBase = '';
    this._session = null;
    this._view = viewFromPath(location.pathname);
    this._notice = '';
    this._dark = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    addEventListener('popstate', this.#onPopState);
    this.#media?.addEventListener('change', this.#onSchemeChange);
    const session = readSession();
    if (session) this.#start(session);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    removeEventListener('popstate', this.#onPopState);
    this.#media?.removeEventListener('change', this.#onSchemeChange);
    clearTimeout(this.#expiryTimer);
  }

  protected override willUpdate(): void {
    this._dark = this.theme === 'dark' || (this.theme === 'auto' && Boolean(this.#media?.matches));
    document.documentElement.style.colorScheme = this._dark ? 'dark' : 'light';
  }

  protected override render() {
    if (!this._session) {
      return html`<div class="login-tools">${this.#themeButton()}</div>
        <eb-dash-login .client=${this.#publicClient()} .notice=${this._notice} @eb-signed-in=${this.#signedIn}></eb-dash-login>`;
    }
    return html`
      <a class="skip" href="#main" @click=${this.#skip}>Skip to content</a>
      <header>
        <div class="bar">
          <div class="brand">${logo}<span>Email Builder <small>Dashboard</small></span></div>
          <nav aria-label="Dashboard">
            <ul>
              ${VIEWS.map(
                (v) => html`<li>
                  <a href=${`${BASE}${v.path}`} aria-current=${this._view === v.id ? 'page' : nothing} @click=${(e: MouseEvent) => this.#navigate(e, v.id)}
                    >${icon(v.icon)}${v.label}</a
                  >
                </li>`,
              )}
            </ul>
          </nav>
          <div class="spacer"></div>
          <div class="tools">
            ${this.#themeButton()}
            <button class="btn" type="button" data-action="sign-out" aria-label="Sign out" @click=${() => this.signOut()}>
              ${icon('logout')}<span class="signout-label">Sign out</span>
            </button>
          </div>
        </div>
      </header>
      <main id="main" tabindex="-1">${this.#renderView()}</main>
    `;
  }

  /** Forgets the token and returns to sign-in. */
  signOut(notice = ''): void {
    clearTimeout(this.#expiryTimer);
    clearSession();
    this._session = null;
    this._notice = notice;
  }

  #themeButton() {
    return html`<button class="btn icon" type="button" aria-label="Dark theme" aria-pressed=${this._dark ? 'true' : 'false'} title="Toggle dark theme" @click=${this.#toggleTheme}>
      ${icon(this._dark ? 'moon' : 'sun')}
    </button>`;
  }

  #renderView() {
    switch (this._view) {
      case 'keys':
        return html`<eb-dash-keys></eb-dash-keys>`;
      case 'library':
        return html`<eb-dash-library></eb-dash-library>`;
      default:
        return html`<eb-dash-overview></eb-dash-overview>`;
    }
  }

  #baseUrl(): string {
    return this.apiBase || location.origin;
  }

  #publicClient(): DashboardClient {
    if (this.#loginClient?.baseUrl !== this.#baseUrl().replace(/\/+$/, ''))
      this.#loginClient = new DashboardClient({ baseUrl: this.#baseUrl() });
    return this.#loginClient;
  }

  #start(session: StoredSession): void {
    this._session = session;
    this._notice = '';
    const client = new DashboardClient({
      baseUrl: this.#baseUrl(),
      token: session.token,
      onUnauthorized: () => this.signOut('Your session has ended. Sign in again.'),
    });
    this.#provider.setValue(client);
    clearTimeout(this.#expiryTimer);
    // setTimeout caps at ~24.8 days; dashboard tokens live hours.
    this.#expiryTimer = window.setTimeout(
      () => this.signOut('Your session expired. Sign in again.'),
      Math.min(session.expiresAt - Date.now(), 2 ** 31 - 1),
    );
  }

  async #signedIn(event: CustomEvent<SignedInDetail>): Promise<void> {
    const session = { token: event.detail.token, expiresAt: Date.now() + event.detail.expiresIn * 1000 };
    writeSession(session);
    this.#start(session);
    await this.updateComplete;
    this.#focusHeading();
  }

  async #navigate(event: MouseEvent, view: View): Promise<void> {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const path = `${BASE}${VIEWS.find((v) => v.id === view)?.path ?? ''}`;
    if (location.pathname !== path) history.pushState({}, '', path);
    this._view = view;
    await this.updateComplete;
    this.#focusHeading();
  }

  /** After a view change, focus its heading so screen readers and keyboards start there. */
  #focusHeading(): void {
    const view = this.renderRoot.querySelector('main')?.firstElementChild as LitElement | null;
    void view?.updateComplete?.then(() => view.renderRoot.querySelector<HTMLElement>('h1')?.focus());
  }

  #skip(event: Event): void {
    event.preventDefault();
    this.renderRoot.querySelector<HTMLElement>('main')?.focus();
  }

  #toggleTheme(): void {
    this.theme = this._dark ? 'light' : 'dark';
    // Choosing what the OS already shows returns to following the OS.
    const osDark = Boolean(this.#media?.matches);
    if ((this.theme === 'dark') === osDark) this.theme = 'auto';
    if (this.theme === 'auto') localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, this.theme);
  }

  #onPopState = (): void => {
    this._view = viewFromPath(location.pathname);
  };

  #onSchemeChange = (): void => {
    this.requestUpdate();
  };
}

define('eb-dashboard', EbDashboard);

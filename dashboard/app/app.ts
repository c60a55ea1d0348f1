import { ContextProvider } from '@lit/context';
import { html, LitElement, nothing } from 'lit';
import { define } from '../../element/shared/define';
import { DashboardClient } from '../api/client';
import type { SignedInDetail } from '../login/login';
import '../login/login';
import '../overview/overview';
import '../keys/keys';
import '../library/library';
import '../review/review-queue';
import { dashboardI18nContext } from '../i18n/context';
import type { DashboardKey } from '../i18n/en';
import { type DashboardI18n, dashboardI18n, ENGLISH, initialLocale, rememberLocale } from '../i18n/language';
import type { LocaleChangeDetail } from '../i18n/language-picker';
import '../i18n/language-picker';
import type { Locale } from '../../element/i18n/locales';
import { clientContext } from '../shared/context';
import { type DashIcon, icon, logo } from '../shared/icons';
import { clearSession, readSession, type StoredSession, writeSession } from '../shared/session';
import { appStyles } from './app.styles';

export type View = 'overview' | 'keys' | 'library' | 'review';
export type Theme = 'auto' | 'light' | 'dark';

const BASE = '/dashboard';
const VIEWS: Array<{ id: View; path: string; label: DashboardKey; icon: DashIcon }> = [
  { id: 'overview', path: '', label: 'app.nav.overview', icon: 'gauge' },
  { id: 'keys', path: '/keys', label: 'app.nav.keys', icon: 'key' },
  { id: 'library', path: '/library', label: 'app.nav.library', icon: 'grid' },
  { id: 'review', path: '/review', label: 'app.nav.review', icon: 'check' },
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
 * The language: the picker's remembered choice, else the browser's; `lang` and `dir` go on the
 * document root, so an Arabic dashboard is laid out right to left.
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
    _i18n: { state: true },
  };

  static override styles = appStyles;

  declare theme: Theme;
  declare apiBase: string;
  declare _session: StoredSession | null;
  declare _view: View;
  /** Why the user is back at sign-in (a session notice), or ''. */
  declare _notice: DashboardKey | '';
  /** Whether the dark palette is showing (explicit or from the OS). */
  declare _dark: boolean;
  /** The chosen language; null until its catalogue has loaded (nothing renders before, so no English flashes). */
  declare _i18n: DashboardI18n | null;
  #provider = new ContextProvider(this, { context: clientContext });
  #i18nProvider = new ContextProvider(this, { context: dashboardI18nContext, initialValue: ENGLISH });
  /** The latest language asked for: a slower, older load must not win. */
  #wanted: Locale = 'en';
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
    this._i18n = null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    addEventListener('popstate', this.#onPopState);
    this.#media?.addEventListener('change', this.#onSchemeChange);
    const session = readSession();
    if (session) this.#start(session);
    void this.#applyLocale(initialLocale());
  }

  /** Switches the whole dashboard to `locale` (its chunk loads first) and remembers the choice. */
  async setLocale(locale: Locale): Promise<void> {
    rememberLocale(locale);
    await this.#applyLocale(locale);
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
    const i18n = this._i18n;
    if (!i18n) return nothing;
    const t = (key: DashboardKey) => i18n.t(key);
    if (!this._session) {
      return html`<div class="login-tools">${this.#languagePicker(i18n)}${this.#themeButton(i18n)}</div>
        <eb-dash-login .client=${this.#publicClient()} .notice=${this._notice ? t(this._notice) : ''} @eb-signed-in=${this.#signedIn}></eb-dash-login>`;
    }
    return html`
      <a class="skip" href="#main" @click=${this.#skip}>${t('app.skip')}</a>
      <header>
        <div class="bar">
          <div class="brand">${logo}<span>Email Builder <small>${t('app.brand')}</small></span></div>
          <nav aria-label=${t('app.nav')}>
            <ul>
              ${VIEWS.map(
                (v) => html`<li>
                  <a href=${`${BASE}${v.path}`} aria-current=${this._view === v.id ? 'page' : nothing} @click=${(e: MouseEvent) => this.#navigate(e, v.id)}
                    >${icon(v.icon)}${t(v.label)}</a
                  >
                </li>`,
              )}
            </ul>
          </nav>
          <div class="spacer"></div>
          <div class="tools">
            ${this.#languagePicker(i18n)} ${this.#themeButton(i18n)}
            <button class="btn" type="button" data-action="sign-out" aria-label=${t('app.signOut')} @click=${() => this.signOut()}>
              ${icon('logout')}<span class="signout-label">${t('app.signOut')}</span>
            </button>
          </div>
        </div>
      </header>
      <main id="main" tabindex="-1">${this.#renderView()}</main>
    `;
  }

  /** Forgets the token and returns to sign-in. */
  signOut(notice: DashboardKey | '' = ''): void {
    clearTimeout(this.#expiryTimer);
    clearSession();
    this._session = null;
    this._notice = notice;
  }

  #languagePicker(i18n: DashboardI18n) {
    return html`<eb-dash-language .locale=${i18n.locale} @eb-locale-change=${this.#onLocaleChange}></eb-dash-language>`;
  }

  #themeButton(i18n: DashboardI18n) {
    return html`<button class="btn icon" type="button" aria-label=${i18n.t('app.theme.dark')} aria-pressed=${this._dark ? 'true' : 'false'} title=${i18n.t('app.theme.toggle')} @click=${this.#toggleTheme}>
      ${icon(this._dark ? 'moon' : 'sun')}
    </button>`;
  }

  #renderView() {
    switch (this._view) {
      case 'keys':
        return html`<eb-dash-keys></eb-dash-keys>`;
      case 'library':
        return html`<eb-dash-library></eb-dash-library>`;
      case 'review':
        return html`<eb-dash-review-queue></eb-dash-review-queue>`;
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
      onUnauthorized: () => this.signOut('app.session.ended'),
    });
    this.#provider.setValue(client);
    clearTimeout(this.#expiryTimer);
    // setTimeout caps at ~24.8 days; dashboard tokens live hours.
    this.#expiryTimer = window.setTimeout(
      () => this.signOut('app.session.expired'),
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

  async #applyLocale(locale: Locale): Promise<void> {
    this.#wanted = locale;
    let i18n: DashboardI18n;
    try {
      i18n = await dashboardI18n(locale);
    } catch {
      // The chunk did not load (offline, a new deploy): stay in the current language.
      i18n = this._i18n ?? ENGLISH;
    }
    if (this.#wanted !== locale && this._i18n) return;
    this._i18n = i18n;
    this.#i18nProvider.setValue(i18n);
    const root = document.documentElement;
    root.lang = i18n.locale;
    root.dir = i18n.dir;
    document.title = i18n.t('app.title');
  }

  #onLocaleChange(event: CustomEvent<LocaleChangeDetail>): void {
    void this.setLocale(event.detail.locale);
  }

  #onPopState = (): void => {
    this._view = viewFromPath(location.pathname);
  };

  #onSchemeChange = (): void => {
    this.requestUpdate();
  };
}

define('eb-dashboard', EbDashboard);

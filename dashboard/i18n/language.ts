// The dashboard's language: which locale to start with (stored choice, else the browser's), its
// catalogue (English bundled, every other locale its own lazy chunk), and the `I18n` for it.
import type { Catalogue } from '../../element/i18n/catalog';
import { I18n } from '../../element/i18n/i18n';
import { catalogueLoader, LOCALES, type Locale, matchLocale } from '../../element/i18n/locales';
import { type DashboardKey, en } from './en';

export type DashboardI18n = I18n<DashboardKey>;

/** Each locale in its own name, as the picker offers it (never translated). */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  ja: '日本語',
  ar: 'العربية',
};

const STORAGE_KEY = 'eb-dashboard-locale';

/** The locale's messages (English: empty, they are the fallback). */
export const loadDashboardCatalogue = catalogueLoader({
  de: () => import('./locales/de'),
  fr: () => import('./locales/fr'),
  es: () => import('./locales/es'),
  'pt-BR': () => import('./locales/pt-BR'),
  ja: () => import('./locales/ja'),
  ar: () => import('./locales/ar'),
});

const englishMessage = (key: string) => (en as Catalogue)[key];

/** English, ready before any chunk loads. */
export const ENGLISH: DashboardI18n = new I18n<DashboardKey>('en', 'en', {}, {}, englishMessage);

/** The `I18n` for a locale, its catalogue loaded. */
export async function dashboardI18n(locale: Locale): Promise<DashboardI18n> {
  if (locale === 'en') return ENGLISH;
  return new I18n<DashboardKey>(locale, locale, await loadDashboardCatalogue(locale), {}, englishMessage);
}

/** The remembered choice, else the browser's language (a regional tag picks its language). */
export function initialLocale(): Locale {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage refused: follow the browser.
  }
  if (stored && (LOCALES as readonly string[]).includes(stored)) return stored as Locale;
  return matchLocale(globalThis.navigator?.language);
}

export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage refused: the choice lasts for this page.
  }
}

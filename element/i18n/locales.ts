// The locales the element ships, how a requested tag maps to one, and how a catalogue loads:
// each locale is its own chunk (all its messages), loaded only when that locale is used.
import type { Catalogue } from './catalog';

export const LOCALES = ['en', 'de', 'fr', 'es', 'pt-BR', 'ja', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'yi', 'dv', 'ku', 'ug']);

/**
 * The shipped locale for a BCP 47 tag: an exact match (case-insensitive), else the same language
 * (`de-AT` → `de`, `pt` or `pt-PT` → `pt-BR`), else English.
 */
export function matchLocale(tag: string | null | undefined): Locale {
  const wanted = (tag ?? '').trim().toLowerCase().replace(/_/g, '-');
  if (!wanted) return 'en';
  const exact = LOCALES.find((l) => l.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.split('-')[0];
  return LOCALES.find((l) => l.toLowerCase().split('-')[0] === language) ?? 'en';
}

/** `rtl` for right-to-left scripts (Arabic, Hebrew, Persian, Urdu, …). */
export function directionOf(tag: string): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.has(tag.toLowerCase().split('-')[0] ?? '') ? 'rtl' : 'ltr';
}

/** One `import()` per locale other than English, so the bundler emits one chunk each. */
export type CatalogueLoaders = Record<Exclude<Locale, 'en'>, () => Promise<{ default: Catalogue }>>;

/**
 * A locale's whole catalogue, loaded once (English: empty, its messages are the fallback); a
 * failed load is forgotten so the next call tries again. The element and the dashboard each
 * pass their own loaders.
 */
export function catalogueLoader(loaders: CatalogueLoaders): (locale: Locale) => Promise<Catalogue> {
  const loaded = new Map<Locale, Promise<Catalogue>>();
  return (locale) => {
    if (locale === 'en') return Promise.resolve({});
    let pending = loaded.get(locale);
    if (!pending) {
      pending = loaders[locale]().then((module) => module.default);
      pending.catch(() => loaded.delete(locale));
      loaded.set(locale, pending);
    }
    return pending;
  };
}

/** The element's catalogues (English comes with the chunks that show it). */
export const loadCatalogue = catalogueLoader({
  de: () => import('./locales/de'),
  fr: () => import('./locales/fr'),
  es: () => import('./locales/es'),
  'pt-BR': () => import('./locales/pt-BR'),
  ja: () => import('./locales/ja'),
  ar: () => import('./locales/ar'),
});

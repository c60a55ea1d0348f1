// Every dashboard locale has exactly the English keys, non-empty, with the same placeholders,
// and plural forms for each category its language uses (the type checker refuses a missing key;
// this catches what types cannot: an empty text, a lost `{key}`, a missing Arabic plural form).
import { describe, expect, it } from 'vitest';
import type { Catalogue, Message } from '../../i18n/catalog';
import { LOCALES } from '../../i18n/locales';
import { en } from './en';
import { dashboardI18n, LOCALE_NAMES, loadDashboardCatalogue } from './language';

const english: Catalogue = en;
const texts = (message: Message) => (typeof message === 'string' ? [message] : Object.values(message));
const placeholders = (message: Message) => [...new Set(texts(message).flatMap((m) => m.match(/\{\w+\}/g) ?? []))].sort();

describe.each(LOCALES.filter((l) => l !== 'en'))('dashboard messages in %s', (locale) => {
  it('has exactly the English keys, non-empty and with the same placeholders', async () => {
    const catalogue = await loadDashboardCatalogue(locale);
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
    for (const [key, message] of Object.entries(english)) {
      const translated = catalogue[key] as Message;
      for (const text of texts(translated)) expect(text.trim(), key).not.toBe('');
      // A plural form may spell the number ("مفتاحان") instead of `{count}`.
      const wanted = placeholders(message).filter((p) => typeof message === 'string' || p !== '{count}');
      expect(placeholders(translated), key).toEqual(expect.arrayContaining(wanted));
      if (typeof message === 'string') expect(placeholders(translated), key).toEqual(placeholders(message));
    }
  });

  it('gives every plural message the forms its language uses', async () => {
    const catalogue = await loadDashboardCatalogue(locale);
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const [key, message] of Object.entries(english)) {
      if (typeof message === 'string') continue;
      const translated = catalogue[key];
      expect(typeof translated, key).toBe('object');
      for (const category of categories) expect(Object.keys(translated as object), `${key} (${category})`).toContain(category);
    }
  });

  it('translates, not copies: the navigation and the picker label differ from English', async () => {
    const i18n = await dashboardI18n(locale);
    expect(i18n.t('app.nav.keys')).not.toBe(en['app.nav.keys']);
    expect(i18n.t('common.language')).not.toBe(en['common.language']);
    expect(i18n.dir).toBe(locale === 'ar' ? 'rtl' : 'ltr');
  });
});

describe('dashboard language picker names', () => {
  it('names every shipped locale in its own language', () => {
    expect(Object.keys(LOCALE_NAMES).sort()).toEqual([...LOCALES].sort());
    expect(LOCALE_NAMES).toMatchObject({
      de: 'Deutsch',
      fr: 'Français',
      es: 'Español',
      'pt-BR': 'Português (Brasil)',
      ja: '日本語',
      ar: 'العربية',
      en: 'English',
    });
  });
});

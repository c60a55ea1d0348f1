// Every dashboard locale has exactly the English keys, non-empty, with the same placeholders,
// and plural forms for each category its language uses (the type checker refuses a missing key;
// this catches what types cannot: an empty text, a lost `{key}`, a missing Arabic plural form).
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../element/i18n/catalog';
import { expectPluralForms, expectSameMessages } from '../../element/i18n/catalogue-checks';
import { LOCALES } from '../../element/i18n/locales';
import { en } from './en';
import { dashboardI18n, LOCALE_NAMES, loadDashboardCatalogue } from './language';

const english: Catalogue = en;

describe.each(LOCALES.filter((l) => l !== 'en'))('dashboard messages in %s', (locale) => {
  it('has exactly the English keys, non-empty and with the same placeholders', async () => {
    expectSameMessages(english, await loadDashboardCatalogue(locale));
  });

  it('gives every plural message the forms its language uses', async () => {
    expectPluralForms(english, await loadDashboardCatalogue(locale), locale);
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

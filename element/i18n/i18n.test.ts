import { describe, expect, it } from 'vitest';
import { I18n, missingMessages } from './i18n';
import type { MessageKey } from './keys';
import { directionOf, matchLocale } from './locales';

const key = (k: string) => k as MessageKey;

describe('matchLocale', () => {
  it('maps a tag to a shipped locale: exact, then by language, else English', () => {
    expect(matchLocale('de')).toBe('de');
    expect(matchLocale('de-AT')).toBe('de');
    expect(matchLocale('PT-br')).toBe('pt-BR');
    expect(matchLocale('pt-PT')).toBe('pt-BR');
    expect(matchLocale('pt')).toBe('pt-BR');
    expect(matchLocale('ja-JP')).toBe('ja');
    expect(matchLocale('ar-EG')).toBe('ar');
    expect(matchLocale('en-GB')).toBe('en');
    expect(matchLocale('ko')).toBe('en');
    expect(matchLocale('')).toBe('en');
    expect(matchLocale(undefined)).toBe('en');
  });
  it('knows right-to-left languages', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('he-IL')).toBe('rtl');
    expect(directionOf('de')).toBe('ltr');
  });
});

describe('I18n', () => {
  const catalogue = {
    'x.hello': 'Hallo {name}',
    'x.count': { one: '{count} Vorlage', other: '{count} Vorlagen' },
  };
  const de = new I18n('de', 'de-DE', catalogue, { 'x.hello': 'Servus {name}' }, () => undefined);

  it('fills placeholders, formats numbers in the locale and lets the host override', () => {
    expect(de.t(key('x.hello'), { name: 'Ada' })).toBe('Servus Ada');
    expect(de.t(key('x.count'), { count: 1 })).toBe('1 Vorlage');
    expect(de.t(key('x.count'), { count: 1234 })).toBe('1.234 Vorlagen');
  });

  it('chooses Arabic plural forms by the language rules', () => {
    const ar = new I18n('ar', 'ar', {
      'x.n': { zero: 'صفر', one: 'واحد', two: 'اثنان', few: 'قليل', many: 'كثير', other: 'آخر' },
    });
    expect([0, 1, 2, 3, 11, 100].map((count) => ar.t(key('x.n'), { count }))).toEqual([
      'صفر',
      'واحد',
      'اثنان',
      'قليل',
      'كثير',
      'آخر',
    ]);
    expect(ar.dir).toBe('rtl');
  });

  it('reports a key it does not have and shows the key, so a test can catch it', () => {
    expect(de.t(key('x.nowhere'))).toBe('x.nowhere');
    expect(missingMessages.has('de:x.nowhere')).toBe(true);
  });

  it('formats dates and relative times in the requested tag', () => {
    const now = Date.UTC(2026, 10, 22, 12);
    expect(de.timeAgo(now - 2 * 86_400_000, now)).toBe('vorgestern');
    expect(new I18n('fr').timeAgo(now - 3 * 3_600_000, now)).toBe('il y a 3 heures');
    expect(de.date(now, { dateStyle: 'long', timeZone: 'UTC' })).toBe('22. November 2026');
  });
});

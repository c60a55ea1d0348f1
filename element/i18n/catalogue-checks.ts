// What every translation must keep of its English catalogue, for the element's and the
// dashboard's catalogue tests (the type checker refuses a missing key; this catches what types
// cannot: an empty text, a lost `{placeholder}`, a missing plural form of the language).
import { expect } from 'vitest';
import type { Catalogue, Message } from './catalog';

const texts = (message: Message) => (typeof message === 'string' ? [message] : Object.values(message));
const placeholders = (message: Message) =>
  [...new Set(texts(message).flatMap((m) => m.match(/\{\w+\}/g) ?? []))].sort();

/** Exactly the English keys, none empty, with the same placeholders. */
export function expectSameMessages(english: Catalogue, catalogue: Catalogue): void {
  expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
  for (const [key, message] of Object.entries(english)) {
    const translated = catalogue[key] as Message;
    for (const text of texts(translated)) expect(text.trim(), key).not.toBe('');
    // A plural form may spell the number ("مفتاحان", "zwei") instead of `{count}`.
    const wanted = placeholders(message).filter((p) => typeof message === 'string' || p !== '{count}');
    expect(placeholders(translated), key).toEqual(expect.arrayContaining(wanted));
    if (typeof message === 'string') expect(placeholders(translated), key).toEqual(placeholders(message));
  }
}

/** Every plural message has each form `Intl.PluralRules` lists for the locale (Arabic six, Japanese one). */
export function expectPluralForms(english: Catalogue, catalogue: Catalogue, locale: string): void {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  for (const [key, message] of Object.entries(english)) {
    if (typeof message === 'string') continue;
    const translated = catalogue[key];
    expect(typeof translated, key).toBe('object');
    for (const category of categories)
      expect(Object.keys(translated as object), `${key} (${category})`).toContain(category);
  }
}

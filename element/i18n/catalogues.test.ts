// Every shipped locale has every English message, with the same placeholders, and plural forms
// for each category its language uses; the type checker already refuses a missing key.
import { describe, expect, it } from 'vitest';
import type { Catalogue, Message } from './catalog';
import { dialogs } from './en/dialogs';
import { editor } from './en/editor';
import { gallery } from './en/gallery';
import { panels } from './en/panels';
import { LOCALES, loadCatalogue } from './locales';

const english: Catalogue = { ...gallery, ...editor, ...dialogs, ...panels };
const placeholders = (message: Message) =>
  [...new Set((typeof message === 'string' ? [message] : Object.values(message)).flatMap((m) => m.match(/\{\w+\}/g) ?? []))].sort();

describe.each(LOCALES.filter((l) => l !== 'en'))('%s', (locale) => {
  it('has exactly the English keys, non-empty and with the same placeholders', async () => {
    const catalogue = await loadCatalogue(locale);
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
    for (const [key, message] of Object.entries(english)) {
      const translated = catalogue[key] as Message;
      const texts = typeof translated === 'string' ? [translated] : Object.values(translated);
      for (const text of texts) expect(text.trim(), key).not.toBe('');
      // A plural message may drop `{count}` in a form that spells the number ("one", "zwei").
      const wanted = placeholders(message).filter((p) => typeof message === 'string' || p !== '{count}');
      expect(placeholders(translated), key).toEqual(expect.arrayContaining(wanted));
    }
  });

  it('gives every plural message the forms its language uses', async () => {
    const catalogue = await loadCatalogue(locale);
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const [key, message] of Object.entries(english)) {
      if (typeof message === 'string') continue;
      const translated = catalogue[key];
      expect(typeof translated, key).toBe('object');
      for (const category of categories) expect(Object.keys(translated as object), `${key} (${category})`).toContain(category);
    }
  });
});

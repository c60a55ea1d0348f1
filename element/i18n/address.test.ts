// One form of address per locale: a user is "Sie" throughout in German, "vous" in French, "tú" in
// Spanish and "você" in Brazilian Portuguese, never a mix. The other form's pronouns, possessives
// and (for German) its imperatives are refused wherever they appear, and so in the sample text of
// new blocks (core/blocks/samples.ts), which speaks to the user too.
import { describe, expect, it } from 'vitest';
import { SAMPLES } from '../../core/blocks/sample-texts';
import type { Catalogue } from './catalog';
import { loadCatalogue } from './locales';

/** Words of the form each locale does not use, as whole words (a letter on either side is part of another word). */
const OTHER_FORM: Record<string, RegExp> = {
  de: /(?<!\p{L})(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)(?!\p{L})|(^|[.:!?(„'] ?)(Wähle|Klicke|Lade|Gib|Ziehe|Schreibe|Speichere|Versuche|Öffne|Nutze|Füge|Lösche|Prüfe|Beschreibe|Verwende|Führe|Markiere|Kopiere|Gehe)\b(?! Sie)/iu,
  fr: /(?<!\p{L})(tu|toi|ton|ta|tes)(?!\p{L})/iu,
  es: /(?<!\p{L})(usted|ustedes)(?!\p{L})/iu,
  'pt-BR': /(?<!\p{L})(tu|teu|tua|teus|tuas|vós)(?!\p{L})/iu,
};

/** The text of every message, plural forms included. */
function texts(catalogue: Catalogue): Array<[string, string]> {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[key, value] as [string, string]]
      : Object.values(value).map((form) => [key, form] as [string, string]),
  );
}

describe.each(Object.keys(OTHER_FORM))('%s', (locale) => {
  it('addresses the user in one form throughout', async () => {
    const catalogue = await loadCatalogue(locale as Parameters<typeof loadCatalogue>[0]);
    const mixed = texts(catalogue).filter(([, text]) => OTHER_FORM[locale]?.test(text));
    expect(mixed.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
    const samples = SAMPLES[locale as keyof typeof SAMPLES];
    expect(
      Object.values(samples)
        .flat()
        .filter((text) => OTHER_FORM[locale]?.test(text)),
    ).toEqual([]);
  });
});

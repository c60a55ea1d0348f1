// Every shipped locale has every English message, with the same placeholders, and plural forms
// for each category its language uses; the type checker already refuses a missing key.
import { describe, it } from 'vitest';
import type { Catalogue } from './catalog';
import { expectPluralForms, expectSameMessages } from './catalogue-checks';
import { actions } from './en/actions';
import { collab } from './en/collab';
import { dialogs } from './en/dialogs';
import { editor } from './en/editor';
import { gallery } from './en/gallery';
import { panels } from './en/panels';
import { savedBlocks } from './en/saved-blocks';
import { testSend } from './en/test-send';
import { LOCALES, loadCatalogue } from './locales';

const english: Catalogue = { ...gallery, ...actions, ...editor, ...dialogs, ...panels, ...testSend, ...collab, ...savedBlocks };

describe.each(LOCALES.filter((l) => l !== 'en'))('%s', (locale) => {
  it('has exactly the English keys, non-empty and with the same placeholders', async () => {
    expectSameMessages(english, await loadCatalogue(locale));
  });

  it('gives every plural message the forms its language uses', async () => {
    expectPluralForms(english, await loadCatalogue(locale), locale);
  });
});

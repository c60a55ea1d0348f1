// Every shipped locale has every English message, with the same placeholders, and plural forms
// for each category its language uses; the type checker already refuses a missing key.
import { describe, it } from 'vitest';
import type { Catalogue } from './catalog';
import { expectPluralForms, expectSameMessages } from './catalogue-checks';
import { actions } from './en/actions';
import { assistant } from './en/assistant';
import { blockPanels } from './en/block-panels';
import { collab } from './en/collab';
import { comments } from './en/comments';
import { customBlocks } from './en/custom-blocks';
import { dialogs } from './en/dialogs';
import { editor } from './en/editor';
import { gallery } from './en/gallery';
import { importNotes } from './en/import-notes';
import { menus } from './en/menus';
import { panels } from './en/panels';
import { review } from './en/review';
import { reviewLocks } from './en/review-locks';
import { reviewNames } from './en/review-names';
import { reviewStatus } from './en/review-status';
import { sections } from './en/sections';
import { testSend } from './en/test-send';
import { LOCALES, loadCatalogue } from './locales';

const english: Catalogue = {
  ...gallery,
  ...actions,
  ...editor,
  ...blockPanels,
  ...dialogs,
  ...menus,
  ...panels,
  ...sections,
  ...testSend,
  ...importNotes,
  ...assistant,
  ...collab,
  ...comments,
  ...review,
  ...reviewStatus,
  ...reviewLocks,
  ...reviewNames,
  ...customBlocks,
};

describe.each(LOCALES.filter((l) => l !== 'en'))('%s', (locale) => {
  it('has exactly the English keys, non-empty and with the same placeholders', async () => {
    expectSameMessages(english, await loadCatalogue(locale));
  });

  it('gives every plural message the forms its language uses', async () => {
    expectPluralForms(english, await loadCatalogue(locale), locale);
  });
});

// Every message of the element in this locale: one chunk, loaded only when it is used.
import { SAMPLES } from '../../../core/blocks/sample-texts';
import { registerSamples } from '../../../core/blocks/samples';
import type { Catalogue } from '../catalog';
import type { LocaleAreas } from './areas';
import assistant from './fr/assistant';
import collab from './fr/collab';
import comments from './fr/comments';
import customBlocks from './fr/custom-blocks';
import dialogs from './fr/dialogs';
import editor from './fr/editor';
import gallery from './fr/gallery';
import importNotes from './fr/import-notes';
import review from './fr/review';
import testSend from './fr/test-send';

// New blocks' sample words in this language (core/blocks/sample-texts.ts), from the moment it loads.
registerSamples('fr', SAMPLES.fr);

const areas: LocaleAreas = {
  gallery,
  editor,
  dialogs,
  testSend,
  importNotes,
  assistant,
  collab,
  comments,
  review,
  customBlocks,
};

// The areas share no key, so the catalogue is their union.
export default Object.assign({}, ...Object.values(areas)) as Catalogue;

// Every message of the element in this locale: one chunk, loaded only when it is used.
import { SAMPLES } from '../../../core/blocks/sample-texts';
import { registerSamples } from '../../../core/blocks/samples';
import type { Catalogue } from '../catalog';
import type { LocaleAreas } from './areas';
import assistant from './de/assistant';
import collab from './de/collab';
import comments from './de/comments';
import customBlocks from './de/custom-blocks';
import dialogs from './de/dialogs';
import editor from './de/editor';
import gallery from './de/gallery';
import importNotes from './de/import-notes';
import review from './de/review';
import testSend from './de/test-send';

// New blocks' sample words in this language (core/blocks/sample-texts.ts), from the moment it loads.
registerSamples('de', SAMPLES.de);

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

// Every message of the element in this locale: one chunk, loaded only when it is used.
import { SAMPLES } from '../../../core/blocks/sample-texts';
import { registerSamples } from '../../../core/blocks/samples';
import type { Catalogue } from '../catalog';
import type { LocaleAreas } from './areas';
import assistant from './es/assistant';
import collab from './es/collab';
import comments from './es/comments';
import customBlocks from './es/custom-blocks';
import dialogs from './es/dialogs';
import editor from './es/editor';
import gallery from './es/gallery';
import importNotes from './es/import-notes';
import review from './es/review';
import testSend from './es/test-send';

// New blocks' sample words in this language (core/blocks/sample-texts.ts), from the moment it loads.
registerSamples('es', SAMPLES.es);

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

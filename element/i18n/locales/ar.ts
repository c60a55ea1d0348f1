// Every message of the element in this locale: one chunk, loaded only when it is used.
import { SAMPLES } from '../../../core/blocks/sample-texts';
import { registerSamples } from '../../../core/blocks/samples';
import type { Catalogue } from '../catalog';
import assistant from './ar/assistant';
import collab from './ar/collab';
import comments from './ar/comments';
import customBlocks from './ar/custom-blocks';
import dialogs from './ar/dialogs';
import editor from './ar/editor';
import gallery from './ar/gallery';
import importNotes from './ar/import-notes';
import review from './ar/review';
import testSend from './ar/test-send';
import type { LocaleAreas } from './areas';

// New blocks' sample words in this language (core/blocks/sample-texts.ts), from the moment it loads.
registerSamples('ar', SAMPLES.ar);

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

// Every message of the element in this locale: one chunk, loaded only when it is used.
import { SAMPLES } from '../../../core/blocks/sample-texts';
import { registerSamples } from '../../../core/blocks/samples';
import type { Catalogue } from '../catalog';
import type { LocaleAreas } from './areas';
import assistant from './ja/assistant';
import collab from './ja/collab';
import comments from './ja/comments';
import customBlocks from './ja/custom-blocks';
import dialogs from './ja/dialogs';
import editor from './ja/editor';
import gallery from './ja/gallery';
import importNotes from './ja/import-notes';
import review from './ja/review';
import testSend from './ja/test-send';

// New blocks' sample words in this language (core/blocks/sample-texts.ts), from the moment it loads.
registerSamples('ja', SAMPLES.ja);

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

// Every message of the element in this locale: one chunk, loaded only when it is used.
import { SAMPLES } from '../../../core/blocks/sample-texts';
import { registerSamples } from '../../../core/blocks/samples';
import type { Catalogue } from '../catalog';
import type { LocaleAreas } from './areas';
import assistant from './pt-BR/assistant';
import collab from './pt-BR/collab';
import comments from './pt-BR/comments';
import customBlocks from './pt-BR/custom-blocks';
import dialogs from './pt-BR/dialogs';
import editor from './pt-BR/editor';
import gallery from './pt-BR/gallery';
import importNotes from './pt-BR/import-notes';
import review from './pt-BR/review';
import testSend from './pt-BR/test-send';

// New blocks' sample words in this language (core/blocks/sample-texts.ts), from the moment it loads.
registerSamples('pt-BR', SAMPLES['pt-BR']);

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

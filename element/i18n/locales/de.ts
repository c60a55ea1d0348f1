// Every message of the element in this locale: one chunk, loaded only when it is used.
import type { Catalogue } from '../catalog';
import dialogs from './de/dialogs';
import editor from './de/editor';
import gallery from './de/gallery';
import testSend from './de/test-send';

export default { ...gallery, ...editor, ...dialogs, ...testSend } satisfies Catalogue;

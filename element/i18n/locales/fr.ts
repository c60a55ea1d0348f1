// Every message of the element in this locale: one chunk, loaded only when it is used.
import type { Catalogue } from '../catalog';
import dialogs from './fr/dialogs';
import editor from './fr/editor';
import gallery from './fr/gallery';
import testSend from './fr/test-send';

export default { ...gallery, ...editor, ...dialogs, ...testSend } satisfies Catalogue;

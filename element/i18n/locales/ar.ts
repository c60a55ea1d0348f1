// Every message of the element in this locale: one chunk, loaded only when it is used.
import type { Catalogue } from '../catalog';
import dialogs from './ar/dialogs';
import editor from './ar/editor';
import gallery from './ar/gallery';
import testSend from './ar/test-send';

export default { ...gallery, ...editor, ...dialogs, ...testSend } satisfies Catalogue;

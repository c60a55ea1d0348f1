// Every message of the element in this locale: one chunk, loaded only when it is used.
import type { Catalogue } from '../catalog';
import dialogs from './es/dialogs';
import editor from './es/editor';
import gallery from './es/gallery';
import testSend from './es/test-send';

export default { ...gallery, ...editor, ...dialogs, ...testSend } satisfies Catalogue;

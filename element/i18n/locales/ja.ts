// Every message of the element in this locale: one chunk, loaded only when it is used.
import type { Catalogue } from '../catalog';
import dialogs from './ja/dialogs';
import editor from './ja/editor';
import gallery from './ja/gallery';
import testSend from './ja/test-send';

export default { ...gallery, ...editor, ...dialogs, ...testSend } satisfies Catalogue;

// Every message of the element in this locale: one chunk, loaded only when it is used.
import type { Catalogue } from '../catalog';
import dialogs from './pt-BR/dialogs';
import editor from './pt-BR/editor';
import gallery from './pt-BR/gallery';
import testSend from './pt-BR/test-send';

export default { ...gallery, ...editor, ...dialogs, ...testSend } satisfies Catalogue;

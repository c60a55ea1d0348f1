// Imported by every chunk past the gallery (editor, dialogs): registers their English messages
// ("Send test" included: its button is in the toolbar) once, in whichever of those chunks loads first.
import { registerEnglish } from '../catalog';
import { dialogs } from './dialogs';
import { editor } from './editor';
import { testSend } from './test-send';

registerEnglish(editor);
registerEnglish(dialogs);
registerEnglish(testSend);

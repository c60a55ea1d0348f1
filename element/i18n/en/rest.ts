// Imported by every chunk past the gallery (editor, dialogs): registers their English messages
// once, in whichever of those chunks loads first.
import { registerEnglish } from '../catalog';
import { dialogs } from './dialogs';
import { editor } from './editor';

registerEnglish(editor);
registerEnglish(dialogs);

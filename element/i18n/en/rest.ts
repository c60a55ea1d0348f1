// Imported by every chunk past the gallery (editor, dialogs): registers their English messages
// once, in whichever of those chunks loads first. The Send test dialog registers its own
// (./test-send-entry.ts): it opens on a click, so editing does not download them.
import { registerEnglish } from '../catalog';
import { dialogs } from './dialogs';
import { editor } from './editor';
import { review } from './review';

registerEnglish(editor);
registerEnglish(dialogs);
registerEnglish(review);

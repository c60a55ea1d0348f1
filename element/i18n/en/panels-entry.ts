// Imported by the dialogs opened from the editor (preview, history, images, checks panel):
// registers their English messages in whichever of those chunks loads first.
import { registerEnglish } from '../catalog';
import { panels } from './panels';

registerEnglish(panels);

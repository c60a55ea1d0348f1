// Imported by the dialogs and lists the editor loads on demand (preview, history, images, checks
// panel, saved blocks, merge-tag picker):
// registers their English messages in whichever of those chunks loads first.
import { registerEnglish } from '../catalog';
import { panels } from './panels';

registerEnglish(panels);

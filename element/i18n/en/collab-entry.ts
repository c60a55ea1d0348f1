// Imported by the collab chunk: registers its English messages when a template first goes live.
import { registerEnglish } from '../catalog';
import { collab } from './collab';

registerEnglish(collab);

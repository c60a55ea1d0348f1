// Imported by the custom blocks' chunks (palette section, fields, item picker): registers their
// English messages when the first of them loads.
import { registerEnglish } from '../catalog';
import { customBlocks } from './custom-blocks';

registerEnglish(customBlocks);

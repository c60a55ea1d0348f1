// Imported by the saved-blocks chunk: registers its English messages when it first loads.
import { registerEnglish } from '../catalog';
import { savedBlocks } from './saved-blocks';

registerEnglish(savedBlocks);

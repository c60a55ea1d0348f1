// Imported by the writing help's chunks: registers their English messages when they first load.
import { registerEnglish } from '../catalog';
import { assistant } from './assistant';

registerEnglish(assistant);

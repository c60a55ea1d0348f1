// Imported by the entry: the gallery's English messages are there before anything renders.
import { registerEnglish } from '../catalog';
import { gallery } from './gallery';

registerEnglish(gallery);

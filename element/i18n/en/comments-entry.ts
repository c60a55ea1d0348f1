// Imported by the Comments panel's chunk: registers its English messages when it first opens.
import { registerEnglish } from '../catalog';
import { comments } from './comments';

registerEnglish(comments);

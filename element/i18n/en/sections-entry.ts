// Imported by the inspector's lazily loaded sections: registers their English messages when they load.
import { registerEnglish } from '../catalog';
import { sections } from './sections';

registerEnglish(sections);

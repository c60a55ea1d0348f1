// Imported by the text toolbar's pop-overs (../../rich-text/menus.ts): registers their English messages.
import { registerEnglish } from '../catalog';
import { menus } from './menus';

registerEnglish(menus);

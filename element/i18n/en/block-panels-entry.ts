// Imported by the block settings panels other than the text block's: registers their English
// messages in whichever panel chunk loads first.
import { registerEnglish } from '../catalog';
import { blockPanels } from './block-panels';

registerEnglish(blockPanels);

import type { BlockUnit } from '../unit';
import { spacerHtml, spacerText } from './render';
import { type SpacerBlock, spacerDefaults } from './schema';

export const spacerBlock: BlockUnit<SpacerBlock> = {
  type: 'spacer',
  label: 'Spacer',
  create: spacerDefaults,
  html: spacerHtml,
  text: spacerText,
};

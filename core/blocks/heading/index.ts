import type { BlockUnit } from '../unit';
import { headingHtml, headingText } from './render';
import { type HeadingBlock, headingDefaults } from './schema';

export const headingBlock: BlockUnit<HeadingBlock> = {
  type: 'heading',
  label: 'Heading',
  create: headingDefaults,
  html: headingHtml,
  text: headingText,
};

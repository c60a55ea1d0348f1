import type { BlockUnit } from '../unit';
import { textHtml, textText } from './render';
import { type TextBlock, textDefaults } from './schema';

export const textBlock: BlockUnit<TextBlock> = {
  type: 'text',
  label: 'Text',
  create: textDefaults,
  html: textHtml,
  text: textText,
};

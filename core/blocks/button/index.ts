import type { BlockUnit } from '../unit';
import { buttonHtml, buttonText } from './render';
import { type ButtonBlock, buttonDefaults } from './schema';

export const buttonBlock: BlockUnit<ButtonBlock> = {
  type: 'button',
  label: 'Button',
  create: buttonDefaults,
  html: buttonHtml,
  text: buttonText,
};

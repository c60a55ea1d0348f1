import type { BlockUnit } from '../unit';
import { dividerHtml, dividerText } from './render';
import { type DividerBlock, dividerDefaults } from './schema';

export const dividerBlock: BlockUnit<DividerBlock> = {
  type: 'divider',
  label: 'Divider',
  create: dividerDefaults,
  html: dividerHtml,
  text: dividerText,
};

import type { BlockUnit } from '../unit';
import { htmlHtml, htmlText } from './render';
import { type HtmlBlock, htmlDefaults } from './schema';

export const htmlBlock: BlockUnit<HtmlBlock> = {
  type: 'html',
  label: 'HTML',
  create: htmlDefaults,
  html: htmlHtml,
  text: htmlText,
};

import type { BlockUnit } from '../unit';
import { menuHtml, menuText } from './render';
import { type MenuBlock, menuDefaults } from './schema';

export const menuBlock: BlockUnit<MenuBlock> = {
  type: 'menu',
  label: 'Menu',
  create: menuDefaults,
  html: menuHtml,
  text: menuText,
};

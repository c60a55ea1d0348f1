import type { MenuBlock } from '../../../core/blocks/menu/schema';
import { defineBlockUi, TEXT_STYLES } from '../types';

export const menuUi = defineBlockUi<MenuBlock>({
  icon: 'M4 6h16M4 12h16M4 18h10',
  styles: TEXT_STYLES,
  panel: () => import('./panel'),
});

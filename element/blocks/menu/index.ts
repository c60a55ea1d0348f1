import type { MenuBlock } from '../../../core/blocks/menu/schema';
import { defineBlockUi } from '../types';

export const menuUi = defineBlockUi<MenuBlock>({
  icon: 'M4 6h16M4 12h16M4 18h10',
  styles: ['fontSize', 'color', 'textAlign'],
  panel: () => import('./panel'),
});

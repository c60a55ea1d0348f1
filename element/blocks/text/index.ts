import type { TextBlock } from '../../../core/blocks/text/schema';
import { defineBlockUi } from '../types';

export const textUi = defineBlockUi<TextBlock>({
  icon: 'M4 7V5h16v2M12 5v14m-3 0h6',
  styles: ['fontSize', 'lineHeight', 'color', 'textAlign'],
  panel: () => import('./panel'),
});

import type { TextBlock } from '../../../core/blocks/text/schema';
import { defineBlockUi, TEXT_STYLES } from '../types';

export const textUi = defineBlockUi<TextBlock>({
  icon: 'M4 7V5h16v2M12 5v14m-3 0h6',
  styles: TEXT_STYLES,
  panel: () => import('./panel'),
});

import type { DividerBlock } from '../../../core/blocks/divider/schema';
import { defineBlockUi } from '../types';

export const dividerUi = defineBlockUi<DividerBlock>({
  icon: 'M3 12h18M8 7h8M8 17h8',
  styles: [],
  panel: () => import('./panel'),
});

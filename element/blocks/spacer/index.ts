import type { SpacerBlock } from '../../../core/blocks/spacer/schema';
import { defineBlockUi } from '../types';

export const spacerUi = defineBlockUi<SpacerBlock>({
  icon: 'M12 3v18m-4-4 4 4 4-4M8 7l4-4 4 4',
  styles: [],
  panel: () => import('./panel'),
});

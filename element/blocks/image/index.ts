import type { ImageBlock } from '../../../core/blocks/image/schema';
import { defineBlockUi } from '../types';

export const imageUi = defineBlockUi<ImageBlock>({
  icon: 'M3 5h18v14H3zm5 5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zm13 5-5-5L5 19',
  styles: ['textAlign'],
  panel: () => import('./panel'),
});

import type { HeadingBlock } from '../../../core/blocks/heading/schema';
import { defineBlockUi } from '../types';

export const headingUi = defineBlockUi<HeadingBlock>({
  icon: 'M6 4v16M18 4v16M6 12h12',
  styles: ['fontSize', 'color', 'textAlign'],
  panel: () => import('./panel'),
});

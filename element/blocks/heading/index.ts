import type { HeadingBlock } from '../../../core/blocks/heading/schema';
import { defineBlockUi, TEXT_STYLES } from '../types';

export const headingUi = defineBlockUi<HeadingBlock>({
  icon: 'M6 4v16M18 4v16M6 12h12',
  styles: TEXT_STYLES,
  panel: () => import('./panel'),
});

import type { SocialBlock } from '../../../core/blocks/social/schema';
import { defineBlockUi } from '../types';

export const socialUi = defineBlockUi<SocialBlock>({
  icon: 'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm12 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4m0-11-6.8 4',
  styles: ['textAlign'],
  panel: () => import('./panel'),
});

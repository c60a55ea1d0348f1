import type { VideoBlock } from '../../../core/blocks/video/schema';
import { defineBlockUi } from '../types';

export const videoUi = defineBlockUi<VideoBlock>({
  icon: 'M3 5h18v14H3zm7 4v6l5-3z',
  styles: ['textAlign'],
  panel: () => import('./panel'),
});

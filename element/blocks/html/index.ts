import type { HtmlBlock } from '../../../core/blocks/html/schema';
import { defineBlockUi } from '../types';

export const htmlUi = defineBlockUi<HtmlBlock>({
  icon: 'm16 18 6-6-6-6M8 6l-6 6 6 6',
  styles: [],
  panel: () => import('./panel'),
});

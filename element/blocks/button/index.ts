import type { ButtonBlock } from '../../../core/blocks/button/schema';
import { defineBlockUi } from '../types';

export const buttonUi = defineBlockUi<ButtonBlock>({
  icon: 'M3 8h18v8H3zM8 12h8',
  styles: ['fontFamily', 'fontSize', 'fontWeight', 'lineHeight', 'letterSpacing', 'textAlign'],
  panel: () => import('./panel'),
});

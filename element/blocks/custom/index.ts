import type { CustomBlock } from '../../../core/blocks/custom/schema';
import { defineBlockUi } from '../types';

/** Blocks of the account's own types. The palette lists those types, not this unit (it is `runtime`). */
export const customUi = defineBlockUi<CustomBlock>({
  icon: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 16.5h7M16.5 13v7',
  styles: ['fontFamily', 'fontSize', 'lineHeight', 'color', 'textAlign'],
  panel: () => import('./panel'),
});

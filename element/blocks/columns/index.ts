import type { ColumnsBlock } from '../../../core/blocks/registry';
import { defineBlockUi } from '../types';

export const columnsUi = defineBlockUi<ColumnsBlock>({
  icon: 'M3 4h18v16H3zM12 4v16',
  styles: [],
  panel: () => import('./panel'),
});

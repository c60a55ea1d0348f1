import type { BadgeBlock } from '../../../../core/blocks/__fixtures__/badge/schema';
import { defineBlockUi } from '../../types';

/** The editor side of the test-only badge type (core/blocks/__fixtures__/badge). */
export const badgeUi = defineBlockUi<BadgeBlock>({
  icon: 'M4 8h16v8H4z',
  styles: ['fontSize', 'textAlign'],
  panel: () => import('./panel'),
});

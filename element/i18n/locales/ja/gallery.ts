import type { Translation } from '../../catalog';
import type { gallery } from '../../en/gallery';

export default {
  'time.justNow': 'たった今',
} as const satisfies Translation<typeof gallery>;

import type { Translation } from '../../catalog';
import type { gallery } from '../../en/gallery';

export default {
  'time.justNow': 'الآن',
} as const satisfies Translation<typeof gallery>;

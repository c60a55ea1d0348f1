import type { Translation } from '../../catalog';
import type { gallery } from '../../en/gallery';

export default {
  'time.justNow': 'gerade eben',
} as const satisfies Translation<typeof gallery>;

import type { Translation } from '../../catalog';
import type { gallery } from '../../en/gallery';

export default {
  'time.justNow': 'justo ahora',
} as const satisfies Translation<typeof gallery>;

import type { Translation } from '../../catalog';
import type { dialogs } from '../../en/dialogs';

export default {} as const satisfies Translation<typeof dialogs>;

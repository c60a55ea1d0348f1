import type { Translation } from '../../catalog';
import type { editor } from '../../en/editor';

export default {} as const satisfies Translation<typeof editor>;

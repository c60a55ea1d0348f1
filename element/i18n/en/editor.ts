// English messages of the editor chunk: toolbar, palette, canvas, inspector and block panels.
import type { Catalogue } from '../catalog';

export const editor = {} as const satisfies Catalogue;

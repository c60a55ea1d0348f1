// English messages of the editor's dialogs and tools: preview, history, images, saved blocks,
// merge tags, checks and the rich-text toolbar.
import type { Catalogue } from '../catalog';

export const dialogs = {} as const satisfies Catalogue;

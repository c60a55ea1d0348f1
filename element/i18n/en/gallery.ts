// English messages of the element's entry: the root's panels and notices, the gallery and its
// card actions. Keys are `area.thing`; translations live in ../locales/<locale>/gallery.ts.
import type { Catalogue } from '../catalog';

export const gallery = {
  'time.justNow': 'just now',
} as const satisfies Catalogue;

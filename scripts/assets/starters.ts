// Art for the starter templates, one fictional brand per file.
import { acmeDesigns } from './art/acme';
import { auroraDesigns } from './art/aurora';
import { brightsideDesigns } from './art/brightside';
import { fernhouseDesigns } from './art/fernhouse';
import { lumenDesigns } from './art/lumen';
import { northwindDesigns } from './art/northwind';
import { summitDesigns } from './art/summit';
import type { AssetDesign } from './design';

export function starterDesigns(): AssetDesign[] {
  return [
    ...acmeDesigns,
    ...northwindDesigns,
    ...lumenDesigns,
    ...summitDesigns,
    ...auroraDesigns,
    ...fernhouseDesigns,
    ...brightsideDesigns,
  ];
}

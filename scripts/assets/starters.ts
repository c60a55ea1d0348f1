import type { AssetDesign } from './design';

export function starterDesigns(): AssetDesign[] {
  return [];
}

// The account's custom block types as a render uses them (docs/api.md §16): read in one round
// trip, and only when the document holds a custom block and the plan has `customBlocks` (after a
// downgrade, custom blocks render their last HTML, as for a deleted type).
import { compileStoredBlockTypes } from '../../../core/block-types/compiled';
import { usesCustomBlocks } from '../../../core/block-types/uses';
import type { EmailDocument } from '../../../core/document/schema';
import type { CustomBlockRenderer } from '../../../core/render/context';
import { isPlanName, PLANS } from '../../plans';
import type { Store } from '../../store';

const NONE: ReadonlyMap<string, CustomBlockRenderer> = new Map();

export function hasCustomBlocks(plan: string): boolean {
  return isPlanName(plan) && PLANS[plan].features.customBlocks;
}

export async function blockTypesFor(
  store: Store,
  accountId: string,
  plan: string,
  doc: EmailDocument,
): Promise<ReadonlyMap<string, CustomBlockRenderer>> {
  if (!hasCustomBlocks(plan) || !usesCustomBlocks(doc)) return NONE;
  const stored = await store.blockTypes.all(accountId);
  // Stored definitions passed the definition check when they were written.
  return compileStoredBlockTypes(stored.map((type) => [type.name, type.json] as const));
}

// One template update, after the body's validation: the plan's document check, then the store's
// Lua step (scope, storage accounting, the version record). `PUT /v1/templates/:id` and the live
// document's write-back (collab/) both save through here, so a co-edited template meets exactly
// the rules a REST update does.
import type { Infer } from '../../../core/schema/schema';
import { type Guarded, saveUnderLocks } from '../../http/locked-blocks';
import { planAllowsDocument } from '../../plans';
import type { Store } from '../../store';
import type { TemplatePatch, UpdateOutcome } from '../../store/templates';
import type { Writer } from '../../store/writer';
import type { updateTemplateBody } from './schema';

export type TemplateUpdate = Infer<typeof updateTemplateBody>;

/** `plan`: the caller's plan, or null for the dashboard (no plan-gated content check). */
export async function saveTemplateUpdate(
  store: Store,
  who: { accountId: string; plan: string | null; writer: Writer },
  id: string,
  body: TemplateUpdate,
  options: { recordVersion?: boolean } = {},
): Promise<Exclude<UpdateOutcome, Guarded> | { outcome: 'feature' }> {
  if (who.plan !== null && body.blockTree !== undefined && !planAllowsDocument(who.plan, body.blockTree))
    return { outcome: 'feature' };
  const patch: TemplatePatch = {};
  if (body.name !== undefined) patch.name = body.name;
  if (body.blockTree !== undefined) patch.blockTreeJson = JSON.stringify(body.blockTree);
  if (body.metadata !== undefined) patch.metadata = body.metadata;
  if (body.tags !== undefined) patch.tags = body.tags;
  return saveUnderLockRule(store, who, id, patch, body.blockTree?.blocks ?? null, options);
}

/**
 * A store update under the locked-block rule (docs/api.md §15), the one way every template save
 * goes (PUT, restore, live write-back): `blocks` are the new content's blocks, or null when the
 * save leaves the content alone.
 */
export function saveUnderLockRule(
  store: Store,
  who: { accountId: string; writer: Writer },
  id: string,
  patch: TemplatePatch,
  blocks: readonly unknown[] | null,
  options: { recordVersion?: boolean; restoredFrom?: number } = {},
): Promise<Exclude<UpdateOutcome, Guarded>> {
  return saveUnderLocks({
    writer: who.writer,
    next: blocks,
    readStored: () => store.templates.storedTreeOf(who.accountId, id, who.writer.user ?? ''),
    blocksOf: (stored) => (stored as { blocks?: unknown[] }).blocks ?? [],
    save: (lockGuard) => store.templates.update(who.accountId, id, who.writer, patch, { ...options, lockGuard }),
  });
}

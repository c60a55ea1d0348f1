// The export's collections that are not "an index of records" (export.ts COLLECTIONS): comments,
// which are indexed per template, and custom block types, which are one hash of the account.
// Layouts (keys.ts):
//   {acct}:tpls → {acct}:cmts:tpl:<templateId> → {acct}:cmt:<id>   a template's comments by createdAt
//   {acct}:cmts:threads:<templateId>, {acct}:cmt:<id>:replies,      derived indexes, rebuilt on import
//   {acct}:cmts:mention:<userId>                                    from the comments' own fields
//   {acct}:btypes                                                   hash type name → definition JSON
// Comments are written template by template, a thread's first comment before its replies, so the
// import can check each reply's parent as it reads it. A block type is `{fields: {name, definition}}`.
import type { RedisClient } from '../redis/client';
import { keys } from './keys';
import { exec } from './redis-helpers';

const BATCH = 200;

export const EXTRA_COLLECTIONS = ['comments', 'blockTypes'] as const;
export type ExtraCollection = (typeof EXTRA_COLLECTIONS)[number];

/** One item as export.ts writes it (a comment's score is its createdAt). */
interface Item {
  score?: number;
  fields: Record<string, string>;
}
type Emit = (item: Item) => Promise<void>;

/** Every comment of the account, template by template (in the templates' index order). */
export async function exportComments(redis: RedisClient, accountId: string, emit: Emit): Promise<void> {
  for (let start = 0; ; start += BATCH) {
    const templateIds = await redis.zrange(keys.templatesAll(accountId), String(start), String(start + BATCH - 1));
    if (templateIds.length === 0) return;
    const tx = redis.multi();
    for (const id of templateIds) tx.zrange(keys.templateComments(accountId, id), '0', '-1', 'WITHSCORES');
    const lists = (await exec(tx)) as string[][];
    const pending: Array<[string, number]> = [];
    for (const list of lists) {
      for (let i = 0; i < list.length; i += 2) pending.push([list[i] as string, Number(list[i + 1])]);
      // A template holds at most 1,000 comments: one batch of hashes per template (or a few together).
      if (pending.length >= BATCH) await emitComments(redis, accountId, pending.splice(0), emit);
    }
    await emitComments(redis, accountId, pending, emit);
    if (templateIds.length < BATCH) return;
  }
}

/** Reads `ids` (one or more whole templates' comments) and emits first comments, then replies. */
async function emitComments(
  redis: RedisClient,
  accountId: string,
  ids: Array<[string, number]>,
  emit: Emit,
): Promise<void> {
  if (ids.length === 0) return;
  const tx = redis.multi();
  for (const [id] of ids) tx.hgetall(keys.comment(accountId, id));
  const hashes = (await exec(tx)) as Array<Record<string, string>>;
  const items: Item[] = [];
  for (const [i, [, score]] of ids.entries()) {
    const fields = hashes[i] ?? {};
    // A comment deleted between the two reads is left out.
    if (Object.keys(fields).length > 0) items.push({ score, fields: sorted(fields) });
  }
  const isReply = (item: Item) => (item.fields.parentId ?? '') !== '';
  for (const item of items.filter((c) => !isReply(c))) await emit(item);
  for (const item of items.filter(isReply)) await emit(item);
}

/** Every custom block type of the account, by name (one hash: at most 50 of at most ~30 KB). */
export async function exportBlockTypes(redis: RedisClient, accountId: string, emit: Emit): Promise<void> {
  const all = await redis.hgetall(keys.blockTypes(accountId));
  for (const name of Object.keys(all).sort()) await emit({ fields: { definition: all[name] as string, name } });
}

function sorted(raw: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of Object.keys(raw).sort()) out[field] = raw[field] as string;
  return out;
}

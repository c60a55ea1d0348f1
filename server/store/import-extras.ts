// `import-account` for comments and custom block types (export-extras.ts writes them): each record
// arrives checked field by field (admin/import-extras.ts); here it is tied to what the file held
// before it (a comment's template and thread), its derived indexes are rebuilt, and its stored
// size is measured as the scripts measure it (lua/comment-record.lib.lua, lua/block-type-put.lua).
import { BLOCK_TYPE_LIMITS } from '../../core/block-types/definition';
import { MAX_COMMENTS } from './comments';
import { type CollectionItem, ExportError as ImportFailure, isHashRecord } from './export';
import type { ExtraCollection } from './export-extras';
import { keys } from './keys';

// Bookkeeping per key, field and index entry, as the scripts count it (stored-size.lib.lua and
// comment-record.lib.lua, calibrated there); store/import.ts measures its records with them too.
export const KEY_OVERHEAD = 96;
export const FIELD_OVERHEAD = 40;
export const INDEX_ENTRY_OVERHEAD = 48;
const COMPACT_FIELD_OVERHEAD = 1;
const COMPACT_VALUE_MAX = 64;
const MENTION_ENTRY_OVERHEAD = 16;
/** Digits a stored `size` field may have: the scripts measure a record with its previous size in it. */
export const SIZE_DIGITS = 16;

/** What the importer offers: queued writes under the account's hash tag. */
export interface ImportWrites {
  hset(key: string, fields: Record<string, string>): void;
  zadd(key: string, score: number, member: string): void;
  /** ZADD GT: keeps the higher score (a thread's last activity). */
  zaddGreater(key: string, score: number, member: string): void;
}

const len = (text: string) => Buffer.byteLength(text);

/**
 * A comment's stored size: its hash (compact while every value is short, as Redis keeps a fresh
 * hash), its two index entries and one entry per mentioned user. The file's figure is kept when
 * it is that measure for some size text, as for templates (store/import.ts).
 */
function commentSize(key: string, fields: Record<string, string>): number {
  const { size, ...rest } = fields;
  const compact = Object.values(fields).every((v) => len(v) <= COMPACT_VALUE_MAX);
  const overhead = compact ? COMPACT_FIELD_OVERHEAD : FIELD_OVERHEAD;
  let base = KEY_OVERHEAD + len(key) + overhead + 'size'.length;
  for (const [name, value] of Object.entries(rest)) base += overhead + len(name) + len(value);
  const id = fields.id as string;
  base += 2 * (INDEX_ENTRY_OVERHEAD + len(id));
  base += (JSON.parse(fields.mentions as string) as string[]).length * (MENTION_ENTRY_OVERHEAD + len(id));
  const claimed = typeof size === 'string' && /^\d{1,16}$/.test(size) ? Number(size) : -1;
  return claimed > base && claimed <= base + SIZE_DIGITS ? claimed : base + 1;
}

/** Comments and block types of one import, checked against what came before them in the file. */
export class ExtrasImport {
  /** Thread-starting comment id → its template. */
  private readonly threads = new Map<string, string>();
  private readonly commentIds = new Set<string>();
  private readonly perTemplate = new Map<string, number>();
  private readonly typeNames = new Set<string>();

  constructor(
    private readonly accountId: string,
    /** Whether the file held this template before its comments. */
    private readonly hasTemplate: (id: string) => boolean,
  ) {}

  /** Queues one comment; returns the bytes it is counted for. */
  comment(writes: ImportWrites, fields: Record<string, string>, where: string): number {
    const a = this.accountId;
    const { id, templateId, parentId } = fields as Record<'id' | 'templateId' | 'parentId', string>;
    const createdAt = Number(fields.createdAt);
    if (this.commentIds.has(id)) throw new ImportFailure(`${where}: id ${id} appears twice`);
    if (!this.hasTemplate(templateId))
      throw new ImportFailure(`${where}: template ${templateId} is not in the file (before its comments)`);
    if (parentId !== '' && this.threads.get(parentId) !== templateId)
      throw new ImportFailure(
        `${where}: parentId ${parentId} is not a thread of template ${templateId} given before it`,
      );
    const count = (this.perTemplate.get(templateId) ?? 0) + 1;
    if (count > MAX_COMMENTS)
      throw new ImportFailure(`${where}: template ${templateId} has more than ${MAX_COMMENTS} comments`);
    this.perTemplate.set(templateId, count);
    this.commentIds.add(id);
    const key = keys.comment(a, id);
    const size = commentSize(key, fields);
    writes.hset(key, { ...fields, size: String(size) });
    writes.zadd(keys.templateComments(a, templateId), createdAt, id);
    if (parentId === '') {
      this.threads.set(id, templateId);
      writes.zaddGreater(keys.templateThreads(a, templateId), createdAt, id);
    } else {
      writes.zadd(keys.commentReplies(a, parentId), createdAt, id);
      writes.zaddGreater(keys.templateThreads(a, templateId), createdAt, parentId);
    }
    for (const user of JSON.parse(fields.mentions as string) as string[])
      writes.zadd(keys.mentions(a, user), createdAt, id);
    return size;
  }

  /** Queues one custom block type; returns the bytes it is counted for. */
  blockType(writes: ImportWrites, fields: Record<string, string>, where: string): number {
    const { name, definition } = fields as Record<'name' | 'definition', string>;
    if (this.typeNames.has(name)) throw new ImportFailure(`${where}: block type ${name} appears twice`);
    if (this.typeNames.size >= BLOCK_TYPE_LIMITS.maxPerAccount)
      throw new ImportFailure(`${where}: more than ${BLOCK_TYPE_LIMITS.maxPerAccount} block types`);
    const key = keys.blockTypes(this.accountId);
    writes.hset(key, { [name]: definition });
    const first = this.typeNames.size === 0 ? KEY_OVERHEAD + len(key) : 0;
    this.typeNames.add(name);
    return first + FIELD_OVERHEAD + len(name) + len(definition);
  }
}

/** A comment has a score (its createdAt) and an id; a block type is `{fields: {name, definition}}`. */
export function extraStructure(collection: ExtraCollection, value: unknown, where: string): CollectionItem {
  const item = value as Partial<CollectionItem> | null;
  if (!item || typeof item !== 'object' || !isHashRecord(item.fields))
    throw new ImportFailure(`${where} has no fields`);
  if (collection === 'blockTypes') return { fields: item.fields };
  if (typeof item.score !== 'number' || !Number.isSafeInteger(item.score) || item.score < 0)
    throw new ImportFailure(`${where} has no score`);
  return { score: item.score, fields: item.fields };
}

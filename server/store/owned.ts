// What owned records store the same way (docs/api.md §3, §11, §15): a hash per record holding
// `userId` ('' = shared), read by id and changed or deleted by one Lua step (OwnedRecords; comments
// too); templates and saved blocks are also indexed by updatedAt account-wide, per user and for
// shared records, and listed one page per Lua step (OwnedCollection, template-list.lua with
// lua/page.lib.lua). A kind of record is its key layout plus its own fields and scripts; the
// outcomes its steps answer are typed here once, for the route helper (http/owned-record.ts) to
// map to API errors.
import type { RedisClient } from '../redis/client';
import type { StoreScripts } from './scripts';
import { type Writer, writerValues } from './writer';

export interface ListCursor {
  updatedAt: string;
  id: string;
}

export type DeleteOutcome = { outcome: 'ok' } | { outcome: 'not_found' } | { outcome: 'forbidden' };

export type UpdateOutcome<R> =
  | { outcome: 'ok'; record: R }
  | { outcome: 'not_found' }
  | { outcome: 'forbidden' }
  | { outcome: 'storage_limit'; limitMb: number };

/** `Limit`: the kind's own count limit (`template_limit`, `block_limit`), if it has one. */
export type CreateOutcome<R, Limit extends string = never> =
  | { outcome: 'ok'; record: R }
  | { outcome: Limit; limit: number }
  | { outcome: 'storage_limit'; limitMb: number }
  | { outcome: 'claim_lost' };

/** Where one kind of owned record's hashes live (under the account's hash tag; see keys.ts). */
export interface RecordLayout {
  isId(id: string): boolean;
  /** Prefix of a record's hash key (+ id). */
  recordPrefix(accountId: string): string;
}

/** A kind listed by owner: its hashes and its indexes (all under the account's hash tag). */
export interface OwnedLayout extends RecordLayout {
  /** Prefix of its indexes (+ `shared`, `user:<id>`, `meta:…`). */
  indexPrefix(accountId: string): string;
  all(accountId: string): string;
  shared(accountId: string): string;
  ofUser(accountId: string, userId: string): string;
}

export interface PageQuery {
  /** Every record of the account (null), or one user's plus the shared ones. */
  userId: string | null;
  limit: number;
  cursor: ListCursor | null;
  /** Candidates examined per call before a partial page is returned. */
  maxScan: number;
  /** `meta[k]=v` filters (templates only). */
  filters?: ReadonlyArray<readonly [string, string]>;
  /** Only shared templates in this approval status (templates only; docs/api.md §15). */
  status?: string | undefined;
}

/** A list row as template-list.lua sends it: id, name, userId, tags, metadata, thumbnail, updatedAt, status. */
export type ListRow = [string, string, string, string, string, string, string, string];

/** A paged list script's reply (lua/page.lib.lua and comment-mentions.lua). */
export interface PageReply {
  more: boolean;
  cursorScore: string;
  cursorId: string;
  items: string[];
}

/** The cursor of the page after this one, or null when this is the last. */
export function nextCursor(reply: PageReply): ListCursor | null {
  return reply.more && reply.cursorId ? { updatedAt: reply.cursorScore, id: reply.cursorId } : null;
}

/** A list script's flat items as rows of `width` values each. */
export function rowsOf(items: string[], width: number): string[][] {
  const rows: string[][] = [];
  for (let i = 0; i < items.length; i += width) rows.push(items.slice(i, i + width));
  return rows;
}

/** A record's fields in the order asked, or null when the id is malformed or the record missing. */
type Present<T> = Array<T | null> | null;

/** Reading one record by id and its update and delete steps (templates, saved blocks, comments). */
export class OwnedRecords<L extends RecordLayout = RecordLayout> {
  constructor(
    protected readonly redis: RedisClient,
    readonly layout: L,
  ) {}

  /** `fields[0]` and `fields[1]` must be fields every stored record has (they tell it exists). */
  async read(accountId: string, id: string, fields: readonly string[]): Promise<Present<string>> {
    if (!this.layout.isId(id)) return null;
    const f = await this.redis.hmget(this.layout.recordPrefix(accountId) + id, ...fields);
    return !f[0] || f[1] === null ? null : f;
  }

  /** As `read`, as the bytes Redis sent (no UTF-8 decode and re-encode of a large document). */
  async readRaw(accountId: string, id: string, fields: readonly string[]): Promise<Present<Buffer>> {
    if (!this.layout.isId(id)) return null;
    const f = await this.redis.hmgetBuffer(this.layout.recordPrefix(accountId) + id, ...fields);
    return !f[0] || f[1] === null ? null : f;
  }

  /** An update or delete step for a well-formed id (a malformed one is simply not found). */
  async write<T>(
    id: string,
    writer: Writer,
    step: (values: { actingUser: string; writeShared: string }) => Promise<T>,
  ) {
    if (!this.layout.isId(id)) return { outcome: 'not_found' as const };
    return step(writerValues(writer));
  }
}

/** The records of a kind listed by owner, with their one-step pages. */
export class OwnedCollection extends OwnedRecords<OwnedLayout> {
  constructor(
    redis: RedisClient,
    private readonly scripts: StoreScripts,
    layout: OwnedLayout,
  ) {
    super(redis, layout);
  }

  /** One page, newest first; `backfill` when filters need the metadata indexes built first. */
  async page(
    accountId: string,
    query: PageQuery,
  ): Promise<{ outcome: 'backfill' } | { outcome: 'ok'; rows: ListRow[]; next: ListCursor | null }> {
    const { layout } = this;
    const indexes =
      query.userId === null
        ? [layout.all(accountId), layout.all(accountId)]
        : [layout.ofUser(accountId, query.userId), layout.shared(accountId)];
    const args: Array<string | number> = [
      layout.recordPrefix(accountId),
      query.limit,
      query.cursor?.updatedAt ?? '',
      query.cursor?.id ?? '',
      query.maxScan,
      layout.indexPrefix(accountId),
      query.status ?? '',
    ];
    for (const [k, v] of query.filters ?? []) args.push(k, v);
    const reply = await this.scripts.templateList(indexes, args);
    if (reply.outcome !== 'ok') return reply;
    return { outcome: 'ok', rows: rowsOf(reply.items, 8) as ListRow[], next: nextCursor(reply) };
  }
}

// Saved blocks (docs/api.md §11): one hash per saved block holding the validated block as JSON
// (spliced into responses, never re-parsed), indexes by updatedAt per account, per user and for
// shared blocks (the same shape as templates, so the template list script pages them too), and
// one Lua script per check-and-write. Storage counts the whole record.

import { newId } from '../auth/base62';
import { savedBlockLimit } from '../plans';
import type { RedisClient } from '../redis/client';
import { IDEMPOTENCY_TTL_MS, type IdempotencyClaim, noClaim } from './idempotency';
import { keys } from './keys';
import { type CreateOutcome, type DeleteOutcome, type ListCursor, OwnedCollection, type UpdateOutcome } from './owned';
import { argv } from './script-args';
import type { StoreScripts } from './scripts';
import { type Writer, writerValues } from './writer';

export interface SavedBlockRecord {
  id: string;
  name: string;
  /** Owner; null for a shared block. */
  userId: string | null;
  /** The validated block as JSON. */
  blockJson: string;
  createdAt: number;
  updatedAt: number;
}

export type SavedBlockRow = Omit<SavedBlockRecord, 'blockJson' | 'createdAt'>;

export type BlockCreateOutcome = CreateOutcome<SavedBlockRecord, 'block_limit'>;
export type BlockUpdateOutcome = UpdateOutcome<SavedBlockRecord>;

export function isSavedBlockId(value: string): boolean {
  return /^blk_[0-9A-Za-z]{1,40}$/.test(value);
}

/** Index entries examined per list call (no filters: only a vanished entry is ever skipped). */
const MAX_SCAN = 5000;

export class SavedBlocks {
  private readonly collection: OwnedCollection;

  constructor(
    private readonly redis: RedisClient,
    private readonly scripts: StoreScripts,
  ) {
    this.collection = new OwnedCollection(redis, scripts, {
      isId: isSavedBlockId,
      recordPrefix: keys.blockPrefix,
      indexPrefix: keys.blockIndexPrefix,
      all: keys.blocksAll,
      shared: keys.blocksShared,
      ofUser: keys.blocksOfUser,
    });
  }

  async create(
    accountId: string,
    plan: string,
    input: { name: string; userId: string | null; blockJson: string },
    claim: IdempotencyClaim | null = null,
  ): Promise<BlockCreateOutcome> {
    const idem = claim ?? noClaim(accountId);
    const id = newId('blk', 20);
    const scope = input.userId === null ? keys.blocksShared(accountId) : keys.blocksOfUser(accountId, input.userId);
    const reply = await this.scripts.blockCreate(
      [
        keys.block(accountId, id),
        keys.blocksAll(accountId),
        scope,
        keys.usage(accountId),
        keys.account(accountId),
        idem.record,
      ],
      argv('blockCreate', {
        id,
        name: input.name,
        userId: input.userId ?? '',
        body: input.blockJson,
        maxBlocks: savedBlockLimit(plan),
        claimToken: idem.token,
        ttlMs: IDEMPOTENCY_TTL_MS,
      }),
    );
    if (reply.outcome === 'claim_lost' || reply.outcome === 'block_limit' || reply.outcome === 'storage_limit')
      return reply;
    if (reply.outcome !== 'ok') throw new Error(`block_create answered ${reply.outcome}`);
    const { now } = reply;
    return { outcome: 'ok', record: { id, ...input, createdAt: now, updatedAt: now } };
  }

  async get(accountId: string, id: string): Promise<SavedBlockRecord | null> {
    const f = await this.collection.read(accountId, id, ['block', 'name', 'userId', 'createdAt', 'updatedAt']);
    return f && toRecord(id, f);
  }

  /** The stored block as Redis holds it (what a locked-block check compares with), if `owner` owns it. */
  async storedBlockOf(accountId: string, id: string, owner: string): Promise<Buffer | null> {
    const f = await this.collection.readRaw(accountId, id, ['block', 'userId']);
    return f?.[0] && f[1]?.toString() === owner ? f[0] : null;
  }

  /** `lockGuard`: see LockGuard in templates.ts (lua/lock-guard.lib.lua). */
  async update(
    accountId: string,
    id: string,
    writer: Writer,
    patch: { name?: string; blockJson?: string },
    lockGuard = '',
  ): Promise<BlockUpdateOutcome | { outcome: 'locks' } | { outcome: 'changed' }> {
    if (!isSavedBlockId(id)) return { outcome: 'not_found' };
    const reply = await this.scripts.blockUpdate(
      [keys.block(accountId, id), keys.blocksAll(accountId), keys.usage(accountId), keys.account(accountId)],
      argv('blockUpdate', {
        ...writerValues(writer),
        indexPrefix: keys.blockIndexPrefix(accountId),
        setName: patch.name === undefined ? '0' : '1',
        name: patch.name ?? '',
        setBlock: patch.blockJson === undefined ? '0' : '1',
        body: patch.blockJson ?? '',
        lockGuard,
      }),
    );
    if (reply.outcome !== 'ok') return reply;
    return { outcome: 'ok', record: toRecord(id, reply.fields) };
  }

  async delete(accountId: string, id: string, writer: Writer): Promise<DeleteOutcome> {
    return this.collection.write(id, writer, (w) =>
      this.scripts.blockDelete(
        [keys.block(accountId, id), keys.blocksAll(accountId), keys.usage(accountId)],
        argv('blockDelete', { ...w, indexPrefix: keys.blockIndexPrefix(accountId) }),
      ),
    );
  }

  /** One page, newest first: every block (`userId` null) or one user's plus the shared ones. */
  async list(
    accountId: string,
    query: { userId: string | null; limit: number; cursor: ListCursor | null },
  ): Promise<{ rows: SavedBlockRow[]; next: ListCursor | null }> {
    const page = await this.collection.page(accountId, { ...query, maxScan: MAX_SCAN });
    // Saved blocks have no metadata filters, so never a `backfill`.
    if (page.outcome !== 'ok') throw new Error(`template_list answered ${page.outcome} for saved blocks`);
    const rows = page.rows.map(([id, name, userId, , , , updatedAt]) => ({
      id,
      name,
      userId: userId || null,
      updatedAt: Number(updatedAt),
    }));
    return { rows, next: page.next };
  }

  async count(accountId: string): Promise<number> {
    return this.redis.zcard(keys.blocksAll(accountId));
  }
}

/** Fields in the order block, name, userId, createdAt, updatedAt. */
function toRecord(id: string, f: Array<string | null>): SavedBlockRecord {
  return {
    id,
    blockJson: f[0] || '{}',
    name: f[1] ?? '',
    userId: f[2] ? f[2] : null,
    createdAt: Number(f[3] ?? 0),
    updatedAt: Number(f[4] ?? 0),
  };
}

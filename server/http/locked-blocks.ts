// Locked blocks on every write path (docs/api.md §15). A manager or the secret key saves at once.
// Anyone else's save is compared with the stored content (core/document/locks.ts) and written by
// the store's Lua step only if the stored content is still what was compared (its SHA-1), so a
// lock saved in between is never overwritten; a changed document is read and checked again. A
// save that adds no lock first tries without reading: it goes ahead when the stored content holds
// no lock either (one round trip, the usual case).
import { createHash } from 'node:crypto';
import { hasLockedBlock, lockViolation } from '../../core/document/locks';
import { errors } from '../errors';
import type { Writer } from '../store/writer';

/** Reads and checks before giving up with 409 `edit_conflict` (the content kept changing). */
export const LOCK_CHECK_ATTEMPTS = 4;

export type Guarded = { outcome: 'locks' } | { outcome: 'changed' };

export interface GuardedSave<T> {
  writer: Writer;
  /** The blocks the save would store, or null when it changes no content (no check). */
  next: readonly unknown[] | null;
  /**
   * The stored content as Redis holds it, and its blocks once parsed; null unless the writer owns
   * it (a refusal is then the Lua step's to give: nothing is revealed by a lock message).
   */
  readStored(): Promise<Buffer | null>;
  blocksOf(stored: unknown): readonly unknown[];
  /** The store's write with the guard its Lua step checks (lua/lock-guard.lib.lua). */
  save(guard: string): Promise<T>;
}

export async function saveUnderLocks<T extends { outcome: string }>(op: GuardedSave<T>): Promise<Exclude<T, Guarded>> {
  type R = Exclude<T, Guarded>;
  const { writer, next } = op;
  if (writer.manager || next === null) return (await op.save('')) as R;
  let guard: string | null = hasLockedBlock(next) ? null : 'nolocks';
  for (let attempt = 0; attempt < LOCK_CHECK_ATTEMPTS; attempt++) {
    if (guard === null) {
      const stored = (await op.readStored()) ?? Buffer.alloc(0);
      const blocks = stored.length > 0 ? op.blocksOf(JSON.parse(stored.toString('utf8'))) : [];
      const violation = lockViolation(blocks, next);
      if (violation) throw errors.blockLocked(violation.blockId, violation.change);
      guard = createHash('sha1').update(stored).digest('hex');
    }
    const result = await op.save(guard);
    if (result.outcome !== 'locks' && result.outcome !== 'changed') return result as R;
    guard = null;
  }
  throw errors.editConflict();
}

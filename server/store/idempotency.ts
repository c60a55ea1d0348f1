// Idempotency-Key for creates (docs/api.md §9). A request claims the key (idempotency-begin.lua);
// the create's own Lua step checks the claim and marks it 'stored' in the same atomic step as the
// insert (see IDEMPOTENT_CREATE below); the outcome is then recorded ('done') for replays.
// So an object is never stored twice for one key, even when the first answer was lost (a 503
// after the write): the retry finds 'stored' and rebuilds the response from the object.
// A record is a reference (object id, status, SHA-256 of the first body), never the body: a
// replay re-reads the object, so a deleted object's content is never served again, and a record
// costs a few hundred bytes whatever the object's size. At most MAX_RECORDS live per account.
import { createHash, randomBytes } from 'node:crypto';
import { keys } from './keys';
import type { StoreScripts } from './scripts';

/** How long a key is remembered after its create (24 h). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * How long an unfinished claim blocks its key. A live attempt is a few Redis commands, each cut
 * off by the command timeout, so 10 s outlasts any of them; and a claim orphaned by a failover
 * (replicated without its create) stops answering 409 within seconds.
 */
export const IDEMPOTENCY_CLAIM_MS = 10_000;
/**
 * Live records per account (~0.5 KB each with their index entry, so ≤ ~0.5 MB an account). Past
 * it the oldest record is evicted: its key is forgotten before its 24 h. Refusing new keys instead
 * would turn a busy integration's creates into errors; retries come within minutes, and 1,000
 * creates are 16 minutes of a free key's whole rate limit.
 */
export const IDEMPOTENCY_MAX_RECORDS = 1000;

/** What a create's Lua step needs: the record key (a KEYS entry) and this attempt's token (an ARGV). */
export interface IdempotencyClaim {
  record: string;
  token: string;
  /** The account's record index (bounds its records). */
  index: string;
}

/** For create scripts: the KEYS entry and ARGV values when the request carries no key. */
export function noClaim(accountId: string): IdempotencyClaim {
  return { record: keys.idempotency(accountId, 'none', 'none'), token: '', index: keys.idempotencyIndex(accountId) };
}

/*
 * The lines a create script adds (template-create.lua is the reference), with `idem` a KEYS entry
 * and `claimToken`/`ttlMs` ARGVs:
 *   before writing: if claimToken ~= '' and redis.call('HGET', idem, 'token') ~= claimToken then return {'claim_lost'} end
 *   after writing:  if claimToken ~= '' then redis.call('HSET', idem, 'state', 'stored', 'resource', id)
 *                     redis.call('PEXPIRE', idem, ttlMs) end
 */

export type BeginOutcome =
  | { outcome: 'new'; claim: IdempotencyClaim }
  | { outcome: 'mismatch' }
  | { outcome: 'pending' }
  | { outcome: 'done'; status: number; resourceId: string; body: string; bodySha: string; record: string }
  | { outcome: 'stored'; resourceId: string };

export function bodySha(body: string): string {
  return createHash('sha256').update(body).digest('hex');
}

export function fingerprint(parts: readonly string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(`${part.length}:`).update(part);
  return hash.digest('hex');
}

export class Idempotency {
  constructor(private readonly scripts: StoreScripts) {}

  /** `scope` names the create (`templates`, `images`, …); `key` is the client's Idempotency-Key. */
  async begin(accountId: string, scope: string, key: string, print: string): Promise<BeginOutcome> {
    const record = keys.idempotency(accountId, scope, createHash('sha256').update(key).digest('hex'));
    const token = randomBytes(12).toString('base64url');
    const index = keys.idempotencyIndex(accountId);
    const reply = await this.scripts.idempotencyBegin(
      [record, index],
      [print, token, IDEMPOTENCY_CLAIM_MS, IDEMPOTENCY_TTL_MS, IDEMPOTENCY_MAX_RECORDS],
    );
    switch (reply.outcome) {
      case 'new':
        return { outcome: 'new', claim: { record, token, index } };
      case 'done':
        return {
          outcome: 'done',
          status: reply.status,
          resourceId: reply.resource,
          body: reply.body,
          bodySha: reply.bodySha,
          record,
        };
      default:
        return reply;
    }
  }

  /** Remembers for 24 h which object the create made: its id, the status and the body's SHA-256. */
  async complete(claim: IdempotencyClaim, status: number, resourceId: string, bodySha: string): Promise<void> {
    await this.scripts.idempotencyFinish(
      [claim.record, claim.index],
      [claim.token, 'done', status, resourceId, bodySha, IDEMPOTENCY_TTL_MS],
    );
  }

  /** Frees the key after a create that stored nothing (a 402, say): a retry runs again. */
  async release(claim: IdempotencyClaim): Promise<void> {
    await this.scripts.idempotencyFinish(
      [claim.record, claim.index],
      [claim.token, 'release', '', '', '', IDEMPOTENCY_TTL_MS],
    );
  }
}

// Idempotency-Key for creates (docs/api.md §9). A request claims the key (idempotency-begin.lua);
// the create's own Lua step checks the claim and marks it 'stored' in the same atomic step as the
// insert (see IDEMPOTENT_CREATE below); the response is then recorded ('done') for replays.
// So an object is never stored twice for one key, even when the first answer was lost (a 503
// after the write): the retry finds 'stored' and rebuilds the response from the object.
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

/** What a create's Lua step needs: the record key (a KEYS entry) and this attempt's token (an ARGV). */
export interface IdempotencyClaim {
  record: string;
  token: string;
}

/** For create scripts: the KEYS entry and ARGV values when the request carries no key. */
export function noClaim(accountId: string): IdempotencyClaim {
  return { record: keys.idempotency(accountId, 'none', 'none'), token: '' };
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
  | { outcome: 'done'; status: number; body: string; record: string }
  | { outcome: 'stored'; resourceId: string };

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
    const reply = await this.scripts.idempotencyBegin([record], [print, token, IDEMPOTENCY_CLAIM_MS]);
    switch (reply.outcome) {
      case 'new':
        return { outcome: 'new', claim: { record, token } };
      case 'done':
        return { ...reply, record };
      default:
        return reply;
    }
  }

  /** Remembers the first response for 24 h. */
  async complete(claim: IdempotencyClaim, status: number, body: string): Promise<void> {
    await this.scripts.idempotencyFinish([claim.record], [claim.token, 'done', status, body, IDEMPOTENCY_TTL_MS]);
  }

  /** Frees the key after a create that stored nothing (a 402, say): a retry runs again. */
  async release(claim: IdempotencyClaim): Promise<void> {
    await this.scripts.idempotencyFinish([claim.record], [claim.token, 'release', '', '', IDEMPOTENCY_TTL_MS]);
  }
}

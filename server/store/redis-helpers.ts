// Small helpers every store module may use; nothing here knows a key layout.
import type { ChainableCommander } from 'ioredis';
import { randomBase62 } from '../auth/base62';

/** Runs a MULTI (plain or durable): each command's reply, or the first command error thrown. */
export async function exec(tx: ChainableCommander): Promise<unknown[]> {
  const results = await tx.exec();
  if (!results) throw new Error('transaction aborted');
  return results.map(([error, value]) => {
    if (error) throw error;
    return value;
  });
}

const PROCESS_TAG = randomBase62(8);
let sequence = 0;

/**
 * Unique per process and call: a sliding window's zset members must never collide, or two
 * requests in the same millisecond would count once.
 */
export function uniqueMember(): string {
  sequence = (sequence + 1) % 1_000_000_000;
  return `${PROCESS_TAG}${sequence}`;
}

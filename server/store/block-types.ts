// Custom block types (docs/api.md "Custom block types"): one hash per account, type name →
// definition JSON, so a render reads every definition of the account in one round trip (HGETALL)
// and the count limit is the hash's length, checked and written in one Lua step.
import type { RedisClient } from '../redis/client';
import { keys } from './keys';
import { argv } from './script-args';
import type { StoreScripts } from './scripts';

export interface StoredBlockType {
  name: string;
  /** The definition as stored: a JSON object starting with `updatedAt`, spliced into responses. */
  json: string;
}

export type BlockTypePutOutcome =
  | { outcome: 'ok'; created: boolean; type: StoredBlockType }
  | { outcome: 'type_limit'; limit: number }
  | { outcome: 'storage_limit'; limitMb: number };

export class BlockTypes {
  constructor(
    private readonly redis: RedisClient,
    private readonly scripts: StoreScripts,
  ) {}

  /** Creates or replaces `name` with a validated definition (`definitionJson`, a JSON object). */
  async put(accountId: string, name: string, definitionJson: string, maxTypes: number): Promise<BlockTypePutOutcome> {
    const reply = await this.scripts.blockTypePut(
      [keys.blockTypes(accountId), keys.usage(accountId), keys.account(accountId)],
      argv('blockTypePut', { name, body: definitionJson, maxTypes }),
    );
    if (reply.outcome === 'no_account') throw new Error(`block_type_put: account ${accountId} does not exist`);
    if (reply.outcome !== 'ok') return reply;
    return { outcome: 'ok', created: reply.result === 'created', type: { name, json: reply.stored } };
  }

  async delete(accountId: string, name: string): Promise<boolean> {
    const reply = await this.scripts.blockTypeDelete(
      [keys.blockTypes(accountId), keys.usage(accountId)],
      argv('blockTypeDelete', { name }),
    );
    return reply.outcome === 'ok';
  }

  /** Every type of the account, by name (one round trip). */
  async all(accountId: string): Promise<StoredBlockType[]> {
    const map = await this.redis.hgetall(keys.blockTypes(accountId));
    return Object.keys(map)
      .sort()
      .map((name) => ({ name, json: map[name] as string }));
  }
}

// The operator's library (starter templates): one hash, seed id → item JSON (already validated).
import type { RedisClient } from '../redis/client';
import { keys } from './keys';

export interface LibraryItem {
  _id: string;
  name: string;
  tags: string[];
  thumbnail: string | null;
  blockTree: unknown;
}

export function isLibraryId(value: string): boolean {
  return /^seed-[0-9]{1,9}$/.test(value);
}

const seedNumber = (id: string) => Number(id.slice(5));

export class Library {
  constructor(private readonly redis: RedisClient) {}

  /** Idempotent upsert of validated items. */
  async upsert(items: readonly LibraryItem[]): Promise<void> {
    if (items.length === 0) return;
    const fields: Record<string, string> = {};
    for (const item of items) fields[item._id] = JSON.stringify(item);
    await this.redis.hset(keys.library(), fields);
  }

  async remove(id: string): Promise<boolean> {
    return (await this.redis.hdel(keys.library(), id)) === 1;
  }

  /** Item JSON strings in seed order, ready to splice into the response. */
  async listJson(): Promise<string[]> {
    const all = await this.redis.hgetall(keys.library());
    return Object.keys(all)
      .sort((a, b) => seedNumber(a) - seedNumber(b))
      .map((id) => all[id]!);
  }
}

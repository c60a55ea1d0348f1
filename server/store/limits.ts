// Sliding windows for callers without a key: client addresses (logins: `logins.ts`).
import type { RedisClient } from '../redis/client';
import { REDIS_TIME, type WindowClock } from './clock';
import { keys } from './keys';
import { uniqueMember } from './redis-helpers';
import type { StoreScripts } from './scripts';

export interface WindowResult {
  allowed: boolean;
  limit: number;
  remaining: number;
  resetAt: number;
  now: number;
}

export type AddressBucket = 'public' | 'auth-failure';

export class Limits {
  constructor(
    readonly redis: RedisClient,
    private readonly scripts: StoreScripts,
    private readonly clock: WindowClock = REDIS_TIME,
  ) {}

  private async run(key: string, limit: number, windowMs: number, mode: 'hit' | 'peek'): Promise<WindowResult> {
    const { outcome, ...state } = await this.scripts.window(
      [key],
      [limit, windowMs, uniqueMember(), mode, this.clock.offsetMs()],
    );
    return { allowed: outcome === 'ok', ...state };
  }

  /** Counts one event for `address` in `bucket` unless the window is full. */
  hitAddress(bucket: AddressBucket, address: string, limit: number, windowMs: number): Promise<WindowResult> {
    return this.run(keys.addressWindow(bucket, address), limit, windowMs, 'hit');
  }

  peekAddress(bucket: AddressBucket, address: string, limit: number, windowMs: number): Promise<WindowResult> {
    return this.run(keys.addressWindow(bucket, address), limit, windowMs, 'peek');
  }

  /** Dashboard requests: one window per dashboard user, inside the account's hash tag. */
  hitDashboardUser(accountId: string, userId: string, limit: number, windowMs: number): Promise<WindowResult> {
    return this.run(keys.dashboardWindow(accountId, userId), limit, windowMs, 'hit');
  }
}

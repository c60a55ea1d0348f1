// Test sends (docs/api.md §16): each one is checked against, and charged to, its sender's hourly
// window and the account's daily window in one Lua step (window-charge.lua), before any mail
// goes out; a send the mail server did not take is refunded.
import { REDIS_TIME, type WindowClock } from './clock';
import { keys } from './keys';
import { uniqueMember } from './redis-helpers';
import type { StoreScripts } from './scripts';

export const TEST_SEND_LIMITS = {
  perSender: 10,
  senderWindowMs: 3_600_000,
  perAccount: 200,
  accountWindowMs: 86_400_000,
} as const;

/** Who sends: a session token's user, or a secret key (which counts as a sender of its own). */
export type TestSender = { userId: string } | { keyId: string };

export type TestSendCharge =
  | { allowed: true; refund(): Promise<void> }
  | { allowed: false; window: 'sender' | 'account'; limit: number; retryAfterMs: number };

export class TestSends {
  constructor(
    private readonly scripts: StoreScripts,
    private readonly clock: WindowClock = REDIS_TIME,
  ) {}

  /** Checks and charges one send in one Lua step, on the windows' clock (Redis TIME, shifted only by a test clock). */
  async charge(accountId: string, sender: TestSender): Promise<TestSendCharge> {
    const who = 'userId' in sender ? `user:${sender.userId}` : `key:${sender.keyId}`;
    const windows = [keys.testSendSenderWindow(accountId, who), keys.testSendAccountWindow(accountId)];
    const member = uniqueMember();
    const { perSender, senderWindowMs, perAccount, accountWindowMs } = TEST_SEND_LIMITS;
    const reply = await this.scripts.windowCharge(windows, [
      perSender,
      senderWindowMs,
      perAccount,
      accountWindowMs,
      member,
      this.clock.offsetMs(),
    ]);
    if (reply.outcome === 'full') {
      const sender = reply.window === 1;
      return {
        allowed: false,
        window: sender ? 'sender' : 'account',
        limit: sender ? perSender : perAccount,
        retryAfterMs: Math.max(0, reply.resetAt - reply.now),
      };
    }
    const scripts = this.scripts;
    return {
      allowed: true,
      async refund() {
        await scripts.windowRefund(windows, [member]);
      },
    };
  }
}

// Dashboard login attempts: charged before the password is hashed, refunded when it was right.
import { REDIS_TIME, type WindowClock } from './clock';
import { keys } from './keys';
import { uniqueMember } from './redis-helpers';
import type { StoreScripts } from './scripts';

export interface LoginLimits {
  /** Attempts per window for one (e-mail, address) pair. */
  pairLimit: number;
  /** Attempts per window for one e-mail over every address. */
  emailLimit: number;
  windowMs: number;
}

export type LoginAttempt = { allowed: true; refund(): Promise<void> } | { allowed: false; retryAfterMs: number };

export class Logins {
  constructor(
    private readonly scripts: StoreScripts,
    private readonly clock: WindowClock = REDIS_TIME,
  ) {}

  /** Checks and charges one attempt in one Lua step (parallel guesses cannot slip past the check). */
  async attempt(emailSha256: string, address: string, limits: LoginLimits): Promise<LoginAttempt> {
    const windows = [keys.loginPairWindow(emailSha256, address), keys.loginWindow(emailSha256)];
    const member = uniqueMember();
    const { pairLimit, emailLimit, windowMs } = limits;
    const reply = await this.scripts.windowCharge(windows, [
      pairLimit,
      windowMs,
      emailLimit,
      windowMs,
      member,
      this.clock.offsetMs(),
    ]);
    if (reply.outcome === 'full') return { allowed: false, retryAfterMs: Math.max(0, reply.resetAt - reply.now) };
    const scripts = this.scripts;
    return {
      allowed: true,
      async refund() {
        await scripts.windowRefund(windows, [member]);
      },
    };
  }
}

// Dashboard users (key owners): e-mail + scrypt password, looked up by SHA-256 of the e-mail.
import type { ChainableCommander } from 'ioredis';
import { newId } from '../auth/base62';
import { hashPassword } from '../auth/password';
import { passwordProblem, WeakPasswordError } from '../auth/password-policy';
import { sha256Hex } from '../auth/secret-key';
import type { RedisClient } from '../redis/client';
import { writeDurably } from '../redis/durable';
import { keys } from './keys';

export interface DashboardUser {
  id: string;
  accountId: string;
  email: string;
  passwordHash: string;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailHash(email: string): string {
  return sha256Hex(normaliseEmail(email));
}

export class DashboardUsers {
  constructor(private readonly redis: RedisClient) {}

  /** Queues a user on a transaction of its account; the login lookup is written after it. */
  async prepare(
    accountId: string,
    email: string,
    password: string,
  ): Promise<{ user: DashboardUser; queue(tx: ChainableCommander): void }> {
    const user: DashboardUser = {
      id: newId('duser'),
      accountId,
      email: normaliseEmail(email),
      passwordHash: await hashPassword(password),
    };
    return {
      user,
      queue(tx) {
        tx.hset(keys.dashboardUser(accountId, user.id), {
          id: user.id,
          accountId,
          email: user.email,
          password: user.passwordHash,
          createdAt: Date.now(),
        });
        tx.sadd(keys.dashboardUsers(accountId), user.id);
      },
    };
  }

  /** Claims the e-mail (fails when another user has it). */
  async claimEmail(user: DashboardUser): Promise<boolean> {
    const ok = await writeDurably(this.redis, (p) =>
      p.set(keys.loginLookup(emailHash(user.email)), `${user.accountId} ${user.id}`, 'NX'),
    );
    return ok === 'OK';
  }

  async emailTaken(email: string): Promise<boolean> {
    return (await this.redis.exists(keys.loginLookup(emailHash(email)))) === 1;
  }

  async findByEmail(email: string): Promise<DashboardUser | null> {
    const ref = await this.redis.get(keys.loginLookup(emailHash(email)));
    if (!ref) return null;
    const [accountId, userId] = ref.split(' ');
    if (!accountId || !userId) return null;
    return this.get(accountId, userId);
  }

  async get(accountId: string, userId: string): Promise<DashboardUser | null> {
    const raw = await this.redis.hmget(keys.dashboardUser(accountId, userId), 'id', 'email', 'password');
    if (!raw[0] || !raw[1] || !raw[2]) return null;
    return { id: raw[0], accountId, email: raw[1], passwordHash: raw[2] };
  }

  async exists(accountId: string, userId: string): Promise<boolean> {
    return (await this.redis.exists(keys.dashboardUser(accountId, userId))) === 1;
  }

  /** Replaces a user's password (the demo seeding resets one it no longer knows); refuses a weak one. */
  async setPassword(user: DashboardUser, password: string): Promise<void> {
    const problem = passwordProblem(password);
    if (problem) throw new WeakPasswordError(`the password ${problem}`);
    await this.redis.hset(keys.dashboardUser(user.accountId, user.id), 'password', await hashPassword(password));
  }
}

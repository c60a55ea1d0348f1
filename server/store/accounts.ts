// Accounts: plan, effective limits (enterprise overrides), usage.

import { newId } from '../auth/base62';
import {
  effectiveLimits,
  isPlanName,
  type LimitOverrides,
  OVERRIDABLE_LIMITS,
  PLANS,
  type PlanLimits,
  type PlanName,
} from '../plans';
import type { RedisClient } from '../redis/client';
import { durableMulti } from '../redis/durable';
import { keys } from './keys';
import type { StoreScripts } from './scripts';

export interface Account {
  id: string;
  name: string;
  plan: PlanName;
  limits: PlanLimits;
  createdAt: number;
}

export interface Usage {
  templates: number;
  storageBytes: number;
  /** Renders in the current calendar month (UTC). */
  renders: number;
}

export type { LimitOverrides } from '../plans';

/** `YYYY-MM` of a UTC calendar month: renders are counted per month. */
export function monthKey(date = new Date()): string {
  return date.toISOString().slice(0, 7);
}

function limitFields(limits: PlanLimits): Record<string, number> {
  return {
    'limit:rpm': limits.rpm,
    'limit:templates': limits.templates,
    'limit:renders': limits.renders,
    'limit:storageMb': limits.storageMb,
    'limit:coEditors': limits.coEditors,
  };
}

export class Accounts {
  constructor(
    private readonly redis: RedisClient,
    private readonly scripts: StoreScripts,
  ) {}

  newAccountId(): string {
    return newId('acct');
  }

  /** Queues the account record on a transaction (so it lands with its first key). */
  accountFields(
    id: string,
    name: string,
    plan: PlanName,
    overrides: LimitOverrides = {},
  ): Record<string, string | number> {
    return {
      id,
      name,
      plan,
      createdAt: Date.now(),
      ...limitFields(effectiveLimits(plan, overrides)),
      ...overrideFields(overrides),
    };
  }

  async get(accountId: string): Promise<Account | null> {
    if (!isAccountId(accountId)) return null;
    const raw = await this.redis.hgetall(keys.account(accountId));
    return parseAccount(raw);
  }

  async setPlan(accountId: string, plan: PlanName, overrides: LimitOverrides = {}): Promise<Account | null> {
    const current = await this.redis.hgetall(keys.account(accountId));
    if (!current.id) return null;
    const merged: LimitOverrides = plan === 'enterprise' ? { ...readOverrides(current), ...overrides } : {};
    const tx = durableMulti(this.redis);
    tx.hset(keys.account(accountId), {
      plan,
      ...limitFields(effectiveLimits(plan, merged)),
      ...overrideFields(merged),
    });
    if (plan !== 'enterprise')
      tx.hdel(keys.account(accountId), ...OVERRIDABLE_LIMITS.map((name) => `override:${name}`));
    await tx.exec();
    return this.get(accountId);
  }

  /** Counts one render if the month's quota allows it (for `POST /v1/render`). */
  async countRender(accountId: string): Promise<{ ok: true; used: number } | { ok: false; limit: number }> {
    const reply = await this.scripts.renderCount(
      [keys.usage(accountId), keys.account(accountId)],
      [`renders:${monthKey()}`],
    );
    if (reply.outcome === 'ok') return { ok: true, used: reply.used };
    if (reply.outcome === 'no_account') throw new Error(`account ${accountId} has no limits`);
    return { ok: false, limit: reply.limit };
  }

  async usage(accountId: string): Promise<Usage> {
    const month = `renders:${monthKey()}`;
    const [usage, templates] = await Promise.all([
      this.redis.hmget(keys.usage(accountId), 'storageBytes', month),
      this.redis.zcard(keys.templatesAll(accountId)),
    ]);
    return { storageBytes: Number(usage[0] ?? 0), renders: Number(usage[1] ?? 0), templates };
  }

  /** Account and usage in one round trip (validate and dashboard routes). */
  async withUsage(accountId: string): Promise<{ account: Account; usage: Usage } | null> {
    const month = `renders:${monthKey()}`;
    const result = await this.redis
      .multi()
      .hgetall(keys.account(accountId))
      .hmget(keys.usage(accountId), 'storageBytes', month)
      .zcard(keys.templatesAll(accountId))
      .exec();
    if (!result) return null;
    for (const [error] of result) if (error) throw error;
    const account = parseAccount(result[0]![1] as Record<string, string>);
    if (!account) return null;
    const usage = result[1]![1] as Array<string | null>;
    return {
      account,
      usage: { storageBytes: Number(usage[0] ?? 0), renders: Number(usage[1] ?? 0), templates: Number(result[2]![1]) },
    };
  }
}

export function isAccountId(value: string): boolean {
  return /^acct_[0-9A-Za-z]{1,40}$/.test(value);
}

function overrideFields(overrides: LimitOverrides): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(overrides)) if (typeof v === 'number') out[`override:${k}`] = v;
  return out;
}

function readOverrides(raw: Record<string, string>): LimitOverrides {
  const out: LimitOverrides = {};
  for (const k of OVERRIDABLE_LIMITS) {
    const v = raw[`override:${k}`];
    if (v !== undefined) out[k] = Number(v);
  }
  return out;
}

function parseAccount(raw: Record<string, string>): Account | null {
  if (!raw.id || !isPlanName(raw.plan)) return null;
  return {
    id: raw.id,
    name: raw.name ?? '',
    plan: raw.plan,
    createdAt: Number(raw.createdAt ?? 0),
    limits: {
      rpm: Number(raw['limit:rpm']),
      templates: Number(raw['limit:templates']),
      renders: Number(raw['limit:renders']),
      storageMb: Number(raw['limit:storageMb']),
      // Accounts recorded before the limit existed have the plan's value.
      coEditors: Number(raw['limit:coEditors'] ?? PLANS[raw.plan].limits.coEditors),
    },
  };
}

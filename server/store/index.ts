// The store: the only code that knows Redis key layouts. Routes and the operator CLI use it.

import type { KeyPrefix } from '../auth/secret-key';
import type { PlanName } from '../plans';
import type { RedisClient } from '../redis/client';
import { durableMulti, writeDurably } from '../redis/durable';
import { Accounts, type LimitOverrides } from './accounts';
import { ApiKeys } from './api-keys';
import { BlockTypes } from './block-types';
import { SavedBlocks } from './blocks';
import { REDIS_TIME, type WindowClock } from './clock';
import { CollabStore } from './collab';
import { Comments } from './comments';
import { DashboardUsers } from './dashboard-users';
import { Idempotency } from './idempotency';
import { Images } from './images';
import { keys } from './keys';
import { Library } from './library';
import { Limits } from './limits';
import { Logins } from './logins';
import { exec } from './redis-helpers';
import { registerScripts, type StoreScripts } from './scripts';
import { Templates } from './templates';
import { TestSends } from './test-sends';
import { TemplateVersions } from './versions';

export class StoreError extends Error {
  constructor(
    readonly code: 'email_taken' | 'account_not_found',
    message: string,
  ) {
    super(message);
    this.name = 'StoreError';
  }
}

export interface NewAccount {
  name?: string;
  plan: PlanName;
  overrides?: LimitOverrides;
  email?: string;
  password?: string;
  keyPrefix?: KeyPrefix;
}

export interface CreatedAccount {
  accountId: string;
  keyId: string;
  apiKey: string;
  dashboardUserId?: string;
}

export class Store {
  readonly scripts: StoreScripts;
  readonly accounts: Accounts;
  readonly apiKeys: ApiKeys;
  readonly templates: Templates;
  readonly dashboardUsers: DashboardUsers;
  readonly limits: Limits;
  readonly logins: Logins;
  readonly library: Library;
  readonly images: Images;
  readonly idempotency: Idempotency;
  readonly blocks: SavedBlocks;
  readonly blockTypes: BlockTypes;
  readonly versions: TemplateVersions;
  readonly testSends: TestSends;
  readonly collab: CollabStore;
  readonly comments: Comments;

  /** `clock` shifts the sliding windows' time: tests only (see clock.ts). */
  constructor(
    readonly redis: RedisClient,
    clock: WindowClock = REDIS_TIME,
  ) {
    this.scripts = registerScripts(redis);
    this.accounts = new Accounts(redis, this.scripts);
    this.apiKeys = new ApiKeys(redis, this.scripts, clock);
    this.templates = new Templates(redis, this.scripts);
    this.dashboardUsers = new DashboardUsers(redis);
    this.limits = new Limits(redis, this.scripts, clock);
    this.logins = new Logins(this.scripts, clock);
    this.library = new Library(redis);
    this.images = new Images(redis, this.scripts);
    this.idempotency = new Idempotency(this.scripts);
    this.blocks = new SavedBlocks(redis, this.scripts);
    this.blockTypes = new BlockTypes(redis, this.scripts);
    this.versions = new TemplateVersions(redis);
    this.collab = new CollabStore(redis, this.scripts);
    this.testSends = new TestSends(this.scripts, clock);
    this.comments = new Comments(redis, this.scripts);
  }

  /** Account + first key (+ dashboard user when e-mail and password are given). */
  async createAccount(input: NewAccount): Promise<CreatedAccount> {
    const accountId = this.accounts.newAccountId();
    const user =
      input.email && input.password ? await this.dashboardUsers.prepare(accountId, input.email, input.password) : null;
    if (user && !(await this.dashboardUsers.claimEmail(user.user))) {
      throw new StoreError('email_taken', `a dashboard user with e-mail ${user.user.email} already exists`);
    }
    const tx = durableMulti(this.redis);
    tx.hset(
      keys.account(accountId),
      this.accounts.accountFields(accountId, input.name ?? accountId, input.plan, input.overrides),
    );
    // A new account has no template from before the metadata indexes: nothing to build (templates.ts).
    tx.hset(keys.templatesMetaBuilt(accountId), 'done', '1');
    const key = this.apiKeys.queueCreate(tx, accountId, input.keyPrefix);
    user?.queue(tx);
    await exec(tx);
    await writeDurably(this.redis, (p) => p.sadd(keys.accounts(), accountId));
    await this.apiKeys.publishLookup(accountId, key.keyId, key.hash);
    return { accountId, keyId: key.keyId, apiKey: key.apiKey, ...(user && { dashboardUserId: user.user.id }) };
  }

  async createDashboardUser(accountId: string, email: string, password: string): Promise<{ userId: string }> {
    if (!(await this.accounts.get(accountId)))
      throw new StoreError('account_not_found', `account ${accountId} does not exist`);
    const user = await this.dashboardUsers.prepare(accountId, email, password);
    if (!(await this.dashboardUsers.claimEmail(user.user))) {
      throw new StoreError('email_taken', `a dashboard user with e-mail ${user.user.email} already exists`);
    }
    const tx = durableMulti(this.redis);
    user.queue(tx);
    await exec(tx);
    return { userId: user.user.id };
  }

  async listAccountIds(): Promise<string[]> {
    return this.redis.smembers(keys.accounts());
  }
}

export function createStore(redis: RedisClient, clock?: WindowClock): Store {
  return new Store(redis, clock);
}

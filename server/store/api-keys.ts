// API keys: only SHA-256(secret) is stored; a lookup key maps that hash to the key record.
import type { ChainableCommander } from 'ioredis';
import { newId } from '../auth/base62';
import { generateSecretKey, type KeyPrefix, sha256Hex } from '../auth/secret-key';
import type { RedisClient } from '../redis/client';
import { durableMulti, writeDurably } from '../redis/durable';
import { isKeyId, type KeyRecord, newRecord, parseKey } from './api-key-record';
import { REDIS_TIME, type WindowClock } from './clock';
import { IDEMPOTENCY_TTL_MS, type IdempotencyClaim, noClaim } from './idempotency';
import { keys } from './keys';
import { exec, uniqueMember } from './redis-helpers';
import type { StoreScripts } from './scripts';

export { isKeyId, type KeyRecord, type KeyStatus } from './api-key-record';

export interface KeyRef {
  accountId: string;
  keyId: string;
}

export type AdmitResult =
  | { outcome: 'ok'; plan: string; limit: number; remaining: number; resetAt: number; now: number; generation: number }
  | { outcome: 'unauthorized' }
  | { outcome: 'origin' }
  | { outcome: 'rate'; plan: string; limit: number; remaining: 0; resetAt: number; now: number };

export interface AdmitRequest extends KeyRef {
  /** For secret keys: the record must carry this hash (guards the lookup cache). */
  secretHash?: string;
  /** For session tokens: the generation the token was minted for. */
  generation?: number;
  checkOrigin: boolean;
  origin: string;
  windowMs: number;
}

/** Active keys per account (docs/api.md §9). */
export const MAX_ACTIVE_KEYS = 20;

export class KeyLimitError extends Error {
  readonly code = 'key_limit_reached';
  constructor(readonly limit: number) {
    super(`an account may have at most ${limit} active keys; revoke one before creating another`);
    this.name = 'KeyLimitError';
  }
}

export class ClaimLostError extends Error {
  constructor() {
    super('the Idempotency-Key claim expired before the key was stored');
    this.name = 'ClaimLostError';
  }
}

export interface CreatedKey {
  keyId: string;
  /** The secret: in this response only (and, sealed, in its idempotency record). */
  apiKey: string;
  record: KeyRecord;
}

export interface RotatedKey extends CreatedKey {
  /** The old key as the rotation left it. */
  revoked: KeyRecord;
}

export type RotateResult = ({ outcome: 'ok' } & RotatedKey) | { outcome: 'missing' } | { outcome: 'revoked' };

/**
 * An Idempotency-Key on a key creation: the create's Lua step checks the claim and records the
 * response in the same step. The response holds the secret, so it is recorded sealed only.
 */
export interface KeyReplay<T extends CreatedKey> {
  claim: IdempotencyClaim;
  status: number;
  /** The response for `created`, encrypted (see auth/sealed-box.ts). */
  seal(created: T): string;
}

function replayArgs<T extends CreatedKey>(accountId: string, replay: KeyReplay<T> | undefined, created: T) {
  const claim = replay?.claim ?? noClaim(accountId);
  const args = replay
    ? [claim.token, IDEMPOTENCY_TTL_MS, replay.status, replay.seal(created)]
    : ['', IDEMPOTENCY_TTL_MS, '', ''];
  return { record: claim.record, args };
}

export class ApiKeys {
  /** secret hash → key ref; the mapping never changes (status is checked in Redis every time). */
  private readonly cache = new Map<string, KeyRef>();

  constructor(
    private readonly redis: RedisClient,
    private readonly scripts: StoreScripts,
    private readonly clock: WindowClock = REDIS_TIME,
  ) {}

  /** Queues a new key on a transaction of its account; returns the secret (shown once). */
  queueCreate(
    tx: ChainableCommander,
    accountId: string,
    prefix: KeyPrefix = 'eb_live_',
  ): { keyId: string; apiKey: string; hash: string } {
    const apiKey = generateSecretKey(prefix);
    const keyId = newId('key');
    const hash = sha256Hex(apiKey);
    const createdAt = Date.now();
    tx.hset(keys.apiKey(accountId, keyId), {
      id: keyId,
      accountId,
      hash,
      prefix,
      lastFour: apiKey.slice(-4),
      status: 'active',
      generation: 1,
      origins: '',
      createdAt,
    });
    tx.zadd(keys.keyList(accountId), createdAt, keyId);
    return { keyId, apiKey, hash };
  }

  /**
   * Creates a key for an existing account, unless it already has MAX_ACTIVE_KEYS active keys
   * (throws KeyLimitError): extra keys must not multiply the account's rate limit. With `replay`,
   * the same Lua step checks the Idempotency-Key claim (ClaimLostError) and records the response.
   */
  async create(accountId: string, prefix: KeyPrefix = 'eb_live_', replay?: KeyReplay<CreatedKey>): Promise<CreatedKey> {
    const apiKey = generateSecretKey(prefix);
    const keyId = newId('key');
    const hash = sha256Hex(apiKey);
    const createdAt = Date.now();
    const record: KeyRecord = { ...newRecord(accountId, keyId, prefix, apiKey, createdAt), origins: [] };
    const created = { keyId, apiKey, record };
    const idem = replayArgs(accountId, replay, created);
    const reply = await this.scripts.keyCreate(
      [keys.apiKey(accountId, keyId), keys.keyList(accountId), idem.record],
      [
        keyId,
        accountId,
        hash,
        prefix,
        record.lastFour,
        createdAt,
        MAX_ACTIVE_KEYS,
        keys.apiKeyPrefix(accountId),
        ...idem.args,
      ],
    );
    if (reply.outcome === 'claim_lost') throw new ClaimLostError();
    if (reply.outcome === 'key_limit') throw new KeyLimitError(reply.limit);
    await this.publishLookup(accountId, keyId, hash);
    return created;
  }

  /** The global hash → key mapping, written after the record so a key is never half-usable. */
  async publishLookup(accountId: string, keyId: string, hash: string): Promise<void> {
    await writeDurably(this.redis, (p) => p.set(keys.secretLookup(hash), `${accountId} ${keyId}`));
  }

  async resolveSecret(secretHash: string): Promise<KeyRef | null> {
    const cached = this.cache.get(secretHash);
    if (cached) return cached;
    const value = await this.redis.get(keys.secretLookup(secretHash));
    if (!value) return null;
    const [accountId, keyId] = value.split(' ');
    if (!accountId || !keyId) return null;
    const ref = { accountId, keyId };
    if (this.cache.size >= 50_000) this.cache.clear();
    this.cache.set(secretHash, ref);
    return ref;
  }

  /** Key live → origin → rate limit, in one script call. */
  async admit(request: AdmitRequest): Promise<AdmitResult> {
    const { accountId, keyId } = request;
    return this.scripts.admit(
      [keys.apiKey(accountId, keyId), keys.account(accountId), keys.accountWindow(accountId)],
      [
        request.secretHash ?? '',
        request.generation === undefined ? '' : String(request.generation),
        request.checkOrigin ? '1' : '0',
        request.origin,
        request.windowMs,
        uniqueMember(),
        this.clock.offsetMs(),
      ],
    );
  }

  async get(accountId: string, keyId: string): Promise<KeyRecord | null> {
    if (!isKeyId(keyId)) return null;
    return parseKey(await this.redis.hgetall(keys.apiKey(accountId, keyId)));
  }

  async list(accountId: string): Promise<KeyRecord[]> {
    const ids = await this.redis.zrange(keys.keyList(accountId), '0', '-1');
    if (ids.length === 0) return [];
    const pipeline = this.redis.pipeline();
    for (const id of ids) pipeline.hgetall(keys.apiKey(accountId, id));
    const results = await pipeline.exec();
    const out: KeyRecord[] = [];
    for (const [error, raw] of results ?? []) {
      if (error) throw error;
      const record = parseKey(raw as Record<string, string>);
      if (record) out.push(record);
    }
    return out;
  }

  /** Marks the key revoked and bumps its generation: its session tokens die with it. */
  async revoke(accountId: string, keyId: string): Promise<KeyRecord | null> {
    const record = await this.get(accountId, keyId);
    if (!record) return null;
    if (record.status !== 'revoked') {
      const key = keys.apiKey(accountId, keyId);
      await exec(
        durableMulti(this.redis).hset(key, { status: 'revoked', revokedAt: Date.now() }).hincrby(key, 'generation', 1),
      );
    }
    return this.get(accountId, keyId);
  }

  /**
   * Creates a replacement key (same prefix and origins) and revokes the old one in one script.
   * `missing`: no such key in the account; `revoked`: the old key was already revoked. With
   * `replay`, as for `create`.
   */
  async rotate(accountId: string, keyId: string, replay?: KeyReplay<RotatedKey>): Promise<RotateResult> {
    // The response is built (and sealed) before the script runs; the script refuses when the
    // origins it would copy are not the ones read here, and the rotation starts over.
    for (let attempt = 0; attempt < 3; attempt++) {
      const old = await this.get(accountId, keyId);
      if (!old) return { outcome: 'missing' };
      if (old.status !== 'active') return { outcome: 'revoked' };
      const apiKey = generateSecretKey(old.prefix);
      const newKeyId = newId('key');
      const hash = sha256Hex(apiKey);
      const now = Date.now();
      const rotated: RotatedKey = {
        keyId: newKeyId,
        apiKey,
        record: { ...newRecord(accountId, newKeyId, old.prefix, apiKey, now), origins: old.origins },
        revoked: { ...old, status: 'revoked', revokedAt: now, generation: old.generation + 1 },
      };
      const idem = replayArgs(accountId, replay, rotated);
      const { outcome } = await this.scripts.keyRotate(
        [keys.apiKey(accountId, keyId), keys.apiKey(accountId, newKeyId), keys.keyList(accountId), idem.record],
        [newKeyId, accountId, hash, old.prefix, rotated.record.lastFour, now, old.origins.join('\n'), ...idem.args],
      );
      if (outcome === 'claim_lost') throw new ClaimLostError();
      if (outcome === 'missing' || outcome === 'revoked') return { outcome };
      if (outcome === 'origins_changed') continue;
      await this.publishLookup(accountId, newKeyId, hash);
      return { outcome: 'ok', ...rotated };
    }
    throw new Error('key origins kept changing during rotation');
  }

  async setOrigins(accountId: string, keyId: string, origins: readonly string[]): Promise<KeyRecord | null> {
    const record = await this.get(accountId, keyId);
    if (!record) return null;
    await writeDurably(this.redis, (p) => p.hset(keys.apiKey(accountId, keyId), 'origins', origins.join('\n')));
    return { ...record, origins: [...origins] };
  }
}

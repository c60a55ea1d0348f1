// Live co-editing's storage (docs/api.md §14). Per template, under the account's hash tag:
//   log       list of Yjs updates, oldest first; the first is the base every instance builds on.
//             An update is appended (and confirmed by REDIS_MIN_REPLICAS_ACK replicas) before the
//             editor is told it is stored, so a dead instance loses nothing it acknowledged.
//             Past COMPACT_AFTER_ENTRIES entries, or COMPACT_AFTER_BYTES appended since its first
//             entry (a few huge updates weigh more than many small ones), its entries are
//             replaced by one snapshot of them.
//   logbytes  what the log's entries after the first weigh, in bytes: counted by each append,
//             lowered by the compaction that replaces them (in its script).
//   editors   who is editing, for the plan's coEditors limit across instances, and for the gallery
//             ("<person> <connection> <display name>" → last seen).
//   versioned a marker that a live version was recorded this minute.
// Updates travel between instances on one pub/sub channel (plain PUBLISH reaches every node's
// subscribers on a single Redis, through Sentinel and across a Cluster's bus).
import { createHash } from 'node:crypto';
import { Cluster } from 'ioredis';
import { type RedisClient, waitForRedis } from '../redis/client';
import { sendDurably } from '../redis/durable';
import { type CollabMessage, encodeMessage, headerPrefix, parseMessage } from './collab-message';
import { keys } from './keys';
import type { StoreScripts } from './scripts';

export type { CollabMessage, Contributor } from './collab-message';

/** A live document's log outlives its last change by this long, then the template alone is the truth. */
export const LOG_TTL_MS = 24 * 60 * 60 * 1000;
/** A log longer than this many entries is compacted into one snapshot (compact()). */
export const COMPACT_AFTER_ENTRIES = 200;
/** A log whose entries after the first weigh more than this (bytes) is compacted too. */
export const COMPACT_AFTER_BYTES = 512 * 1024;
/** An editor entry not refreshed for this long belongs to a dead instance and no longer counts. */
export const EDITOR_STALE_MS = 90_000;

/** An editor's entry: the person (`user:<id>` or `key:<keyId>`), their connection and display name. */
export function editorMember(person: string, connection: string, name: string): string {
  return `${person} ${connection} ${name}`;
}

/** Someone editing a template now (the gallery shows them on its card). */
export interface LiveEditor {
  userId: string;
  name: string;
}

/** A log's size after an append: its entries, and the bytes of those after the first. */
export interface LogSize {
  entries: number;
  bytes: number;
}

interface PendingAppend {
  message: CollabMessage;
  resolve(result: LogSize): void;
  reject(error: unknown): void;
}

export class CollabStore {
  /** Accounts with an append on its way, and the appends waiting for it (group commit, append()). */
  private readonly waitingAppends = new Map<string, PendingAppend[]>();

  constructor(
    private readonly redis: RedisClient,
    private readonly scripts: StoreScripts,
  ) {}

  /** Accounts with an append on its way to Redis now (0 once everything sent was answered). */
  get appendsOnTheirWay(): number {
    return this.waitingAppends.size;
  }

  /** Stores `base` as the log's first entry when it is empty; then every entry, oldest first. */
  async load(accountId: string, templateId: string, base: Uint8Array): Promise<Buffer[]> {
    const log = keys.collabLog(accountId, templateId);
    await this.scripts.collabSeed(
      [log, keys.collabLogBytes(accountId, templateId)],
      [Buffer.from(base) as unknown as string, LOG_TTL_MS],
    );
    return this.redis.lrangeBuffer(log, 0, -1);
  }

  /** Whether a live document exists (a log), without reading it. */
  async isLive(accountId: string, templateId: string): Promise<boolean> {
    return (await this.redis.exists(keys.collabLog(accountId, templateId))) === 1;
  }

  async entries(accountId: string, templateId: string): Promise<Buffer[]> {
    return this.redis.lrangeBuffer(keys.collabLog(accountId, templateId), 0, -1);
  }

  /**
   * Appends one update durably and publishes it to the other instances: resolves once the
   * replicas confirmed the append (ReplicationError otherwise). The message goes out before the
   * confirmation; an update whose append fails is sent again by its editor.
   *
   * Group commit, per account (one hash tag: one node): an append goes out at once when none of
   * the account's is on its way; those that arrive meanwhile wait for it and then leave together,
   * in one pipeline with one WAIT (which confirms every write before it on that connection). A
   * busy instance thus makes one round trip for many updates instead of one each, and a quiet
   * one adds no wait.
   */
  append(message: CollabMessage): Promise<LogSize> {
    return new Promise((resolve, reject) => {
      const entry: PendingAppend = { message, resolve, reject };
      const waiting = this.waitingAppends.get(message.accountId);
      if (waiting) waiting.push(entry);
      else {
        this.waitingAppends.set(message.accountId, []);
        void this.sendAppends(message.accountId, [entry]);
      }
    });
  }

  private async sendAppends(accountId: string, batch: PendingAppend[]): Promise<void> {
    try {
      const replies = await sendDurably(
        this.redis,
        (pipeline) => {
          for (const { message } of batch) {
            const log = keys.collabLog(message.accountId, message.templateId);
            const bytes = keys.collabLogBytes(message.accountId, message.templateId);
            pipeline.rpush(log, Buffer.from(message.update));
            pipeline.incrby(bytes, message.update.byteLength);
            pipeline.pexpire(log, LOG_TTL_MS);
            pipeline.pexpire(bytes, LOG_TTL_MS);
            pipeline.publish(keys.collabChannel(), encodeMessage(message));
          }
        },
        keys.collabLog(accountId, (batch[0] as PendingAppend).message.templateId),
      );
      batch.forEach((entry, i) => {
        const own = replies.slice(i * APPEND_COMMANDS, (i + 1) * APPEND_COMMANDS);
        const failed = own.find(([error]) => error)?.[0];
        if (failed) entry.reject(failed);
        else entry.resolve({ entries: Number(own[0]?.[1] ?? 0), bytes: Number(own[1]?.[1] ?? 0) });
      });
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
    const next = this.waitingAppends.get(accountId) ?? [];
    if (next.length === 0) this.waitingAppends.delete(accountId);
    else {
      this.waitingAppends.set(accountId, []);
      void this.sendAppends(accountId, next);
    }
  }

  /**
   * Replaces the log's entries with one snapshot, `merge(entries)`, atomically (collab-compact.lua):
   * entries appended after the read stay behind it; when another instance compacted first, nothing
   * happens (false). A crash before the script leaves the log as it was.
   */
  async compact(accountId: string, templateId: string, merge: (entries: Buffer[]) => Uint8Array): Promise<boolean> {
    const log = keys.collabLog(accountId, templateId);
    const entries = await this.redis.lrangeBuffer(log, 0, -1);
    const head = entries[0];
    if (!head || entries.length < 2) return false;
    const snapshot = Buffer.from(merge(entries));
    const headSha = createHash('sha1').update(head).digest('hex');
    const replacedBytes = entries.reduce((sum, entry) => sum + entry.byteLength, 0) - head.byteLength;
    const result = await this.scripts.collabCompact(
      [log, keys.collabLogBytes(accountId, templateId)],
      [headSha, entries.length, snapshot as unknown as string, LOG_TTL_MS, replacedBytes],
    );
    return result.outcome === 'ok';
  }

  /**
   * Admits `connection` of `person` as an editor, or answers `full` at the account's coEditors
   * limit (`planLimit` when the account record predates the field).
   */
  async join(accountId: string, templateId: string, member: string, person: string, planLimit: number, now: number) {
    return this.scripts.collabJoin(
      [keys.collabEditors(accountId, templateId), keys.account(accountId)],
      [now, now - EDITOR_STALE_MS, member, person, planLimit, EDITOR_STALE_MS * 2],
    );
  }

  /**
   * Who is editing each of these templates now (session users, once each, by name), in one round
   * trip: every key shares the account's hash tag, so a Cluster answers from one node.
   */
  async editing(accountId: string, templateIds: readonly string[], now: number): Promise<Map<string, LiveEditor[]>> {
    const out = new Map<string, LiveEditor[]>();
    if (templateIds.length === 0) return out;
    const pipeline = this.redis.pipeline();
    for (const id of templateIds)
      pipeline.zrangebyscore(keys.collabEditors(accountId, id), now - EDITOR_STALE_MS, '+inf');
    const replies = (await pipeline.exec()) ?? [];
    templateIds.forEach((id, i) => {
      const [error, members] = replies[i] ?? [];
      if (error || !Array.isArray(members)) return;
      const people = new Map<string, LiveEditor>();
      for (const member of members as string[]) {
        const match = /^user:(\S+) \S+ (.*)$/s.exec(member);
        if (match?.[1] && !people.has(match[1])) people.set(match[1], { userId: match[1], name: match[2] || match[1] });
      }
      if (people.size > 0) out.set(id, [...people.values()]);
    });
    return out;
  }

  /** Refreshes the live editors' entries (one pipeline for every document of this instance). */
  async refresh(
    entries: ReadonlyArray<{ accountId: string; templateId: string; members: string[] }>,
    now: number,
  ): Promise<void> {
    if (entries.length === 0) return;
    const pipeline = this.redis.pipeline();
    for (const e of entries) {
      if (e.members.length === 0) continue;
      const key = keys.collabEditors(e.accountId, e.templateId);
      pipeline.zadd(key, ...e.members.flatMap((m) => [now, m]));
      pipeline.pexpire(key, EDITOR_STALE_MS * 2);
    }
    await pipeline.exec();
  }

  /** Whether anyone (on any instance, entries not stale) is editing the template now. */
  async anyoneEditing(accountId: string, templateId: string, now: number): Promise<boolean> {
    return (await this.redis.zcount(keys.collabEditors(accountId, templateId), now - EDITOR_STALE_MS, '+inf')) > 0;
  }

  async leave(accountId: string, templateId: string, member: string): Promise<void> {
    await this.redis.zrem(keys.collabEditors(accountId, templateId), member);
  }

  /** True for the first call in a minute per template: a live version may be recorded now. */
  async claimVersion(accountId: string, templateId: string, everyMs: number): Promise<boolean> {
    return (await this.redis.set(keys.collabVersioned(accountId, templateId), '1', 'PX', everyMs, 'NX')) === 'OK';
  }

  /** Forgets a live document (its template was deleted). */
  async drop(accountId: string, templateId: string): Promise<void> {
    await this.redis.del(
      keys.collabLog(accountId, templateId),
      keys.collabLogBytes(accountId, templateId),
      keys.collabEditors(accountId, templateId),
      keys.collabVersioned(accountId, templateId),
    );
  }

  /** Publishes a message that needs no storing (a session's end). */
  async publish(message: CollabMessage): Promise<void> {
    await this.redis.publish(keys.collabChannel(), encodeMessage(message));
  }

  /**
   * A separate connection listening to every instance's messages but `own`'s (the subscriber's
   * own, which it already applied: recognised by their first bytes, before any parsing);
   * `close()` ends it. `onReconnect`: messages published while it was away are lost; the caller
   * re-reads the logs.
   */
  async subscribe(
    own: string,
    onMessage: (message: CollabMessage) => void,
    onReconnect: () => void,
  ): Promise<{ close(): void }> {
    const subscriber: RedisClient = this.redis instanceof Cluster ? this.redis.duplicate() : this.redis.duplicate();
    const ownPrefix = headerPrefix(own);
    subscriber.on('error', () => {});
    subscriber.on('messageBuffer', (_channel: Buffer, payload: Buffer) => {
      if (payload.subarray(0, ownPrefix.length).equals(ownPrefix)) return;
      const parsed = parseMessage(payload);
      if (parsed) onMessage(parsed);
    });
    await waitForRedis(subscriber);
    await subscriber.subscribe(keys.collabChannel());
    subscriber.on('ready', onReconnect);
    return { close: () => subscriber.disconnect() };
  }
}

/** The commands of one append in sendAppends' pipeline: rpush, incrby, pexpire ×2, publish. */
const APPEND_COMMANDS = 5;

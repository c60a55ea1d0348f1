// The importer's writes: records queued in transactions under the account's hash tag (flushed by
// count or bytes), global lookups checked as they arrive and claimed last, and every key written
// remembered so a refused import can be rolled back. Reading the file is import.ts's job.
import type { RedisClient } from '../redis/client';
import { emailHash } from './dashboard-users';
import { COLLECTIONS, type CollectionItem, decodeHash, ExportError, type HashRecord } from './export';
import { EXTRA_COLLECTIONS, type ExtraCollection } from './export-extras';
import { ExtrasImport } from './import-extras';
import { hashBytes, metaIndexPairs, recordSize, versionSize } from './import-sizes';
import { keys } from './keys';
import { exec } from './redis-helpers';

const BATCH = 200;
/** Bytes queued before a transaction is sent: a batch of large templates must not fill the heap. */
const BATCH_BYTES = 2 * 1024 * 1024;

export class Importer {
  /** Every key written so far, deleted again if the import is refused. */
  private readonly written: string[] = [];
  private readonly claimed: string[] = [];
  private readonly ids = new Map<string, Set<string>>();
  private readonly lookups: Array<{ key: string; value: string; what: string }> = [];
  private readonly lookupKeys = new Set<string>();
  private tx: ReturnType<RedisClient['multi']>;
  private queued = 0;
  private queuedBytes = 0;
  storageBytes = 0;
  activeKeys = 0;
  readonly counts: Record<string, number> = Object.fromEntries(
    ['keys', 'dashboardUsers', 'templates', 'versions', 'images', 'blocks', ...EXTRA_COLLECTIONS].map((name) => [
      name,
      0,
    ]),
  );
  private readonly extras: ExtrasImport;

  constructor(
    private readonly redis: RedisClient,
    readonly accountId: string,
  ) {
    this.tx = redis.multi();
    this.extras = new ExtrasImport(accountId, (id) => this.ids.get('templates')?.has(id) ?? false);
  }

  /** A comment or custom block type (store/import-extras.ts), queued like any record. */
  async addExtra(collection: ExtraCollection, item: CollectionItem, where: string): Promise<void> {
    const writes = {
      hset: (key: string, fields: Record<string, string>) => this.hset(key, fields),
      zadd: (key: string, score: number, member: string) => this.zadd(key, score, member),
      zaddGreater: (key: string, score: number, member: string) => {
        this.tx.zadd(key, 'GT', score, member);
        this.written.push(key);
      },
    };
    const fields = item.fields as Record<string, string>;
    this.storageBytes +=
      collection === 'comments'
        ? this.extras.comment(writes, fields, where)
        : this.extras.blockType(writes, fields, where);
    this.counts[collection] = (this.counts[collection] ?? 0) + 1;
    this.queued += 1;
    if (this.queued >= BATCH || this.queuedBytes >= BATCH_BYTES) await this.flush();
  }

  private hset(key: string, fields: HashRecord): void {
    this.queuedBytes += hashBytes(key, fields);
    this.tx.hset(key, decodeHash(fields));
    this.written.push(key);
  }

  private zadd(key: string, score: number, member: string): void {
    this.tx.zadd(key, score, member);
    this.written.push(key);
  }

  async add(collectionName: string, item: CollectionItem, where: string): Promise<void> {
    const collection = COLLECTIONS.find((c) => c.name === collectionName)!;
    const a = this.accountId;
    const id = item.fields.id as string;
    const seen = this.ids.get(collectionName) ?? new Set<string>();
    this.ids.set(collectionName, seen);
    if (seen.has(id)) throw new ExportError(`${where}: id ${id} appears twice`);
    seen.add(id);
    await this.claimable(collectionName, item, where);

    const record = collection.record(a, id);
    const fields = { ...item.fields };
    if (collectionName === 'templates' || collectionName === 'blocks')
      fields.size = String(recordSize(record, id, fields));
    if (collectionName === 'templates' || collectionName === 'blocks' || collectionName === 'images')
      this.storageBytes += Number(fields.size);
    this.hset(record, fields);
    if (item.score === undefined) {
      this.tx.sadd(collection.index(a), id);
      this.written.push(collection.index(a));
    } else {
      this.zadd(collection.index(a), item.score, id);
      for (const extra of collection.extraIndexes?.(a, fields) ?? []) this.zadd(extra, item.score, id);
      if (collectionName === 'templates') {
        for (const [k, v] of metaIndexPairs(fields))
          this.zadd(`${keys.templateIndexPrefix(a)}meta:${k}=${v}`, item.score, id);
      }
    }
    const history = collection.versions;
    for (const version of history ? (item.versions ?? []) : []) {
      const number = String(version.score);
      const key = `${history!.prefix(a, id)}${number}`;
      const size = versionSize(key, version.fields, number);
      this.storageBytes += size;
      this.hset(key, { ...version.fields, size: String(size) });
      this.zadd(history!.index(a, id), version.score, number);
      this.counts.versions = (this.counts.versions ?? 0) + 1;
    }
    this.counts[collectionName] = (this.counts[collectionName] ?? 0) + 1;
    this.queued += 1 + (item.versions?.length ?? 0);
    if (this.queued >= BATCH || this.queuedBytes >= BATCH_BYTES) await this.flush();
  }

  /** Global ids of the record must be free here (and are claimed at the end). */
  private async claimable(collection: string, item: CollectionItem, where: string): Promise<void> {
    const id = item.fields.id as string;
    let lookup: { key: string; value: string; what: string } | null = null;
    if (collection === 'images') lookup = { key: keys.imageLookup(id), value: this.accountId, what: `image id ${id}` };
    if (collection === 'keys') {
      if (item.fields.status === 'active') this.activeKeys++;
      lookup = {
        key: keys.secretLookup(item.fields.hash as string),
        value: `${this.accountId} ${id}`,
        what: `the secret of key ${id}`,
      };
    }
    if (collection === 'dashboardUsers') {
      const email = item.fields.email as string;
      lookup = {
        key: keys.loginLookup(emailHash(email)),
        value: `${this.accountId} ${id}`,
        what: `dashboard e-mail ${email}`,
      };
    }
    if (!lookup) return;
    if (this.lookupKeys.has(lookup.key)) throw new ExportError(`${where}: ${lookup.what} appears twice`);
    this.lookupKeys.add(lookup.key);
    if ((await this.redis.exists(lookup.key)) === 1)
      throw new ExportError(`${where}: ${lookup.what} is already in use here`);
    this.lookups.push(lookup);
  }

  async flush(): Promise<void> {
    if (this.queued === 0) return;
    const tx = this.tx;
    this.tx = this.redis.multi();
    this.queued = 0;
    this.queuedBytes = 0;
    await exec(tx);
  }

  async finish(account: HashRecord, usage: HashRecord): Promise<void> {
    await this.flush();
    const tx = this.redis.multi();
    tx.hset(keys.usage(this.accountId), decodeHash({ ...usage, storageBytes: String(this.storageBytes) }));
    tx.hset(keys.account(this.accountId), decodeHash(account));
    // Every template's metadata index entries were written with it: nothing left to build.
    tx.hset(keys.templatesMetaBuilt(this.accountId), 'done', '1');
    this.written.push(
      keys.usage(this.accountId),
      keys.account(this.accountId),
      keys.templatesMetaBuilt(this.accountId),
    );
    await exec(tx);
    for (const lookup of this.lookups) {
      const ok = await this.redis.set(lookup.key, lookup.value, 'NX');
      if (ok !== 'OK') throw new ExportError(`${lookup.what} was taken during the import`);
      this.claimed.push(lookup.key);
    }
    await this.redis.sadd(keys.accounts(), this.accountId);
  }

  async rollBack(): Promise<void> {
    const all = [...new Set(this.written)];
    for (let i = 0; i < all.length; i += BATCH) await this.redis.del(...all.slice(i, i + BATCH));
    for (const key of this.claimed) await this.redis.del(key);
  }
}

// `import-account`: restores an export (format in export.ts) from a stream of its members, record
// by record, so a file of any size restores in bounded memory. Every record goes through the
// caller's checks (the API's schemas; see admin/import-checks.ts) before it is written; the
// account's usage is recomputed from what was written, never taken from the file.
//
// Order: the head (format, version, accountId, account, usage) must come before the collections,
// as export writes it. Records are written under the account's hash tag as they arrive; the usage,
// the account record and then the global lookups (image ids, key hashes, e-mails: each claimed
// only if free) come last. Any refusal deletes everything written so far: nothing half-imported
// stays, and no existing id, key or login of another account is ever overwritten.

import type { PlanName } from '../plans';
import type { RedisClient } from '../redis/client';
import { isAccountId } from './accounts';
import { emailHash } from './dashboard-users';
import {
  COLLECTIONS,
  type CollectionItem,
  decodeHash,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  ExportError,
  type HashRecord,
  indexedStatus,
  isHashRecord,
  isVersionItem,
} from './export';
import { EXTRA_COLLECTIONS, type ExtraCollection } from './export-extras';
import {
  ExtrasImport,
  extraStructure,
  FIELD_OVERHEAD,
  INDEX_ENTRY_OVERHEAD,
  KEY_OVERHEAD,
  SIZE_DIGITS,
} from './import-extras';
import { keys } from './keys';
import { exec } from './redis-helpers';

export type ImportedItem = CollectionItem;

/** One member of the export document, or one element of a collection. */
export type ImportEvent =
  | { kind: 'member'; name: string; value: unknown }
  | { kind: 'element'; name: string; value: unknown };

export interface ImportChecks {
  /** The account record as it will be stored (limits recomputed from the plan), or throws ExportError. */
  account(accountId: string, record: HashRecord): { fields: HashRecord; plan: PlanName };
  /** The usage fields kept from the file (storageBytes is recomputed). */
  usage(record: HashRecord): HashRecord;
  /** One record of a collection, rebuilt from checked fields, or throws ExportError. */
  item(
    collection: string,
    context: { accountId: string; plan: PlanName },
    item: ImportedItem,
    where: string,
  ): Promise<ImportedItem>;
  /** A reason to refuse the whole account once every record is read, or null. */
  tooMany(counts: { activeKeys: number }): string | null;
}

export interface ImportSummary {
  accountId: string;
  counts: Record<string, number>;
}

const BATCH = 200;
/** Bytes queued before a transaction is sent: a batch of large templates must not fill the heap. */
const BATCH_BYTES = 2 * 1024 * 1024;

const bytes = (value: string | Buffer | { base64: string }) =>
  typeof value === 'string'
    ? Buffer.byteLength(value)
    : Buffer.isBuffer(value)
      ? value.length
      : Buffer.byteLength(value.base64, 'base64');

function hashBytes(key: string, fields: HashRecord): number {
  let total = KEY_OVERHEAD + Buffer.byteLength(key);
  for (const [name, value] of Object.entries(fields)) total += FIELD_OVERHEAD + Buffer.byteLength(name) + bytes(value);
  return total;
}

/**
 * The stored size of a template or saved block: its hash and two index entries, measured like the
 * scripts do. The scripts measure with the previous `size` value in the record, so the file's
 * figure is kept when it is that measure for some size text; anything else gets the measure of a
 * fresh record (`size` = "0").
 */
function recordSize(key: string, id: string, fields: HashRecord): number {
  const { size, ...rest } = fields;
  const base =
    hashBytes(key, rest) +
    FIELD_OVERHEAD +
    'size'.length +
    2 * (INDEX_ENTRY_OVERHEAD + Buffer.byteLength(id)) +
    metaIndexBytes(id, fields) +
    statusIndexBytes(id, fields);
  const claimed = typeof size === 'string' && /^\d{1,16}$/.test(size) ? Number(size) : -1;
  return claimed > base && claimed <= base + SIZE_DIGITS ? claimed : base + 1;
}

/** The `meta[k]=v` index entries of a template (none for other records), as meta-index.lib.lua counts them. */
function metaIndexPairs(fields: HashRecord): Array<[string, string]> {
  const json = typeof fields.metaIndex === 'string' && fields.metaIndex !== '' ? fields.metaIndex : '{}';
  return Object.entries(JSON.parse(json) as Record<string, string>);
}

/** The approval-status index entry of a template, as status.lib.lua counts it. */
function statusIndexBytes(id: string, fields: HashRecord): number {
  const status = indexedStatus(fields);
  return status === null ? 0 : INDEX_ENTRY_OVERHEAD + Buffer.byteLength(id) + status.length;
}

function metaIndexBytes(id: string, fields: HashRecord): number {
  let total = 0;
  for (const [k, v] of metaIndexPairs(fields))
    total += INDEX_ENTRY_OVERHEAD + Buffer.byteLength(id) + Buffer.byteLength(k) + Buffer.byteLength(v);
  return total;
}

/** A version's size as the update script measures it (a fixed eight-digit placeholder for `size`). */
function versionSize(key: string, fields: HashRecord, version: string): number {
  return hashBytes(key, { ...fields, size: '00000000' }) + INDEX_ENTRY_OVERHEAD + Buffer.byteLength(version);
}

function structure(
  collection: string,
  value: unknown,
  index: number,
  zset: boolean,
  withVersions: boolean,
): ImportedItem {
  const where = `${collection}[${index}]`;
  const item = value as Partial<CollectionItem> | null;
  if (!item || typeof item !== 'object' || !isHashRecord(item.fields)) throw new ExportError(`${where} has no fields`);
  const id = item.fields.id;
  if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,80}$/.test(id)) throw new ExportError(`${where} has no valid id`);
  if (zset && (typeof item.score !== 'number' || !Number.isSafeInteger(item.score) || item.score < 0))
    throw new ExportError(`${where} has no score`);
  // An export made before versions travelled has none: the template starts its history again.
  const versions = item.versions ?? [];
  if (!Array.isArray(versions) || !versions.every(isVersionItem))
    throw new ExportError(`${where} has a malformed version`);
  if (!withVersions && versions.length > 0) throw new ExportError(`${where} cannot hold versions`);
  return { ...(zset ? { score: item.score } : {}), fields: item.fields, versions };
}

interface Head {
  format?: unknown;
  version?: unknown;
  accountId?: unknown;
  account?: unknown;
  usage?: unknown;
}

class Importer {
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
  async addExtra(collection: ExtraCollection, item: ImportedItem, where: string): Promise<void> {
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

  async add(collectionName: string, item: ImportedItem, where: string): Promise<void> {
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
  private async claimable(collection: string, item: ImportedItem, where: string): Promise<void> {
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

function checkHead(head: Head): { accountId: string; account: HashRecord; usage: HashRecord } {
  if (head.format !== EXPORT_FORMAT) throw new ExportError(`not an account export (format must be "${EXPORT_FORMAT}")`);
  if (head.version !== EXPORT_VERSION)
    throw new ExportError(`export version ${head.version} is not supported (expected ${EXPORT_VERSION})`);
  const accountId = head.accountId;
  if (typeof accountId !== 'string' || !isAccountId(accountId))
    throw new ExportError('accountId is missing or malformed');
  if (!isHashRecord(head.account))
    throw new ExportError('account record is missing (it must come before the collections)');
  if (!isHashRecord(head.usage ?? {})) throw new ExportError('usage must be a record');
  return { accountId, account: head.account, usage: (head.usage ?? {}) as HashRecord };
}

/** Checks the head and that this Redis does not hold the account; the importer that writes it. */
async function begin(redis: RedisClient, head: Head, checks: ImportChecks) {
  const checked = checkHead(head);
  const account = checks.account(checked.accountId, checked.account);
  const usage = checks.usage(checked.usage);
  if (
    (await redis.exists(keys.account(checked.accountId))) === 1 ||
    (await redis.sismember(keys.accounts(), checked.accountId)) === 1
  )
    throw new ExportError(`account ${checked.accountId} already exists here: import refuses to overwrite it`);
  return { importer: new Importer(redis, checked.accountId), account, usage };
}

/** Restores an exported account into a Redis that holds none of its account, ids, keys or logins. */
export async function importAccount(
  redis: RedisClient,
  events: AsyncIterable<ImportEvent>,
  checks: ImportChecks,
): Promise<ImportSummary> {
  const head: Head = {};
  let importer: Importer | undefined;
  let account: { fields: HashRecord; plan: PlanName } | undefined;
  let usage: HashRecord = {};
  const indexes = new Map<string, number>();
  try {
    for await (const event of events) {
      if (!importer) {
        if (event.kind === 'member' && ['format', 'version', 'accountId', 'account', 'usage'].includes(event.name)) {
          head[event.name as keyof Head] = event.value;
          continue;
        }
        ({ importer, account, usage } = await begin(redis, head, checks));
      }
      const collection = COLLECTIONS.find((c) => c.name === event.name);
      const extra = EXTRA_COLLECTIONS.find((name) => name === event.name);
      if (event.kind !== 'element' || (!collection && !extra))
        throw new ExportError(`unexpected member "${event.name}" (or one given twice)`);
      const index = indexes.get(event.name) ?? 0;
      indexes.set(event.name, index + 1);
      const where = `${event.name}[${index}]`;
      if (extra) {
        const item = extraStructure(extra, event.value, where);
        const checked = await checks.item(extra, { accountId: importer.accountId, plan: account!.plan }, item, where);
        await importer.addExtra(extra, checked, where);
        continue;
      }
      if (!collection) continue;
      const item = structure(
        event.name,
        event.value,
        index,
        collection.indexKind === 'zset',
        Boolean(collection.versions),
      );
      const checked = await checks.item(
        event.name,
        { accountId: importer.accountId, plan: account!.plan },
        item,
        where,
      );
      await importer.add(event.name, checked, where);
    }
    if (!importer) ({ importer, account, usage } = await begin(redis, head, checks));
    const tooMany = checks.tooMany({ activeKeys: importer.activeKeys });
    if (tooMany) throw new ExportError(`the account has ${tooMany}`);
    await importer.finish(account!.fields, usage);
    return { accountId: importer.accountId, counts: importer.counts };
  } catch (error) {
    await importer?.rollBack();
    throw error;
  }
}

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
import {
  COLLECTIONS,
  type CollectionItem,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  ExportError,
  type HashRecord,
  isHashRecord,
  isVersionItem,
} from './export';
import { EXTRA_COLLECTIONS } from './export-extras';
import { extraStructure } from './import-extras';
import { Importer } from './import-writer';
import { keys } from './keys';

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

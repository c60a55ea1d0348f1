// One account as one JSON document (`export-account` in the operator CLI; import.ts reads it back). Layouts come from keys.ts; this file depends on:
//   {acct}:account, {acct}:usage                 hashes, copied field by field
//   {acct}:keys → {acct}:key:<id>                zset index (score kept) of key hashes
//   {acct}:dusers → {acct}:duser:<id>            set index of dashboard user hashes
//   {acct}:tpls → {acct}:tpl:<id>                zset index of template hashes, plus the scope
//                                                index tpls:shared / tpls:user:<userId> (same score)
//   {acct}:tpl:<id>:versions → …:tpl:<id>:v:<n>  each template's kept versions (docs/api.md §10),
//                                                inside its template's item as `versions`
//   {acct}:imgs → {acct}:img:<id>                zset index of image hashes (bytes included)
//   comments and custom block types              see export-extras.ts (written after the collections)
//   accounts, apikey:<sha256>, login:<sha256(email)>, imgref:<id>   global sets and lookups, rebuilt on import
// Rate-limit windows are not exported: they expire within a minute anyway.
//
// The export is written as it is read, one record per line (ZRANGE by rank and HGETALL in batches),
// so an account with many templates never sits in memory. Records are plain `{field: value}` maps
// with fields sorted by name; a value that is not UTF-8 text (image bytes) is `{"base64": "…"}`.
// A later collection is one more entry in COLLECTIONS. A template's versions travel inside its item,
// read in the same transaction as the template, so the template's version counter and its history
// agree in the file (a version evicted between the two reads is left out).
import type { RedisClient } from '../redis/client';
import { isAccountId } from './accounts';
import { exportBlockTypes, exportComments } from './export-extras';
import { keys } from './keys';
import { exec } from './redis-helpers';

export const EXPORT_FORMAT = 'email-builder-account';
export const EXPORT_VERSION = 1;
const BATCH = 200;

export type FieldValue = string | { base64: string };
export type HashRecord = Record<string, FieldValue>;
export interface CollectionItem {
  /** The item's score in its sorted-set index (absent for set indexes). */
  score?: number;
  fields: HashRecord;
  /** A template's kept versions, oldest first; `score` is the version number. */
  versions?: VersionItem[];
}
export interface VersionItem {
  score: number;
  fields: HashRecord;
}

export interface AccountExport {
  format: typeof EXPORT_FORMAT;
  version: number;
  accountId: string;
  account: HashRecord;
  usage: HashRecord;
  [collection: string]: unknown;
}

export class ExportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExportError';
  }
}

export interface Collection {
  name: string;
  index: (accountId: string) => string;
  indexKind: 'zset' | 'set';
  record: (accountId: string, id: string) => string;
  /** Indexes besides the main one, written on import (same score). */
  extraIndexes?: (accountId: string, fields: HashRecord) => string[];
  /** Per-item history kept beside the record: a zset of numbers (member = score) and one hash per number. */
  versions?: { index: (accountId: string, id: string) => string; prefix: (accountId: string, id: string) => string };
}

const text = (value: FieldValue | undefined): string => (typeof value === 'string' ? value : '');

/** A shared template's approval status when it has an index entry (lua/status.lib.lua), else null. */
export function indexedStatus(fields: HashRecord): string | null {
  const status = text(fields.status);
  return !text(fields.userId) && (status === 'in_review' || status === 'approved') ? status : null;
}

export const COLLECTIONS: readonly Collection[] = [
  { name: 'keys', index: keys.keyList, indexKind: 'zset', record: keys.apiKey },
  { name: 'dashboardUsers', index: keys.dashboardUsers, indexKind: 'set', record: keys.dashboardUser },
  {
    name: 'templates',
    index: keys.templatesAll,
    indexKind: 'zset',
    record: keys.template,
    extraIndexes: (a, fields) => [
      text(fields.userId) ? keys.templatesOfUser(a, text(fields.userId)) : keys.templatesShared(a),
      ...(indexedStatus(fields) ? [keys.templatesInStatus(a, indexedStatus(fields) as 'in_review' | 'approved')] : []),
    ],
    versions: { index: keys.templateVersions, prefix: keys.templateVersionPrefix },
  },
  { name: 'images', index: keys.images, indexKind: 'zset', record: keys.image },
  {
    name: 'blocks',
    index: keys.blocksAll,
    indexKind: 'zset',
    record: keys.block,
    extraIndexes: (a, fields) => [
      text(fields.userId) ? keys.blocksOfUser(a, text(fields.userId)) : keys.blocksShared(a),
    ],
  },
];

function encodeHash(raw: Record<string, Buffer>): HashRecord {
  const out: HashRecord = {};
  for (const field of Object.keys(raw).sort()) {
    const bytes = raw[field] as Buffer;
    const asText = bytes.toString('utf8');
    out[field] =
      Buffer.byteLength(asText) === bytes.length && Buffer.from(asText, 'utf8').equals(bytes)
        ? asText
        : { base64: bytes.toString('base64') };
  }
  return out;
}

export function decodeHash(record: HashRecord): Record<string, string | Buffer> {
  const out: Record<string, string | Buffer> = {};
  for (const [field, value] of Object.entries(record))
    out[field] = typeof value === 'string' ? value : Buffer.from(value.base64, 'base64');
  return out;
}

/** Index members in a stable order: by rank for sorted sets, sorted ids for sets. */
async function* members(
  redis: RedisClient,
  collection: Collection,
  accountId: string,
): AsyncGenerator<Array<[string, number | undefined]>> {
  const index = collection.index(accountId);
  if (collection.indexKind === 'set') {
    const ids = (await redis.smembers(index)).sort();
    for (let i = 0; i < ids.length; i += BATCH) yield ids.slice(i, i + BATCH).map((id) => [id, undefined]);
    return;
  }
  for (let start = 0; ; start += BATCH) {
    const page = await redis.zrange(index, String(start), String(start + BATCH - 1), 'WITHSCORES');
    if (page.length === 0) return;
    const batch: Array<[string, number]> = [];
    for (let i = 0; i < page.length; i += 2) batch.push([page[i] as string, Number(page[i + 1])]);
    yield batch;
    if (page.length < BATCH * 2) return;
  }
}

interface VersionsWanted {
  item: CollectionItem;
  prefix: string;
  numbers: string[];
}

/**
 * Fills each item's `versions` with the hashes its `numbers` name, oldest first, in one
 * transaction for all of them; a version evicted meanwhile is left out.
 */
async function readVersions(redis: RedisClient, wanted: VersionsWanted[]): Promise<void> {
  const tx = redis.multi();
  for (const { prefix, numbers } of wanted) for (const n of numbers) tx.hgetallBuffer(`${prefix}${n}`);
  const hashes = (await exec(tx)) as Array<Record<string, Buffer>>;
  let at = 0;
  for (const { item, numbers } of wanted) {
    item.versions = [];
    for (const n of numbers) {
      const fields = hashes[at++] ?? {};
      if (Object.keys(fields).length > 0) item.versions.push({ score: Number(n), fields: encodeHash(fields) });
    }
  }
}

export interface ExportSummary {
  accountId: string;
  counts: Record<string, number>;
}

/** Writes the account as one JSON document through `write` (which should honour backpressure). */
export async function exportAccount(
  redis: RedisClient,
  accountId: string,
  write: (chunk: string) => Promise<void>,
): Promise<ExportSummary> {
  if (!isAccountId(accountId)) throw new ExportError(`"${accountId}" is not an account id`);
  const [account, usage] = await Promise.all([
    redis.hgetallBuffer(keys.account(accountId)),
    redis.hgetallBuffer(keys.usage(accountId)),
  ]);
  if (Object.keys(account).length === 0) throw new ExportError(`account ${accountId} does not exist`);
  const head = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    accountId,
    account: encodeHash(account),
    usage: encodeHash(usage),
  };
  await write(`${JSON.stringify(head).slice(0, -1)}`);
  const counts: Record<string, number> = {};
  for (const collection of COLLECTIONS) {
    await write(`,\n${JSON.stringify(collection.name)}:[`);
    let count = 0;
    const history = collection.versions;
    for await (const batch of members(redis, collection, accountId)) {
      const tx = redis.multi();
      for (const [id] of batch) {
        tx.hgetallBuffer(collection.record(accountId, id));
        if (history) tx.zrange(history.index(accountId, id), '0', '-1');
      }
      const replies = await exec(tx);
      const step = history ? 2 : 1;
      // Items wait here until their versions are read: about BATCH version hashes per round trip,
      // so memory stays bounded by the batch whatever the account's size.
      let waiting: VersionsWanted[] = [];
      let waitingVersions = 0;
      const flush = async () => {
        if (waiting.length === 0) return;
        if (waitingVersions > 0) await readVersions(redis, waiting);
        let chunk = '';
        for (const { item } of waiting) chunk += `${count++ === 0 ? '' : ','}\n${JSON.stringify(item)}`;
        waiting = [];
        waitingVersions = 0;
        await write(chunk);
      };
      for (const [i, [id, score]] of batch.entries()) {
        const fields = (replies[i * step] ?? {}) as Record<string, Buffer>;
        // An index entry whose record is gone (a delete racing the export) is skipped.
        if (Object.keys(fields).length === 0) continue;
        const item: CollectionItem =
          score === undefined ? { fields: encodeHash(fields) } : { score, fields: encodeHash(fields) };
        const numbers = history ? ((replies[i * step + 1] ?? []) as string[]) : [];
        if (history) item.versions = [];
        if (waitingVersions > 0 && waitingVersions + numbers.length > BATCH) await flush();
        waiting.push({ item, prefix: history ? history.prefix(accountId, id) : '', numbers });
        waitingVersions += numbers.length;
      }
      await flush();
    }
    counts[collection.name] = count;
    await write(count === 0 ? ']' : '\n]');
  }
  for (const [name, produce] of [
    ['comments', exportComments],
    ['blockTypes', exportBlockTypes],
  ] as const) {
    await write(`,\n${JSON.stringify(name)}:[`);
    let count = 0;
    await produce(redis, accountId, (item) => write(`${count++ === 0 ? '' : ','}\n${JSON.stringify(item)}`));
    counts[name] = count;
    await write(count === 0 ? ']' : '\n]');
  }
  await write('}\n');
  return { accountId, counts };
}

export function isHashRecord(value: unknown): value is HashRecord {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every(
    (v) =>
      typeof v === 'string' ||
      (v !== null && typeof v === 'object' && typeof (v as { base64?: unknown }).base64 === 'string'),
  );
}

export function isVersionItem(value: unknown): value is VersionItem {
  const v = value as Partial<VersionItem> | null;
  return !!v && typeof v.score === 'number' && /^[1-9][0-9]{0,8}$/.test(String(v.score)) && isHashRecord(v.fields);
}

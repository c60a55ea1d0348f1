// The stored size of an imported template, saved block or version, measured as the Lua scripts
// measure it (stored-size.lib.lua, meta-index.lib.lua, status.lib.lua), so an imported account's
// usage matches what the same records would count had they been written through the API.
import { type HashRecord, indexedStatus } from './export';
import { FIELD_OVERHEAD, INDEX_ENTRY_OVERHEAD, KEY_OVERHEAD, SIZE_DIGITS } from './import-extras';

const bytes = (value: string | Buffer | { base64: string }) =>
  typeof value === 'string'
    ? Buffer.byteLength(value)
    : Buffer.isBuffer(value)
      ? value.length
      : Buffer.byteLength(value.base64, 'base64');

export function hashBytes(key: string, fields: HashRecord): number {
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
export function recordSize(key: string, id: string, fields: HashRecord): number {
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
export function metaIndexPairs(fields: HashRecord): Array<[string, string]> {
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
export function versionSize(key: string, fields: HashRecord, version: string): number {
  return hashBytes(key, { ...fields, size: '00000000' }) + INDEX_ENTRY_OVERHEAD + Buffer.byteLength(version);
}

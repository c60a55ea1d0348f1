// What `import-account` accepts from its file: every record is rebuilt from fields checked with
// the API's own schemas and string rules (docs/api.md §2, §9), never copied as given. Derived
// values are recomputed: limits from the plan, image types, sizes and dimensions from the bytes,
// the metadata filter index from the metadata. The store's import writes what these return.
import { s } from '../../core/schema/schema';
import { blockTreeField, metadataField, tagsField, templateNameField } from '../http/fields';
import { CONTROL_OR_BIDI } from '../http/strings';
import {
  ENTERPRISE_OVERRIDE_MAX,
  effectiveLimits,
  isPlanName,
  type LimitOverrides,
  OVERRIDABLE_LIMITS,
  type PlanName,
  planAllowsDocument,
} from '../plans';
import { savedBlockField } from '../routes/blocks/schema';
import { checkImageHeader } from '../routes/images/dimensions';
import { cleanFileName } from '../routes/images/multipart';
import { MAX_IMAGE_BYTES } from '../routes/images/router';
import { sniffImageType } from '../routes/images/sniff';
import { setOriginsBody } from '../routes/keys/schema';
import { isAccountId } from '../store/accounts';
import { isKeyId, MAX_ACTIVE_KEYS } from '../store/api-keys';
import { isSavedBlockId } from '../store/blocks';
import { normaliseEmail } from '../store/dashboard-users';
import { ExportError, type HashRecord } from '../store/export';
import { isImageId } from '../store/images';
import type { ImportChecks, ImportedItem } from '../store/import';
import { isTemplateId, metaIndex, STATUS_LOG_KEPT, TEMPLATE_STATUSES, VERSIONS_KEPT } from '../store/templates';
import { EMAIL } from './commands';
import { blockTypeRecord, commentRecord } from './import-extras';
import { Fields } from './import-fields';

const PASSWORD_HASH = /^scrypt\$\d{1,8}\$\d{1,3}\$\d{1,3}\$[A-Za-z0-9+/]+={0,2}\$[A-Za-z0-9+/]+={0,2}$/;

function accountRecord(accountId: string, record: HashRecord): { fields: HashRecord; plan: PlanName } {
  const f: Fields = new Fields(record, 'account');
  if (f.text('id') !== accountId || !isAccountId(accountId)) f.fail('id does not match accountId');
  const name = f.text('name');
  if (name.length > 200 || CONTROL_OR_BIDI.test(name))
    f.fail('name must be at most 200 characters without control or invisible characters');
  const plan = f.text('plan');
  if (!isPlanName(plan)) f.fail(`plan "${plan}" is not a known plan`);
  const createdAt = f.time('createdAt');
  for (const limit of ['templates', ...OVERRIDABLE_LIMITS]) f.raw(`limit:${limit}`); // recomputed below
  const overrides: LimitOverrides = {};
  for (const key of OVERRIDABLE_LIMITS) {
    if (record[`override:${key}`] === undefined) continue;
    if (plan !== 'enterprise') f.fail(`override:${key} is for the enterprise plan only`);
    overrides[key] = f.int(`override:${key}`, 1, ENTERPRISE_OVERRIDE_MAX[key]);
  }
  f.done();
  const limits = effectiveLimits(plan, overrides);
  const fields: HashRecord = { createdAt: String(createdAt), id: accountId, name, plan };
  for (const [key, value] of Object.entries(limits)) fields[`limit:${key}`] = String(value);
  for (const [key, value] of Object.entries(overrides)) fields[`override:${key}`] = String(value);
  return { fields, plan };
}

/**
 * Renders per month are history the data cannot tell: kept when they are plausible counts.
 * storageBytes is recomputed from the records; any other counter starts again at zero.
 */
function usageRecord(record: HashRecord): HashRecord {
  const f: Fields = new Fields(record, 'usage');
  const out: HashRecord = {};
  for (const name of Object.keys(record)) {
    if (/^renders:\d{4}-\d{2}$/.test(name)) out[name] = String(f.int(name, 0, 1_000_000_000));
  }
  return out;
}

function keyRecord(accountId: string, item: ImportedItem, where: string): HashRecord {
  const f: Fields = new Fields(item.fields, where);
  const status = f.text('status', /^(active|revoked)$/);
  const origins = f.text('origins');
  const list = origins === '' ? [] : origins.split('\n');
  const canonical = f.schema('origins', setOriginsBody, { origins: list }).origins;
  const fields: HashRecord = {
    accountId: f.text('accountId'),
    createdAt: String(f.time('createdAt')),
    generation: String(f.int('generation', 1, 1_000_000_000)),
    hash: f.text('hash', /^[0-9a-f]{64}$/),
    id: f.text('id'),
    lastFour: f.text('lastFour', /^[0-9A-Za-z]{4}$/),
    origins: canonical.join('\n'),
    prefix: f.text('prefix', /^eb_(live|test)_$/),
    status,
  };
  if (fields.accountId !== accountId) f.fail('accountId does not match the account');
  if (!isKeyId(fields.id as string)) f.fail('id is not a key id');
  if (item.fields.revokedAt !== undefined || status === 'revoked') fields.revokedAt = String(f.time('revokedAt'));
  f.done();
  return fields;
}

function dashboardUserRecord(accountId: string, item: ImportedItem, where: string): HashRecord {
  const f: Fields = new Fields(item.fields, where);
  const email = normaliseEmail(f.text('email'));
  if (!EMAIL.test(email)) f.fail('email is not an e-mail address');
  const fields: HashRecord = {
    accountId: f.text('accountId'),
    createdAt: String(f.time('createdAt')),
    email,
    id: f.text('id', /^duser_[0-9A-Za-z]{1,40}$/),
    password: f.text('password', PASSWORD_HASH),
  };
  if (fields.accountId !== accountId) f.fail('accountId does not match the account');
  f.done();
  return fields;
}

const STATUS_LOG = s.array(
  s.object({
    from: s.enum(TEMPLATE_STATUSES),
    to: s.enum(TEMPLATE_STATUSES),
    by: s.string({ max: 256 }),
    at: s.integer({ min: 0 }),
    note: s.string({ min: 1, max: 2000 }).optional(),
  }),
  { max: STATUS_LOG_KEPT },
);

function templateRecord(plan: PlanName, item: ImportedItem, where: string): ImportedItem {
  const f: Fields = new Fields(item.fields, where);
  const blockTree = f.json('blockTree', blockTreeField);
  if (!planAllowsDocument(plan, blockTree))
    f.fail(`blockTree uses a web font, which the ${plan} plan does not include`);
  const metadata = f.json('metadata', metadataField);
  f.raw('metaIndex'); // recomputed from metadata
  f.raw('metaIdx'); // the import writes every template's metadata index entries (store/import.ts)
  const size = f.raw('size'); // the store measures the record and keeps this only if it agrees
  const thumbnail = f.text('thumbnail');
  if (thumbnail !== '' && !/^https?:\/\/[^\s]{1,2040}$/.test(thumbnail))
    f.fail('thumbnail must be empty or an http(s) URL');
  const fields: HashRecord = {
    blockTree: JSON.stringify(blockTree),
    createdAt: String(f.time('createdAt')),
    id: f.text('id'),
    metaIdx: '1',
    metaIndex: metaIndex(metadata),
    metadata: JSON.stringify(metadata),
    name: f.schema('name', templateNameField, f.text('name')),
    tags: JSON.stringify(f.json('tags', tagsField)),
    thumbnail,
    updatedAt: String(f.time('updatedAt')),
    userId: f.userId('userId'),
    version: String(f.int('version', 1, 999_999_999)),
  };
  if (typeof size === 'string') fields.size = size;
  if (!isTemplateId(fields.id as string)) f.fail('id is not a template id');
  const status = f.optionalText('status');
  if (status !== '') {
    if (!TEMPLATE_STATUSES.some((known) => known === status))
      f.fail(`status must be one of ${TEMPLATE_STATUSES.join(', ')}`);
    if (fields.userId !== '') f.fail('status is for shared templates only');
    fields.status = status;
  }
  f.done();
  const versions = item.versions ?? [];
  if (versions.length > VERSIONS_KEPT) f.fail(`has more than ${VERSIONS_KEPT} kept versions`);
  const checked = versions.map((version, i) => {
    const v: Fields = new Fields(version.fields, `${where}.versions[${i}]`);
    const number = v.int('version', 1, Number(fields.version));
    if (number !== version.score) v.fail('version does not match its score');
    v.raw('size'); // recomputed by the store
    const tree = v.json('blockTree', blockTreeField);
    const out: HashRecord = {
      blockTree: JSON.stringify(tree),
      name: v.schema('name', templateNameField, v.text('name')),
      savedBy: v.userId('savedBy'),
      updatedAt: String(v.time('updatedAt')),
      version: String(number),
    };
    // Approval transitions (docs/api.md §15): checked, then kept as written so a new export is identical.
    if (version.fields.statusLog !== undefined) {
      v.json('statusLog', STATUS_LOG);
      out.statusLog = v.text('statusLog');
    }
    v.done();
    return { score: number, fields: out };
  });
  return { ...item, fields, versions: checked };
}

function blockRecord(item: ImportedItem, where: string): HashRecord {
  const f: Fields = new Fields(item.fields, where);
  const size = f.raw('size'); // the store measures the record and keeps this only if it agrees
  const fields: HashRecord = {
    block: JSON.stringify(f.json('block', savedBlockField)),
    createdAt: String(f.time('createdAt')),
    id: f.text('id'),
    name: f.schema('name', templateNameField, f.text('name')),
    updatedAt: String(f.time('updatedAt')),
    userId: f.userId('userId'),
  };
  if (typeof size === 'string') fields.size = size;
  if (!isSavedBlockId(fields.id as string)) f.fail('id is not a saved block id');
  f.done();
  return fields;
}

async function imageRecord(
  accountId: string,
  item: ImportedItem,
  where: string,
  readFile: ImageFileReader,
): Promise<HashRecord> {
  const f: Fields = new Fields(item.fields, where);
  const id = f.text('id');
  if (!isImageId(id)) f.fail('id is not an image id');
  // An id of the older form names its account: one naming another account would resolve there.
  const legacy = /^img_([0-9A-Za-z]{1,40})_[0-9A-Za-z]{20}$/.exec(id);
  if (legacy && `acct_${legacy[1]}` !== accountId) f.fail('id names another account');
  const storage = f.text('storage', /^(redis|dir)$/);
  const data = f.raw('data');
  f.raw('type'); // re-sniffed from the bytes
  f.raw('size');
  f.raw('width');
  f.raw('height');
  let bytes: Buffer | null;
  if (storage === 'redis')
    bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data ? Buffer.from(data.base64, 'base64') : null;
  else {
    if (data !== undefined && data !== '') f.fail('an image stored on disk carries no data');
    bytes = await readFile(accountId, id);
    if (!bytes) f.fail('stored on disk (IMAGE_DIR) but its file is not in this IMAGE_DIR');
  }
  if (!bytes || bytes.length === 0 || bytes.length > MAX_IMAGE_BYTES)
    f.fail(`data must be 1 to ${MAX_IMAGE_BYTES} bytes`);
  const type = sniffImageType(bytes);
  if (!type) f.fail('data is not a PNG, JPEG, GIF or WebP image');
  const header = checkImageHeader(bytes, type);
  if (!header.ok) f.fail(header.problem);
  const fields: HashRecord = {
    createdAt: String(f.time('createdAt')),
    height: header.dimensions ? String(header.dimensions.height) : '',
    id,
    name: cleanFileName(f.optionalText('name')),
    size: String(bytes.length),
    storage,
    type,
    userId: f.userId('userId'),
    width: header.dimensions ? String(header.dimensions.width) : '',
  };
  if (storage === 'redis') fields.data = { base64: bytes.toString('base64') };
  else fields.data = '';
  f.done();
  return fields;
}

/** Reads an image's bytes from IMAGE_DIR (images stored on disk travel as files, not in the export). */
export type ImageFileReader = (accountId: string, id: string) => Promise<Buffer | null>;

/** The checks `import-account` applies, for the store's importer. */
export function importChecks(readImageFile: ImageFileReader): ImportChecks {
  return {
    account: accountRecord,
    usage: usageRecord,
    async item(collection, context, item, where) {
      switch (collection) {
        case 'keys':
          return { ...item, fields: keyRecord(context.accountId, item, where) };
        case 'dashboardUsers':
          return { ...item, fields: dashboardUserRecord(context.accountId, item, where) };
        case 'templates':
          return templateRecord(context.plan, item, where);
        case 'images':
          return { ...item, fields: await imageRecord(context.accountId, item, where, readImageFile) };
        case 'blocks':
          return { ...item, fields: blockRecord(item, where) };
        case 'comments':
          return { ...item, fields: commentRecord(item, where) };
        case 'blockTypes':
          return { fields: blockTypeRecord(item, where) };
        default:
          throw new ExportError(`${where}: unknown collection`);
      }
    },
    tooMany(counts) {
      return counts.activeKeys > MAX_ACTIVE_KEYS ? `more than ${MAX_ACTIVE_KEYS} active keys` : null;
    },
  };
}

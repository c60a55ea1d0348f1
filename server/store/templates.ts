// Templates: one hash per template holding the validated blockTree as a JSON string (spliced
// into responses, never re-parsed), sorted-set indexes by updatedAt per account, per user and
// for shared templates, and Lua for every check-and-write.
import type { RedisClient } from '../redis/client';
import { newId } from '../auth/base62';
import { IDEMPOTENCY_TTL_MS, type IdempotencyClaim, noClaim } from './idempotency';
import { keys } from './keys';
import type { StoreScripts } from './scripts';
import { type Writer, writerArgs } from './writer';

export type MetadataValue = string | number | boolean | null;

export interface TemplateRecord {
  id: string;
  name: string;
  /** Owner of a user template; null for shared templates. */
  userId: string | null;
  /** The validated document as JSON, spliced into responses as it is. */
  blockTreeJson: string;
  metadataJson: string;
  tagsJson: string;
  thumbnail: string | null;
  createdAt: number;
  updatedAt: number;
}

/** A template whose document stays in the bytes Redis sent (no UTF-8 decode and re-encode). */
export type RawTemplateRecord = Omit<TemplateRecord, 'blockTreeJson'> & { blockTreeJson: Buffer };

export type TemplateRow = Omit<TemplateRecord, 'blockTreeJson' | 'createdAt'>;

export interface NewTemplate {
  name: string;
  userId: string | null;
  blockTreeJson: string;
  metadata: Record<string, MetadataValue>;
  tags: string[];
}

export interface TemplatePatch {
  name?: string;
  blockTreeJson?: string;
  metadata?: Record<string, MetadataValue>;
  tags?: string[];
}

export interface ListQuery {
  /** Index selection: every template, or one user's plus the shared ones. */
  userId: string | null;
  limit: number;
  cursor: ListCursor | null;
  /** `meta[k]=v` filters, ANDed, compared with the value's string form. */
  filters: Array<[string, string]>;
  /** Candidates examined before a partial page is returned (default 5000). */
  maxScan?: number;
}

export interface ListCursor {
  updatedAt: string;
  id: string;
}

export type CreateOutcome =
  | { outcome: 'ok'; record: TemplateRecord }
  | { outcome: 'template_limit'; limit: number }
  | { outcome: 'storage_limit'; limitMb: number }
  | { outcome: 'claim_lost' };

export type UpdateOutcome =
  | { outcome: 'ok'; record: TemplateRecord }
  | { outcome: 'not_found' }
  | { outcome: 'forbidden' }
  | { outcome: 'storage_limit'; limitMb: number };

export type DeleteOutcome = { outcome: 'ok' | 'not_found' | 'forbidden' };

/** Versions kept per template (docs/api.md §10). */
export const VERSIONS_KEPT = 50;

/** Templates examined per list call before a (partial) page is returned. */
const MAX_SCAN = 5000;

export function isTemplateId(value: string): boolean {
  return /^tpl_[0-9A-Za-z]{1,40}$/.test(value);
}

/** The string form `meta[k]=v` filters compare against. */
export function metadataStringForm(value: MetadataValue): string {
  return value === null ? 'null' : String(value);
}

function metaIndex(metadata: Record<string, MetadataValue>): string {
  const index: Record<string, string> = {};
  for (const [k, v] of Object.entries(metadata)) index[k] = metadataStringForm(v);
  return JSON.stringify(index);
}

export class Templates {
  constructor(
    private readonly redis: RedisClient,
    private readonly scripts: StoreScripts,
  ) {}

  /** `claim`: the request's Idempotency-Key claim, consumed in the same Lua step as the insert. */
  /** `savedBy`: the session user who saves (recorded on version 1), or null for a secret key. */
  async create(
    accountId: string,
    input: NewTemplate,
    claim: IdempotencyClaim | null = null,
    savedBy: string | null = null,
  ): Promise<CreateOutcome> {
    const idem = claim ?? noClaim(accountId);
    const id = newId('tpl', 20);
    const metadataJson = JSON.stringify(input.metadata);
    const tagsJson = JSON.stringify(input.tags);
    const size = Buffer.byteLength(input.blockTreeJson);
    const scope = input.userId === null ? keys.templatesShared(accountId) : keys.templatesOfUser(accountId, input.userId);
    const reply = await this.scripts.templateCreate(
      [
        keys.template(accountId, id),
        keys.templatesAll(accountId),
        scope,
        keys.usage(accountId),
        keys.account(accountId),
        idem.record,
        keys.templateVersions(accountId, id),
      ],
      [
        id,
        input.name,
        input.userId ?? '',
        input.blockTreeJson,
        metadataJson,
        metaIndex(input.metadata),
        tagsJson,
        size,
        idem.token,
        IDEMPOTENCY_TTL_MS,
        keys.templateVersionPrefix(accountId, id),
        savedBy ?? '',
      ],
    );
    if (reply.outcome === 'claim_lost' || reply.outcome === 'template_limit' || reply.outcome === 'storage_limit') return reply;
    if (reply.outcome !== 'ok') throw new Error(`template_create answered ${reply.outcome}`);
    const { now } = reply;
    return {
      outcome: 'ok',
      record: {
        id,
        name: input.name,
        userId: input.userId,
        blockTreeJson: input.blockTreeJson,
        metadataJson,
        tagsJson,
        thumbnail: null,
        createdAt: now,
        updatedAt: now,
      },
    };
  }

  async get(accountId: string, id: string): Promise<TemplateRecord | null> {
    const raw = await this.getRaw(accountId, id);
    return raw ? { ...raw, blockTreeJson: raw.blockTreeJson.toString() } : null;
  }

  /** As `get`, with the document as the bytes Redis sent: the GET route writes them to the socket. */
  async getRaw(accountId: string, id: string): Promise<RawTemplateRecord | null> {
    if (!isTemplateId(id)) return null;
    const f = await this.redis.hmgetBuffer(
      keys.template(accountId, id),
      'blockTree',
      'name',
      'userId',
      'metadata',
      'tags',
      'thumbnail',
      'createdAt',
      'updatedAt',
    );
    const document = f[0];
    if (!document || f[1] === null) return null;
    const record = toRecord(
      id,
      f.map((v, i) => (i === 0 || !v ? null : v.toString())),
    );
    return { ...record, blockTreeJson: document };
  }

  /** Who owns a template (null: shared), without reading its document; null when it does not exist. */
  async ownerOf(accountId: string, id: string): Promise<{ userId: string | null } | null> {
    if (!isTemplateId(id)) return null;
    const [name, userId] = await this.redis.hmget(keys.template(accountId, id), 'name', 'userId');
    return name === null ? null : { userId: userId ? userId : null };
  }

  /**
   * `writer`: a session user (own templates; shared too as a manager) or the secret key. A change
   * of name or blockTree records a version in the same Lua step; `recordVersion: false` exists
   * only for the benchmark's baseline. `restoredFrom`: the version a restore copies, kept on the
   * version this save records.
   */
  async update(
    accountId: string,
    id: string,
    writer: Writer,
    patch: TemplatePatch,
    options: { recordVersion?: boolean; restoredFrom?: number } = {},
  ): Promise<UpdateOutcome> {
    if (!isTemplateId(id)) return { outcome: 'not_found' };
    const [actingUser, writeShared] = writerArgs(writer);
    const reply = await this.scripts.templateUpdate(
      [
        keys.template(accountId, id),
        keys.templatesAll(accountId),
        keys.usage(accountId),
        keys.account(accountId),
        keys.templateVersions(accountId, id),
      ],
      [
        actingUser,
        keys.templateIndexPrefix(accountId),
        patch.name === undefined ? '0' : '1',
        patch.name ?? '',
        patch.blockTreeJson === undefined ? '0' : '1',
        patch.blockTreeJson ?? '',
        patch.blockTreeJson === undefined ? 0 : Buffer.byteLength(patch.blockTreeJson),
        patch.metadata === undefined ? '0' : '1',
        patch.metadata === undefined ? '' : JSON.stringify(patch.metadata),
        patch.metadata === undefined ? '' : metaIndex(patch.metadata),
        patch.tags === undefined ? '0' : '1',
        patch.tags === undefined ? '' : JSON.stringify(patch.tags),
        writeShared,
        keys.templateVersionPrefix(accountId, id),
        options.recordVersion === false ? '0' : '1',
        VERSIONS_KEPT,
        options.restoredFrom === undefined ? '' : String(options.restoredFrom),
      ],
    );
    if (reply.outcome !== 'ok') return reply;
    return { outcome: 'ok', record: toRecord(id, reply.fields) };
  }

  async delete(accountId: string, id: string, writer: Writer): Promise<DeleteOutcome> {
    if (!isTemplateId(id)) return { outcome: 'not_found' };
    const [actingUser, writeShared] = writerArgs(writer);
    return this.scripts.templateDelete(
      [keys.template(accountId, id), keys.templatesAll(accountId), keys.usage(accountId), keys.templateVersions(accountId, id)],
      [actingUser, keys.templateIndexPrefix(accountId), writeShared, keys.templateVersionPrefix(accountId, id)],
    );
  }

  async list(accountId: string, query: ListQuery): Promise<{ rows: TemplateRow[]; next: ListCursor | null }> {
    const indexes =
      query.userId === null
        ? [keys.templatesAll(accountId), keys.templatesAll(accountId)]
        : [keys.templatesOfUser(accountId, query.userId), keys.templatesShared(accountId)];
    const args: Array<string | number> = [
      keys.templatePrefix(accountId),
      query.limit,
      query.cursor?.updatedAt ?? '',
      query.cursor?.id ?? '',
      query.maxScan ?? MAX_SCAN,
    ];
    for (const [k, v] of query.filters) args.push(k, v);
    const { more, cursorScore, cursorId, items: flat } = await this.scripts.templateList(indexes, args);
    const rows: TemplateRow[] = [];
    for (let i = 0; i < flat.length; i += 7) {
      rows.push({
        id: flat[i]!,
        name: flat[i + 1]!,
        userId: flat[i + 2] ? flat[i + 2]! : null,
        tagsJson: flat[i + 3] || '[]',
        metadataJson: flat[i + 4] || '{}',
        thumbnail: flat[i + 5] ? flat[i + 5]! : null,
        updatedAt: Number(flat[i + 6]),
      });
    }
    return { rows, next: more && cursorId ? { updatedAt: cursorScore, id: cursorId } : null };
  }
}

/** Fields in the order blockTree, name, userId, metadata, tags, thumbnail, createdAt, updatedAt. */
function toRecord(id: string, f: Array<string | null>): TemplateRecord {
  return {
    id,
    blockTreeJson: f[0] || '{}',
    name: f[1] ?? '',
    userId: f[2] ? f[2] : null,
    metadataJson: f[3] || '{}',
    tagsJson: f[4] || '[]',
    thumbnail: f[5] ? f[5] : null,
    createdAt: Number(f[6] ?? 0),
    updatedAt: Number(f[7] ?? 0),
  };
}

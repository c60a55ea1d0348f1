// Templates: one hash per template holding the validated blockTree as a JSON string (spliced
// into responses, never re-parsed), sorted-set indexes by updatedAt per account, per user and
// for shared templates, and Lua for every check-and-write.

import { newId } from '../auth/base62';
import type { RedisClient } from '../redis/client';
import { type IdempotencyClaim, noClaim } from './idempotency';
import { keys } from './keys';
import {
  type DeleteOutcome,
  type ListCursor,
  OwnedCollection,
  type CreateOutcome as OwnedCreateOutcome,
  type UpdateOutcome as OwnedUpdateOutcome,
} from './owned';
import { argv } from './script-args';
import type { StoreScripts } from './scripts';
import { createCall, type UpdateOptions, updateCall } from './template-calls';
import {
  RECORD_FIELDS,
  STATUS_LOG_KEPT,
  type StatusOutcome,
  statusOf,
  type TemplateRecord,
  type TemplateStatus,
  toRecord,
} from './template-record';
import {
  isTemplateId,
  type ListQuery,
  type NewTemplate,
  type RawTemplateRecord,
  type TemplatePatch,
  type TemplateRow,
} from './template-shapes';
import { type Writer, writerValues } from './writer';

export type { DeleteOutcome, ListCursor } from './owned';
export { VERSIONS_KEPT } from './template-calls';
export {
  STATUS_LOG_KEPT,
  type StatusOutcome,
  TEMPLATE_STATUSES,
  type TemplateRecord,
  type TemplateStatus,
} from './template-record';
export * from './template-shapes';
export type CreateOutcome = OwnedCreateOutcome<TemplateRecord, 'template_limit'>;
export type UpdateOutcome = OwnedUpdateOutcome<TemplateRecord> | { outcome: 'locks' } | { outcome: 'changed' };

/** Templates whose metadata one build step indexes: ~1,000 index entries at 20 keys each, a few ms of Redis. */
const META_BACKFILL_BATCH = 50;

/** Templates examined per list call before a (partial) page is returned. */
const MAX_SCAN = 5000;

export class Templates {
  private readonly collection: OwnedCollection;

  constructor(
    private readonly redis: RedisClient,
    private readonly scripts: StoreScripts,
  ) {
    this.collection = new OwnedCollection(redis, scripts, {
      isId: isTemplateId,
      recordPrefix: keys.templatePrefix,
      indexPrefix: keys.templateIndexPrefix,
      all: keys.templatesAll,
      shared: keys.templatesShared,
      ofUser: keys.templatesOfUser,
    });
  }

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
    const reply = await this.scripts.templateCreate(...createCall(accountId, id, input, idem, savedBy));
    if (reply.outcome === 'claim_lost' || reply.outcome === 'template_limit' || reply.outcome === 'storage_limit')
      return reply;
    if (reply.outcome !== 'ok') throw new Error(`template_create answered ${reply.outcome}`);
    const { now } = reply;
    return {
      outcome: 'ok',
      record: {
        id,
        name: input.name,
        userId: input.userId,
        blockTreeJson: input.blockTreeJson,
        metadataJson: JSON.stringify(input.metadata),
        tagsJson: JSON.stringify(input.tags),
        thumbnail: null,
        createdAt: now,
        updatedAt: now,
        status: input.userId === null ? 'draft' : null,
      },
    };
  }

  async get(accountId: string, id: string): Promise<TemplateRecord | null> {
    const raw = await this.getRaw(accountId, id);
    return raw ? { ...raw, blockTreeJson: raw.blockTreeJson.toString() } : null;
  }

  /** As `get`, with the document as the bytes Redis sent: the GET route writes them to the socket. */
  async getRaw(accountId: string, id: string): Promise<RawTemplateRecord | null> {
    const f = await this.collection.readRaw(accountId, id, RECORD_FIELDS);
    if (!f?.[0]) return null;
    const record = toRecord(
      id,
      f.map((v, i) => (i === 0 || !v ? null : v.toString())),
    );
    return { ...record, blockTreeJson: f[0] };
  }

  /** When a template last changed (ms), without reading its document; null when it does not exist. */
  async updatedAtOf(accountId: string, id: string): Promise<number | null> {
    const f = await this.collection.read(accountId, id, ['createdAt', 'updatedAt']);
    return f ? Number(f[1]) : null;
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
    options: UpdateOptions = {},
  ): Promise<UpdateOutcome> {
    if (!isTemplateId(id)) return { outcome: 'not_found' };
    const reply = await this.scripts.templateUpdate(...updateCall(accountId, id, writer, patch, options));
    if (reply.outcome !== 'ok') return reply;
    return { outcome: 'ok', record: toRecord(id, reply.fields) };
  }

  /** The stored document as Redis holds it (what a locked-block check compares with), if `owner` owns it. */
  async storedTreeOf(accountId: string, id: string, owner: string): Promise<Buffer | null> {
    const f = await this.collection.readRaw(accountId, id, ['blockTree', 'userId']);
    return f?.[0] && f[1]?.toString() === owner ? f[0] : null;
  }

  /**
   * An approval transition of a shared template (docs/api.md §15), checked and recorded with the
   * current version in one Lua step. `writer.manager`: may approve or send back.
   */
  async setStatus(
    accountId: string,
    id: string,
    writer: Writer,
    status: TemplateStatus,
    note: string,
  ): Promise<StatusOutcome> {
    if (!isTemplateId(id)) return { outcome: 'not_found' };
    const reply = await this.scripts.templateStatus(
      [keys.template(accountId, id), keys.usage(accountId), keys.account(accountId)],
      argv('templateStatus', {
        ...writerValues(writer),
        indexPrefix: keys.templateIndexPrefix(accountId),
        versionPrefix: keys.templateVersionPrefix(accountId, id),
        status,
        note,
        keepLog: STATUS_LOG_KEPT,
      }),
    );
    if (reply.outcome !== 'ok') return reply;
    return { outcome: 'ok', record: toRecord(id, reply.fields) };
  }

  async delete(accountId: string, id: string, writer: Writer): Promise<DeleteOutcome> {
    return this.collection.write(id, writer, (w) =>
      this.scripts.templateDelete(
        [
          keys.template(accountId, id),
          keys.templatesAll(accountId),
          keys.usage(accountId),
          keys.templateVersions(accountId, id),
          keys.templateComments(accountId, id),
          keys.templateThreads(accountId, id),
        ],
        argv('templateDelete', {
          ...w,
          indexPrefix: keys.templateIndexPrefix(accountId),
          versionPrefix: keys.templateVersionPrefix(accountId, id),
          commentPrefix: keys.commentPrefix(accountId),
          mentionPrefix: keys.mentionPrefix(accountId),
        }),
      ),
    );
  }

  /**
   * Indexes the metadata of templates stored before the metadata indexes existed, in batches (each
   * one short Lua step), until the account is done. Runs on the account's first filtered list
   * (docs/api.md §2); a later call answers at once.
   */
  async buildMetaIndexes(accountId: string): Promise<void> {
    for (;;) {
      const reply = await this.scripts.templateMetaBackfill(
        [keys.templatesAll(accountId), keys.usage(accountId), keys.templatesMetaBuilt(accountId)],
        [keys.templatePrefix(accountId), keys.templateIndexPrefix(accountId), META_BACKFILL_BATCH],
      );
      if (reply.outcome === 'done') return;
    }
  }

  async list(accountId: string, query: ListQuery): Promise<{ rows: TemplateRow[]; next: ListCursor | null }> {
    const pageQuery = { ...query, maxScan: query.maxScan ?? MAX_SCAN };
    let page = await this.collection.page(accountId, pageQuery);
    if (page.outcome === 'backfill') {
      await this.buildMetaIndexes(accountId);
      page = await this.collection.page(accountId, pageQuery);
    }
    if (page.outcome !== 'ok')
      throw new Error(`template_list answered ${page.outcome} after the metadata indexes were built`);
    const rows = page.rows.map(([id, name, userId, tags, metadata, thumbnail, updatedAt, status]) => ({
      id,
      name,
      userId: userId || null,
      tagsJson: tags || '[]',
      metadataJson: metadata || '{}',
      thumbnail: thumbnail || null,
      updatedAt: Number(updatedAt),
      status: statusOf(userId || null, status),
    }));
    return { rows, next: page.next };
  }
}

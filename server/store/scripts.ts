// Every Lua script of the store (`lua/*.lua`, one per atomic decision), with its KEYS count, its
// durability and its reply decoder. Replies follow one convention, `{outcome, ...values}`
// (redis/replies.ts); the decoders below are the only code that reads them by position.
// `lua.test.ts` loads every file under `lua/` and fails for one missing here.
import type { RedisClient } from '../redis/client';
import { nothing, type ReplyDecoder, type ReplyValues, replies } from '../redis/replies';
import { defineScript, type Script } from '../redis/scripts';

/** Paged list scripts (templates, saved blocks, images): `{'ok', more, cursorScore, cursorId, flatItems}`. */
const page = (v: ReplyValues) => ({
  more: v.int(0) === 1,
  cursorScore: v.text(1),
  cursorId: v.text(2),
  items: v.texts(3),
});
const created = (v: ReplyValues) => ({ now: v.int(0) });
const storageLimit = (v: ReplyValues) => ({ limitMb: v.int(0) });
const limit = (v: ReplyValues) => ({ limit: v.int(0) });
/** A window's state: `{limit, remaining, resetAt, now}`. */
const windowState = (v: ReplyValues) => ({ limit: v.int(0), remaining: v.int(1), resetAt: v.int(2), now: v.int(3) });

const DECODERS = {
  admit: replies({
    ok: (v) => ({
      plan: v.text(0),
      limit: v.int(1),
      remaining: v.int(2),
      resetAt: v.int(3),
      now: v.int(4),
      generation: v.int(5),
    }),
    unauthorized: nothing,
    origin: nothing,
    rate: (v) => ({ plan: v.text(0), limit: v.int(1), remaining: 0 as const, resetAt: v.int(2), now: v.int(3) }),
  }),
  window: replies({ ok: windowState, full: windowState }),
  /** `window`: which of the two windows is full (1 or 2). */
  windowCharge: replies({
    ok: (v) => ({ now: v.int(0) }),
    full: (v) => ({ window: v.int(0), resetAt: v.int(1), now: v.int(2) }),
  }),
  windowRefund: replies({ ok: nothing }),
  keyCreate: replies({ ok: nothing, key_limit: limit, claim_lost: nothing }),
  keyRotate: replies({
    ok: nothing,
    missing: nothing,
    revoked: nothing,
    origins_changed: nothing,
    claim_lost: nothing,
  }),
  idempotencyBegin: replies({
    new: nothing,
    mismatch: nothing,
    /** `body`: only the sealed response of a key creation; every other create is re-read by `resource`. */
    done: (v) => ({ status: v.int(0), resource: v.text(1), body: v.text(2), bodySha: v.text(3) }),
    stored: (v) => ({ resourceId: v.optionalText(0) ?? '' }),
    pending: nothing,
  }),
  idempotencyFinish: replies({ ok: nothing, not_owner: nothing }),
  renderCount: replies({ ok: (v) => ({ used: v.int(0) }), render_limit: limit, no_account: nothing }),
  templateCreate: replies({
    ok: created,
    claim_lost: nothing,
    no_account: nothing,
    template_limit: limit,
    exists: nothing,
    storage_limit: storageLimit,
  }),
  /** `fields`: blockTree, name, userId, metadata, tags, thumbnail, createdAt, updatedAt. */
  templateUpdate: replies({
    ok: (v) => ({ fields: v.fieldsFrom(0) }),
    not_found: nothing,
    forbidden: nothing,
    storage_limit: storageLimit,
    /** The locked-block guard (lock-guard.lib.lua): check the stored locks, or check again. */
    locks: nothing,
    changed: nothing,
  }),
  /** An approval transition: `from` is the status the template had. */
  templateStatus: replies({
    ok: (v) => ({ fields: v.fieldsFrom(0) }),
    not_found: nothing,
    not_shared: nothing,
    manager_required: (v) => ({ from: v.text(0) }),
    invalid: (v) => ({ from: v.text(0) }),
    storage_limit: storageLimit,
  }),
  templateDelete: replies({ ok: nothing, not_found: nothing, forbidden: nothing }),
  /** `backfill`: a filtered list before the account's metadata indexes are built (templateMetaBackfill). */
  templateList: replies({ ok: page, backfill: nothing }),
  templateMetaBackfill: replies({ done: nothing, more: nothing }),
  blockCreate: replies({
    ok: created,
    claim_lost: nothing,
    no_account: nothing,
    block_limit: limit,
    exists: nothing,
    storage_limit: storageLimit,
  }),
  /** `fields`: block, name, userId, createdAt, updatedAt. */
  blockUpdate: replies({
    ok: (v) => ({ fields: v.fieldsFrom(0) }),
    not_found: nothing,
    forbidden: nothing,
    storage_limit: storageLimit,
    locks: nothing,
    changed: nothing,
  }),
  blockDelete: replies({ ok: nothing, not_found: nothing, forbidden: nothing }),
  imageCreate: replies({
    ok: created,
    claim_lost: nothing,
    no_account: nothing,
    exists: nothing,
    storage_limit: storageLimit,
  }),
  imageDelete: replies({ ok: (v) => ({ storage: v.optionalText(0) }), not_found: nothing, forbidden: nothing }),
  imageList: replies({ ok: page }),
  /** `result`: 'created' or 'replaced'; `stored`: the definition JSON as stored (with updatedAt). */
  blockTypePut: replies({
    ok: (v) => ({ result: v.text(0), stored: v.text(1) }),
    no_account: nothing,
    type_limit: limit,
    storage_limit: storageLimit,
  }),
  blockTypeDelete: replies({ ok: nothing, not_found: nothing }),
  /** `seeded`: 1 when this call stored the base (the log was empty). */
  collabSeed: replies({ ok: (v) => ({ seeded: v.int(0) === 1 }) }),
  collabJoin: replies({ ok: nothing, full: limit }),
  /** `stale`: the log's head changed since it was read (compacted by another instance). */
  collabCompact: replies({ ok: nothing, stale: nothing }),
  /** `threadResolved`: the state of the thread the new comment is in ('1' resolved). */
  commentCreate: replies({
    ok: (v) => ({ now: v.int(0), threadResolved: v.text(1) }),
    template_not_found: nothing,
    parent_not_found: nothing,
    reply_to_reply: nothing,
    comment_limit: limit,
    exists: nothing,
    storage_limit: storageLimit,
  }),
  /** `fields`: the comment's fields in COMMENT_FIELDS order (store/comments.ts). */
  commentUpdate: replies({
    ok: (v) => ({ fields: v.fieldsFrom(0) }),
    not_found: nothing,
    resolve_reply: nothing,
    not_author: nothing,
    storage_limit: storageLimit,
  }),
  commentDelete: replies({ ok: nothing, not_found: nothing, forbidden: nothing }),
  /** `items`: per thread its reply count, then 11 fields per comment (store/comments.ts). */
  commentList: replies({ ok: (v) => ({ items: v.texts(0) }), not_found: nothing }),
  commentMentions: replies({ ok: page }),
};

export type ScriptName = keyof typeof DECODERS;

interface Entry {
  file: string;
  keys: number;
  /** Writes durable data: waits for REDIS_MIN_REPLICAS_ACK replicas (redis/durable.ts). */
  durable?: true;
}

/** Every script: its file under `lua/`, KEYS count, durability. */
export const SCRIPT_FILES: Record<ScriptName, Entry> = {
  admit: { file: 'admit.lua', keys: 3 },
  window: { file: 'window.lua', keys: 1 },
  windowCharge: { file: 'window-charge.lua', keys: 2 },
  windowRefund: { file: 'window-refund.lua', keys: 2 },
  keyCreate: { file: 'key-create.lua', keys: 3, durable: true },
  keyRotate: { file: 'key-rotate.lua', keys: 4, durable: true },
  idempotencyBegin: { file: 'idempotency-begin.lua', keys: 2 },
  idempotencyFinish: { file: 'idempotency-finish.lua', keys: 2 },
  renderCount: { file: 'render-count.lua', keys: 2, durable: true },
  templateCreate: { file: 'template-create.lua', keys: 7, durable: true },
  templateUpdate: { file: 'template-update.lua', keys: 5, durable: true },
  templateStatus: { file: 'template-status.lua', keys: 3, durable: true },
  templateDelete: { file: 'template-delete.lua', keys: 6, durable: true },
  templateList: { file: 'template-list.lua', keys: 2 },
  templateMetaBackfill: { file: 'template-meta-backfill.lua', keys: 3, durable: true },
  blockCreate: { file: 'block-create.lua', keys: 6, durable: true },
  blockUpdate: { file: 'block-update.lua', keys: 4, durable: true },
  blockDelete: { file: 'block-delete.lua', keys: 3, durable: true },
  imageCreate: { file: 'image-create.lua', keys: 5, durable: true },
  imageDelete: { file: 'image-delete.lua', keys: 3, durable: true },
  imageList: { file: 'image-list.lua', keys: 1 },
  blockTypePut: { file: 'block-type-put.lua', keys: 3, durable: true },
  blockTypeDelete: { file: 'block-type-delete.lua', keys: 2, durable: true },
  collabSeed: { file: 'collab-seed.lua', keys: 2, durable: true },
  collabJoin: { file: 'collab-join.lua', keys: 2 },
  collabCompact: { file: 'collab-compact.lua', keys: 2, durable: true },
  commentCreate: { file: 'comment-create.lua', keys: 8, durable: true },
  commentUpdate: { file: 'comment-update.lua', keys: 5, durable: true },
  commentDelete: { file: 'comment-delete.lua', keys: 6, durable: true },
  commentList: { file: 'comment-list.lua', keys: 2 },
  commentMentions: { file: 'comment-mentions.lua', keys: 1 },
};

type DecodedBy<D> = D extends ReplyDecoder<infer T> ? T : never;

export type StoreScripts = { [K in ScriptName]: Script<DecodedBy<(typeof DECODERS)[K]>> };

export const scriptFile = (file: string) => new URL(`./lua/${file}`, import.meta.url);

/** The decoder of each script, for the test that checks them against the Lua sources. */
export const SCRIPT_DECODERS: Record<ScriptName, ReplyDecoder<unknown>> = DECODERS;

export function registerScripts(redis: RedisClient): StoreScripts {
  const out: Partial<Record<ScriptName, unknown>> = {};
  for (const name of Object.keys(SCRIPT_FILES) as ScriptName[]) {
    const { file, keys, durable } = SCRIPT_FILES[name];
    out[name] = defineScript(redis, {
      // The Redis command name: `template-create.lua` → eb_template_create.
      name: file.replace(/\.lua$/, '').replaceAll('-', '_'),
      file: scriptFile(file),
      keys,
      durable,
      decode: SCRIPT_DECODERS[name],
    });
  }
  return out as StoreScripts;
}

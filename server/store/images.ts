// Uploaded images: one hash per image (content type, size, where the bytes live and, for the
// default Redis storage, the bytes themselves) plus an index per account. Image ids are opaque
// (`img_<random>`): public URLs go into emails sent to anyone, so they must not reveal the
// account. A global lookup key maps the id to its account for public reads. Ids of the older
// form `img_<account>_<random>` still resolve, so URLs already in sent emails keep working.
// Quota check and insert are one Lua step.

import { randomBase62 } from '../auth/base62';
import type { RedisClient } from '../redis/client';
import { writeDurably } from '../redis/durable';
import { IDEMPOTENCY_TTL_MS, type IdempotencyClaim, noClaim } from './idempotency';
import { keys } from './keys';
import { type ListCursor, nextCursor, rowsOf } from './owned';
import { argv } from './script-args';
import type { StoreScripts } from './scripts';

export type ImageStorageKind = 'redis' | 'dir';

export interface StoredImage {
  id: string;
  accountId: string;
  contentType: string;
  sizeBytes: number;
  storage: ImageStorageKind;
  /** The bytes when stored in Redis; null when they live on disk. */
  data: Buffer | null;
}

/** What the library lists (docs/api.md §11). */
export interface ImageRow {
  id: string;
  name: string;
  /** The uploading session's user; null for shared images (uploaded with a secret key). */
  userId: string | null;
  contentType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  createdAt: number;
}

export interface ImageListQuery {
  /** A session user (own + shared), or null for every image of the account. */
  userId: string | null;
  /** Case-insensitive (ASCII letters) part of the name, or null. */
  q: string | null;
  limit: number;
  cursor: ListCursor | null;
}

/** Images examined per list call before a partial page is returned. */
const MAX_SCAN = 5000;

export type ImageCreateOutcome =
  | { outcome: 'ok'; createdAt: number }
  | { outcome: 'storage_limit'; limitMb: number }
  | { outcome: 'claim_lost' };

const IMAGE_ID = /^img_[0-9A-Za-z]{24}$/;
const LEGACY_IMAGE_ID = /^img_([0-9A-Za-z]{1,40})_([0-9A-Za-z]{20})$/;

export function isImageId(id: string): boolean {
  return IMAGE_ID.test(id) || LEGACY_IMAGE_ID.test(id);
}

/** The account named inside an id of the older form, or null. */
function legacyImageAccount(id: string): string | null {
  const match = LEGACY_IMAGE_ID.exec(id);
  return match ? `acct_${match[1]}` : null;
}

export function newImageId(): string {
  return `img_${randomBase62(24)}`;
}

export class Images {
  constructor(
    private readonly redis: RedisClient,
    private readonly scripts: StoreScripts,
  ) {}

  /**
   * Records an image (with its bytes for Redis storage) if the account's storage quota allows it.
   * `claim`: the request's Idempotency-Key claim, consumed in the same Lua step as the insert.
   */
  async create(
    accountId: string,
    image: {
      id: string;
      contentType: string;
      sizeBytes: number;
      storage: ImageStorageKind;
      data: Buffer | null;
      /** Library fields: uploader (null = shared), file name, pixel size when the header tells. */
      userId?: string | null;
      name?: string;
      width?: number | null;
      height?: number | null;
    },
    claim: IdempotencyClaim | null = null,
  ): Promise<ImageCreateOutcome> {
    const idem = claim ?? noClaim(accountId);
    // The lookup first: a lookup without an image is harmless (reads check the record), an image
    // without its lookup would be unreachable.
    await writeDurably(this.redis, (p) => p.set(keys.imageLookup(image.id), accountId));
    const reply = await this.scripts.imageCreate(
      [
        keys.image(accountId, image.id),
        keys.images(accountId),
        keys.usage(accountId),
        keys.account(accountId),
        idem.record,
      ],
      argv('imageCreate', {
        id: image.id,
        contentType: image.contentType,
        size: image.sizeBytes,
        storage: image.storage,
        data: (image.data ?? '') as unknown as string,
        claimToken: idem.token,
        ttlMs: IDEMPOTENCY_TTL_MS,
        userId: image.userId ?? '',
        name: image.name ?? '',
        width: image.width ?? '',
        height: image.height ?? '',
      }),
    );
    if (reply.outcome !== 'ok') await this.redis.del(keys.imageLookup(image.id));
    if (reply.outcome === 'claim_lost' || reply.outcome === 'storage_limit') return reply;
    if (reply.outcome !== 'ok') throw new Error(`image_create answered ${reply.outcome}`);
    return { outcome: 'ok', createdAt: reply.now };
  }

  /** The account that owns image `id`, or null. */
  async accountOf(id: string): Promise<string | null> {
    if (IMAGE_ID.test(id)) return this.redis.get(keys.imageLookup(id));
    return legacyImageAccount(id);
  }

  /** Public read by id (no account given: the lookup names it). */
  async read(id: string): Promise<StoredImage | null> {
    const accountId = await this.accountOf(id);
    if (!accountId) return null;
    const [type, size, storage, data] = await this.redis.hmgetBuffer(
      keys.image(accountId, id),
      'type',
      'size',
      'storage',
      'data',
    );
    if (!type || !size) return null;
    const kind: ImageStorageKind = storage?.toString() === 'dir' ? 'dir' : 'redis';
    return {
      id,
      accountId,
      contentType: type.toString(),
      sizeBytes: Number(size.toString()),
      storage: kind,
      data: kind === 'redis' ? (data ?? Buffer.alloc(0)) : null,
    };
  }

  /**
   * Deletes an image of `accountId`; another account's id is not found. `actingUser`: a session
   * user may delete only their own uploads (a shared one is 'forbidden', another user's not found).
   */
  async delete(
    accountId: string,
    id: string,
    actingUser: string | null = null,
  ): Promise<{ outcome: 'ok'; storage: ImageStorageKind } | { outcome: 'not_found' } | { outcome: 'forbidden' }> {
    if (!isImageId(id)) return { outcome: 'not_found' };
    const legacy = legacyImageAccount(id);
    if (legacy !== null && legacy !== accountId) return { outcome: 'not_found' };
    const reply = await this.scripts.imageDelete(
      [keys.image(accountId, id), keys.images(accountId), keys.usage(accountId)],
      argv('imageDelete', { actingUser: actingUser ?? '' }),
    );
    if (reply.outcome !== 'ok') return reply;
    if (legacy === null) await this.redis.del(keys.imageLookup(id));
    return { outcome: 'ok', storage: reply.storage === 'dir' ? 'dir' : 'redis' };
  }

  /** One page of the library, newest first. */
  async list(accountId: string, query: ImageListQuery): Promise<{ rows: ImageRow[]; next: ListCursor | null }> {
    const q = query.q === null ? '' : query.q.replace(/[A-Z]/g, (c) => c.toLowerCase());
    const reply = await this.scripts.imageList(
      [keys.images(accountId)],
      argv('imageList', {
        imagePrefix: keys.imagePrefix(accountId),
        limit: query.limit,
        cursorScore: query.cursor?.updatedAt ?? '',
        cursorId: query.cursor?.id ?? '',
        maxScan: MAX_SCAN,
        user: query.userId ?? '',
        q,
      }),
    );
    const dimension = (v: string | undefined) => (v ? Number(v) : null);
    const rows = rowsOf(reply.items, 8).map(
      ([id, name, userId, contentType, size, width, height, createdAt]): ImageRow => ({
        id: id ?? '',
        name: name ?? '',
        userId: userId ? userId : null,
        contentType: contentType ?? '',
        sizeBytes: Number(size),
        width: dimension(width),
        height: dimension(height),
        createdAt: Number(createdAt),
      }),
    );
    return { rows, next: nextCursor(reply) };
  }

  async count(accountId: string): Promise<number> {
    return this.redis.zcard(keys.images(accountId));
  }
}

// Uploaded images: one hash per image (content type, size, where the bytes live and, for the
// default Redis storage, the bytes themselves) plus an index per account. The image id carries
// its account (`img_<account>_<random>`), so a public read finds the record in one round trip
// without a global lookup key. Quota check and insert are one Lua step.
import type { RedisClient } from '../redis/client';
import { randomBase62 } from '../auth/base62';
import { defineScript, type Script } from '../redis/scripts';
import { keys } from './keys';

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

export type ImageCreateOutcome = { outcome: 'ok'; createdAt: number } | { outcome: 'storage_limit'; limitMb: number };

const IMAGE_ID = /^img_([0-9A-Za-z]{1,40})_([0-9A-Za-z]{20})$/;

/** The account an image id belongs to, or null when it is not an image id. */
export function imageAccount(id: string): string | null {
  const match = IMAGE_ID.exec(id);
  return match ? `acct_${match[1]}` : null;
}

export function newImageId(accountId: string): string {
  return `img_${accountId.slice('acct_'.length)}_${randomBase62(20)}`;
}

const lua = (file: string) => new URL(`./lua/${file}`, import.meta.url);

export class Images {
  private readonly createScript: Script;
  private readonly deleteScript: Script;

  constructor(private readonly redis: RedisClient) {
    this.createScript = defineScript(redis, { name: 'image_create', file: lua('image-create.lua'), keys: 4, durable: true });
    this.deleteScript = defineScript(redis, { name: 'image_delete', file: lua('image-delete.lua'), keys: 3, durable: true });
  }

  /** Records an image (with its bytes for Redis storage) if the account's storage quota allows it. */
  async create(
    accountId: string,
    image: { id: string; contentType: string; sizeBytes: number; storage: ImageStorageKind; data: Buffer | null },
  ): Promise<ImageCreateOutcome> {
    const reply = (await this.createScript(
      [keys.image(accountId, image.id), keys.images(accountId), keys.usage(accountId), keys.account(accountId)],
      [image.id, image.contentType, image.sizeBytes, image.storage, (image.data ?? '') as unknown as string],
    )) as Array<string | number>;
    const code = Number(reply[0]);
    if (code === 2) return { outcome: 'storage_limit', limitMb: Number(reply[1]) };
    if (code !== 0) throw new Error(`image_create failed with code ${code}`);
    return { outcome: 'ok', createdAt: Number(reply[1]) };
  }

  /** Public read by id (no account given: the id names it). */
  async read(id: string): Promise<StoredImage | null> {
    const accountId = imageAccount(id);
    if (!accountId) return null;
    const [type, size, storage, data] = await this.redis.hmgetBuffer(keys.image(accountId, id), 'type', 'size', 'storage', 'data');
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

  /** Deletes an image of `accountId`; another account's id is not found. */
  async delete(accountId: string, id: string): Promise<{ outcome: 'ok'; storage: ImageStorageKind } | { outcome: 'not_found' }> {
    if (imageAccount(id) !== accountId) return { outcome: 'not_found' };
    const reply = (await this.deleteScript([keys.image(accountId, id), keys.images(accountId), keys.usage(accountId)], [])) as Array<
      string | number
    >;
    if (Number(reply[0]) === 404) return { outcome: 'not_found' };
    return { outcome: 'ok', storage: reply[1] === 'dir' ? 'dir' : 'redis' };
  }

  async count(accountId: string): Promise<number> {
    return this.redis.zcard(keys.images(accountId));
  }
}

// Images: upload (`POST /v1/images`, multipart field `file`), the library (`GET /v1/images`:
// a session user sees their own uploads and the shared ones, a secret key all; docs/api.md §11),
// public read (`GET /v1/images/:id`, no credentials, any origin, cached for a year: emails need
// public, stable image URLs) and delete (a session user only their own uploads).
// Check order as everywhere: 401 → 403 → 429 → 400 → 404 → 402.
import { createHash } from 'node:crypto';
import Router from '@koa/router';
import { s } from '../../../core/schema/schema';
import { errors } from '../../errors';
import type { AppDeps, AppState } from '../../http/context';
import { principalOf } from '../../http/context';
import { idempotencyErrors } from '../../http/idempotency';
import { createOwned, type IdempotentKind, ownedError } from '../../http/owned-record';
import { PageQuerySchema, setNextLink } from '../../http/page-query';
import { defineRoute } from '../../http/route';
import { isPlanName, PLANS } from '../../plans';
import type { ImageRow } from '../../store/images';
import { isImageId, newImageId } from '../../store/images';
import { actingUser, listedUser } from '../templates/scope';
import { checkImageHeader } from './dimensions';
import { readImageFile, removeImageFile, writeImageFile } from './disk';
import { FILE_FIELD, isMultipart, readUploadedFile } from './multipart';
import { sniffImageType } from './sniff';

/** 5 MiB per image (docs/api.md §7). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Multipart framing allowed on top of the file before the body is refused unread. */
const MULTIPART_OVERHEAD = 64 * 1024;

export const imageResponse = s.object({
  id: s.string().describe('img_<random>: opaque, names no account'),
  url: s.string({ format: 'uri' }).describe('public, absolute URL of the image (no credentials needed)'),
  sizeBytes: s.integer({ min: 1, max: MAX_IMAGE_BYTES }),
});

export const imageListItem = s.object({
  id: s.string(),
  url: s.string({ format: 'uri' }),
  name: s.string().describe("the uploaded file's name"),
  sizeBytes: s.integer({ min: 1, max: MAX_IMAGE_BYTES }),
  contentType: s.enum(['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const),
  width: s.integer({ min: 1 }).nullable().describe('pixels, from the file header (null when it does not say)'),
  height: s.integer({ min: 1 }).nullable(),
  createdAt: s.string({ format: 'date-time' }),
  userId: s.string().optional().describe('the uploading session user; absent for shared images'),
});

const listImagesQuery = new PageQuerySchema('img', true);

/** The multipart request body, for the OpenAPI document (the JSON route shape has no place for it). */
export const IMAGE_UPLOAD_BODY = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        properties: {
          [FILE_FIELD]: {
            type: 'string',
            contentMediaType: 'application/octet-stream',
            description: 'PNG, JPEG, GIF or WebP, at most 5 MiB',
          },
        },
        required: [FILE_FIELD],
      },
    },
  },
} as const;

function imageKind(publicUrl: string): IdempotentKind {
  return {
    noun: 'image',
    scope: 'images',
    location: (id) => `${publicUrl}/v1/images/${id}`,
    sharedWrite: { message: 'shared images can be deleted only with the secret key', code: 'shared_image' },
  };
}

const tooLarge = () => errors.badRequest(`file must be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB`, 'image_too_large');

export const uploadImage = defineRoute({
  method: 'POST',
  path: '/v1/images',
  auth: 'api',
  summary:
    'Upload an image (multipart field "file": PNG, JPEG, GIF or WebP by content, at most 5 MB); counts against storage',
  tags: ['images'],
  idempotent: true,
  responses: {
    201: { description: 'the stored image and its public URL', schema: imageResponse },
    400: { description: 'not multipart, no "file" field, not a PNG/JPEG/GIF/WebP, empty or over 5 MB' },
    401: { description: 'missing or invalid key or token' },
    402: { description: 'imageUpload not in the plan, or the storage limit is reached' },
    ...idempotencyErrors('file'),
    403: { description: "origin not in the key's allowlist" },
    429: { description: 'rate limit exceeded (Retry-After)' },
  },
  async handle(ctx, _input, deps) {
    const { store, config } = deps;
    const p = principalOf(ctx);
    if (p.kind === 'dashboard') throw errors.unauthorized();
    if (!isMultipart(ctx))
      throw errors.badRequest(
        `request body must be multipart/form-data with a field "${FILE_FIELD}"`,
        'unsupported_media_type',
      );
    if (Number(ctx.get('Content-Length') || 0) > MAX_IMAGE_BYTES + MULTIPART_OVERHEAD) {
      ctx.set('Connection', 'close');
      throw tooLarge();
    }
    const file = await readUploadedFile(ctx, MAX_IMAGE_BYTES);
    if (!file) throw errors.badRequest(`multipart field "${FILE_FIELD}" is required`, 'invalid_input');
    if (file.truncated || file.bytes.length > MAX_IMAGE_BYTES) throw tooLarge();
    if (file.bytes.length === 0) throw errors.badRequest('file is empty', 'invalid_input');
    const contentType = sniffImageType(file.bytes);
    if (!contentType) throw errors.badRequest('file must be a PNG, JPEG, GIF or WebP image', 'unsupported_image_type');
    const header = checkImageHeader(file.bytes, contentType);
    if (!header.ok) throw errors.badRequest(header.problem, header.code);

    if (!isPlanName(p.plan) || !PLANS[p.plan].features.imageUpload)
      throw errors.featureNotInPlan('Image upload (imageUpload)', p.plan);
    const onDisk = config.imageStorage === 'dir' && config.imageDir !== null;
    const sizeBytes = file.bytes.length;
    const kind = imageKind(config.publicUrl);
    await createOwned(ctx, deps, kind, {
      request: createHash('sha256').update(file.bytes).digest('hex'),
      async create(claim) {
        const id = newImageId();
        const size = header.dimensions;
        if (onDisk) await writeImageFile(config.imageDir!, p.accountId, id, file.bytes);
        const result = await store.images
          .create(
            p.accountId,
            {
              id,
              contentType,
              sizeBytes,
              storage: onDisk ? 'dir' : 'redis',
              data: onDisk ? null : file.bytes,
              userId: p.kind === 'session' ? p.userId : null,
              name: file.name,
              width: size?.width ?? null,
              height: size?.height ?? null,
            },
            claim,
          )
          .catch(async (error: unknown) => {
            if (onDisk) await removeImageFile(config.imageDir!, p.accountId, id);
            throw error;
          });
        if (result.outcome !== 'ok') {
          if (onDisk) await removeImageFile(config.imageDir!, p.accountId, id);
          return result;
        }
        return { outcome: 'ok' as const, record: { id, sizeBytes } };
      },
      async read(id) {
        const image = await store.images.read(id);
        return image && image.accountId === p.accountId ? { id, sizeBytes: image.sizeBytes } : null;
      },
      json: (record) => JSON.stringify({ id: record.id, url: kind.location(record.id), sizeBytes: record.sizeBytes }),
    });
  },
});

export const listImages = defineRoute({
  method: 'GET',
  path: '/v1/images',
  auth: 'api',
  summary:
    'The image library, newest first: own uploads and shared ones for a session user, every image for a secret key',
  tags: ['images'],
  query: listImagesQuery,
  responses: {
    200: { description: 'a page of images; Link rel="next" when more remain', schema: s.array(imageListItem) },
    400: { description: 'invalid query' },
    401: { description: 'missing or invalid key or token' },
    403: { description: "origin not in the key's allowlist, or a userId other than the session token's" },
    429: { description: 'rate limit exceeded (Retry-After)' },
  },
  async handle(ctx, { query }, { store, config }) {
    const { rows, next } = await store.images.list(principalOf(ctx).accountId, {
      userId: listedUser(ctx, query.userId, 'images'),
      q: query.q ?? null,
      limit: query.limit,
      cursor: query.cursor,
    });
    setNextLink(ctx, config.publicUrl, '/v1/images', next);
    const item = (r: ImageRow) => ({
      id: r.id,
      url: `${config.publicUrl}/v1/images/${r.id}`,
      name: r.name,
      sizeBytes: r.sizeBytes,
      contentType: r.contentType,
      width: r.width,
      height: r.height,
      createdAt: new Date(r.createdAt).toISOString(),
      ...(r.userId !== null && { userId: r.userId }),
    });
    ctx.body = rows.map(item);
  },
});

export const deleteImage = defineRoute({
  method: 'DELETE',
  path: '/v1/images/:id',
  auth: 'api',
  summary: 'Delete an image (a session user: only their own uploads); its URL stops working and storage is freed',
  tags: ['images'],
  responses: {
    200: { description: '{ok: true}', schema: s.object({ ok: s.literal(true) }) },
    401: { description: 'missing or invalid key or token' },
    403: {
      description: "origin not in the key's allowlist, or a session token deleting a shared image (shared_image)",
    },
    404: { description: "no such image in this account (or another user's, for a session token)" },
    429: { description: 'rate limit exceeded (Retry-After)' },
  },
  async handle(ctx, { params }, { store, config }) {
    const accountId = principalOf(ctx).accountId;
    const result = await store.images.delete(accountId, params.id ?? '', actingUser(ctx));
    if (result.outcome !== 'ok') throw ownedError(ctx, imageKind(config.publicUrl), result);
    if (result.storage === 'dir' && config.imageDir) await removeImageFile(config.imageDir, accountId, params.id ?? '');
    ctx.body = { ok: true };
  },
});

export const imageRoutes = [listImages, uploadImage, deleteImage];

/** `GET /v1/images/:id`: public, no rate limit per address (mail clients' image proxies share addresses). */
export function imageReadRouter({ store, config }: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/v1/images/:id', async function readImage(ctx) {
    const id = ctx.params.id ?? '';
    const image = isImageId(id) ? await store.images.read(id) : null;
    const bytes =
      image && (image.data ?? (config.imageDir ? await readImageFile(config.imageDir, image.accountId, id) : null));
    if (!image || !bytes) throw errors.notFound('image not found');
    ctx.remove('Vary');
    ctx.set('Access-Control-Allow-Origin', '*');
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.set('ETag', `"${id}"`);
    ctx.type = image.contentType;
    if (ctx.get('If-None-Match') === `"${id}"`) {
      ctx.status = 304;
      return;
    }
    ctx.status = 200;
    ctx.body = bytes;
  });
  return router;
}

// Saved blocks (docs/api.md §11): list, get, create, update, delete with the templates' scope
// rules (§3, §12): a secret key sees and changes every block of the account; a session user sees
// their own and the shared ones, creates their own (shared ones only as a manager) and changes
// their own (shared ones only as a manager). Anything else of the account is a 404.
import type { Infer } from '../../../core/schema/schema';
import { s } from '../../../core/schema/schema';
import { principalOf } from '../../http/context';
import { idempotencyErrors } from '../../http/idempotency';
import { saveUnderLocks } from '../../http/locked-blocks';
import {
  AUTH_ERRORS,
  createOwned,
  type IdempotentKind,
  ownedError,
  ownedResult,
  planOf,
} from '../../http/owned-record';
import { setNextLink } from '../../http/page-query';
import { defineRoute, sendJson } from '../../http/route';
import { listedUser, ownerForCreate, visibleOr404, writerOf } from '../templates/scope';
import { createBlockBody, fullSavedBlock, listBlocksQuery, savedBlockListItem, updateBlockBody } from './schema';
import { fullSavedBlockJson, savedBlockItemJson } from './serialize';

const TAGS = ['blocks'];
const SHARED_WRITE = 'shared saved blocks can be changed only by a manager or with the secret key';

const BLOCK_KIND: IdempotentKind = {
  noun: 'saved block',
  scope: 'blocks',
  location: (id) => `/v1/blocks/${id}`,
  sharedWrite: { message: SHARED_WRITE, code: 'shared_block' },
};

export const listBlocks = defineRoute({
  method: 'GET',
  path: '/v1/blocks',
  auth: 'api',
  summary: 'List saved blocks (newest first, without the block itself)',
  tags: TAGS,
  query: listBlocksQuery,
  responses: {
    200: { description: 'a page of list items; Link rel="next" when more remain', schema: s.array(savedBlockListItem) },
    400: { description: 'invalid query' },
    ...AUTH_ERRORS,
  },
  async handle(ctx, { query }, { store, config }) {
    const { rows, next } = await store.blocks.list(principalOf(ctx).accountId, {
      userId: listedUser(ctx, query.userId, 'saved blocks'),
      limit: query.limit,
      cursor: query.cursor,
    });
    setNextLink(ctx, config.publicUrl, '/v1/blocks', next);
    sendJson(ctx, 200, `[${rows.map(savedBlockItemJson).join(',')}]`);
  },
});

export const getBlock = defineRoute({
  method: 'GET',
  path: '/v1/blocks/:id',
  auth: 'api',
  summary: 'Get a saved block',
  tags: TAGS,
  responses: {
    200: { description: 'the saved block', schema: fullSavedBlock },
    404: { description: 'no such saved block in scope' },
    ...AUTH_ERRORS,
  },
  async handle(ctx, { params }, { store }) {
    const record = await store.blocks.get(principalOf(ctx).accountId, params.id ?? '');
    sendJson(ctx, 200, fullSavedBlockJson(visibleOr404(ctx, record, 'saved block')));
  },
});

export const createBlock = defineRoute<Infer<typeof createBlockBody>>({
  method: 'POST',
  path: '/v1/blocks',
  auth: 'api',
  summary: 'Save a block for reuse (own; shared without userId, or with "shared": true as a manager)',
  tags: TAGS,
  body: createBlockBody,
  responses: {
    201: {
      description: 'the saved block (a replay of the first response for a repeated Idempotency-Key)',
      schema: fullSavedBlock,
    },
    400: { description: 'invalid body (the message names the field) or Idempotency-Key' },
    402: { description: 'plan limit reached (saved blocks: 20 on free, 1,000 otherwise; or storage)' },
    ...idempotencyErrors('body'),
    ...AUTH_ERRORS,
  },
  async handle(ctx, { body }, deps) {
    const { store } = deps;
    const p = principalOf(ctx);
    const owner = ownerForCreate(ctx, body, 'saved blocks', 'shared_block');
    await createOwned(ctx, deps, BLOCK_KIND, {
      request: JSON.stringify(body),
      create: (claim) =>
        store.blocks.create(
          p.accountId,
          planOf(ctx),
          { name: body.name, userId: owner, blockJson: JSON.stringify(body.block) },
          claim,
        ),
      read: (id) => store.blocks.get(p.accountId, id),
      json: fullSavedBlockJson,
    });
  },
});

export const updateBlock = defineRoute<Infer<typeof updateBlockBody>>({
  method: 'PUT',
  path: '/v1/blocks/:id',
  auth: 'api',
  summary: 'Rename a saved block and/or replace its block',
  tags: TAGS,
  body: updateBlockBody,
  responses: {
    200: { description: 'the saved block', schema: fullSavedBlock },
    400: { description: 'invalid body (the message names the field)' },
    402: { description: 'storage limit reached' },
    404: { description: 'no such saved block in scope' },
    409: {
      description: 'edit_conflict: the saved block kept changing while this save was checked against its locks; retry',
    },
    ...AUTH_ERRORS,
    403: {
      description: `${AUTH_ERRORS[403].description}; block_locked: a change to a locked block by anyone but a manager; read_only: a reviewer`,
    },
  },
  async handle(ctx, { body, params }, { store }) {
    const patch: { name?: string; blockJson?: string } = {};
    if (body.name !== undefined) patch.name = body.name;
    if (body.block !== undefined) patch.blockJson = JSON.stringify(body.block);
    const { accountId } = principalOf(ctx);
    const id = params.id ?? '';
    const writer = writerOf(ctx);
    // A saved block made from locked content keeps its lock (docs/api.md §15).
    const result = await saveUnderLocks({
      writer,
      next: body.block === undefined ? null : [body.block],
      readStored: () => store.blocks.storedBlockOf(accountId, id, writer.user ?? ''),
      blocksOf: (stored) => [stored],
      save: (guard) => store.blocks.update(accountId, id, writer, patch, guard),
    });
    sendJson(ctx, 200, fullSavedBlockJson(ownedResult(ctx, BLOCK_KIND, result)));
  },
});

export const deleteBlock = defineRoute({
  method: 'DELETE',
  path: '/v1/blocks/:id',
  auth: 'api',
  summary: 'Delete a saved block',
  tags: TAGS,
  responses: {
    200: { description: '{ok: true}', schema: s.object({ ok: s.literal(true) }) },
    404: { description: 'no such saved block in scope' },
    ...AUTH_ERRORS,
  },
  async handle(ctx, { params }, { store }) {
    const result = await store.blocks.delete(principalOf(ctx).accountId, params.id ?? '', writerOf(ctx));
    if (result.outcome !== 'ok') throw ownedError(ctx, BLOCK_KIND, result);
    ctx.body = { ok: true };
  },
});

export const blockRoutes = [listBlocks, getBlock, createBlock, updateBlock, deleteBlock];

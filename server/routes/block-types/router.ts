// Custom block types (docs/api.md §16): an account defines its own block types, which the server
// and the element render alike. Any credential of the account lists them (the element builds
// its palette from the list); only the secret key creates, replaces and deletes them. At most
// 50 per account (checked and written in one Lua step); the plan needs `customBlocks`.
import { BLOCK_TYPE_LIMITS, type BlockTypeDefinition } from '../../../core/block-types/definition';
import { blockTypeNameIssue } from '../../../core/block-types/name';
import { s } from '../../../core/schema/schema';
import { errors, invalidInput } from '../../errors';
import { type AppContext, principalOf } from '../../http/context';
import { AUTH_ERRORS, planOf } from '../../http/owned-record';
import { defineRoute, sendJson } from '../../http/route';
import type { StoredBlockType } from '../../store/block-types';
import { deleteResult } from '../templates/schema';
import { hasCustomBlocks } from './definitions';
import { blockTypeBody, blockTypeResponse } from './schema';

const TAGS = ['block-types'];
const FEATURE = 'Custom block types (customBlocks)';

function requireFeature(ctx: AppContext): void {
  const plan = planOf(ctx);
  if (!hasCustomBlocks(plan)) throw errors.featureNotInPlan(FEATURE, plan);
}

/** `{"name":…,` spliced before the stored object (which starts with `{"updatedAt":`). */
function typeJson(type: StoredBlockType): string {
  return `{"name":${JSON.stringify(type.name)},${type.json.slice(1)}`;
}

export const listBlockTypes = defineRoute({
  method: 'GET',
  path: '/v1/block-types',
  auth: 'api',
  summary: "List the account's custom block types (by name)",
  tags: TAGS,
  responses: {
    200: { description: 'every custom block type of the account', schema: s.array(blockTypeResponse) },
    402: { description: 'customBlocks is not in the plan (feature_not_in_plan)' },
    ...AUTH_ERRORS,
  },
  async handle(ctx, _input, { store }) {
    const p = principalOf(ctx);
    if (p.kind === 'dashboard') throw errors.unauthorized();
    requireFeature(ctx);
    const types = await store.blockTypes.all(p.accountId);
    sendJson(ctx, 200, `[${types.map(typeJson).join(',')}]`);
  },
});

export const putBlockType = defineRoute<BlockTypeDefinition>({
  method: 'PUT',
  path: '/v1/block-types/:name',
  auth: 'secret',
  summary: 'Create or replace a custom block type (secret key)',
  tags: TAGS,
  body: blockTypeBody,
  responses: {
    200: { description: 'the type, replaced', schema: blockTypeResponse },
    201: { description: 'the type, created (Location header)', schema: blockTypeResponse },
    400: {
      description: `invalid name or body (the message names the field), or the account has ${BLOCK_TYPE_LIMITS.maxPerAccount} types already (block_type_limit_reached)`,
    },
    401: { description: 'missing or invalid secret key (a session token is refused)' },
    402: { description: 'customBlocks is not in the plan (feature_not_in_plan), or the storage limit' },
    429: AUTH_ERRORS[429],
  },
  async handle(ctx, { body, params }, { store }) {
    const p = principalOf(ctx);
    const name = params.name ?? '';
    const issue = blockTypeNameIssue(name);
    if (issue) throw invalidInput([{ path: 'name', message: issue }]);
    requireFeature(ctx);
    const result = await store.blockTypes.put(p.accountId, name, JSON.stringify(body), BLOCK_TYPE_LIMITS.maxPerAccount);
    if (result.outcome === 'type_limit') throw errors.blockTypeLimit(result.limit);
    if (result.outcome === 'storage_limit') throw errors.storageLimit(planOf(ctx), result.limitMb);
    if (result.created) ctx.set('Location', `/v1/block-types/${name}`);
    sendJson(ctx, result.created ? 201 : 200, typeJson(result.type));
  },
});

export const deleteBlockType = defineRoute({
  method: 'DELETE',
  path: '/v1/block-types/:name',
  auth: 'secret',
  summary: 'Delete a custom block type (secret key; documents keep rendering its blocks as their last HTML)',
  tags: TAGS,
  responses: {
    200: { description: '{ok: true}', schema: deleteResult },
    401: { description: 'missing or invalid secret key (a session token is refused)' },
    404: { description: 'the account has no such type' },
    429: AUTH_ERRORS[429],
  },
  async handle(ctx, { params }, { store }) {
    // Allowed on every plan: an account that moved to a plan without customBlocks can still
    // release the storage its types hold.
    if (!(await store.blockTypes.delete(principalOf(ctx).accountId, params.name ?? '')))
      throw errors.notFound('block type not found');
    sendJson(ctx, 200, '{"ok":true}');
  },
});

export const blockTypeRoutes = [listBlockTypes, putBlockType, deleteBlockType];

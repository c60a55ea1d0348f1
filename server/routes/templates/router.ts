// Templates: list, get, create, update, delete. Scope rules (docs/api.md §3): a secret key sees
// the whole account; a session token for user U sees U's templates and shared ones, creates
// only U's, and may change only U's. Anything else of the account is a 404 like a missing id.

import { emptyDocument } from '../../../core/document/validate';
import type { Infer } from '../../../core/schema/schema';
import { s } from '../../../core/schema/schema';
import { errors } from '../../errors';
import { type AppContext, type AppDeps, principalOf } from '../../http/context';
import { idempotencyErrors } from '../../http/idempotency';
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
import { CUSTOM_FONTS_FEATURE, isPlanName, PLANS, planAllowsDocument } from '../../plans';
import { LOCK_RULES } from './permissions';
import { saveTemplateUpdate } from './save';
import {
  createTemplateBody,
  deleteResult,
  fullTemplate,
  type ListTemplatesQuery,
  listTemplatesQuery,
  templateListItem,
  updateTemplateBody,
} from './schema';
import { actingUser, listedUser, ownerForCreate, visibleOr404, writerOf } from './scope';
import { fullTemplateJson, listItemJson } from './serialize';

const TAGS = ['templates'];

const SHARED_WRITE = 'shared templates can be changed only by a manager or with the secret key';

/** The 403s of a content write (docs/api.md §12, §15). */
export const LOCKED_WRITE_403 =
  `${AUTH_ERRORS[403].description}; shared_template: a member changing a shared template; ` +
  'block_locked: a change to a locked block by anyone but a manager or the secret key (the message names the block); read_only: a reviewer';

export const TEMPLATE_KIND: IdempotentKind = {
  noun: 'template',
  scope: 'templates',
  location: (id) => `/v1/templates/${id}`,
  sharedWrite: { message: SHARED_WRITE, code: 'shared_template' },
};

export const listTemplates = defineRoute({
  method: 'GET',
  path: '/v1/templates',
  auth: 'api',
  summary: 'List templates (newest updatedAt first), filtered by userId, meta[key]=value and status',
  tags: TAGS,
  query: listTemplatesQuery,
  responses: {
    200: { description: 'a page of list items; Link rel="next" when more remain', schema: s.array(templateListItem) },
    400: { description: 'invalid query' },
    ...AUTH_ERRORS,
  },
  async handle(ctx, { query }, deps) {
    const page = await listPage(ctx, query, deps);
    setNextLink(ctx, deps.config.publicUrl, '/v1/templates', page.next);
    sendJson(ctx, 200, page.json);
  },
});

/**
 * One page of the list as JSON, and the cursor of the next (also part of `GET /v1/start`). On a
 * plan with co-editing, each item says who is editing it now: one more round trip for the page.
 */
export async function listPage(ctx: AppContext, query: ListTemplatesQuery, { store }: AppDeps) {
  const { accountId } = principalOf(ctx);
  const { rows, next } = await store.templates.list(accountId, {
    userId: listedUser(ctx, query.userId, 'templates'),
    limit: query.limit,
    cursor: query.cursor,
    filters: query.filters,
    status: query.status,
  });
  const plan = planOf(ctx);
  const live = isPlanName(plan) && PLANS[plan].features.coEditing;
  const editing = live
    ? await store.collab.editing(
        accountId,
        rows.map((r) => r.id),
        Date.now(),
      )
    : new Map<string, never>();
  return { json: `[${rows.map((row) => listItemJson(row, editing.get(row.id))).join(',')}]`, next };
}

export const getTemplate = defineRoute({
  method: 'GET',
  path: '/v1/templates/:id',
  auth: 'api',
  summary: 'Get a template',
  tags: TAGS,
  responses: {
    200: { description: 'the full template', schema: fullTemplate },
    404: { description: 'no such template in scope' },
    ...AUTH_ERRORS,
  },
  async handle(ctx, { params }, { store }) {
    sendJson(
      ctx,
      200,
      fullTemplateJson(visibleOr404(ctx, await store.templates.getRaw(principalOf(ctx).accountId, params.id ?? ''))),
    );
  },
});

export const createTemplate = defineRoute<Infer<typeof createTemplateBody>>({
  method: 'POST',
  path: '/v1/templates',
  auth: 'api',
  summary: 'Create a template (user template with userId; shared without it, or with "shared": true as a manager)',
  tags: TAGS,
  body: createTemplateBody,
  idempotent: true,
  responses: {
    201: {
      description: 'the created template (a replay of the first response for a repeated Idempotency-Key)',
      schema: fullTemplate,
    },
    400: { description: 'invalid body (the message names the field) or Idempotency-Key' },
    402: { description: 'plan limit reached (templates or storage), or a web font without customFonts' },
    ...idempotencyErrors('body'),
    ...AUTH_ERRORS,
  },
  async handle(ctx, { body }, deps) {
    const { store } = deps;
    const p = principalOf(ctx);
    const owner = ownerForCreate(ctx, body, 'templates');
    const plan = planOf(ctx);
    if (!planAllowsDocument(plan, body.blockTree)) throw errors.featureNotInPlan(CUSTOM_FONTS_FEATURE, plan);
    await createOwned(ctx, deps, TEMPLATE_KIND, {
      request: JSON.stringify(body),
      create: (claim) =>
        store.templates.create(
          p.accountId,
          {
            name: body.name,
            userId: owner,
            blockTreeJson: JSON.stringify(body.blockTree ?? emptyDocument()),
            metadata: body.metadata ?? {},
            tags: body.tags ?? [],
          },
          claim,
          actingUser(ctx),
        ),
      read: (id) => store.templates.get(p.accountId, id),
      json: fullTemplateJson,
    });
  },
});

export const updateTemplate = defineRoute<Infer<typeof updateTemplateBody>>({
  method: 'PUT',
  path: '/v1/templates/:id',
  auth: 'api',
  summary: 'Update a template: only the fields sent change; metadata replaces the whole map',
  description: LOCK_RULES,
  tags: TAGS,
  body: updateTemplateBody,
  responses: {
    200: { description: 'the updated template', schema: fullTemplate },
    400: { description: 'invalid body (the message names the field)' },
    402: { description: 'storage limit reached, or a web font without customFonts' },
    404: { description: 'no such template in scope' },
    409: {
      description:
        'edit_conflict: the template kept changing while this save was checked against its locked blocks; retry',
    },
    ...AUTH_ERRORS,
    403: { description: LOCKED_WRITE_403 },
  },
  async load(ctx, { params }, { store }) {
    const found = visibleOr404(ctx, await store.templates.ownerOf(principalOf(ctx).accountId, params.id ?? ''));
    // Shared templates: the secret key and managers may change them (docs/api.md §12).
    if (found.userId === null && !writerOf(ctx).manager) throw errors.forbidden(SHARED_WRITE, 'shared_template');
  },
  async handle(ctx, { body, params }, { store, live }) {
    const p = principalOf(ctx);
    const id = params.id ?? '';
    const result = await saveTemplateUpdate(
      store,
      { accountId: p.accountId, plan: p.kind === 'dashboard' ? null : p.plan, writer: writerOf(ctx) },
      id,
      body,
    );
    if (result.outcome === 'feature') {
      // 404 before 402: only a template the caller could change learns about the plan.
      visibleOr404(ctx, await store.templates.getRaw(p.accountId, id));
      throw errors.featureNotInPlan(CUSTOM_FONTS_FEATURE, p.kind === 'dashboard' ? '' : p.plan);
    }
    const record = ownedResult(ctx, TEMPLATE_KIND, result);
    // People editing it live see the new name or document as one change (docs/api.md §14).
    if (body.name !== undefined || body.blockTree !== undefined) await live?.templateSaved(p.accountId, id, record);
    sendJson(ctx, 200, fullTemplateJson(record));
  },
});

export const deleteTemplate = defineRoute({
  method: 'DELETE',
  path: '/v1/templates/:id',
  auth: 'api',
  summary: 'Delete a template',
  tags: TAGS,
  responses: {
    200: { description: '{ok: true}', schema: deleteResult },
    404: { description: 'no such template in scope' },
    ...AUTH_ERRORS,
    403: {
      description: `${AUTH_ERRORS[403].description}; shared_template: a member deleting a shared template; read_only: a reviewer`,
    },
  },
  async handle(ctx, { params }, { store, live }) {
    const { accountId } = principalOf(ctx);
    const result = await store.templates.delete(accountId, params.id ?? '', writerOf(ctx));
    if (result.outcome !== 'ok') throw ownedError(ctx, TEMPLATE_KIND, result);
    await live?.templateDeleted(accountId, params.id ?? '');
    ctx.body = { ok: true };
  },
});

export const templateRoutes = [listTemplates, getTemplate, createTemplate, updateTemplate, deleteTemplate];

// Template versions (docs/api.md §10): list, get one, restore one. Reading needs the visibility
// of get (a session user: own and shared templates), restoring the permission of update (own;
// shared only as a manager; §12). A restore is a save: the template's Lua step records it as a
// new version. Anything out of scope, an unknown version or a deleted template is a 404.
import { s } from '../../../core/schema/schema';
import { errors } from '../../errors';
import { type AppContext, principalOf } from '../../http/context';
import { defineRoute, sendJson } from '../../http/route';
import { CUSTOM_FONTS_FEATURE, planAllowsDocument } from '../../plans';
import type { Store } from '../../store';
import type { TemplateRecord } from '../../store/templates';
import { parseVersion, type VersionRow } from '../../store/versions';
import { LOCK_RULES } from './permissions';
import { LOCKED_WRITE_403 } from './router';
import { saveUnderLockRule } from './save';
import { fullTemplate, statusField } from './schema';
import { visibleOr404, writerOf } from './scope';
import { fullTemplateJson } from './serialize';

const TAGS = ['templates', 'versions'];
const ERRORS = {
  401: { description: 'missing or invalid key or token' },
  403: { description: "origin not in the key's allowlist" },
  404: { description: 'no such template in scope, or no such version' },
  429: { description: 'rate limit exceeded (Retry-After)' },
};

const SHARED_RESTORE = 'shared templates can be restored only by a manager or with the secret key';

const versionItem = s.object({
  version: s.integer({ min: 1 }),
  name: s.string(),
  updatedAt: s.string({ format: 'date-time' }),
  savedBy: s.string().nullable().describe("the session token's userId that saved it; null for a secret key"),
  restoredFrom: s
    .integer({ min: 1 })
    .nullable()
    .describe(
      'the version this one restored (a restore records a copy of it as a new version); null for an ordinary save',
    ),
  statusChanges: s
    .array(
      s.object({
        from: statusField,
        to: statusField,
        by: s.string().nullable().describe("the session's userId that made the move; null for a secret key"),
        at: s.string({ format: 'date-time' }),
        note: s.string().optional(),
      }),
    )
    .describe('approval transitions made while this version was current, oldest first (docs/api.md §15)'),
});

const versionedTemplate = s.object({ ...fullTemplate.shape, version: s.integer({ min: 1 }) });

const versionJson = (v: VersionRow) => ({
  version: v.version,
  name: v.name,
  updatedAt: new Date(v.updatedAt).toISOString(),
  savedBy: v.savedBy,
  restoredFrom: v.restoredFrom,
  statusChanges: v.statusChanges.map((c) => ({ ...c, at: new Date(c.at).toISOString() })),
});

/** The template the caller may see, or a 404. */
async function visibleTemplate(ctx: AppContext, store: Store, id: string): Promise<TemplateRecord> {
  return visibleOr404(ctx, await store.templates.get(principalOf(ctx).accountId, id));
}

export const listVersions = defineRoute({
  method: 'GET',
  path: '/v1/templates/:id/versions',
  auth: 'api',
  summary: "A template's kept versions (newest 50), newest first, without their documents",
  tags: TAGS,
  responses: { 200: { description: 'the versions', schema: s.array(versionItem) }, ...ERRORS },
  async handle(ctx, { params }, { store }) {
    const id = params.id ?? '';
    await visibleTemplate(ctx, store, id);
    const rows = await store.versions.list(principalOf(ctx).accountId, id);
    ctx.body = rows.map(versionJson);
  },
});

export const getVersion = defineRoute({
  method: 'GET',
  path: '/v1/templates/:id/versions/:version',
  auth: 'api',
  summary: 'One version: the full template as it was saved, plus its version number',
  tags: TAGS,
  responses: { 200: { description: 'the template as it was', schema: versionedTemplate }, ...ERRORS },
  async handle(ctx, { params }, { store }) {
    const id = params.id ?? '';
    const current = await visibleTemplate(ctx, store, id);
    const n = parseVersion(params.version ?? '');
    const version = n === null ? null : await store.versions.get(principalOf(ctx).accountId, id, n);
    if (!version) throw errors.notFound('version not found');
    const asItWas = fullTemplateJson({
      ...current,
      name: version.name,
      blockTreeJson: version.blockTreeJson,
      updatedAt: version.updatedAt,
    });
    sendJson(ctx, 200, `${asItWas.slice(0, -1)},"version":${version.version}}`);
  },
});

export const restoreVersion = defineRoute({
  method: 'POST',
  path: '/v1/templates/:id/versions/:version/restore',
  auth: 'api',
  summary: 'Restore a version: the template takes its name and document, recorded as a new version',
  description: LOCK_RULES,
  tags: TAGS,
  responses: {
    200: { description: 'the template after the restore', schema: fullTemplate },
    401: ERRORS[401],
    402: { description: 'storage limit reached, or a web font without customFonts' },
    403: { description: LOCKED_WRITE_403 },
    404: ERRORS[404],
    409: {
      description:
        'edit_conflict: the template kept changing while this restore was checked against its locked blocks; retry',
    },
    429: ERRORS[429],
  },
  async handle(ctx, { params }, { store, live }) {
    const p = principalOf(ctx);
    if (p.kind === 'dashboard') throw errors.unauthorized();
    const id = params.id ?? '';
    const current = await visibleTemplate(ctx, store, id);
    const n = parseVersion(params.version ?? '');
    const version = n === null ? null : await store.versions.get(p.accountId, id, n);
    if (!version) throw errors.notFound('version not found');
    // Decided here before the plan check (404 → 403 → 402); the Lua step checks scope again.
    if (current.userId === null && !writerOf(ctx).manager) throw errors.forbidden(SHARED_RESTORE, 'shared_template');
    const blockTree = JSON.parse(version.blockTreeJson) as { blocks?: unknown[] };
    if (!planAllowsDocument(p.plan, blockTree)) throw errors.featureNotInPlan(CUSTOM_FONTS_FEATURE, p.plan);
    // A restore is a save: it may not move, change, delete or unlock a locked block either.
    const result = await saveUnderLockRule(
      store,
      { accountId: principalOf(ctx).accountId, writer: writerOf(ctx) },
      id,
      { name: version.name, blockTreeJson: version.blockTreeJson },
      blockTree.blocks ?? [],
      {
        restoredFrom: version.version,
      },
    );
    if (result.outcome === 'not_found') throw errors.notFound('template not found');
    if (result.outcome === 'forbidden') throw errors.forbidden(SHARED_RESTORE, 'shared_template');
    if (result.outcome === 'storage_limit') throw errors.storageLimit(p.plan, result.limitMb);
    await live?.templateSaved(p.accountId, id, result.record);
    sendJson(ctx, 200, fullTemplateJson(result.record));
  },
});

export const versionRoutes = [listVersions, getVersion, restoreVersion];

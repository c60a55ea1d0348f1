// Approval (docs/api.md §15): `POST /v1/templates/{id}/status {status, note?}` moves a shared
// template draft → in_review (anyone who may read it: members, managers, reviewers, the secret
// key) and in_review → approved or back to draft (a manager or the secret key). The check and
// the write are one Lua step (template-status.lua), which also records the transition, with its
// note, on the template's current version.
import { type Infer, s } from '../../../core/schema/schema';
import { errors } from '../../errors';
import { type AppContext, type AppDeps, principalOf } from '../../http/context';
import { AUTH_ERRORS, planOf } from '../../http/owned-record';
import { defineRoute, sendJson } from '../../http/route';
import { isPlanName, PLANS } from '../../plans';
import { TEMPLATE_STATUSES } from '../../store/templates';
import { STATUS_RULES } from './permissions';
import { fullTemplate } from './schema';
import { actingUser, loadReadableTemplate, writerOf } from './scope';
import { fullTemplateJson } from './serialize';

export const statusBody = s.object({
  status: s
    .enum(TEMPLATE_STATUSES)
    .describe('the status to move to: in_review (ask for review), approved, or draft (send back)'),
  note: s
    .string({ min: 1, max: 2000, trim: true })
    .describe('plain text kept with the transition (a reviewer sending back says why), 1–2,000 characters')
    .optional(),
});

/**
 * The note of a transition also becomes a comment on the template (docs/api.md §15), where the
 * people working on it read it. On a plan without comments, or at the comment limit, the note
 * stays only with the transition on the versions.
 */
async function noteAsComment(
  ctx: AppContext,
  store: AppDeps['store'],
  templateId: string,
  note: string,
): Promise<void> {
  const p = principalOf(ctx);
  const plan = planOf(ctx);
  if (!isPlanName(plan) || !PLANS[plan].features.comments) return;
  await store.comments.create(p.accountId, {
    templateId,
    blockId: null,
    parentId: null,
    text: note,
    mentions: [],
    userId: actingUser(ctx),
    name: p.kind === 'session' ? (p.name ?? null) : null,
  });
}

export const setTemplateStatus = defineRoute<Infer<typeof statusBody>>({
  method: 'POST',
  path: '/v1/templates/:id/status',
  auth: 'api',
  summary: "Move a shared template's approval status (draft → in_review → approved, or back to draft)",
  description: STATUS_RULES,
  tags: ['templates'],
  // Asking for review is open to everyone who may comment, reviewers included (the Lua step
  // refuses them the manager's moves).
  reviewerMayCall: true,
  body: statusBody,
  responses: {
    200: { description: 'the template with its new status', schema: fullTemplate },
    400: { description: 'invalid body (the message names the field)' },
    402: { description: 'storage limit reached (the transition is recorded with the versions)' },
    404: { description: 'no such template in scope' },
    409: {
      description:
        'invalid_status_transition: the move is not draft → in_review, in_review → approved or in_review → draft, or the template is a user template (no status)',
    },
    ...AUTH_ERRORS,
    403: {
      description: `${AUTH_ERRORS[403].description}; manager_required: approving or sending back by a member or reviewer`,
    },
  },
  load: loadReadableTemplate,
  async handle(ctx, { body, params }, { store }) {
    const p = principalOf(ctx);
    const result = await store.templates.setStatus(
      p.accountId,
      params.id ?? '',
      writerOf(ctx),
      body.status,
      body.note ?? '',
    );
    switch (result.outcome) {
      case 'ok':
        if (body.note) await noteAsComment(ctx, store, params.id ?? '', body.note);
        return sendJson(ctx, 200, fullTemplateJson(result.record));
      case 'not_found':
        throw errors.notFound('template not found');
      case 'not_shared':
        throw errors.invalidStatusTransition('only shared templates have an approval status');
      case 'manager_required':
        throw errors.managerRequired(
          `only a manager or the secret key may move a template from ${result.from} to ${body.status}`,
        );
      case 'invalid':
        throw errors.invalidStatusTransition(
          `a template cannot move from ${result.from} to ${body.status} (draft → in_review → approved, or in_review → draft)`,
        );
      case 'storage_limit':
        throw errors.storageLimit(p.kind === 'dashboard' ? '' : p.plan, result.limitMb);
    }
  },
});

export const statusRoutes = [setTemplateStatus];

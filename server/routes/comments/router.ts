// Comments on templates (docs/api.md §15): threads anchored to a template or one of its blocks,
// replies one level deep, resolve/reopen on a thread's first comment, and the account's listing
// of the comments that mention a user. Anyone who may read a template may comment on it (the
// visibility of GET /v1/templates/{id}); writing needs the plan's `comments` feature.
import type { Infer } from '../../../core/schema/schema';
import { s } from '../../../core/schema/schema';
import { errors } from '../../errors';
import { type AppContext, type AppDeps, principalOf } from '../../http/context';
import { AUTH_ERRORS, type OwnedKind, ownedError, ownedResult, planOf, sendCreated } from '../../http/owned-record';
import { setNextLink } from '../../http/page-query';
import { defineRoute, sendJson } from '../../http/route';
import { isPlanName, PLANS } from '../../plans';
import type { CommentRefusal } from '../../store/comments';
import { actingUser, loadReadableTemplate, writerOf } from '../templates/scope';
import { commentSchema, createCommentBody, mentionQuery, threadQuery, threadSchema, updateCommentBody } from './schema';
import { commentJson, threadJson } from './serialize';

const TAGS = ['comments'];
const NOT_AUTHOR_EDIT = "only the author may change a comment's text";
const NOT_AUTHOR_DELETE = 'only the author may delete this comment (or a manager, on a shared template)';

/** 402 unless the plan has `comments` (checked after 404: only a reader of the template learns about the plan). */
function requireComments(ctx: AppContext): void {
  const plan = planOf(ctx);
  if (!isPlanName(plan) || !PLANS[plan].features.comments) throw errors.featureNotInPlan('Comments (comments)', plan);
}

/**
 * Tells the people in the template's live session to refetch its comments (they arrive within a
 * second, docs/api.md §15). The comment is stored by now: a failed nudge is logged, not answered
 * as an error (a retry would store the comment twice).
 */
async function nudge(
  { live, logger }: Pick<AppDeps, 'live' | 'logger'>,
  accountId: string,
  templateId: string,
): Promise<void> {
  await live
    ?.commentsChanged(accountId, templateId)
    .catch((error: unknown) => logger.warn({ err: error, templateId }, 'comment nudge failed'));
}

/** Comments as owned records of their template: the shared outcomes, and comments' own rules. */
function commentKind(templateId: string): OwnedKind<CommentRefusal> {
  return {
    noun: 'comment',
    location: (id) => `/v1/templates/${templateId}/comments/${id}`,
    // A delete by someone who is neither the author nor may delete others' comments.
    sharedWrite: { message: NOT_AUTHOR_DELETE, code: 'not_comment_author' },
    refuse(refusal) {
      switch (refusal.outcome) {
        case 'template_not_found':
          return errors.notFound('template not found');
        case 'parent_not_found':
          return errors.notFound('parentId names no comment of this template');
        case 'reply_to_reply':
          return errors.replyToReply();
        case 'resolve_reply':
          return errors.resolveReply();
        case 'not_author':
          return errors.notCommentAuthor(NOT_AUTHOR_EDIT);
        case 'comment_limit':
          return errors.commentLimit(refusal.limit);
      }
    },
  };
}

export const listComments = defineRoute({
  method: 'GET',
  path: '/v1/templates/:id/comments',
  auth: 'api',
  summary: "A template's comment threads, newest activity first, each with its replies",
  tags: TAGS,
  query: threadQuery,
  responses: {
    200: { description: 'the threads (first comment with `replies`)', schema: s.array(threadSchema) },
    400: { description: 'status is not open or resolved' },
    404: { description: 'no such template in scope' },
    ...AUTH_ERRORS,
  },
  async handle(ctx, { params, query }, { store }) {
    const threads = await store.comments.threads(
      principalOf(ctx).accountId,
      params.id ?? '',
      actingUser(ctx),
      query.status,
    );
    if (!threads) throw errors.notFound('template not found');
    sendJson(ctx, 200, `[${threads.map(threadJson).join(',')}]`);
  },
});

export const createComment = defineRoute<Infer<typeof createCommentBody>>({
  method: 'POST',
  // Reviewers comment (docs/api.md §15).
  reviewerMayCall: true,
  path: '/v1/templates/:id/comments',
  auth: 'api',
  summary: 'Comment on a template or one of its blocks, or reply to a thread',
  tags: TAGS,
  body: createCommentBody,
  responses: {
    201: { description: 'the comment', schema: commentSchema },
    400: { description: 'invalid body (the message names the field), or a reply to a reply (reply_to_reply)' },
    402: {
      description:
        'comments are not in the plan, the template holds 1,000 comments (comment_limit_reached), or storage',
    },
    404: { description: 'no such template in scope, or parentId names no comment of it' },
    ...AUTH_ERRORS,
  },
  load: loadReadableTemplate,
  async handle(ctx, { body, params }, deps) {
    requireComments(ctx);
    const { store } = deps;
    const p = principalOf(ctx);
    const kind = commentKind(params.id ?? '');
    const result = await store.comments.create(p.accountId, {
      templateId: params.id ?? '',
      blockId: body.blockId ?? null,
      parentId: body.parentId ?? null,
      text: body.text,
      mentions: [...new Set(body.mentions ?? [])],
      userId: actingUser(ctx),
      name: p.kind === 'session' ? (p.name ?? null) : null,
    });
    const record = ownedResult(ctx, kind, result);
    await nudge(deps, p.accountId, record.templateId);
    sendCreated(ctx, kind, record, commentJson);
  },
});

export const updateComment = defineRoute<Infer<typeof updateCommentBody>>({
  method: 'PATCH',
  // Reviewers comment (docs/api.md §15).
  reviewerMayCall: true,
  path: '/v1/templates/:id/comments/:cid',
  auth: 'api',
  summary: "Edit a comment's text (its author) or resolve/reopen a thread (anyone who may comment)",
  tags: TAGS,
  body: updateCommentBody,
  responses: {
    200: { description: 'the comment', schema: commentSchema },
    400: { description: 'invalid body, or `resolved` on a reply (resolve_reply)' },
    402: { description: 'comments are not in the plan, or storage' },
    403: { description: "another user's comment's text (not_comment_author), origin, or user scope" },
    404: { description: 'no such template in scope, or no such comment on it' },
    401: AUTH_ERRORS[401],
    429: AUTH_ERRORS[429],
  },
  load: loadReadableTemplate,
  async handle(ctx, { body, params }, deps) {
    requireComments(ctx);
    const patch: { text?: string; resolved?: boolean } = {};
    if (body.text !== undefined) patch.text = body.text;
    if (body.resolved !== undefined) patch.resolved = body.resolved;
    const { accountId } = principalOf(ctx);
    const result = await deps.store.comments.update(
      accountId,
      params.id ?? '',
      params.cid ?? '',
      actingUser(ctx),
      patch,
    );
    const record = ownedResult(ctx, commentKind(params.id ?? ''), result);
    await nudge(deps, accountId, record.templateId);
    sendJson(ctx, 200, commentJson(record));
  },
});

export const deleteComment = defineRoute({
  method: 'DELETE',
  // Reviewers comment (docs/api.md §15).
  reviewerMayCall: true,
  path: '/v1/templates/:id/comments/:cid',
  auth: 'api',
  summary: "Delete a comment (its author; a manager on a shared template); a thread's first comment takes its replies",
  tags: TAGS,
  responses: {
    200: { description: '{ok: true}', schema: s.object({ ok: s.literal(true) }) },
    403: { description: "another user's comment (not_comment_author), origin, or user scope" },
    404: { description: 'no such template in scope, or no such comment on it' },
    401: AUTH_ERRORS[401],
    429: AUTH_ERRORS[429],
  },
  async handle(ctx, { params }, deps) {
    const { accountId } = principalOf(ctx);
    const result = await deps.store.comments.delete(accountId, params.id ?? '', params.cid ?? '', writerOf(ctx));
    if (result.outcome !== 'ok') throw ownedError(ctx, commentKind(params.id ?? ''), result);
    await nudge(deps, accountId, params.id ?? '');
    ctx.body = { ok: true };
  },
});

export const listMentions = defineRoute({
  method: 'GET',
  path: '/v1/comments',
  auth: 'secret',
  summary: "The comments that mention a user, across the account's templates, newest first (secret key only)",
  tags: TAGS,
  query: mentionQuery,
  responses: {
    200: { description: 'a page of comments; Link rel="next" when more remain', schema: s.array(commentSchema) },
    400: { description: 'mentions missing or invalid, or a bad status, limit or cursor' },
    401: { description: 'missing or invalid secret key (session tokens are refused)' },
    429: AUTH_ERRORS[429],
  },
  async handle(ctx, { query }, { store, config }) {
    const { records, next } = await store.comments.mentioning(principalOf(ctx).accountId, query.mentions, query);
    setNextLink(ctx, config.publicUrl, '/v1/comments', next);
    sendJson(ctx, 200, `[${records.map(commentJson).join(',')}]`);
  },
});

export const commentRoutes = [listComments, createComment, updateComment, deleteComment, listMentions];

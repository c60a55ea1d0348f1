// The account's review queue for the operator's support staff (docs/api.md §15): the shared
// templates waiting for approval, who asked for review and when. Read-only; a dashboard token.
import { s } from '../../../core/schema/schema';
import { principalOf } from '../../http/context';
import { defineRoute } from '../../http/route';

/** At most this many, most recently edited first: a queue longer than that is worked from the top. */
export const REVIEW_QUEUE_LIMIT = 50;

const queueItem = s.object({
  _id: s.string(),
  name: s.string(),
  updatedAt: s.string({ format: 'date-time' }),
  requestedBy: s
    .string()
    .nullable()
    .describe("the session user who asked for review; null for the secret key or when the move's record was dropped"),
  requestedAt: s.string({ format: 'date-time' }).nullable(),
});

export const reviewQueue = defineRoute({
  method: 'GET',
  path: '/v1/dashboard/review-queue',
  auth: 'dashboard',
  summary: "The account's shared templates in review, who asked and when",
  tags: ['dashboard'],
  responses: {
    200: {
      description: `templates in_review, most recently edited first (at most ${REVIEW_QUEUE_LIMIT})`,
      schema: s.array(queueItem),
    },
    401: { description: 'missing or invalid dashboard token' },
    429: { description: 'rate limit exceeded' },
  },
  async handle(ctx, _input, { store }) {
    const accountId = principalOf(ctx).accountId;
    const { rows } = await store.templates.list(accountId, {
      userId: null,
      limit: REVIEW_QUEUE_LIMIT,
      cursor: null,
      filters: [],
      status: 'in_review',
    });
    const moves = await store.versions.lastMoves(
      accountId,
      rows.map((r) => r.id),
      'in_review',
    );
    ctx.body = rows.map((row) => {
      const move = moves.get(row.id) ?? null;
      return {
        _id: row.id,
        name: row.name,
        updatedAt: new Date(row.updatedAt).toISOString(),
        requestedBy: move?.by ?? null,
        requestedAt: move ? new Date(move.at).toISOString() : null,
      };
    });
  },
});

// Comments (docs/api.md §15): request and response shapes. Text is plain text, stored and
// answered as given (never HTML); mentions are user ids with the rules of `userId`.
import { idField } from '../../../core/document/fields';
import { INVALID, type Issue, type JsonSchema, Schema, s } from '../../../core/schema/schema';
import { userIdField } from '../../http/fields';
import { type PageQuery, PageQuerySchema } from '../../http/page-query';
import { COMMENT_STATUSES, type CommentStatus } from '../../store/comments';

export const MAX_TEXT = 2000;
export const MAX_MENTIONS = 20;

// Controls other than tab and line breaks, and the bidirectional embeddings, overrides and
// isolates that could make a comment display as something else than it says (docs/api.md §9).
const TEXT_REFUSED = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

const textField = s
  .string({
    min: 1,
    max: MAX_TEXT,
    trim: true,
    pattern: new RegExp(`^[^${TEXT_REFUSED.source.slice(1, -1)}]*$`),
    patternMessage: 'must not contain control characters (other than tab and line breaks) or bidirectional overrides',
  })
  .describe(`plain text, 1–${MAX_TEXT} characters after trimming; shown as text, never as HTML`);

const commentIdField = s.string({ pattern: /^cmt_[0-9A-Za-z]{1,40}$/, patternMessage: 'must be a comment id (cmt_…)' });

export const createCommentBody = s.object({
  text: textField,
  blockId: idField
    .optional()
    .describe('the block the comment is about (its `id` in the document); absent: the whole template'),
  parentId: commentIdField.optional().describe("the thread's first comment, for a reply"),
  mentions: s
    .array(userIdField, { max: MAX_MENTIONS })
    .optional()
    .describe(`user ids of the host's system (at most ${MAX_MENTIONS}; kept as given, duplicates once)`),
});

export const updateCommentBody = s
  .object({
    text: textField.optional(),
    resolved: s.boolean().optional().describe("the thread's state; only on a thread's first comment"),
  })
  .refine((body) => Object.keys(body).length > 0, 'body must contain text or resolved');

function statusOf(value: unknown, issues: Issue[]): CommentStatus | null | typeof INVALID {
  if (value === undefined) return null;
  if (COMMENT_STATUSES.includes(value as CommentStatus)) return value as CommentStatus;
  issues.push({ path: 'status', message: 'must be open or resolved (given once)' });
  return INVALID;
}

const STATUS_JSON: JsonSchema = {
  type: 'string',
  enum: [...COMMENT_STATUSES],
  description: "the thread's state; absent: both",
};

/** `?status=open|resolved` of a template's comments. */
class ThreadQuerySchema extends Schema<{ status: CommentStatus | null }> {
  check(value: unknown, _path: string, issues: Issue[]): { status: CommentStatus | null } | typeof INVALID {
    const status = statusOf((value as Record<string, unknown>).status, issues);
    return status === INVALID ? INVALID : { status };
  }
  jsonSchema(): JsonSchema {
    return { type: 'object', properties: { status: STATUS_JSON } };
  }
}

export const threadQuery = new ThreadQuerySchema();

export interface MentionQuery extends PageQuery {
  mentions: string;
  status: CommentStatus | null;
}

const pageQuery = new PageQuerySchema('cmt');

/** `?mentions=<userId>&status=open|resolved&limit&cursor` of the account's mention listing. */
class MentionQuerySchema extends Schema<MentionQuery> {
  check(value: unknown, path: string, issues: Issue[]): MentionQuery | typeof INVALID {
    const query = value as Record<string, unknown>;
    const page = pageQuery.check({ limit: query.limit, cursor: query.cursor }, path, issues);
    const status = statusOf(query.status, issues);
    let mentions: string | typeof INVALID = INVALID;
    if (typeof query.mentions !== 'string') issues.push({ path: 'mentions', message: 'is required (one user id)' });
    else mentions = userIdField.check(query.mentions, 'mentions', issues);
    if (page === INVALID || status === INVALID || mentions === INVALID) return INVALID;
    return { limit: page.limit, cursor: page.cursor, mentions, status };
  }
  jsonSchema(): JsonSchema {
    const page = pageQuery.jsonSchema() as { properties: Record<string, JsonSchema> };
    return {
      type: 'object',
      required: ['mentions'],
      properties: {
        mentions: { type: 'string', description: 'the mentioned user id' },
        status: STATUS_JSON,
        limit: page.properties.limit as JsonSchema,
        cursor: page.properties.cursor as JsonSchema,
      },
    };
  }
}

export const mentionQuery = new MentionQuerySchema();

const isoDate = s.string({ format: 'date-time' });

export const commentSchema = s.object({
  _id: s.string().describe('cmt_<random>'),
  templateId: s.string(),
  blockId: s.string().nullable(),
  parentId: s.string().nullable().describe("the thread's first comment; null for a first comment"),
  text: s.string().describe('plain text as given'),
  mentions: s.array(s.string()),
  userId: s.string().nullable().describe('the author; null when written with the secret key'),
  name: s.string().nullable().describe("the session token's display name; null without one"),
  createdAt: isoDate,
  updatedAt: isoDate,
  resolved: s.boolean().describe("the thread's state (a reply reports its thread's)"),
});

export const threadSchema = s.object({
  ...commentSchema.shape,
  replies: s.array(commentSchema).describe('oldest first'),
});

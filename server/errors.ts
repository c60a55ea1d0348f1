// Typed error factories with stable snake_case codes. Routes and middlewares throw these; the
// error-handler middleware (`http/error-handler.ts`) is the only code that turns them into JSON.
import type { Issue } from '../core/schema/schema';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** 400 naming the first offending field, e.g. `blockTree.blocks[2].props.href must be …`. */
export function invalidInput(issues: readonly Issue[]): ApiError {
  const first = issues[0];
  const message = first ? `${first.path ? `${first.path} ` : ''}${first.message}`.trim() : 'invalid input';
  return new ApiError(400, 'invalid_input', message);
}

export const errors = {
  badRequest: (message: string, code = 'bad_request') => new ApiError(400, code, message),
  malformedJson: () => new ApiError(400, 'malformed_json', 'request body is not valid JSON'),
  bodyTooLarge: (limit: string) => new ApiError(400, 'body_too_large', `request body exceeds ${limit}`),
  sourceTooLarge: (limit: string) => new ApiError(413, 'source_too_large', `source exceeds ${limit}`),
  unsupportedMediaType: () => new ApiError(400, 'unsupported_media_type', 'request body must be application/json'),
  unsupportedCharset: (charset: string) =>
    new ApiError(
      400,
      'unsupported_media_type',
      `request body must be UTF-8 JSON (charset ${JSON.stringify(charset.slice(0, 40))} is not supported)`,
    ),
  unauthorized: (message = 'missing or invalid key or token', code = 'unauthorized') =>
    new ApiError(401, code, message),
  originNotAllowed: () => new ApiError(403, 'origin_not_allowed', "request origin is not in the key's allowlist"),
  forbidden: (message: string, code = 'forbidden') => new ApiError(403, code, message),
  notFound: (message = 'not found', code = 'not_found') => new ApiError(404, code, message),
  templateLimit: (plan: string, limit: number) =>
    new ApiError(402, 'template_limit_reached', `the ${plan} plan allows ${limit} templates; upgrade to create more`),
  storageLimit: (plan: string, limitMb: number) =>
    new ApiError(402, 'storage_limit_reached', `the ${plan} plan allows ${limitMb} MB of storage; upgrade for more`),
  blockLimit: (plan: string, limit: number) =>
    new ApiError(402, 'block_limit_reached', `the ${plan} plan allows ${limit} saved blocks; upgrade to save more`),
  commentLimit: (limit: number) =>
    new ApiError(402, 'comment_limit_reached', `a template holds at most ${limit} comments; delete some to add more`),
  renderLimit: (plan: string, limit: number) =>
    new ApiError(402, 'render_limit_reached', `the ${plan} plan allows ${limit} renders per month; upgrade for more`),
  blockTypeLimit: (limit: number) =>
    new ApiError(
      400,
      'block_type_limit_reached',
      `an account may have at most ${limit} custom block types; delete one to add another`,
    ),
  featureNotInPlan: (feature: string, plan: string) =>
    new ApiError(402, 'feature_not_in_plan', `${feature} is not included in the ${plan} plan; upgrade to use it`),
  idempotencyMismatch: () =>
    new ApiError(422, 'idempotency_mismatch', 'Idempotency-Key was already used with a different request body'),
  idempotencyInProgress: () =>
    new ApiError(
      409,
      'idempotency_in_progress',
      'a request with this Idempotency-Key is still in progress; retry shortly',
      {
        'Retry-After': '1',
      },
    ),
  idempotencyGone: (message = 'the object created with this Idempotency-Key no longer exists') =>
    new ApiError(409, 'idempotency_gone', message),
  rateLimited: (retryAfterSeconds: number) =>
    new ApiError(429, 'rate_limited', 'rate limit exceeded; retry later', {
      'Retry-After': String(Math.max(1, retryAfterSeconds)),
    }),
  unavailable: () =>
    new ApiError(503, 'service_unavailable', 'the service is temporarily unavailable; retry shortly', {
      'Retry-After': '1',
    }),
  loginBusy: () =>
    new ApiError(503, 'login_busy', 'too many logins are being checked right now; retry shortly', {
      'Retry-After': '1',
    }),
  internal: () => new ApiError(500, 'internal_error', 'internal server error'),
  // Comments (docs/api.md §15).
  notCommentAuthor: (message: string) => new ApiError(403, 'not_comment_author', message),
  replyToReply: () =>
    new ApiError(400, 'reply_to_reply', 'parentId must be the first comment of a thread; replies cannot be replied to'),
  resolveReply: () =>
    new ApiError(
      400,
      'resolve_reply',
      "only a thread's first comment can be resolved or reopened; this comment is a reply",
    ),
  // Reviewers, locks and approval (docs/api.md §15).
  readOnly: () => new ApiError(403, 'read_only', 'a reviewer session reads and comments but changes nothing'),
  blockLocked: (blockId: string, change: string) =>
    new ApiError(
      403,
      'block_locked',
      change === 'locked'
        ? `block ${blockId} can be locked only by a manager or with the secret key`
        : `block ${blockId} is locked: only a manager or the secret key may move, change, delete or unlock it (this save would have ${change} it)`,
    ),
  editConflict: () =>
    new ApiError(
      409,
      'edit_conflict',
      'the template kept changing while this save was checked against its locked blocks; retry',
    ),
  invalidStatusTransition: (message: string) => new ApiError(409, 'invalid_status_transition', message),
  managerRequired: (message: string) => new ApiError(403, 'manager_required', message),
  // Test sends (docs/api.md §16).
  testSendNotConfigured: () =>
    new ApiError(
      501,
      'test_send_not_configured',
      'test sends are not configured on this server (the operator sets SMTP_URL)',
    ),
  recipientNotAllowed: () =>
    new ApiError(403, 'recipient_not_allowed', "the recipient is not one of the session token's testRecipients"),
  testSendLimit: (limit: number, per: 'user' | 'account', retryAfterSeconds: number) =>
    new ApiError(
      429,
      'test_send_limit',
      per === 'user'
        ? `at most ${limit} test sends per user per hour; retry later`
        : `at most ${limit} test sends per account per day; retry later`,
      { 'Retry-After': String(Math.max(1, retryAfterSeconds)) },
    ),
  smtpUnavailable: () =>
    new ApiError(503, 'smtp_unavailable', 'the mail server could not be reached; nothing was sent, retry shortly', {
      'Retry-After': '30',
    }),
  smtpRejected: () => new ApiError(502, 'smtp_rejected', 'the mail server refused the message; nothing was sent'),
};

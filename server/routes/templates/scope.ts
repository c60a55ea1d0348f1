// Who may see a template (docs/api.md §3): a secret key sees every template of its account; a
// session token sees its user's own and the shared ones. Anything else is a 404, like a missing id.
// Who may write one (§12): the owner, a manager for shared ones, the secret key for any.
// Saved blocks follow the same rules.
import { errors } from '../../errors';
import { type AppContext, type AppDeps, principalOf } from '../../http/context';
import { SECRET_KEY_WRITER, type Writer } from '../../store/writer';

/** The session token's user (limited to their own and shared templates), or null for a secret key. */
export function actingUser(ctx: AppContext): string | null {
  const p = principalOf(ctx);
  return p.kind === 'session' ? p.userId : null;
}

/**
 * Whose records a list shows: a session token its own user's (plus shared ones) and a `userId`
 * naming anyone else is a 403; a secret key the `userId` asked for, or the whole account (null).
 */
export function listedUser(ctx: AppContext, requested: string | undefined, what: string): string | null {
  const user = actingUser(ctx);
  if (user !== null && requested !== undefined && requested !== user) {
    throw errors.forbidden(`a session token may list only its own user's ${what}`, 'user_scope');
  }
  return user ?? requested ?? null;
}

export function visibleTo(template: { userId: string | null }, user: string | null): boolean {
  return user === null || template.userId === null || template.userId === user;
}

/** The record if the caller may see it; a missing one or one they may not see is the same 404. */
export function visibleOr404<T extends { userId: string | null }>(
  ctx: AppContext,
  record: T | null,
  noun = 'template',
): T {
  if (!record || !visibleTo(record, actingUser(ctx))) throw errors.notFound(`${noun} not found`);
  return record;
}

/**
 * A route's `load` step (cost before work) for routes under a template that anyone who may read it
 * may use: the template in the path must be visible to the caller (404 before the body is read).
 */
export async function loadReadableTemplate(
  ctx: AppContext,
  { params }: { params: Record<string, string> },
  { store }: AppDeps,
) {
  visibleOr404(ctx, await store.templates.ownerOf(principalOf(ctx).accountId, params.id ?? ''));
}

export function writerOf(ctx: AppContext): Writer {
  const p = principalOf(ctx);
  return p.kind === 'session' ? { user: p.userId, manager: p.role === 'manager' } : SECRET_KEY_WRITER;
}

/**
 * The owner of a new object from the body's `userId` and `shared` (null = shared), or a 403:
 * a session creates for its own user; only a manager (or the secret key) creates shared ones.
 */
export function ownerForCreate(
  ctx: AppContext,
  body: { userId?: string | undefined; shared?: boolean | undefined },
  what: string,
  sharedCode = 'shared_template',
): string | null {
  const writer = writerOf(ctx);
  if (writer.user !== null && body.userId !== undefined && body.userId !== writer.user) {
    throw errors.forbidden(`a session token may create ${what} only for its own user`, 'user_scope');
  }
  if (body.shared === true) {
    if (!writer.manager) throw errors.forbidden(`only a manager may create shared ${what}`, sharedCode);
    if (writer.user === null && body.userId !== undefined) {
      throw errors.badRequest('give either userId or "shared": true, not both', 'invalid_input');
    }
    return null;
  }
  return writer.user ?? body.userId ?? null;
}

// Who may see a template (docs/api.md §3): a secret key sees every template of its account; a
// session token sees its user's own and the shared ones. Anything else is a 404, like a missing id.
import { type AppContext, principalOf } from '../../http/context';

/** The session token's user (limited to their own and shared templates), or null for a secret key. */
export function actingUser(ctx: AppContext): string | null {
  const p = principalOf(ctx);
  return p.kind === 'session' ? p.userId : null;
}

export function visibleTo(template: { userId: string | null }, user: string | null): boolean {
  return user === null || template.userId === null || template.userId === user;
}

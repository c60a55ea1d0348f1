// Who may join a template's live document, and how (docs/api.md §14): the REST API's own
// credential check (401 / 403 origin / 429, once per connection), then the template's scope
// (another account's or user's template is refused exactly like an unknown one), then the plan.
// Those who may change the template join as editors, up to the account's coEditors people;
// those who may only read it, and the next person over the limit, join read-only.
import type { IncomingMessage } from 'node:http';
import { requestOrigin } from '../../core/origins';
import { isApiError } from '../errors';
import { admitApiCredential } from '../http/auth';
import type { AppDeps, Principal } from '../http/context';
import { isPlanName, PLANS } from '../plans';
import { visibleTo } from '../routes/templates/scope';
import { editorMember } from '../store/collab';
import { SECRET_KEY_WRITER, type Writer } from '../store/writer';

export type Caller = Exclude<Principal, { kind: 'dashboard' }>;

export interface Admission {
  accountId: string;
  templateId: string;
  principal: Caller;
  /** `user:<id>` or `key:<keyId>`: counted once against coEditors however many tabs. */
  person: string;
  /** This connection's entry among the template's editors (store/collab.ts). */
  member: string;
  writer: Writer;
  /** Why this connection is read-only, or null for an editor. */
  readOnly: 'read_only_role' | 'co_editors_limit' | null;
}

/** A refusal the provider receives as its authentication failure `reason` (a stable code). */
export class Refusal extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

export async function admit(
  deps: AppDeps,
  token: string,
  templateId: string,
  request: { origin: string | undefined; address: string },
  connection: string,
): Promise<Admission> {
  let principal: Caller;
  try {
    principal = await admitApiCredential(deps, token, {
      origin: requestOrigin(request.origin ?? ''),
      address: request.address,
    });
  } catch (error) {
    if (isApiError(error)) throw new Refusal(error.code);
    throw error;
  }
  const { accountId } = principal;
  const user = principal.kind === 'session' ? principal.userId : null;
  const found = await deps.store.templates.ownerOf(accountId, templateId);
  if (!found || !visibleTo(found, user)) throw new Refusal('not_found');
  const plan = isPlanName(principal.plan) ? PLANS[principal.plan] : null;
  if (!plan?.features.coEditing) throw new Refusal('feature_not_in_plan');

  const manager = principal.kind === 'secret' || principal.role === 'manager';
  const writer: Writer = principal.kind === 'session' ? { user: principal.userId, manager } : SECRET_KEY_WRITER;
  const person = principal.kind === 'session' ? `user:${principal.userId}` : `key:${principal.keyId}`;
  const name = principal.kind === 'session' ? (principal.name ?? principal.userId) : principal.keyId;
  const member = editorMember(person, connection, name);
  // A reviewer reads and comments but changes nothing (docs/api.md §15): live, they join read-only.
  const reviewer = principal.kind === 'session' && principal.role === 'reviewer';
  const mayWrite = !reviewer && (found.userId !== null || manager);
  const admission = { accountId, templateId, principal, person, member, writer };
  if (!mayWrite) return { ...admission, readOnly: 'read_only_role' };
  const joined = await deps.store.collab.join(accountId, templateId, member, person, plan.limits.coEditors, Date.now());
  return { ...admission, readOnly: joined.outcome === 'full' ? 'co_editors_limit' : null };
}

/** What admit needs to know of where a connection comes from. */
function sourceOf(request: IncomingMessage): { origin: string | undefined; address: string } {
  return { origin: request.headers.origin, address: request.socket.remoteAddress ?? 'unknown' };
}

/** A connection's first token: admitted, or refused with a reason the provider receives (logged without secrets). */
export function authenticate(
  deps: AppDeps,
  token: string,
  templateId: string,
  request: IncomingMessage,
  connection: string,
): Promise<Admission> {
  return admit(deps, token, templateId, sourceOf(request), connection).catch((error: unknown) => {
    if (error instanceof Refusal) deps.logger.info({ reason: error.reason, templateId }, 'live document refused');
    throw error instanceof Refusal ? { reason: error.reason } : error;
  });
}

/**
 * A refreshed token (the host set a new api-key mid-session): checked like the first one, and it
 * must name the same person; anything else closes this document's connection (4401). The
 * connection keeps its entry and its role.
 */
export async function readmit(
  deps: AppDeps,
  token: string,
  before: Admission,
  request: IncomingMessage,
  connection: string,
): Promise<Admission> {
  const after = await admit(deps, token, before.templateId, sourceOf(request), connection).catch((error: unknown) => {
    throw error instanceof Refusal ? { code: 4401, reason: error.reason } : error;
  });
  if (after.accountId !== before.accountId || after.person !== before.person)
    throw { code: 4401, reason: 'unauthorized' };
  return { ...after, member: before.member, readOnly: before.readOnly };
}

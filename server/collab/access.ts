// Who may join a template's live document, and how (docs/api.md §14): the REST API's own
// credential check (401 / 403 origin / 429, once per connection), then the template's scope
// (another account's or user's template is refused exactly like an unknown one), then the plan.
// Those who may change the template join as editors, up to the account's coEditors people;
// those who may only read it, and the next person over the limit, join read-only.
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

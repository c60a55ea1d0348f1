// `Idempotency-Key` on creates (docs/api.md §9): a retry with the same key and body within 24 h
// gets the first status and the created object (re-read: the record keeps only its id and the
// first body's hash) and stores nothing new; once the object is deleted, 409 idempotency_gone;
// the same key with another body is 422 idempotency_mismatch; while the first attempt is still
// running, 409. Any create route can use it: give it a scope, the request's fingerprint, the
// create itself (which passes the claim into its Lua step) and a way to rebuild the response
// from a stored object.
import { errors } from '../errors';
import { bodySha, fingerprint, type IdempotencyClaim } from '../store/idempotency';
import { type AppContext, type AppDeps, principalOf } from './context';
import { sendJson } from './route';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** On a replay whose object changed since the first response (it shows the object as it is now). */
export const REPLAY_CHANGED_HEADER = 'Idempotent-Replay-Changed';
const KEY_SHAPE = /^[\x20-\x7e]{1,255}$/;

export interface CreatedResponse {
  status: number;
  /** The created object's id: what the idempotency record keeps (sealed creates record their own). */
  resourceId?: string;
  /** The JSON body as sent. */
  body: string;
  headers?: Record<string, string>;
}

export interface IdempotentCreate {
  /** Names the kind of create (`templates`, `images`, `blocks`, `keys`): keys are per scope. */
  scope: string;
  /** What makes two requests "the same": the validated body, or a digest of uploaded bytes. */
  request: string;
  /** Runs the create; `claim` (null without a key) must reach the create's Lua step. */
  create(claim: IdempotencyClaim | null): Promise<CreatedResponse>;
  /** The response for an object a lost-answer attempt stored, or null when it is gone. */
  rebuild(resourceId: string): Promise<CreatedResponse | null>;
  /**
   * For responses that hold a secret (key creation): the create's own Lua step records the
   * response, sealed, so the plain body never reaches Redis; `open` turns the recorded body back
   * into the one to send (null when it cannot be opened).
   */
  sealed?: { open(recorded: string, claimRecord: string): Promise<string | null> };
}

/** What a create that takes an Idempotency-Key documents besides its own answers; `what` must match (`body`, `file`). */
export function idempotencyErrors(what: string) {
  return {
    409: { description: 'a request with this Idempotency-Key is still in progress (idempotency_in_progress)' },
    422: { description: `Idempotency-Key already used with a different ${what} (idempotency_mismatch)` },
  };
}

/** The request's Idempotency-Key, or null when absent; a malformed one is a 400. */
export function idempotencyKey(ctx: AppContext): string | null {
  const raw = ctx.headers['idempotency-key'];
  if (raw === undefined) return null;
  const value = Array.isArray(raw) ? raw.join(',') : raw;
  if (!KEY_SHAPE.test(value))
    throw errors.badRequest(`${IDEMPOTENCY_HEADER} must be 1–255 printable ASCII characters`, 'invalid_input');
  return value;
}

function send(ctx: AppContext, response: CreatedResponse, replayed: boolean): void {
  for (const [name, value] of Object.entries(response.headers ?? {})) ctx.set(name, value);
  if (replayed) ctx.set('Idempotent-Replayed', 'true');
  sendJson(ctx, response.status, response.body);
}

export async function runIdempotentCreate(ctx: AppContext, { store }: AppDeps, spec: IdempotentCreate): Promise<void> {
  const key = idempotencyKey(ctx);
  if (key === null) return send(ctx, await spec.create(null), false);

  const p = principalOf(ctx);
  const actor = p.kind === 'secret' ? p.kind : `${p.kind}:${p.userId}`;
  const begun = await store.idempotency.begin(
    p.accountId,
    spec.scope,
    key,
    fingerprint([spec.scope, actor, spec.request]),
  );
  switch (begun.outcome) {
    case 'mismatch':
      throw errors.idempotencyMismatch();
    case 'pending':
      throw errors.idempotencyInProgress();
    case 'done': {
      if (spec.sealed) {
        const body = await spec.sealed.open(begun.body, begun.record);
        if (body === null)
          throw errors.idempotencyGone('the response recorded for this Idempotency-Key can no longer be read');
        return send(ctx, { status: begun.status, body }, true);
      }
      // The record is a reference: the object is read again, and a deleted one is gone for good.
      const rebuilt = await spec.rebuild(begun.resourceId);
      if (!rebuilt) throw errors.idempotencyGone();
      if (bodySha(rebuilt.body) !== begun.bodySha) ctx.set(REPLAY_CHANGED_HEADER, 'true');
      return send(ctx, { ...rebuilt, status: begun.status }, true);
    }
    case 'stored': {
      const rebuilt = await spec.rebuild(begun.resourceId);
      if (!rebuilt) throw errors.idempotencyGone();
      return send(ctx, rebuilt, true);
    }
  }
  const { claim } = begun;
  let response: CreatedResponse;
  try {
    response = await spec.create(claim);
  } catch (error) {
    // Nothing was stored (a 402, say): free the key so a retry runs again. A failed release
    // leaves the claim to expire on its own.
    await store.idempotency.release(claim).catch(() => {});
    throw error;
  }
  // The object exists whatever happens next; a lost completion is rebuilt from it on retry.
  // A sealed response was already recorded by the create's own step.
  if (!spec.sealed)
    await store.idempotency
      .complete(claim, response.status, response.resourceId ?? '', bodySha(response.body))
      .catch(() => {});
  send(ctx, response, false);
}

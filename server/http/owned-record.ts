// The routes of owned records (templates, saved blocks, images; docs/api.md §3, §9, §11): what
// their creates, updates and deletes answer is decided here once. A kind of record is
// configuration (its noun, Location, Idempotency-Key scope, the refusal for shared records); the
// route keeps only its own rules (validation, plan features) and what its store step returns.
import { type ApiError, errors } from '../errors';
import type { IdempotencyClaim } from '../store/idempotency';
import { type AppContext, type AppDeps, principalOf } from './context';
import { type CreatedResponse, runIdempotentCreate } from './idempotency';

/** The authentication answers every owned-record route documents (OpenAPI). */
export const AUTH_ERRORS = {
  401: { description: 'missing or invalid key or token' },
  403: { description: "origin not in the key's allowlist, or outside the session token's user scope" },
  429: { description: 'rate limit exceeded (Retry-After)' },
};

export interface OwnedKind {
  /** In messages: `template`, `saved block`, `image`. */
  noun: string;
  /** Names the kind of create for Idempotency-Key (`templates`, `blocks`, `images`). */
  scope: string;
  /** The created object's Location. */
  location(id: string): string;
  /** A session user changing a shared record without the right to: message and code of the 403. */
  sharedWrite: { message: string; code: string };
}

/** Every outcome a store step of an owned record answers besides 'ok'. */
export type OwnedRefusal =
  | { outcome: 'not_found' }
  | { outcome: 'forbidden' }
  | { outcome: 'storage_limit'; limitMb: number }
  | { outcome: 'template_limit'; limit: number }
  | { outcome: 'block_limit'; limit: number }
  | { outcome: 'claim_lost' };

/** The plan named in 402 messages ('' for a dashboard token, which holds no plan). */
export function planOf(ctx: AppContext): string {
  const p = principalOf(ctx);
  return p.kind === 'dashboard' ? '' : p.plan;
}

/** The API error for a refused write (the error handler shapes it). */
export function ownedError(ctx: AppContext, kind: OwnedKind, refusal: OwnedRefusal): ApiError {
  switch (refusal.outcome) {
    case 'not_found':
      return errors.notFound(`${kind.noun} not found`);
    case 'forbidden':
      return errors.forbidden(kind.sharedWrite.message, kind.sharedWrite.code);
    case 'storage_limit':
      return errors.storageLimit(planOf(ctx), refusal.limitMb);
    case 'template_limit':
      return errors.templateLimit(planOf(ctx), refusal.limit);
    case 'block_limit':
      return errors.blockLimit(planOf(ctx), refusal.limit);
    case 'claim_lost':
      return errors.idempotencyInProgress();
  }
}

/** A store step's record, or the error its refusal maps to. */
export function ownedResult<R>(ctx: AppContext, kind: OwnedKind, result: { outcome: 'ok'; record: R } | OwnedRefusal): R {
  if (result.outcome !== 'ok') throw ownedError(ctx, kind, result);
  return result.record;
}

export interface OwnedCreate<R extends { id: string }> {
  /** What makes two requests "the same" (see IdempotentCreate). */
  request: string;
  /** The store's create step; `claim` must reach its Lua step. */
  create(claim: IdempotencyClaim | null): Promise<{ outcome: 'ok'; record: R } | OwnedRefusal>;
  /** The record as stored now (a replay re-reads it), or null when it is gone. */
  read(id: string): Promise<R | null>;
  /** The response body. */
  json(record: R): string;
}

/** An idempotent create answering 201 with the record and its Location. */
export async function createOwned<R extends { id: string }>(
  ctx: AppContext,
  deps: AppDeps,
  kind: OwnedKind,
  spec: OwnedCreate<R>,
): Promise<void> {
  const created = (record: R): CreatedResponse => {
    return { status: 201, resourceId: record.id, body: spec.json(record), headers: { Location: kind.location(record.id) } };
  };
  await runIdempotentCreate(ctx, deps, {
    scope: kind.scope,
    request: spec.request,
    create: async (claim) => created(ownedResult(ctx, kind, await spec.create(claim))),
    async rebuild(id) {
      const record = await spec.read(id);
      return record ? created(record) : null;
    },
  });
}

// The routes of owned records (templates, saved blocks, images, comments; docs/api.md §3, §9,
// §11, §15): what their creates, updates and deletes answer is decided here once. A kind of
// record is configuration (its noun, Location, Idempotency-Key scope, the refusal for shared
// records, the errors of its own refusals); the route keeps only its own rules (validation, plan
// features) and what its store step returns.
import { type ApiError, errors } from '../errors';
import type { IdempotencyClaim } from '../store/idempotency';
import { type AppContext, type AppDeps, principalOf } from './context';
import { type CreatedResponse, runIdempotentCreate } from './idempotency';
import { sendJson } from './route';

/** The authentication answers every owned-record route documents (OpenAPI). */
export const AUTH_ERRORS = {
  401: { description: 'missing or invalid key or token' },
  403: { description: "origin not in the key's allowlist, or outside the session token's user scope" },
  429: { description: 'rate limit exceeded (Retry-After)' },
};

/** What the routes of one kind of owned record say; `Own`: the kind's own refusals, if any. */
export interface OwnedKind<Own extends { outcome: string } = never> {
  /** In messages: `template`, `saved block`, `image`, `comment`. */
  noun: string;
  /** The created object's Location. */
  location(id: string): string;
  /** A session user changing a record without the right to: message and code of the 403. */
  sharedWrite: { message: string; code: string };
  /** The errors of the kind's own refusals (its rules beyond the ones every owned record has). */
  refuse?(refusal: Own, ctx: AppContext): ApiError;
}

/** A kind whose creates take an Idempotency-Key. */
export interface IdempotentKind extends OwnedKind {
  /** Names the kind of create for Idempotency-Key (`templates`, `blocks`, `images`). */
  scope: string;
}

/** Every outcome a store step of an owned record answers besides 'ok'. */
export type OwnedRefusal =
  | { outcome: 'not_found' }
  | { outcome: 'forbidden' }
  | { outcome: 'storage_limit'; limitMb: number }
  | { outcome: 'template_limit'; limit: number }
  | { outcome: 'block_limit'; limit: number }
  | { outcome: 'claim_lost' };

/** The shared outcomes, told apart from a kind's own (a Record, so none can be left out). */
const SHARED_REFUSALS: Record<OwnedRefusal['outcome'], true> = {
  not_found: true,
  forbidden: true,
  storage_limit: true,
  template_limit: true,
  block_limit: true,
  claim_lost: true,
};

/** The plan named in 402 messages ('' for a dashboard token, which holds no plan). */
export function planOf(ctx: AppContext): string {
  const p = principalOf(ctx);
  return p.kind === 'dashboard' ? '' : p.plan;
}

/** The API error for a refused write (the error handler shapes it). */
export function ownedError<Own extends { outcome: string }>(
  ctx: AppContext,
  kind: OwnedKind<Own>,
  refusal: OwnedRefusal | Own,
): ApiError {
  if (!Object.hasOwn(SHARED_REFUSALS, refusal.outcome)) {
    if (!kind.refuse) throw new Error(`${kind.noun}: no error for the refusal ${refusal.outcome}`);
    return kind.refuse(refusal as Own, ctx);
  }
  const shared = refusal as OwnedRefusal;
  switch (shared.outcome) {
    case 'not_found':
      return errors.notFound(`${kind.noun} not found`);
    case 'forbidden':
      return errors.forbidden(kind.sharedWrite.message, kind.sharedWrite.code);
    case 'storage_limit':
      return errors.storageLimit(planOf(ctx), shared.limitMb);
    case 'template_limit':
      return errors.templateLimit(planOf(ctx), shared.limit);
    case 'block_limit':
      return errors.blockLimit(planOf(ctx), shared.limit);
    case 'claim_lost':
      return errors.idempotencyInProgress();
  }
}

/** A store step's record, or the error its refusal maps to. */
export function ownedResult<R, Own extends { outcome: string } = never>(
  ctx: AppContext,
  kind: OwnedKind<Own>,
  result: { outcome: 'ok'; record: R } | OwnedRefusal | Own,
): R {
  if (result.outcome === 'ok') return (result as { record: R }).record;
  throw ownedError(ctx, kind, result as OwnedRefusal | Own);
}

function created<R extends { id: string }>(
  location: (id: string) => string,
  record: R,
  json: (record: R) => string,
): CreatedResponse {
  return { status: 201, resourceId: record.id, body: json(record), headers: { Location: location(record.id) } };
}

/** A create without an Idempotency-Key (comments): 201 with the record and its Location. */
export function sendCreated<R extends { id: string }, Own extends { outcome: string }>(
  ctx: AppContext,
  kind: OwnedKind<Own>,
  record: R,
  json: (record: R) => string,
): void {
  ctx.set('Location', kind.location(record.id));
  sendJson(ctx, 201, json(record));
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
  kind: IdempotentKind,
  spec: OwnedCreate<R>,
): Promise<void> {
  await runIdempotentCreate(ctx, deps, {
    scope: kind.scope,
    request: spec.request,
    create: async (claim) => created(kind.location, ownedResult(ctx, kind, await spec.create(claim)), spec.json),
    async rebuild(id) {
      const record = await spec.read(id);
      return record ? created(kind.location, record, spec.json) : null;
    },
  });
}

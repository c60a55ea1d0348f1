// Route definitions: one object per endpoint holds its method, path, auth mode, schemas and a
// thin handler. `mountRoutes` turns each into the middleware chain
//   auth (401 → 403 → 429) → body/query validation (400) → handler → store,
// and the same definitions feed the OpenAPI document (schemas are both type and check).
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import bodyParser from 'koa-bodyparser';
import type { Schema } from '../../core/schema/schema';
import { type ApiError, errors, invalidInput } from '../errors';
import { type AuthMode, authenticate } from './auth';
import { jsonBodyError, unreadableBody } from './body-errors';
import type { AppContext, AppDeps, AppState } from './context';
import { illFormedStringPath, isWellEncodedQuery } from './strings';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ResponseSpec {
  description: string;
  schema?: Schema<unknown>;
}

export interface RouteInput<B, Q> {
  body: B;
  query: Q;
  params: Record<string, string>;
}

export interface RouteDefinition<B = undefined, Q = undefined> {
  method: HttpMethod;
  /** Koa-router path, e.g. `/v1/templates/:id`. */
  path: string;
  auth: AuthMode;
  summary: string;
  /** Longer Markdown for the OpenAPI document (rules, a permission matrix), when the summary is not enough. */
  description?: string;
  tags: string[];
  body?: Schema<B>;
  query?: Schema<Q>;
  /**
   * A larger JSON body than BODY_LIMIT for this route only, and the error for a body beyond it
   * (the import takes a 2 MB source, docs/api.md §7).
   */
  bodyLimit?: { limit: string; tooLarge: () => ApiError };
  /**
   * A reviewer session (docs/api.md §15) may call every GET route and the routes marked here
   * (they change no content: a render, a review request); any other route answers it 403
   * `read_only` before the object is even looked up.
   */
  reviewerMayCall?: true;
  /** Accepts `Idempotency-Key` (creates; see http/idempotency.ts): documented in the OpenAPI document. */
  idempotent?: boolean;
  /** Documented success and error statuses (for OpenAPI and for readers). */
  responses: Record<number, ResponseSpec>;
  /**
   * Cost before work: on routes that take an id, decides existence and ownership (404, 403)
   * after auth and rate limit but before the body is read, so a large body aimed at a missing
   * or foreign object costs one Redis lookup, not a parse and a validation.
   */
  load?(ctx: AppContext, input: { params: Record<string, string> }, deps: AppDeps): Promise<void>;
  handle(ctx: AppContext, input: RouteInput<B, Q>, deps: AppDeps): Promise<void> | void;
}

// biome-ignore lint/suspicious/noExplicitAny: a heterogeneous list of routes with different input types.
export type AnyRoute = RouteDefinition<any, any>;

export function defineRoute<B = undefined, Q = undefined>(route: RouteDefinition<B, Q>): RouteDefinition<B, Q> {
  return route;
}

export const BODY_LIMIT = '1mb';

const parseJson = bodyParser({ enableTypes: ['json'], jsonLimit: BODY_LIMIT, strict: true });

const largeParsers = new Map<string, ReturnType<typeof bodyParser>>();
function largeParser(limit: string): ReturnType<typeof bodyParser> {
  let parser = largeParsers.get(limit);
  if (!parser) {
    parser = bodyParser({ enableTypes: ['json'], jsonLimit: limit, strict: true });
    largeParsers.set(limit, parser);
  }
  return parser;
}

function hasBody(ctx: AppContext): boolean {
  return Number(ctx.get('Content-Length') || 0) > 0 || ctx.get('Transfer-Encoding') !== '';
}

/** JSON is UTF-8 (RFC 8259): any other declared charset is refused rather than guessed at. */
function checkCharset(ctx: AppContext): void {
  const charset = ctx.request.charset.toLowerCase();
  if (charset && charset !== 'utf-8' && charset !== 'utf8') throw errors.unsupportedCharset(charset);
}

/**
 * Reads and parses the JSON body. Also fails when the request is destroyed mid-body (a framing
 * error or the request deadline): a decompressing reader would otherwise wait forever.
 */
async function readJson(ctx: AppContext, route: AnyRoute): Promise<void> {
  const req = ctx.req;
  let onClose: (() => void) | undefined;
  const aborted = new Promise<never>((_, reject) => {
    onClose = () => {
      if (!req.complete) reject(unreadableBody());
    };
    req.once('close', onClose);
  });
  try {
    const parser = route.bodyLimit ? largeParser(route.bodyLimit.limit) : parseJson;
    await Promise.race([parser(ctx as never, async () => {}), aborted]);
  } catch (error) {
    const e = error as { type?: string; status?: number };
    if (route.bodyLimit && (e?.type === 'entity.too.large' || e?.status === 413)) throw route.bodyLimit.tooLarge();
    throw jsonBodyError(error);
  } finally {
    if (onClose) req.off('close', onClose);
    aborted.catch(() => {});
  }
}

function loader(route: AnyRoute, deps: AppDeps): Middleware<AppState> {
  return async function loadBeforeBody(ctx, next) {
    refuseIllFormed((ctx as { params?: unknown }).params ?? {}, '');
    await route.load?.(ctx, { params: (ctx as { params?: Record<string, string> }).params ?? {} }, deps);
    await next();
  };
}

/** Refuses a reviewer on a route that writes (right after authentication: it reveals nothing). */
function readOnlyGate(route: AnyRoute): Middleware<AppState> | null {
  if (route.method === 'GET' || route.reviewerMayCall) return null;
  return async function refuseReviewer(ctx, next) {
    const p = ctx.state.principal;
    if (p?.kind === 'session' && p.role === 'reviewer') throw errors.readOnly();
    await next();
  };
}

function refuseIllFormed(value: unknown, root: string): void {
  const path = illFormedStringPath(value, root);
  if (path !== null)
    throw errors.badRequest(`${path || root} must be well-formed Unicode (no lone surrogates)`, 'invalid_input');
}

function validation(route: AnyRoute): Middleware<AppState> {
  return async function validateInput(ctx, next) {
    refuseIllFormed((ctx as { params?: unknown }).params ?? {}, '');
    const search = ctx.originalUrl.indexOf('?');
    if (search !== -1 && !isWellEncodedQuery(ctx.originalUrl.slice(search + 1)))
      throw errors.badRequest(
        'the query has malformed percent-encoding (a % not followed by UTF-8 escapes)',
        'invalid_input',
      );
    refuseIllFormed({ ...ctx.query }, '');
    if (route.body) {
      if (hasBody(ctx) && !ctx.is('application/json')) throw errors.unsupportedMediaType();
      if (hasBody(ctx)) checkCharset(ctx);
      await readJson(ctx, route);
      const raw = (ctx.request as { body?: unknown }).body ?? {};
      refuseIllFormed(raw, '');
      const parsed = route.body.parse(raw);
      if (!parsed.ok) throw invalidInput(parsed.issues);
      ctx.state.body = parsed.value;
    }
    if (route.query) {
      const parsed = route.query.parse({ ...ctx.query });
      if (!parsed.ok) throw invalidInput(parsed.issues);
      ctx.state.query = parsed.value;
    }
    await next();
  };
}

export function mountRoutes(router: Router<AppState>, routes: readonly AnyRoute[], deps: AppDeps): void {
  for (const route of routes) {
    const handler: Middleware<AppState> = async function handleRoute(ctx) {
      await route.handle(
        ctx,
        {
          body: ctx.state.body,
          query: ctx.state.query,
          params: (ctx as { params?: Record<string, string> }).params ?? {},
        },
        deps,
      );
    };
    const gate = readOnlyGate(route);
    const chain = [
      authenticate(route.auth, deps),
      ...(gate ? [gate] : []),
      ...(route.load ? [loader(route, deps)] : []),
      validation(route),
      handler,
    ];
    router.register(route.path, [route.method], chain as never);
  }
}

/** Sends a JSON text that was assembled from stored JSON strings (no re-parse, no re-stringify). */
export function sendJson(ctx: AppContext, status: number, json: string | Buffer): void {
  ctx.status = status;
  ctx.type = 'application/json; charset=utf-8';
  ctx.body = json;
}

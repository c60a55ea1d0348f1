// Route definitions: one object per endpoint holds its method, path, auth mode, schemas and a
// thin handler. `mountRoutes` turns each into the middleware chain
//   auth (401 → 403 → 429) → body/query validation (400) → handler → store,
// and the same definitions feed the OpenAPI document (schemas are both type and check).
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import bodyParser from 'koa-bodyparser';
import type { Schema } from '../../core/schema/schema';
import { errors, invalidInput } from '../errors';
import { type AuthMode, authenticate } from './auth';
import type { AppContext, AppDeps, AppState } from './context';
import { illFormedStringPath } from './strings';

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
  tags: string[];
  body?: Schema<B>;
  query?: Schema<Q>;
  /** Accepts `Idempotency-Key` (creates; see http/idempotency.ts): documented in the OpenAPI document. */
  idempotent?: boolean;
  /** Documented success and error statuses (for OpenAPI and for readers). */
  responses: Record<number, ResponseSpec>;
  handle(ctx: AppContext, input: RouteInput<B, Q>, deps: AppDeps): Promise<void> | void;
}

// biome-ignore lint/suspicious/noExplicitAny: a heterogeneous list of routes with different input types.
export type AnyRoute = RouteDefinition<any, any>;

export function defineRoute<B = undefined, Q = undefined>(route: RouteDefinition<B, Q>): RouteDefinition<B, Q> {
  return route;
}

export const BODY_LIMIT = '1mb';

const parseJson = bodyParser({ enableTypes: ['json'], jsonLimit: BODY_LIMIT, strict: true });

function hasBody(ctx: AppContext): boolean {
  return Number(ctx.get('Content-Length') || 0) > 0 || ctx.get('Transfer-Encoding') !== '';
}

/** Body-parser failures, as API errors (the parser runs only after auth and rate limit). */
function bodyError(error: unknown) {
  const e = error as { status?: number; type?: string };
  if (e.status === 413 || e.type === 'entity.too.large') return errors.bodyTooLarge('1 MB');
  if (e.status === 415 || e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') return errors.unsupportedMediaType();
  if (error instanceof SyntaxError || e.status === 400) return errors.malformedJson();
  // Anything else the parser trips on (a corrupt gzip/brotli stream, say) is the body's fault.
  return errors.badRequest('request body could not be read', 'bad_body');
}

function refuseIllFormed(value: unknown, root: string): void {
  const path = illFormedStringPath(value, root);
  if (path !== null) throw errors.badRequest(`${path || root} must be well-formed Unicode (no lone surrogates)`, 'invalid_input');
}

function validation(route: AnyRoute): Middleware<AppState> {
  return async function validateInput(ctx, next) {
    refuseIllFormed((ctx as { params?: unknown }).params ?? {}, '');
    refuseIllFormed({ ...ctx.query }, '');
    if (route.body) {
      if (hasBody(ctx) && !ctx.is('application/json')) throw errors.unsupportedMediaType();
      try {
        await parseJson(ctx as never, async () => {});
      } catch (error) {
        throw bodyError(error);
      }
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
        { body: ctx.state.body, query: ctx.state.query, params: (ctx as { params?: Record<string, string> }).params ?? {} },
        deps,
      );
    };
    router.register(route.path, [route.method], [authenticate(route.auth, deps), validation(route), handler] as never);
  }
}

/** Sends a JSON text that was assembled from stored JSON strings (no re-parse, no re-stringify). */
export function sendJson(ctx: AppContext, status: number, json: string | Buffer): void {
  ctx.status = status;
  ctx.type = 'application/json; charset=utf-8';
  ctx.body = json;
}

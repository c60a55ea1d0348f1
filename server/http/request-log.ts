import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { routeLabel } from '../metrics/http';
import type { AppState } from './context';

/** A caller's `X-Request-Id` is kept only when it is short and plain (it ends up in logs and headers). */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestId(header: string | undefined): string {
  return header !== undefined && REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * The access log: one line per request with its id (echoed as `X-Request-Id`), method, route
 * template, path (no query string: it may carry user ids), status, time, and the account when
 * the caller authenticated. Never a credential: only ids the auth step established.
 */
export function requestLog(logger: Logger): Middleware<AppState> {
  return async function logRequest(ctx, next) {
    const started = performance.now();
    const id = requestId(ctx.get('X-Request-Id') || undefined);
    ctx.set('X-Request-Id', id);
    try {
      await next();
    } finally {
      const level = ctx.status >= 500 ? 'warn' : 'info';
      if (logger.isLevelEnabled(level)) {
        const principal = ctx.state.principal;
        logger[level](
          {
            requestId: id,
            method: ctx.method,
            route: routeLabel(ctx as typeof ctx & { _matchedRoute?: unknown }),
            path: ctx.path,
            status: ctx.status,
            ms: Math.round(performance.now() - started),
            accountId: principal?.accountId,
            principal: principal?.kind,
          },
          'request',
        );
      }
    }
  };
}

// Counts and times every request by route *template* (`/v1/templates/:id`, never the id itself),
// so the number of label values stays bounded whatever clients send.
import type { Middleware } from 'koa';
import type { AppState } from '../http/context';
import type { Metrics } from './registry';

const STATIC_PREFIXES = ['/element/', '/assets/', '/dashboard', '/images/'] as const;

/** The route template @koa/router matched, a static prefix, or `unmatched` (404s of unknown paths). */
export function routeLabel(ctx: { path: string; _matchedRoute?: unknown }): string {
  if (typeof ctx._matchedRoute === 'string') return ctx._matchedRoute;
  const prefix = STATIC_PREFIXES.find((p) => ctx.path.startsWith(p));
  return prefix ? `${prefix.replace(/\/$/, '')}/*` : 'unmatched';
}

function errorCode(body: unknown): string {
  if (body && typeof body === 'object' && 'code' in body && typeof body.code === 'string') return body.code;
  return 'none';
}

/** Outside the error handler, so it sees the final status and the shaped `{error, code}` body. */
export function httpMetrics(metrics: Metrics): Middleware<AppState> {
  return async function recordRequest(ctx, next) {
    const stopTimer = metrics.requestDuration.startTimer();
    try {
      await next();
    } finally {
      const labels = {
        method: ctx.method,
        route: routeLabel(ctx as typeof ctx & { _matchedRoute?: unknown }),
        status: String(ctx.status),
      };
      stopTimer(labels);
      metrics.requests.inc(labels);
      if (ctx.status === 401 || ctx.status === 403 || ctx.status === 429 || ctx.status === 402) {
        const code = errorCode(ctx.body);
        metrics.refusals.inc({ status: String(ctx.status), code });
        if (ctx.status === 429) metrics.rateLimitRefusals.inc({ code });
        if (ctx.status === 402) metrics.quotaRefusals.inc({ code });
      }
    }
  };
}

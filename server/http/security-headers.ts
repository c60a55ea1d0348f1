import type { Middleware } from 'koa';
import type { AppState } from './context';

/** Headers every response carries, errors included. */
export function securityHeaders(): Middleware<AppState> {
  return async function setSecurityHeaders(ctx, next) {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('X-Frame-Options', 'DENY');
    await next();
  };
}

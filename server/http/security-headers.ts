import type { Middleware } from 'koa';
import type { AppState } from './context';

export interface SecurityHeaderOptions {
  /** Served over HTTPS (PUBLIC_URL is https): browsers are told to use nothing else for a year. */
  hsts?: boolean;
}

/** Headers every response carries, errors included. */
export function securityHeaders(options: SecurityHeaderOptions = {}): Middleware<AppState> {
  return async function setSecurityHeaders(ctx, next) {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('X-Frame-Options', 'DENY');
    if (options.hsts) ctx.set('Strict-Transport-Security', 'max-age=31536000');
    await next();
  };
}

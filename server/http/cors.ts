// CORS for the browser element. Bearer tokens, not cookies: no credentials mode, so echoing
// the origin is safe; the per-key allowlist is enforced on the real request (403), never here.
import type { Middleware } from 'koa';
import type { AppState } from './context';

const EXPOSED =
  'Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Link, ETag, Idempotent-Replayed, Idempotent-Replay-Changed';
const METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const HEADERS = 'Authorization, Content-Type, Idempotency-Key';

export function cors(): Middleware<AppState> {
  return async function applyCors(ctx, next) {
    const origin = ctx.get('Origin');
    ctx.vary('Origin');
    if (origin) {
      ctx.set('Access-Control-Allow-Origin', origin);
      ctx.set('Access-Control-Expose-Headers', EXPOSED);
    }
    // Preflight: answered before auth (browsers never send credentials on it).
    if (ctx.method === 'OPTIONS') {
      ctx.set('Access-Control-Allow-Methods', METHODS);
      ctx.set('Access-Control-Allow-Headers', HEADERS);
      // Two hours, Chromium's ceiling: a browser asks once per session, not every ten minutes.
      ctx.set('Access-Control-Max-Age', '7200');
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 204;
      return;
    }
    await next();
  };
}

// A session token may ride in the query of a read (`GET …?access_token=<jwt>`), so the element's
// reads are CORS "simple requests": no preflight, one round trip less on every cold start and
// none per template URL (a preflight is cached per URL). Only session tokens (auth.ts refuses a
// dashboard token that came this way), only GET/HEAD, and
// only when no Authorization header is sent: a secret key in a URL is refused (it would end up in
// proxy logs for good), and the parameter is removed before any route or log sees the query.
// See docs/api.md §5.
import type { Middleware } from 'koa';
import { looksLikeSecretKey } from '../auth/secret-key';
import { errors } from '../errors';
import type { AppState } from './context';

const PARAM = 'access_token';

export function queryToken(): Middleware<AppState> {
  return async function tokenFromQuery(ctx, next) {
    // Matched on the parsed parameter: `?q=access_token` or `?xaccess_token=1` are ordinary queries.
    if (!Object.hasOwn(ctx.query, PARAM)) return next();
    const query = { ...ctx.query };
    const value = query[PARAM];
    delete query[PARAM];
    // The rest of the query stays as sent; the token never reaches a route, a Link header or a log.
    ctx.query = query;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') throw errors.unauthorized();
    if (typeof value !== 'string' || !value || looksLikeSecretKey(value)) throw errors.unauthorized();
    if (!ctx.get('Authorization')) {
      ctx.request.header.authorization = `Bearer ${value}`;
      // Only session tokens: a dashboard token (an 8-hour admin credential) never rides in a URL.
      ctx.state.credentialInQuery = true;
    }
    await next();
  };
}

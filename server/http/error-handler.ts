// The only place that shapes error responses: `{error, code}` JSON with a status from the API's
// table. Body-reader errors become 400 (body-errors.ts), Redis outages 503 + Retry-After,
// anything else 500 without internal detail (it is logged instead).
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { type ApiError, errors, isApiError } from '../errors';
import { isRedisUnavailable } from '../redis/client';
import { bodyReaderError } from './body-errors';
import type { AppState } from './context';

interface HttpishError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
}

function toApiError(error: unknown, logger: Logger): ApiError {
  if (isApiError(error)) return error;
  if (isRedisUnavailable(error)) return errors.unavailable();
  const fromBody = bodyReaderError(error);
  if (fromBody) return fromBody;
  const e = (error ?? {}) as HttpishError;
  if ((e.status ?? e.statusCode) === 400 && e.expose) return errors.badRequest('bad request');
  logger.error({ err: error }, 'unhandled error');
  return errors.internal();
}

export function errorHandler(logger: Logger): Middleware<AppState> {
  return async function handleErrors(ctx, next) {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined)
        throw errors.notFound(`no route for ${ctx.method} ${ctx.path}`, 'route_not_found');
    } catch (error) {
      const apiError = toApiError(error, logger);
      ctx.status = apiError.status;
      for (const [name, value] of Object.entries(apiError.headers)) ctx.set(name, value);
      ctx.set('Cache-Control', 'no-store');
      ctx.remove('Content-Disposition');
      ctx.remove('ETag');
      ctx.remove('Last-Modified');
      ctx.body = { error: apiError.message, code: apiError.code };
    }
  };
}

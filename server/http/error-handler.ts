// The only place that shapes error responses: `{error, code}` JSON with a status from the API's
// table. Body-parser errors become 400, Redis outages 503 + Retry-After, anything else 500
// without internal detail (it is logged instead).
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { type ApiError, errors, isApiError } from '../errors';
import { isRedisUnavailable } from '../redis/client';
import type { AppState } from './context';

interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
  limit?: number;
}

function toApiError(error: unknown, logger: Logger): ApiError {
  if (isApiError(error)) return error;
  if (isRedisUnavailable(error)) return errors.unavailable();
  const e = (error ?? {}) as HttpishError;
  const status = e.status ?? e.statusCode;
  if (e.type === 'entity.too.large' || status === 413) return errors.bodyTooLarge('1 MB');
  if (e.type === 'entity.parse.failed') return errors.malformedJson();
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported' || status === 415) return errors.unsupportedMediaType();
  if (e.type === 'request.aborted' || e.type === 'request.size.invalid' || e.type === 'stream.encoding.set') {
    return errors.badRequest('request body could not be read', 'bad_body');
  }
  if (status === 400 && e.expose) return errors.badRequest('bad request');
  logger.error({ err: error }, 'unhandled error');
  return errors.internal();
}

export function errorHandler(logger: Logger): Middleware<AppState> {
  return async function handleErrors(ctx, next) {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) throw errors.notFound(`no route for ${ctx.method} ${ctx.path}`, 'route_not_found');
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

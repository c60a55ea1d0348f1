import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import type { AppState } from './context';

/** One line per request: method, path (no query string: it may carry user ids), status, time. */
export function requestLog(logger: Logger): Middleware<AppState> {
  return async function logRequest(ctx, next) {
    const started = performance.now();
    try {
      await next();
    } finally {
      const level = ctx.status >= 500 ? 'warn' : 'debug';
      if (logger.isLevelEnabled(level)) {
        logger[level]({ method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started) }, 'request');
      }
    }
  };
}

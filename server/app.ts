// The Koa application. Middleware order (outermost first):
//   request log → error handler (the only place that shapes error JSON) → security headers →
//   CORS (preflight answered here) → JSON compression → static files (assets, element, dashboard) / health → API routes, each of which runs
//   auth (401) → origin (403) → rate limit (429) → validation (400) → thin handler → store.
import Router from '@koa/router';
import Koa from 'koa';
import { compress } from './http/compress';
import type { AppDeps, AppState } from './http/context';
import { cors } from './http/cors';
import { errorHandler } from './http/error-handler';
import { queryToken } from './http/query-token';
import { requestLog } from './http/request-log';
import { type AnyRoute, mountRoutes } from './http/route';
import { securityHeaders } from './http/security-headers';
import { httpMetrics } from './metrics/http';
import type { Metrics } from './metrics/registry';
import { API_ROUTES, apiRouters } from './routes';
import { serveDashboard } from './routes/static/dashboard';
import { serveElement } from './routes/static/element';
import { serveDirectory } from './routes/static/files';
import { type HealthState, healthRoutes } from './routes/static/health';

export interface AppOptions {
  /** Extra JSON routes (added after the built-in ones). */
  routes?: readonly AnyRoute[];
  /** Extra routers for endpoints outside the JSON route shape (e.g. `/v1/openapi.json`). */
  routers?: ReadonlyArray<Router<AppState>>;
  health?: HealthState;
  /** Prometheus metrics (METRICS_PORT): requests are counted and timed when given. */
  metrics?: Metrics;
}

export function createApp(deps: AppDeps, options: AppOptions = {}): Koa<AppState> {
  const { config, logger, store } = deps;
  const app = new Koa<AppState>({ proxy: config.trustProxy });
  app.silent = true;
  const health = options.health ?? { accepting: true };

  app.use(requestLog(logger));
  if (options.metrics) app.use(httpMetrics(options.metrics));
  app.use(errorHandler(logger));
  app.use(securityHeaders({ hsts: config.publicUrl.startsWith('https://') }));
  app.use(async function closeWhileDraining(ctx, next) {
    if (!health.accepting) ctx.set('Connection', 'close');
    await next();
  });
  app.use(cors());
  app.use(compress());
  app.use(queryToken());

  app.use(
    serveDirectory({
      prefix: '/assets/',
      root: config.assetsDir,
      cacheControl: 'public, max-age=86400',
      missing: 'asset not found',
    }),
  );
  app.use(serveElement({ root: config.elementDir }));
  app.use(serveDashboard({ root: config.dashboardDir }));
  const healthRouter = healthRoutes(store.redis, health);
  app.use(healthRouter.routes());

  const api = new Router<AppState>();
  mountRoutes(api, [...API_ROUTES, ...(options.routes ?? [])], deps);
  app.use(api.routes());
  for (const router of [...apiRouters(deps), ...(options.routers ?? [])]) app.use(router.routes());
  return app;
}

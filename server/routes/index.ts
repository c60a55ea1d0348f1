// Every /v1 endpoint, in registration order (the library listing must precede
// `/v1/templates/:id`). Each resource is a folder here (router + schema + tests) adding its
// `defineRoute` list to API_ROUTES; routers that do not fit the JSON route shape (the OpenAPI
// document, public image reads) are listed by `apiRouters`.
import type Router from '@koa/router';
import type { AppDeps, AppState } from '../http/context';
import type { AnyRoute } from '../http/route';
import { blockTypeRoutes } from './block-types/router';
import { blockRoutes } from './blocks/router';
import { commentRoutes } from './comments/router';
import { dashboardRoutes } from './dashboard/router';
import { imageReadRouter, imageRoutes } from './images/router';
import { importRoutes } from './import/router';
import { keyRoutes } from './keys/router';
import { libraryRoutes } from './library/router';
import { openApiRouter } from './openapi/router';
import { renderRoutes } from './render/router';
import { sessionRoutes } from './sessions/router';
import { startRoutes } from './start/router';
import { templateRoutes } from './templates/router';
import { statusRoutes } from './templates/status';
import { versionRoutes } from './templates/versions';
import { testSendRoutes } from './test-send/router';

export const API_ROUTES: readonly AnyRoute[] = [
  ...libraryRoutes,
  ...templateRoutes,
  ...versionRoutes,
  ...commentRoutes,
  ...statusRoutes,
  ...sessionRoutes,
  ...keyRoutes,
  ...startRoutes,
  ...dashboardRoutes,
  ...renderRoutes,
  ...imageRoutes,
  ...blockRoutes,
  ...blockTypeRoutes,
  ...testSendRoutes,
  ...importRoutes,
];

/** Endpoints outside the JSON route shape (public image reads, the OpenAPI document). */
export function apiRouters(deps: AppDeps): Array<Router<AppState>> {
  return [imageReadRouter(deps), openApiRouter(API_ROUTES, deps)];
}

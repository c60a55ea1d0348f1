// Every /v1 endpoint, in registration order (the library listing must precede
// `/v1/templates/:id`). Later features register here: render (`server/render/`), images
// (`server/images/`) add their `defineRoute` lists to API_ROUTES; routers that do not fit
// the JSON route shape (the OpenAPI document, public image reads) go through
// `createApp(deps, { routers })`.
import type { AnyRoute } from '../http/route';
import { renderRoutes } from '../render/router';
import { dashboardRoutes } from './dashboard/router';
import { keyRoutes } from './keys/router';
import { libraryRoutes } from './library/router';
import { sessionRoutes } from './sessions/router';
import { templateRoutes } from './templates/router';

export const API_ROUTES: readonly AnyRoute[] = [
  ...libraryRoutes,
  ...templateRoutes,
  ...sessionRoutes,
  ...keyRoutes,
  ...dashboardRoutes,
  ...renderRoutes,
];

// `GET /v1/openapi.json`: built once per process from the registered routes; public, any origin.
import { createHash } from 'node:crypto';
import Router from '@koa/router';
import type { AppDeps, AppState } from '../../http/context';
import type { AnyRoute } from '../../http/route';
import { buildOpenApiDocument } from './document';

export function openApiRouter(routes: readonly AnyRoute[], { config }: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  let cached: { json: string; etag: string } | null = null;
  router.get('/v1/openapi.json', function serveOpenApi(ctx) {
    if (!cached) {
      const json = JSON.stringify(
        buildOpenApiDocument(routes, { publicUrl: config.publicUrl, operatorName: config.operatorName }),
      );
      cached = { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
    }
    ctx.remove('Vary');
    ctx.set('Access-Control-Allow-Origin', '*');
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.set('ETag', cached.etag);
    if (ctx.get('If-None-Match') === cached.etag) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = cached.json;
  });
  return router;
}

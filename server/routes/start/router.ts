// The element's start-up read (docs/api.md §7): what `GET /v1/keys/validate` and the first page of
// `GET /v1/templates` answer, in one response. The element needs both before its first cards; as
// one request they cost one round trip, one connection on HTTP/1.1 and one rate-limit charge, and
// they arrive together, so the gallery is painted once, with its cards.
import { nextPageUrl } from '../../http/page-query';
import { defineRoute, sendJson } from '../../http/route';
import { keyInfo } from '../keys/router';
import { listPage } from '../templates/router';
import { listTemplatesQuery } from '../templates/schema';
import { startResponse } from './schema';

export const start = defineRoute({
  method: 'GET',
  path: '/v1/start',
  auth: 'api',
  summary: 'The key validation object and the first page of templates in one answer (the element’s first read)',
  tags: ['keys', 'templates'],
  query: listTemplatesQuery,
  responses: {
    200: {
      description:
        '`key`: as GET /v1/keys/validate; `templates`: as GET /v1/templates with the same query; `next`: that list’s next page, or null',
      schema: startResponse,
    },
    400: { description: 'invalid query' },
    401: { description: 'missing or invalid key or token' },
    403: { description: "origin not in the key's allowlist, or outside the session token's user scope" },
    429: { description: 'rate limit exceeded (Retry-After)' },
  },
  async handle(ctx, { query }, deps) {
    const [key, page] = await Promise.all([keyInfo(ctx, deps), listPage(ctx, query, deps)]);
    const next = nextPageUrl(ctx, deps.config.publicUrl, '/v1/templates', page.next);
    sendJson(ctx, 200, `{"key":${JSON.stringify(key)},"templates":${page.json},"next":${JSON.stringify(next)}}`);
  },
});

export const startRoutes = [start];

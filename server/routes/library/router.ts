import { defineRoute, sendJson } from '../../http/route';

export const listLibrary = defineRoute({
  method: 'GET',
  path: '/v1/templates/library',
  auth: 'public',
  summary: "The operator's starter templates (no authentication, any origin)",
  tags: ['library'],
  responses: {
    200: { description: 'library items: _id (seed-<n>), name, tags, thumbnail, blockTree' },
    429: { description: 'too many requests from this address' },
  },
  async handle(ctx, _input, { store }) {
    const items = await store.library.listJson();
    ctx.set('Cache-Control', 'public, max-age=60');
    sendJson(ctx, 200, `[${items.join(',')}]`);
  },
});

export const libraryRoutes = [listLibrary];

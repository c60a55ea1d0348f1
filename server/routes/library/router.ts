import { defineRoute, sendJson } from '../../http/route';
import type { Store } from '../../store';
import { importStarters } from './import';

let reimport: Promise<unknown> | null = null;

/** Starters are imported at start-up; if Redis lost them since (no persistence), import again once. */
async function libraryJson(store: Store, publicUrl: string): Promise<string[]> {
  const items = await store.library.listJson();
  if (items.length > 0) return items;
  reimport ??= importStarters(store, publicUrl).finally(() => {
    reimport = null;
  });
  await reimport;
  return store.library.listJson();
}

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
  async handle(ctx, _input, { store, config }) {
    const items = await libraryJson(store, config.publicUrl);
    ctx.set('Cache-Control', 'public, max-age=60');
    sendJson(ctx, 200, `[${items.join(',')}]`);
  },
});

export const libraryRoutes = [listLibrary];

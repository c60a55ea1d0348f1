// The built element: `/element/email-builder.js` is the one URL integrators load, so it is cached
// briefly and revalidated by ETag (a deploy reaches every host within minutes); the chunks it
// loads on demand carry a content hash in their name and never change: immutable for a year.
import type { Middleware } from 'koa';
import type { AppState } from '../../http/context';
import { serveDirectory } from './files';

const PREFIX = '/element/';
/** `editor-Ccd4jiFE.js`: a name, a dash and the bundler's 8-character content hash. */
const HASHED = /^\/element\/[\w.-]+-[\w-]{8}\.js$/;

export function serveElement(options: { root: string }): Middleware<AppState> {
  const missing = 'element not found (run npm run build)';
  const entry = serveDirectory({
    prefix: PREFIX,
    root: options.root,
    cacheControl: 'public, max-age=300, stale-while-revalidate=86400',
    missing,
  });
  const chunks = serveDirectory({
    prefix: PREFIX,
    root: options.root,
    cacheControl: 'public, max-age=31536000, immutable',
    missing,
  });
  return async function serveElementFiles(ctx, next) {
    if (!ctx.path.startsWith(PREFIX)) return next();
    return HASHED.test(ctx.path) ? chunks(ctx, next) : entry(ctx, next);
  };
}

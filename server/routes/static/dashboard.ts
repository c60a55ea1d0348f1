// The operator dashboard (a single-page app built with EB_TARGET=dashboard): `/dashboard` and
// every `/dashboard/<view>` answer the shell (revalidated on each load, strict CSP); hashed
// files under `/dashboard/assets/` are immutable. Only GET/HEAD under `/dashboard` are touched,
// so `/v1` keeps its JSON answers, and a missing asset is a JSON 404 like any other file.
import type { Middleware } from 'koa';
import type { AppState } from '../../http/context';
import { serveDirectory } from './files';

const PREFIX = '/dashboard';

// Email previews are srcdoc iframes: they inherit this policy, hence inline styles and any image.
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  'img-src * data: blob:',
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function serveDashboard(options: { root: string }): Middleware<AppState> {
  const missing = 'dashboard not built (run EB_TARGET=dashboard npm run build)';
  const assets = serveDirectory({
    prefix: `${PREFIX}/assets/`,
    root: `${options.root}/assets`,
    cacheControl: 'public, max-age=31536000, immutable',
    missing: 'dashboard asset not found',
  });
  const files = serveDirectory({
    prefix: `${PREFIX}/`,
    root: options.root,
    cacheControl: 'public, max-age=3600',
    missing,
  });
  const shell = serveDirectory({
    prefix: `${PREFIX}/`,
    root: options.root,
    cacheControl: 'no-cache',
    missing,
    types: { '.html': 'text/html; charset=utf-8' },
  });

  return async function serveDashboardApp(ctx, next) {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || (ctx.path !== PREFIX && !ctx.path.startsWith(`${PREFIX}/`)))
      return next();
    if (ctx.path.startsWith(`${PREFIX}/assets/`)) return assets(ctx, next);
    // Top-level files with an extension (favicon.svg): served as files, never as the shell.
    if (/^\/dashboard\/[^/]+\.[a-z0-9]+$/i.test(ctx.path) && !ctx.path.endsWith('.html')) return files(ctx, next);
    const requested = ctx.path;
    ctx.path = `${PREFIX}/index.html`;
    ctx.set('Content-Security-Policy', CSP);
    try {
      await shell(ctx, next);
    } finally {
      ctx.path = requested;
    }
  };
}

// Read-only file serving for shipped assets and the built element: safe path resolution (no
// traversal, no dotfiles), a fixed content-type table, ETag + 304, brotli or gzip for text, nosniff.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { brotliCompress, constants, gzipSync } from 'node:zlib';
import type { Middleware } from 'koa';
import { errors } from '../../errors';
import type { AppState } from '../../http/context';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.js', '.mjs', '.map', '.json', '.css', '.svg', '.txt']);

interface CachedFile {
  mtimeMs: number;
  size: number;
  etag: string;
  body: Buffer;
  gzip: Buffer | null;
  /** Brotli at its best quality (the entry ~11% smaller than gzip): made in the background, gzip until then. */
  br: Buffer | null;
}

/** Compresses in the thread pool: a cold start serves gzip rather than wait most of a second. */
function compressLater(file: CachedFile): void {
  brotliCompress(
    file.body,
    { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: file.body.length } },
    (error, result) => {
      if (!error && file.gzip && result.length < file.gzip.length) file.br = result;
    },
  );
}

export interface StaticOptions {
  /** URL prefix, e.g. `/assets/`. */
  prefix: string;
  root: string;
  cacheControl: string;
  /** What to say when the directory or file is missing. */
  missing: string;
  /** Extra extension → content-type entries (e.g. `.html` for the dashboard shell only). */
  types?: Record<string, string>;
}

/** The file under `root` for a URL path, or null when the path is unsafe. */
export function safeResolve(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded === '' || decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/');
  if (segments.some((part) => part === '' || part === '.' || part === '..' || part.startsWith('.'))) return null;
  const base = resolve(root);
  const full = resolve(base, ...segments);
  return full.startsWith(base + sep) ? full : null;
}

export function serveDirectory(options: StaticOptions): Middleware<AppState> {
  const cache = new Map<string, CachedFile>();

  async function load(path: string): Promise<CachedFile | null> {
    let info: Awaited<ReturnType<typeof stat>>;
    try {
      info = await stat(path);
    } catch {
      return null;
    }
    if (!info.isFile()) return null;
    const cached = cache.get(path);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
    const body = await readFile(path);
    const file: CachedFile = {
      mtimeMs: info.mtimeMs,
      size: info.size,
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`,
      body,
      gzip: COMPRESSIBLE.has(extname(path).toLowerCase()) && body.length > 1024 ? gzipSync(body, { level: 9 }) : null,
      br: null,
    };
    if (file.gzip) compressLater(file);
    if (cache.size > 500) cache.clear();
    cache.set(path, file);
    return file;
  }

  return async function serveFile(ctx, next) {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith(options.prefix)) return next();
    const path = safeResolve(options.root, ctx.path.slice(options.prefix.length));
    const ext = path ? extname(path).toLowerCase() : '';
    const type = path ? (options.types?.[ext] ?? TYPES[ext]) : undefined;
    const file = path && type ? await load(path) : null;
    if (!file || !type) throw errors.notFound(options.missing, 'file_not_found');
    ctx.set('Cache-Control', options.cacheControl);
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    ctx.set('ETag', file.etag);
    ctx.vary('Accept-Encoding');
    ctx.type = type;
    if (ctx.get('If-None-Match') === file.etag) {
      ctx.status = 304;
      return;
    }
    ctx.status = 200;
    // Browsers list gzip first with the same weight as br: prefer br whenever it is accepted.
    if (file.br && ctx.acceptsEncodings('br') === 'br') {
      ctx.set('Content-Encoding', 'br');
      ctx.body = file.br;
    } else if (file.gzip && ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = file.gzip;
    } else {
      ctx.body = file.body;
    }
  };
}

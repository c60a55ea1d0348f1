// Compresses JSON answers of 1 KB or more (a template listing shrinks about 5×), brotli when the
// client takes it, else gzip. Static files arrive here already encoded and are left alone.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Middleware } from 'koa';
import type { AppState } from './context';

const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// Fast settings: the answer is made per request, so latency matters more than the last byte.
const BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
const GZIP_OPTIONS = { level: 6 };

export function compress(): Middleware<AppState> {
  return async function compressJson(ctx, next) {
    await next();
    const body = ctx.body;
    if (ctx.method === 'HEAD' || ctx.response.get('Content-Encoding') || body === null || body === undefined) return;
    if (!ctx.response.is('json')) return;
    const isPlain =
      typeof body === 'string' ||
      (typeof body === 'object' && !Buffer.isBuffer(body) && typeof (body as { pipe?: unknown }).pipe !== 'function');
    if (!isPlain) return;
    const raw = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
    ctx.vary('Accept-Encoding');
    if (raw.length < MIN_BYTES) return;
    // Brotli whenever it is acceptable at all, whatever order the client listed them in.
    const encoding = !ctx.get('Accept-Encoding')
      ? null
      : ctx.acceptsEncodings('br')
        ? 'br'
        : ctx.acceptsEncodings('gzip')
          ? 'gzip'
          : null;
    if (!encoding) return;
    const type = ctx.response.get('Content-Type');
    ctx.body = encoding === 'br' ? await brotli(raw, BROTLI_OPTIONS) : await gzipAsync(raw, GZIP_OPTIONS);
    ctx.set('Content-Type', type);
    ctx.set('Content-Encoding', encoding);
  };
}

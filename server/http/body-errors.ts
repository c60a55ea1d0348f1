// The one mapping from request-body reader failures (koa-bodyparser, co-body, raw-body, a
// decompressing stream) to API errors. Routes read JSON bodies themselves (route.ts) and map
// what the reader throws here; the error handler maps the same way anything that escapes.
import { type ApiError, errors, isApiError } from '../errors';

interface ReaderError {
  status?: number;
  statusCode?: number;
  type?: string;
}

/** Reader failures that say the bytes never arrived whole: nothing to parse. */
const UNREADABLE = new Set(['request.aborted', 'request.size.invalid', 'stream.encoding.set', 'stream.not.readable']);

export const unreadableBody = () => errors.badRequest('request body could not be read', 'bad_body');

/** The API error for a body reader's failure, or null when `error` is not one. */
export function bodyReaderError(error: unknown): ApiError | null {
  if (isApiError(error)) return error;
  if (error instanceof SyntaxError) return errors.malformedJson();
  const e = (error ?? {}) as ReaderError;
  const status = e.status ?? e.statusCode;
  if (e.type === 'entity.too.large' || status === 413) return errors.bodyTooLarge('1 MB');
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported' || status === 415)
    return errors.unsupportedMediaType();
  if (e.type !== undefined && UNREADABLE.has(e.type)) return unreadableBody();
  if (e.type === 'entity.parse.failed') return errors.malformedJson();
  return null;
}

/**
 * While a JSON body is being read, every failure is the body's: a reader error as above, a 400
 * from the parser as malformed JSON, anything else (a corrupt gzip/brotli stream) as unreadable.
 */
export function jsonBodyError(error: unknown): ApiError {
  const known = bodyReaderError(error);
  if (known) return known;
  const e = (error ?? {}) as ReaderError;
  return (e.status ?? e.statusCode) === 400 ? errors.malformedJson() : unreadableBody();
}

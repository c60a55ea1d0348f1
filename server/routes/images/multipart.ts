// Reads the one file of a `multipart/form-data` upload (field `file`) with busboy, bounded in
// size: past the limit the rest is drained and discarded, and the caller answers 400.
import busboy from 'busboy';
import { errors } from '../../errors';
import { unreadableBody } from '../../http/body-errors';
import type { AppContext } from '../../http/context';
import { CONTROL_OR_BIDI } from '../../http/strings';

export interface UploadedFile {
  bytes: Buffer;
  /** The file name the client sent (path and control characters removed), or '' when none. */
  name: string;
  /** True when the file was longer than the limit (bytes then hold only the first part). */
  truncated: boolean;
}

export const FILE_FIELD = 'file';

export function isMultipart(ctx: AppContext): boolean {
  return ctx.is('multipart/form-data') === 'multipart/form-data';
}

const MAX_NAME = 200;

/** What a file name loses: the characters refused in names (docs/api.md §9), and U+FFFD. */
const UNSHOWABLE = new RegExp(`${CONTROL_OR_BIDI.source}|\ufffd`, 'g');

/** The last path segment without control, bidi or invisible characters, at most 200 characters. */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(UNSHOWABLE, '').trim();
  return [...clean].slice(0, MAX_NAME).join('');
}

/** The `file` field's bytes (up to `maxBytes` + 1 so an oversized file is detected), or null when absent. */
export function readUploadedFile(ctx: AppContext, maxBytes: number): Promise<UploadedFile | null> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: ctx.req.headers,
        defParamCharset: 'utf8',
        limits: { files: 1, fileSize: maxBytes + 1, fields: 10, fieldSize: 1024, parts: 20, headerPairs: 20 },
      });
    } catch {
      reject(errors.badRequest('request body must be multipart/form-data with a boundary', 'bad_multipart'));
      return;
    }
    let found: UploadedFile | null = null;
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      ctx.req.unpipe(parser);
      ctx.req.resume();
      reject(error);
    };
    parser.on('file', (name, stream, info) => {
      if (name !== FILE_FIELD || found) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      const file: UploadedFile = { bytes: Buffer.alloc(0), name: cleanFileName(info.filename), truncated: false };
      found = file;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        file.truncated = true;
      });
      stream.on('end', () => {
        file.bytes = Buffer.concat(chunks);
      });
      stream.on('error', () =>
        fail(errors.badRequest('request body is not valid multipart/form-data', 'bad_multipart')),
      );
    });
    parser.on('error', () => fail(errors.badRequest('request body is not valid multipart/form-data', 'bad_multipart')));
    parser.on('close', () => {
      if (!failed) resolve(found);
    });
    ctx.req.on('error', () => fail(unreadableBody()));
    ctx.req.pipe(parser);
  });
}

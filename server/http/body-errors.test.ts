// One mapping for body-reader failures: real errors from the real reader (raw-body, which
// koa-bodyparser reads with) and from JSON.parse, mapped to the codes docs/api.md §8 lists.
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import getRawBody from 'raw-body';
import { describe, expect, it } from 'vitest';
import { errors } from '../errors';
import { bodyReaderError, jsonBodyError } from './body-errors';

const failureOf = async (run: () => Promise<unknown>): Promise<unknown> =>
  run().then(
    () => expect.unreachable('no failure'),
    (e) => e,
  );

describe('body reader errors', () => {
  it('maps each reader failure to its code', async () => {
    const tooLarge = await failureOf(() => getRawBody(Readable.from([Buffer.alloc(64)]), { limit: 8 }));
    expect(bodyReaderError(tooLarge)?.code).toBe('body_too_large');
    const badEncoding = await failureOf(() =>
      getRawBody(Readable.from([Buffer.from('x')]), { encoding: 'no-such-charset' }),
    );
    expect(bodyReaderError(badEncoding)?.code).toBe('unsupported_media_type');
    const wrongLength = await failureOf(() => getRawBody(Readable.from([Buffer.from('abc')]), { length: 10 }));
    expect(bodyReaderError(wrongLength)?.code).toBe('bad_body');
    const syntax = await failureOf(async () => JSON.parse('{"name":'));
    expect(bodyReaderError(syntax)?.code).toBe('malformed_json');
  });

  it('an API error passes through; an unrelated error is not a body error, unless it came from reading a JSON body', async () => {
    const api = errors.notFound('x');
    expect(bodyReaderError(api)).toBe(api);
    const corrupt = await failureOf(async () => gunzipSync(Buffer.from('not gzip')));
    expect(bodyReaderError(corrupt)).toBeNull();
    expect(jsonBodyError(corrupt).code).toBe('bad_body');
    expect(jsonBodyError(Object.assign(new Error('parse'), { status: 400 })).code).toBe('malformed_json');
  });
});

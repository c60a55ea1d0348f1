// `export-account --account A > file.json` and `import-account < file.json`: move or back up one
// account (format and key layouts in store/export.ts). The export streams to stdout as it reads
// Redis; the import reads stdin as a stream of records (never the whole document), checks each
// with the API's own rules (import-checks.ts), and refuses an account, image id, key or dashboard
// e-mail that this Redis already holds.
import type { Writable } from 'node:stream';
import { readImageFile } from '../routes/images/disk';
import { ExportError, exportAccount } from '../store/export';
import { importAccount } from '../store/import';
import { type Command, CommandError } from './command';
import { importChecks } from './import-checks';
import { JsonStreamError, readJsonObject } from './json-stream';
import { UsageError } from './options';

/**
 * The largest single record the import reads at once: a template with its 50 kept versions of up
 * to 1 MB each, JSON-escaped. Memory stays bounded by this, whatever the size of the export.
 */
const MAX_RECORD_BYTES = 256 * 1024 * 1024;

/** Writes with backpressure: waits for 'drain' when the pipe is full. */
function writer(out: Writable): (chunk: string) => Promise<void> {
  return (chunk) =>
    new Promise((resolve, reject) => {
      if (chunk === '') return resolve();
      const ok = out.write(chunk, (error) => (error ? reject(error) : undefined));
      if (ok) resolve();
      else out.once('drain', () => resolve());
    });
}

const asCommandError = (error: unknown): never => {
  if (error instanceof ExportError || error instanceof JsonStreamError) throw new CommandError(error.message);
  throw error;
};

export const exportAccountCommand: Command = {
  usage: 'export-account --account A > file.json',
  summary:
    'writes the account (keys as hashes, users, templates with their versions and comments, images, saved blocks, custom block types, usage) as one JSON document to stdout',
  async run(ctx) {
    const accountId = ctx.options.required('account');
    ctx.options.done();
    if (ctx.positional.length > 0) throw new UsageError(`unexpected argument "${ctx.positional[0]}"`);
    await exportAccount(ctx.store.redis, accountId, writer(ctx.io.stdout)).catch(asCommandError);
    return undefined;
  },
};

export const importAccountCommand: Command = {
  usage: 'import-account < file.json',
  summary: 'restores an exported account into this Redis (refused when it already holds the account)',
  async run(ctx) {
    ctx.options.done();
    if (ctx.positional.length > 0) throw new UsageError(`unexpected argument "${ctx.positional[0]}"`);
    if (ctx.io.stdinIsTerminal) throw new UsageError('pipe the export in: import-account < file.json');
    const imageDir = ctx.config.imageDir;
    const checks = importChecks((accountId, id) =>
      imageDir ? readImageFile(imageDir, accountId, id) : Promise.resolve(null),
    );
    const events = readJsonObject(ctx.io.stdin, MAX_RECORD_BYTES);
    return importAccount(ctx.store.redis, events, checks).catch(asCommandError);
  },
};

// `export-account --account A > file.json` and `import-account < file.json`: move or back up one
// account (format and key layouts in store/export.ts). The export streams to stdout as it reads
// Redis; the import reads the whole document from stdin, checks it, and refuses an account (or a
// key or dashboard e-mail of it) that this Redis already holds.
import type { Readable, Writable } from 'node:stream';
import { type AccountExport, ExportError, exportAccount, importAccount } from '../store/export';
import type { Command } from './commands';
import { CommandError } from './commands';
import { UsageError } from './options';

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

async function readAll(input: Readable, limitBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of input) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > limitBytes) throw new CommandError(`the export is larger than ${Math.round(limitBytes / 1048576)} MB`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const asCommandError = (error: unknown): never => {
  if (error instanceof ExportError) throw new CommandError(error.message);
  throw error;
};

export const exportAccountCommand: Command = {
  usage: 'export-account --account A > file.json',
  summary:
    'writes the account (keys as hashes, users, templates with their versions, images, saved blocks, usage) as one JSON document to stdout',
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
    const text = await readAll(ctx.io.stdin, 2 * 1024 * 1024 * 1024 - 1);
    let doc: AccountExport;
    try {
      doc = JSON.parse(text) as AccountExport;
    } catch {
      throw new CommandError('stdin is not a JSON document');
    }
    return importAccount(ctx.store.redis, doc).catch(asCommandError);
  },
};

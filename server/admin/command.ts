// What every operator command is: its context, its shape and the error it throws when the request
// cannot be done. Apart from the command tables (commands.ts, versions.ts, account-transfer.ts) so
// each table imports this contract and commands.ts alone assembles them.
import type { Readable, Writable } from 'node:stream';
import type { Config } from '../config';
import type { Store } from '../store';
import type { Options } from './options';

export class CommandError extends Error {
  constructor(
    message: string,
    /** Printed on stdout before failing (a partial result, e.g. some library items rejected). */
    readonly partial?: unknown,
  ) {
    super(message);
    this.name = 'CommandError';
  }
}

export interface CommandContext {
  store: Store;
  config: Config;
  positional: string[];
  options: Options;
  /** For commands that stream (export/import): their output is the data, not one JSON line. */
  io: { stdin: Readable; stdout: Writable; stdinIsTerminal: boolean };
}

export interface Command {
  usage: string;
  summary: string;
  /** The JSON value to print as one line; `undefined` when the command wrote its own output. */
  run(ctx: CommandContext): Promise<unknown>;
}

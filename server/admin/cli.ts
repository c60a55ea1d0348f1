// `npm run -s admin -- <command>`: the operator CLI. Reads REDIS_URL (and PUBLIC_URL for library
// imports) through the validated config; prints one JSON line on success, a readable message on
// stderr and a non-zero exit code on failure (2: bad invocation, 1: the command failed).
import type { Readable, Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { type Config, ConfigError, parseConfig } from '../config';
import { createRedis, isRedisUnavailable, waitForRedis } from '../redis/client';
import { createStore, StoreError } from '../store';
import { exportAccountCommand, importAccountCommand } from './account-transfer';
import { type Command, CommandError } from './command';
import { COMMANDS as BASIC_COMMANDS } from './commands';
import { Options, UsageError } from './options';

const COMMANDS: Record<string, Command> = {
  ...BASIC_COMMANDS,
  'export-account': exportAccountCommand,
  'import-account': importAccountCommand,
};

function help(): string {
  const width = Math.max(...Object.values(COMMANDS).map((c) => c.usage.length));
  const lines = Object.values(COMMANDS).map((c) => `  ${c.usage.padEnd(width)}  ${c.summary}`);
  return [
    'Email Builder operator CLI',
    '',
    'usage: npm run -s admin -- <command> [options]',
    '',
    'commands:',
    ...lines,
    '',
    'Environment: REDIS_URL (default redis://127.0.0.1:6379), PUBLIC_URL (asset URLs of imported library items).',
    'Output: one JSON line on stdout on success (export-account: the document itself); on failure a message on stderr and exit code 1 (2 for usage errors).',
  ].join('\n');
}

function redact(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//***@');
}

interface CommandLine {
  positional: string[];
  options: Map<string, string>;
  help: boolean;
}

/**
 * The CLI's grammar: words, `--help`/`-h`, and `--name value` or `--name=value` where every option
 * takes a value. Each `--name` on the line is declared as a string option for node:util's
 * parser, which then refuses a missing or ambiguous value; the command refuses names it does not
 * read (`Options.done`). Given twice is a mistake, not "last one wins".
 */
export function parseCommandLine(argv: readonly string[]): CommandLine {
  const named = argv
    .filter((arg) => arg.startsWith('--') && arg.length > 2)
    .map((arg) => arg.slice(2).split('=')[0] ?? '');
  const declared = Object.fromEntries(
    named.filter((name) => name !== 'help').map((name) => [name, { type: 'string' as const }]),
  );
  const parse = () =>
    parseArgs({
      args: [...argv],
      options: { ...declared, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
      tokens: true,
    });
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse();
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    const option = /'(-[^' ]+)/.exec(message)?.[1] ?? '';
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw new UsageError(`unknown option ${option}`);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') throw new UsageError(`${option} needs a value`);
    throw new UsageError(message);
  }
  const options = new Map<string, string>();
  for (const token of parsed.tokens) {
    if (token.kind !== 'option' || token.name === 'help') continue;
    if (!token.name) throw new UsageError(`bad option "${token.rawName}"`);
    if (options.has(token.name)) throw new UsageError(`--${token.name} given twice`);
    options.set(token.name, String(token.value ?? ''));
  }
  return { positional: parsed.positionals, options, help: parsed.values.help === true };
}

/** Where the CLI reads its settings and talks: the process's own, or a test's. */
export interface CliStreams {
  env: NodeJS.ProcessEnv;
  stdin: Readable & { isTTY?: boolean };
  stdout: Writable;
  stderr: Writable;
}

const processStreams = (): CliStreams => ({
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
});

export async function main(argv: readonly string[], streams: CliStreams = processStreams()): Promise<number> {
  const { stdout, stderr } = streams;
  let parsed: CommandLine;
  try {
    parsed = parseCommandLine(argv);
  } catch (error) {
    stderr.write(`error: ${(error as Error).message}\n\n${help()}\n`);
    return 2;
  }
  const [first, second, ...rest] = parsed.positional;
  const name = first === 'library' ? `library ${second ?? ''}`.trim() : first;
  const command = name ? COMMANDS[name] : undefined;
  if (parsed.help || !first) {
    stdout.write(`${help()}\n`);
    return first || parsed.help ? 0 : 2;
  }
  if (!command) {
    stderr.write(`error: unknown command "${name}"\n\n${help()}\n`);
    return 2;
  }
  const positional = first === 'library' ? rest : parsed.positional.slice(1);

  let config: Config;
  try {
    config = parseConfig(streams.env);
  } catch (error) {
    stderr.write(`error: ${error instanceof ConfigError ? error.message : String(error)}\n`);
    return 1;
  }
  const redis = createRedis({
    url: config.redisUrl,
    clusterNodes: config.redisClusterNodes,
    sentinels: config.redisSentinels,
    sentinelName: config.redisSentinelName,
    commandTimeoutMs: Math.max(config.redisCommandTimeoutMs, 5000),
    minReplicasAck: config.redisMinReplicasAck,
    name: 'email-builder-admin',
  });
  try {
    try {
      await waitForRedis(redis, Math.min(config.redisStartupTimeoutMs, 5000));
    } catch {
      throw new CommandError(`cannot reach Redis at ${redact(config.redisUrl)} (set REDIS_URL)`);
    }
    const io = { stdin: streams.stdin, stdout, stdinIsTerminal: streams.stdin.isTTY === true };
    const result = await command.run({
      store: createStore(redis),
      config,
      positional,
      options: new Options(parsed.options),
      io,
    });
    if (result !== undefined) stdout.write(`${JSON.stringify(result)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      stderr.write(`error: ${error.message}\nusage: npm run -s admin -- ${command.usage}\n`);
      return 2;
    }
    if (error instanceof CommandError && error.partial !== undefined)
      stdout.write(`${JSON.stringify(error.partial)}\n`);
    const message =
      error instanceof CommandError || error instanceof StoreError
        ? error.message
        : isRedisUnavailable(error)
          ? `Redis at ${redact(config.redisUrl)} stopped answering`
          : `unexpected failure: ${(error as Error).message ?? String(error)}`;
    stderr.write(`error: ${message}\n`);
    return 1;
  } finally {
    redis.disconnect();
  }
}

const isEntry = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntry) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`error: ${(error as Error).message ?? String(error)}\n`);
      process.exitCode = 1;
    },
  );
}

// A small argv parser for the operator CLI: positional words, `--name value` and `--name=value`.

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export interface ParsedArgs {
  positional: string[];
  options: Map<string, string>;
  help: boolean;
}

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const positional: string[] = [];
  const options = new Map<string, string>();
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') {
      help = true;
      continue;
    }
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
    let value: string | undefined = eq === -1 ? undefined : arg.slice(eq + 1);
    if (value === undefined) {
      value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
      i++;
    }
    if (!name) throw new UsageError(`bad option "${arg}"`);
    if (options.has(name)) throw new UsageError(`--${name} given twice`);
    options.set(name, value);
  }
  return { positional, options, help };
}

/** Reads options by name and refuses any the command does not know. */
export class Options {
  private readonly used = new Set<string>();
  constructor(private readonly options: Map<string, string>) {}

  required(name: string): string {
    const value = this.optional(name);
    if (value === undefined || value === '') throw new UsageError(`--${name} is required`);
    return value;
  }

  optional(name: string): string | undefined {
    this.used.add(name);
    return this.options.get(name);
  }

  /** A whole number ≥ 0, when given. */
  count(name: string): number | undefined {
    const raw = this.optional(name);
    if (raw === undefined) return undefined;
    if (!/^[0-9]{1,10}$/.test(raw)) throw new UsageError(`--${name} must be a whole number ≥ 0, got "${raw}"`);
    return Number(raw);
  }

  /** Call after reading: unknown options are mistakes, not silently ignored. */
  done(): void {
    for (const name of this.options.keys()) if (!this.used.has(name)) throw new UsageError(`unknown option --${name}`);
  }
}

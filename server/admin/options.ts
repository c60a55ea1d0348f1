// What a command reads from its command line (parsed in cli.ts with node:util parseArgs): options
// by name, each refused unless the command knows it, and usage errors (exit code 2).

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
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

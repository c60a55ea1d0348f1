// The schema base class and the wrappers every schema can put on itself (optional, default,
// nullable, refine): they live together because `Schema`'s methods construct them.

export interface Issue {
  /** Where the problem is, e.g. `blockTree.blocks[3].props.href`. */
  path: string;
  message: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; issues: Issue[] };

export type JsonSchema = { [key: string]: unknown };

/** Returned by `check` when the value is invalid; issues explain why. */
export const INVALID: unique symbol = Symbol('invalid');
export type Checked<T> = T | typeof INVALID;

export function joinPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}

export abstract class Schema<T> {
  /** Phantom member that carries the output type. */
  declare readonly _output: T;
  description: string | undefined;

  abstract check(value: unknown, path: string, issues: Issue[]): Checked<T>;

  parse(value: unknown, path = ''): Result<T> {
    const issues: Issue[] = [];
    const out = this.check(value, path, issues);
    if (out === INVALID || issues.length > 0) return { ok: false, issues };
    return { ok: true, value: out };
  }

  describe(text: string): this {
    this.description = text;
    return this;
  }

  optional(): OptionalSchema<T> {
    return new OptionalSchema(this);
  }

  nullable(): Schema<T | null> {
    return new NullableSchema(this);
  }

  default(value: T): DefaultSchema<T> {
    return new DefaultSchema(this, value);
  }

  refine(test: (value: T) => boolean, message: string): Schema<T> {
    return new RefinedSchema(this, test, message);
  }
}

export type Infer<S> = S extends Schema<infer T> ? T : never;

/** The kind of value, for messages (`null` and arrays named apart from objects). */
export function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

export class OptionalSchema<T> extends Schema<T | undefined> {
  /** Marks the field optional in `InferShape` (a default is not: it is always present on output). */
  declare readonly _optional: true;
  constructor(readonly inner: Schema<T>) {
    super();
  }
  check(value: unknown, path: string, issues: Issue[]): Checked<T | undefined> {
    return value === undefined ? undefined : this.inner.check(value, path, issues);
  }
}

/** Optional on input, always present on output. */
export class DefaultSchema<T> extends Schema<T> {
  constructor(
    readonly inner: Schema<T>,
    readonly fallback: T,
  ) {
    super();
  }
  #fallbackJson: string | undefined;
  check(value: unknown, path: string, issues: Issue[]): Checked<T> {
    if (value !== undefined) return this.inner.check(value, path, issues);
    // Defaults are plain data; copy them so callers never share a mutable default (serialised
    // once: documents repeat the same defaults thousands of times).
    if (typeof this.fallback !== 'object' || this.fallback === null) return this.fallback;
    this.#fallbackJson ??= JSON.stringify(this.fallback);
    return JSON.parse(this.#fallbackJson) as T;
  }
}

export class NullableSchema<T> extends Schema<T | null> {
  constructor(readonly inner: Schema<T>) {
    super();
  }
  check(value: unknown, path: string, issues: Issue[]): Checked<T | null> {
    return value === null ? null : this.inner.check(value, path, issues);
  }
}

export class RefinedSchema<T> extends Schema<T> {
  constructor(
    readonly inner: Schema<T>,
    readonly test: (value: T) => boolean,
    readonly message: string,
  ) {
    super();
  }
  check(value: unknown, path: string, issues: Issue[]): Checked<T> {
    const out = this.inner.check(value, path, issues);
    if (out === INVALID) return INVALID;
    if (!this.test(out)) {
      issues.push({ path, message: this.message });
      return INVALID;
    }
    return out;
  }
}

// A deliberately tiny schema library: one definition is both the TypeScript type (`Infer`)
// and the runtime check (`parse`); `json-schema.ts` turns it into JSON Schema for the OpenAPI
// document (a separate function, so the browser bundle does not carry it).
// It runs in Node and in the browser; the element bundle cannot afford a general library.

export interface Issue {
  /** Where the problem is, e.g. `blockTree.blocks[3].props.href`. */
  path: string;
  message: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; issues: Issue[] };

export type JsonSchema = { [key: string]: unknown };

/** Returned by `check` when the value is invalid; issues explain why. */
export const INVALID: unique symbol = Symbol('invalid');
type Checked<T> = T | typeof INVALID;

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

function typeName(value: unknown): string {
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

export interface StringOptions {
  min?: number;
  max?: number;
  pattern?: RegExp;
  /** Message used when `pattern` does not match. */
  patternMessage?: string;
  trim?: boolean;
  format?: string;
}

export class StringSchema extends Schema<string> {
  constructor(readonly options: StringOptions = {}) {
    super();
  }
  check(value: unknown, path: string, issues: Issue[]): Checked<string> {
    if (typeof value !== 'string') {
      issues.push({ path, message: `must be a string, got ${typeName(value)}` });
      return INVALID;
    }
    const { min, max, pattern, trim } = this.options;
    const out = trim ? value.trim() : value;
    if (min !== undefined && out.length < min) {
      issues.push({ path, message: min === 1 ? 'must not be empty' : `must be at least ${min} characters` });
      return INVALID;
    }
    if (max !== undefined && out.length > max) {
      issues.push({ path, message: `must be at most ${max} characters` });
      return INVALID;
    }
    if (pattern && !pattern.test(out)) {
      issues.push({ path, message: this.options.patternMessage ?? `must match ${pattern.source}` });
      return INVALID;
    }
    return out;
  }
}

export interface NumberOptions {
  min?: number;
  max?: number;
  integer?: boolean;
}

export class NumberSchema extends Schema<number> {
  constructor(readonly options: NumberOptions = {}) {
    super();
  }
  check(value: unknown, path: string, issues: Issue[]): Checked<number> {
    const { min, max, integer } = this.options;
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      issues.push({ path, message: `must be a ${integer ? 'whole number' : 'number'}, got ${typeName(value)}` });
      return INVALID;
    }
    if (integer && !Number.isInteger(value)) {
      issues.push({ path, message: 'must be a whole number' });
      return INVALID;
    }
    if ((min !== undefined && value < min) || (max !== undefined && value > max)) {
      issues.push({ path, message: `must be between ${min ?? '-∞'} and ${max ?? '∞'}` });
      return INVALID;
    }
    return value;
  }
}

export class BooleanSchema extends Schema<boolean> {
  check(value: unknown, path: string, issues: Issue[]): Checked<boolean> {
    if (typeof value === 'boolean') return value;
    issues.push({ path, message: `must be true or false, got ${typeName(value)}` });
    return INVALID;
  }
}

type Primitive = string | number | boolean | null;

export class EnumSchema<const T extends Primitive> extends Schema<T> {
  constructor(readonly values: readonly T[]) {
    super();
  }
  check(value: unknown, path: string, issues: Issue[]): Checked<T> {
    if ((this.values as readonly unknown[]).includes(value)) return value as T;
    issues.push({ path, message: `must be one of ${this.values.map((v) => JSON.stringify(v)).join(', ')}` });
    return INVALID;
  }
}

export class ArraySchema<T> extends Schema<T[]> {
  constructor(
    readonly item: Schema<T>,
    readonly options: { min?: number; max?: number } = {},
  ) {
    super();
  }
  check(value: unknown, path: string, issues: Issue[]): Checked<T[]> {
    if (!Array.isArray(value)) {
      issues.push({ path, message: `must be an array, got ${typeName(value)}` });
      return INVALID;
    }
    const { min, max } = this.options;
    if (max !== undefined && value.length > max) {
      issues.push({ path, message: `must have at most ${max} items` });
      return INVALID;
    }
    if (min !== undefined && value.length < min) {
      issues.push({ path, message: `must have at least ${min} items` });
      return INVALID;
    }
    const out: T[] = [];
    let valid = true;
    for (let index = 0; index < value.length; index++) {
      const checked = this.item.check(value[index], joinPath(path, index), issues);
      if (checked === INVALID) valid = false;
      else out.push(checked);
    }
    return valid ? out : INVALID;
  }
}

export type Shape = { [key: string]: Schema<unknown> };
type OptionalKeys<S extends Shape> = { [K in keyof S]: S[K] extends OptionalSchema<unknown> ? K : never }[keyof S];
type Simplify<T> = { [K in keyof T]: T[K] } & {};
export type InferShape<S extends Shape> = Simplify<
  { [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]> } & {
    [K in OptionalKeys<S>]?: Exclude<Infer<S[K]>, undefined>;
  }
>;

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

interface Field {
  key: string;
  schema: Schema<unknown>;
  required: boolean;
}

export class ObjectSchema<S extends Shape> extends Schema<InferShape<S>> {
  #fields: Field[] | undefined;
  constructor(readonly shape: S) {
    super();
  }
  /** The shape as a list, built once: `check` runs for every block of every saved document. */
  private get fields(): Field[] {
    this.#fields ??= Object.entries(this.shape).map(([key, schema]) => ({
      key,
      schema,
      required: !(schema instanceof OptionalSchema) && !(schema instanceof DefaultSchema),
    }));
    return this.#fields;
  }
  check(value: unknown, path: string, issues: Issue[]): Checked<InferShape<S>> {
    if (!isPlainObject(value)) {
      issues.push({ path, message: `must be an object, got ${typeName(value)}` });
      return INVALID;
    }
    let valid = true;
    for (const key of Object.keys(value)) {
      if (!Object.hasOwn(this.shape, key)) {
        issues.push({ path: joinPath(path, key), message: 'is not an allowed field' });
        valid = false;
      }
    }
    const out: Record<string, unknown> = {};
    for (const { key, schema, required } of this.fields) {
      const raw = value[key];
      if (raw === undefined && required) {
        issues.push({ path: joinPath(path, key), message: 'is required' });
        valid = false;
        continue;
      }
      const checked = schema.check(raw, joinPath(path, key), issues);
      if (checked === INVALID) valid = false;
      else if (checked !== undefined) out[key] = checked;
    }
    return valid ? (out as InferShape<S>) : INVALID;
  }
  /** A copy with some fields replaced or added. */
  extend<E extends Shape>(extra: E): ObjectSchema<Omit<S, keyof E> & E> {
    return new ObjectSchema({ ...this.shape, ...extra } as Omit<S, keyof E> & E);
  }
  /** A copy where every field is optional (for partial updates). */
  partial(): ObjectSchema<{ [K in keyof S]: OptionalSchema<Infer<S[K]>> }> {
    const shape: Record<string, Schema<unknown>> = {};
    for (const [key, schema] of Object.entries(this.shape)) {
      const inner = schema instanceof OptionalSchema || schema instanceof DefaultSchema ? schema.inner : schema;
      shape[key] = new OptionalSchema(inner as Schema<unknown>);
    }
    return new ObjectSchema(shape) as unknown as ObjectSchema<{ [K in keyof S]: OptionalSchema<Infer<S[K]>> }>;
  }
}

export interface RecordOptions {
  maxKeys?: number;
  key?: StringSchema;
}

export class RecordSchema<T> extends Schema<Record<string, T>> {
  constructor(
    readonly value: Schema<T>,
    readonly options: RecordOptions = {},
  ) {
    super();
  }
  check(input: unknown, path: string, issues: Issue[]): Checked<Record<string, T>> {
    if (!isPlainObject(input)) {
      issues.push({ path, message: `must be an object, got ${typeName(input)}` });
      return INVALID;
    }
    const keys = Object.keys(input);
    const { maxKeys, key: keySchema } = this.options;
    if (maxKeys !== undefined && keys.length > maxKeys) {
      issues.push({ path, message: `must have at most ${maxKeys} keys` });
      return INVALID;
    }
    const out: Record<string, T> = {};
    let valid = true;
    for (const key of keys) {
      const keyPath = joinPath(path, key);
      if (keySchema) {
        const keyIssues: Issue[] = [];
        if (keySchema.check(key, keyPath, keyIssues) === INVALID) {
          for (const issue of keyIssues) issues.push({ path: keyPath, message: `key ${issue.message}` });
          valid = false;
          continue;
        }
      }
      const checked = this.value.check(input[key], keyPath, issues);
      if (checked === INVALID) valid = false;
      else out[key] = checked;
    }
    return valid ? out : INVALID;
  }
}

/** Tries each option in turn; the first that accepts the value wins. */
export class UnionSchema<T> extends Schema<T> {
  constructor(
    readonly options: readonly Schema<T>[],
    readonly message: string,
  ) {
    super();
  }
  check(value: unknown, path: string, issues: Issue[]): Checked<T> {
    for (const option of this.options) {
      const scratch: Issue[] = [];
      const out = option.check(value, path, scratch);
      if (out !== INVALID && scratch.length === 0) return out;
    }
    issues.push({ path, message: this.message });
    return INVALID;
  }
}

/** Objects told apart by one string field (`type`), with precise errors for the chosen branch. */
export class DiscriminatedSchema<T> extends Schema<T> {
  constructor(
    readonly key: string,
    readonly branches: Readonly<Record<string, Schema<T>>>,
  ) {
    super();
  }
  check(value: unknown, path: string, issues: Issue[]): Checked<T> {
    if (!isPlainObject(value)) {
      issues.push({ path, message: `must be an object, got ${typeName(value)}` });
      return INVALID;
    }
    const tag = value[this.key];
    const branch = typeof tag === 'string' && Object.hasOwn(this.branches, tag) ? this.branches[tag] : undefined;
    if (!branch) {
      issues.push({
        path: joinPath(path, this.key),
        message: `must be one of ${Object.keys(this.branches)
          .map((k) => JSON.stringify(k))
          .join(', ')}`,
      });
      return INVALID;
    }
    return branch.check(value, path, issues);
  }
}

/** Defers construction, for schemas that refer to each other. */
export class LazySchema<T> extends Schema<T> {
  #schema: Schema<T> | undefined;
  constructor(readonly make: () => Schema<T>) {
    super();
  }
  get schema(): Schema<T> {
    this.#schema ??= this.make();
    return this.#schema;
  }
  check(value: unknown, path: string, issues: Issue[]): Checked<T> {
    return this.schema.check(value, path, issues);
  }
}

/** A value checked by a function; use for formats a regular expression cannot express. */
export class CustomSchema<T> extends Schema<T> {
  constructor(
    readonly test: (value: unknown) => value is T,
    readonly message: string,
    readonly json: JsonSchema,
  ) {
    super();
  }
  check(value: unknown, path: string, issues: Issue[]): Checked<T> {
    if (this.test(value)) return value;
    issues.push({ path, message: this.message });
    return INVALID;
  }
}

export const s = {
  string: (options?: StringOptions) => new StringSchema(options),
  number: (options?: NumberOptions) => new NumberSchema(options),
  integer: (options?: Omit<NumberOptions, 'integer'>) => new NumberSchema({ ...options, integer: true }),
  boolean: () => new BooleanSchema(),
  literal: <const T extends Primitive>(value: T) => new EnumSchema<T>([value]),
  enum: <const T extends Primitive>(values: readonly T[]) => new EnumSchema<T>(values),
  array: <T>(item: Schema<T>, options?: { min?: number; max?: number }) => new ArraySchema(item, options),
  object: <S extends Shape>(shape: S) => new ObjectSchema(shape),
  record: <T>(value: Schema<T>, options?: RecordOptions) => new RecordSchema(value, options),
  union: <T>(options: readonly Schema<T>[], message: string) => new UnionSchema<T>(options, message),
  discriminated: <T>(key: string, branches: Record<string, Schema<T>>) => new DiscriminatedSchema<T>(key, branches),
  lazy: <T>(make: () => Schema<T>) => new LazySchema(make),
  custom: <T>(test: (value: unknown) => value is T, message: string, json: JsonSchema) =>
    new CustomSchema(test, message, json),
};

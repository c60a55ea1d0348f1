// Schemas that hold other schemas: arrays, objects, records, unions, lazy references, and
// values checked by a function.

import {
  type Checked,
  DefaultSchema,
  INVALID,
  type Infer,
  type Issue,
  type JsonSchema,
  joinPath,
  OptionalSchema,
  Schema,
  typeName,
} from './base.js';
import type { StringSchema } from './scalars.js';

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

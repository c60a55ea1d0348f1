// A deliberately tiny schema library: one definition is both the TypeScript type (`Infer`)
// and the runtime check (`parse`); `json-schema.ts` turns it into JSON Schema for the OpenAPI
// document (a separate function, so the browser bundle does not carry it).
// It runs in Node and in the browser; the element bundle cannot afford a general library.
// This file is the library's face: the `s` builders, and every schema class re-exported.

import type { JsonSchema, Schema } from './base.js';
import {
  BooleanSchema,
  EnumSchema,
  type NumberOptions,
  NumberSchema,
  type Primitive,
  type StringOptions,
  StringSchema,
} from './scalars.js';
import {
  ArraySchema,
  CustomSchema,
  DiscriminatedSchema,
  LazySchema,
  ObjectSchema,
  type RecordOptions,
  RecordSchema,
  type Shape,
  UnionSchema,
} from './structures.js';

export * from './base.js';
export * from './scalars.js';
export * from './structures.js';

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

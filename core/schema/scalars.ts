// Leaf schemas: strings, numbers, booleans and fixed sets of values.

import { type Checked, INVALID, type Issue, Schema, typeName } from './base.js';

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

export type Primitive = string | number | boolean | null;

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

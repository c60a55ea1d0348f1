// One record of an `import-account` file read field by field (import-checks.ts): each known
// field is taken once, checked, and anything left over is refused.
import type { Schema } from '../../core/schema/schema';
import { userIdField } from '../http/fields';
import { illFormedStringPath } from '../http/strings';
import { ExportError, type FieldValue, type HashRecord } from '../store/export';

const DAY_MS = 86_400_000;

/** Reads the fields of one record: each known field once, anything left over is refused. */
export class Fields {
  private readonly seen = new Set<string>();
  constructor(
    private readonly record: HashRecord,
    private readonly where: string,
  ) {
    const bad = illFormedStringPath(record);
    if (bad !== null) this.fail(`${bad || 'a field name'} must be well-formed Unicode (no lone surrogates)`);
  }
  fail(message: string): never {
    throw new ExportError(`${this.where}: ${message}`);
  }
  raw(name: string): FieldValue | undefined {
    this.seen.add(name);
    return this.record[name];
  }
  text(name: string, pattern?: RegExp): string {
    const value = this.raw(name);
    if (typeof value !== 'string') this.fail(`${name} is missing or not text`);
    if (pattern && !pattern.test(value)) this.fail(`${name} is malformed`);
    return value;
  }
  optionalText(name: string): string {
    if (this.record[name] !== undefined) return this.text(name);
    this.seen.add(name);
    return '';
  }
  int(name: string, min: number, max: number): number {
    const value = this.text(name, /^-?\d{1,16}$/);
    const n = Number(value);
    if (!Number.isSafeInteger(n) || n < min || n > max) this.fail(`${name} must be an integer from ${min} to ${max}`);
    return n;
  }
  time(name: string): number {
    return this.int(name, 0, Date.now() + DAY_MS);
  }
  /** A field holding JSON, checked with an API schema. */
  json<T>(name: string, schema: Schema<T>): T {
    let parsed: unknown;
    try {
      parsed = JSON.parse(this.text(name));
    } catch {
      this.fail(`${name} is not JSON`);
    }
    return this.schema(name, schema, parsed);
  }
  schema<T>(name: string, schema: Schema<T>, value: unknown): T {
    const result = schema.parse(value, name);
    if (!result.ok) this.fail(result.issues.map((i) => `${i.path} ${i.message}`).join('; '));
    return result.value;
  }
  userId(name: string): string {
    const value = this.text(name);
    return value === '' ? '' : this.schema(name, userIdField, value);
  }
  done(): void {
    for (const name of Object.keys(this.record)) if (!this.seen.has(name)) this.fail(`unknown field "${name}"`);
  }
}

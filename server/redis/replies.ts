// The reply convention of every Lua script: a table `{outcome, ...values}`, where `outcome` is a
// snake_case string (`'ok'` on success) and the values that outcome carries follow in a fixed
// order. Each script has one decoder, built with `replies({...})` from one reader per outcome,
// that turns the reply into a typed union; an outcome it does not know, or a malformed value, is a
// ScriptReplyError (a script and its caller out of step is a bug, never a guess).

export class ScriptReplyError extends Error {
  constructor(script: string, problem: string) {
    super(`script ${script}: ${problem}`);
    this.name = 'ScriptReplyError';
  }
}

/** The values after the outcome, read by position. */
export class ReplyValues {
  constructor(
    private readonly script: string,
    private readonly items: readonly unknown[],
  ) {}

  /** A number (Lua integers arrive as numbers, numeric strings are read as numbers). */
  int(i: number): number {
    const value = Number(this.items[i]);
    if (this.items[i] === null || this.items[i] === undefined || !Number.isFinite(value)) this.fail(i, 'a number');
    return value;
  }

  text(i: number): string {
    const value = this.items[i];
    if (typeof value === 'string') return value;
    if (Buffer.isBuffer(value)) return value.toString();
    if (typeof value === 'number') return String(value);
    return this.fail(i, 'a string');
  }

  /** A string, or null where the script sent nil/false (Redis: null). */
  optionalText(i: number): string | null {
    return this.items[i] === null || this.items[i] === undefined ? null : this.text(i);
  }

  texts(i: number): string[] {
    const value = this.items[i];
    if (!Array.isArray(value)) return this.fail(i, 'a list');
    return value.map((item) => String(item));
  }

  /** Every value from `i` on, nil as null (hash fields read with HMGET). */
  fieldsFrom(i: number): Array<string | null> {
    return this.items.slice(i).map((_, k) => this.optionalText(i + k));
  }

  private fail(i: number, what: string): never {
    throw new ScriptReplyError(this.script, `value ${i + 1} is not ${what}`);
  }
}

type Readers = Record<string, (values: ReplyValues) => object>;

export type Decoded<R extends Readers> = { [K in keyof R & string]: { outcome: K } & ReturnType<R[K]> }[keyof R &
  string];

export interface ReplyDecoder<T> {
  (script: string, reply: unknown): T;
  /** Every outcome this decoder reads (the test checks them against the script's `return {'…'`). */
  readonly outcomes: readonly string[];
}

export function replies<R extends Readers>(readers: R): ReplyDecoder<Decoded<R>> {
  const decode = (script: string, reply: unknown): Decoded<R> => {
    if (!Array.isArray(reply) || typeof reply[0] !== 'string')
      throw new ScriptReplyError(script, 'reply is not {outcome, ...}');
    const outcome = reply[0];
    const read = Object.hasOwn(readers, outcome) ? readers[outcome] : undefined;
    if (!read) throw new ScriptReplyError(script, `unknown outcome "${outcome}"`);
    return { ...read(new ReplyValues(script, reply.slice(1))), outcome } as Decoded<R>;
  };
  return Object.assign(decode, { outcomes: Object.keys(readers) });
}

/** For outcomes that carry nothing. */
export const nothing = () => ({});

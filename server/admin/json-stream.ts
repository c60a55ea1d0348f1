// Reads one JSON object from a byte stream without holding it whole: each member of the top-level
// object is yielded as it completes, and a member whose value is an array yields its elements one
// by one. Memory is bounded by the largest single value (capped by `maxValueBytes`), not by the
// document: an account export of any size restores in a small heap. JSON's structural characters
// are ASCII and never appear inside a UTF-8 multi-byte sequence, so the scan works on bytes; each
// value's bytes are then handed to JSON.parse, which does the real validation.

export type JsonEvent =
  | { kind: 'member'; name: string; value: unknown }
  | { kind: 'element'; name: string; value: unknown };

export class JsonStreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JsonStreamError';
  }
}

const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x7b, 0x5b]); // { [
const CLOSERS = new Set([0x7d, 0x5d]); // } ]

class Bytes {
  private chunk: Buffer = Buffer.alloc(0);
  private at = 0;
  offset = 0;
  constructor(private readonly source: AsyncIterator<Buffer | string>) {}

  /** The next byte without consuming it; -1 at the end of the input. */
  async peek(): Promise<number> {
    while (this.at >= this.chunk.length) {
      const next = await this.source.next();
      if (next.done) return -1;
      this.chunk = typeof next.value === 'string' ? Buffer.from(next.value) : next.value;
      this.at = 0;
    }
    return this.chunk[this.at] as number;
  }

  async skipWhitespace(): Promise<number> {
    for (;;) {
      const b = await this.peek();
      if (b === -1 || !WHITESPACE.has(b)) return b;
      this.at++;
      this.offset++;
    }
  }

  async expect(byte: number, what: string): Promise<void> {
    const b = await this.skipWhitespace();
    if (b !== byte) throw new JsonStreamError(`expected ${what} at byte ${this.offset}`);
    this.at++;
    this.offset++;
  }

  /** Consumes one complete JSON value (any type) and returns it parsed. */
  async value(maxBytes: number): Promise<unknown> {
    const start = await this.skipWhitespace();
    if (start === -1) throw new JsonStreamError('unexpected end of input');
    const parts: Buffer[] = [];
    let size = 0;
    let depth = 0;
    let inString = false;
    let escaped = false;
    const scalar = start !== QUOTE && !OPENERS.has(start);
    for (;;) {
      if ((await this.peek()) === -1) {
        if (scalar && parts.length > 0) break;
        throw new JsonStreamError('unexpected end of input');
      }
      const from = this.at;
      let done = false;
      let i = from;
      for (; i < this.chunk.length && !done; i++) {
        const b = this.chunk[i] as number;
        if (inString) {
          if (escaped) escaped = false;
          else if (b === BACKSLASH) escaped = true;
          else if (b === QUOTE) {
            inString = false;
            if (depth === 0) done = true;
          }
        } else if (scalar) {
          if (b === 0x2c || CLOSERS.has(b) || WHITESPACE.has(b)) {
            i--; // the delimiter belongs to the enclosing structure
            done = true;
          }
        } else if (b === QUOTE) inString = true;
        else if (OPENERS.has(b)) depth++;
        else if (CLOSERS.has(b)) {
          depth--;
          if (depth === 0) done = true;
        }
      }
      size += i - from;
      if (size > maxBytes) throw new JsonStreamError(`a value at byte ${this.offset} is larger than ${maxBytes} bytes`);
      parts.push(this.chunk.subarray(from, i));
      this.at = i;
      this.offset += i - from;
      if (done) break;
    }
    try {
      return JSON.parse(Buffer.concat(parts, size).toString('utf8'));
    } catch {
      throw new JsonStreamError(`malformed JSON value before byte ${this.offset}`);
    }
  }
}

/**
 * The members of the top-level object, in document order. An array member yields one `element`
 * event per item (then nothing for the array itself); other members one `member` event.
 */
export async function* readJsonObject(
  input: AsyncIterable<Buffer | string>,
  maxValueBytes: number,
): AsyncGenerator<JsonEvent> {
  const bytes = new Bytes(input[Symbol.asyncIterator]());
  await bytes.expect(0x7b, 'a JSON object');
  let first = true;
  for (;;) {
    const b = await bytes.skipWhitespace();
    if (b === 0x7d) {
      await bytes.expect(0x7d, '}');
      break;
    }
    if (!first) await bytes.expect(0x2c, ', or }');
    first = false;
    const name = await bytes.value(1024);
    if (typeof name !== 'string') throw new JsonStreamError(`expected a member name at byte ${bytes.offset}`);
    await bytes.expect(0x3a, ':');
    if ((await bytes.skipWhitespace()) !== 0x5b) {
      yield { kind: 'member', name, value: await bytes.value(maxValueBytes) };
      continue;
    }
    await bytes.expect(0x5b, '[');
    if ((await bytes.skipWhitespace()) === 0x5d) {
      await bytes.expect(0x5d, ']');
      continue;
    }
    for (;;) {
      yield { kind: 'element', name, value: await bytes.value(maxValueBytes) };
      if ((await bytes.skipWhitespace()) === 0x5d) {
        await bytes.expect(0x5d, ']');
        break;
      }
      await bytes.expect(0x2c, ', or ]');
    }
  }
  if ((await bytes.skipWhitespace()) !== -1)
    throw new JsonStreamError(`unexpected data after the document at byte ${bytes.offset}`);
}

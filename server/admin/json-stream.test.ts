// The streaming reader behind import-account: the same events whatever the chunking, JSON's
// tricky corners (escapes, brackets inside strings, multi-byte UTF-8 split across chunks), and a
// clear refusal of what is not one JSON object or holds a value over the cap.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type JsonEvent, readJsonObject } from './json-stream';

async function events(chunks: Array<Buffer | string>, max = 1 << 20): Promise<JsonEvent[]> {
  const out: JsonEvent[] = [];
  async function* source() {
    yield* chunks;
  }
  for await (const event of readJsonObject(source(), max)) out.push(event);
  return out;
}

/** What the events of `doc` must be: one per member, or one per element of an array member. */
function expected(doc: Record<string, unknown>): JsonEvent[] {
  return Object.entries(doc).flatMap<JsonEvent>(([name, value]) =>
    Array.isArray(value)
      ? value.map((v) => ({ kind: 'element' as const, name, value: v }))
      : [{ kind: 'member' as const, name, value }],
  );
}

/** Splits `bytes` at the given cut points (sorted, deduplicated). */
function split(bytes: Buffer, cuts: number[]): Buffer[] {
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const out: Buffer[] = [];
  let at = 0;
  for (const p of points) {
    out.push(bytes.subarray(at, p));
    at = p;
  }
  out.push(bytes.subarray(at));
  return out;
}

const TRICKY = {
  format: 'email-builder-account',
  version: 1,
  flag: true,
  nothing: null,
  negative: -1.5e3,
  account: { name: 'quote " backslash \\ brace } bracket ] comma ,', emoji: 'Zoë 😀 日本' },
  empty: [],
  templates: [
    { fields: { blockTree: '{"blocks":[{"a":"]}"}]}' } },
    'text [ with { brackets',
    42,
    [1, [2, [3]]],
    { nested: { deep: [] } },
  ],
};

describe('readJsonObject', () => {
  it('yields members and array elements in order, however the bytes are chunked', async () => {
    const bytes = Buffer.from(JSON.stringify(TRICKY, null, 2));
    expect(await events([bytes])).toEqual(expected(TRICKY));
    // One byte at a time: every structural character and every UTF-8 sequence split.
    expect(
      await events(
        split(
          bytes,
          Array.from({ length: bytes.length }, (_, i) => i),
        ),
      ),
    ).toEqual(expected(TRICKY));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(), { maxLength: 20 }), async (cuts) => {
        expect(await events(split(bytes, cuts))).toEqual(expected(TRICKY));
      }),
      { numRuns: 200, seed: 25 },
    );
  });

  it('matches JSON.parse on generated documents', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 4 })),
        fc.array(fc.nat(), { maxLength: 8 }),
        async (doc, cuts) => {
          const text = JSON.stringify(doc);
          const parsed = JSON.parse(text) as Record<string, unknown>;
          expect(await events(split(Buffer.from(text), cuts))).toEqual(expected(parsed));
        },
      ),
      { numRuns: 300, seed: 2025 },
    );
  });

  it('refuses what is not one JSON object, and values over the cap', async () => {
    await expect(events(['[1,2]'])).rejects.toThrow(/expected a JSON object/);
    await expect(events(['{"a":1'])).rejects.toThrow(/end of input|expected/);
    await expect(events(['{"a":[1,2'])).rejects.toThrow(/end of input|expected/);
    await expect(events(['{"a":1} {"b":2}'])).rejects.toThrow(/unexpected data after the document/);
    await expect(events(['{"a":1 "b":2}'])).rejects.toThrow(/expected , or }/);
    await expect(events(['{"a":tru}'])).rejects.toThrow(/malformed JSON value/);
    await expect(events(['{"a":[{"x":"', 'y'.repeat(200), '"}]}'], 100)).rejects.toThrow(/larger than 100 bytes/);
    expect(await events(['{"a":[{"x":"', 'y'.repeat(50), '"}]}'], 100)).toHaveLength(1);
  });
});

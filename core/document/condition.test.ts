// The renderer's quick check of a display condition gives the schema's answer for anything: valid
// conditions of every op, near misses (a wrong key, a value where none belongs, a forbidden
// character, a long value, a bad tag) and arbitrary JSON.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { CONDITION_OPS, conditionSchema, isValidCondition } from './condition';

const tag = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_.-]{1,100}$/), fc.string({ maxLength: 110 }));
const compared = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.stringMatching(/^[a-z ]{495,505}$/),
  fc.constantFrom('DE', 'a"b', '{x}', 'a|b', '<p>', '\u0007'),
);
const nearMiss = fc.record(
  {
    tag: fc.oneof(tag, fc.integer(), fc.constant(undefined)),
    op: fc.oneof(fc.constantFrom(...CONDITION_OPS), fc.constantFrom('EQUALS', 'is', ''), fc.integer()),
    value: fc.oneof(compared, fc.integer(), fc.constant(undefined), fc.constant(null)),
    extra: fc.constant('x'),
  },
  { requiredKeys: [] },
);

describe('isValidCondition', () => {
  test('answers as the schema does, for conditions, near misses and any JSON', () => {
    fc.assert(
      fc.property(fc.oneof(nearMiss, fc.jsonValue(), fc.array(nearMiss, { maxLength: 1 })), (value) => {
        expect(isValidCondition(value)).toBe(conditionSchema.parse(value).ok);
      }),
      { numRuns: 3000 },
    );
  });

  test('at the edges of the rules: the longest value, every forbidden character, the longest tag', () => {
    const cases: unknown[] = [
      { tag: 'a', op: 'equals', value: 'x'.repeat(500) },
      { tag: 'a', op: 'equals', value: 'x'.repeat(501) },
      { tag: 'a'.repeat(100), op: 'is_set' },
      { tag: 'a'.repeat(101), op: 'is_set' },
      { tag: 'a b', op: 'is_set' },
      { tag: 'a', op: 'is_set', value: undefined },
      { tag: 'a', op: 'equals' },
      ...[...'"\\{}%[]|<>\u0000\u001f\u007f'].map((c) => ({ tag: 'a', op: 'contains', value: `x${c}y` })),
    ];
    const answers = cases.map((c) => isValidCondition(c));
    expect(answers).toEqual(cases.map((c) => conditionSchema.parse(c).ok));
    expect(answers.slice(0, 4)).toEqual([true, false, true, false]);
    expect(answers.slice(4).every((ok) => !ok)).toBe(true);
  });

  test('takes every op in its own shape, and refuses the other shape', () => {
    for (const op of CONDITION_OPS) {
      const needsValue = op === 'equals' || op === 'not_equals' || op === 'contains';
      expect(isValidCondition({ tag: 'country', op, value: 'DE' })).toBe(needsValue);
      expect(isValidCondition({ tag: 'country', op })).toBe(!needsValue);
    }
  });
});

import { describe, expect, test } from 'vitest';
import { memoizeText } from './memo';

/** A memoised function that counts the inputs it really computed. */
function counted(maxHeld?: number) {
  const computed: string[] = [];
  const fn = memoizeText((input, variant) => {
    computed.push(`${variant}:${input}`);
    return `<${variant}>${input.toUpperCase()}`;
  }, maxHeld);
  return { fn, computed };
}

describe('memoizeText', () => {
  test('answers like the function, computing an input once even when it arrives as a new string', () => {
    const { fn, computed } = counted();
    const parts = ['<p>', 'same ', 'text', '</p>'];
    const fresh = () => parts.reduce((a, b) => a + b, '');
    expect(fn(fresh())).toBe('<0><P>SAME TEXT</P>');
    expect(fn(fresh())).toBe('<0><P>SAME TEXT</P>');
    expect(fn('')).toBe('<0>');
    expect(fn('')).toBe('<0>');
    expect(computed).toEqual(['0:<p>same text</p>', '0:']);
  });

  test('the variant is part of the key', () => {
    const { fn, computed } = counted();
    expect(fn('abc', 600)).toBe('<600>ABC');
    expect(fn('abc', 552)).toBe('<552>ABC');
    expect(fn('abc', 600)).toBe('<600>ABC');
    expect(computed).toEqual(['600:abc', '552:abc']);
  });

  test('inputs sharing a fingerprint (length and sampled characters) are told apart', () => {
    const { fn, computed } = counted();
    // Same length, same first, middle, quarter and last characters: only a full comparison differs.
    const inputs = Array.from(
      { length: 20 },
      (_, i) => `a${String.fromCharCode(98 + i)}aaaaaaaaa${String.fromCharCode(98 + i)}a`,
    );
    for (const input of inputs) expect(fn(input)).toBe(`<0>${input.toUpperCase()}`);
    for (const input of inputs) expect(fn(input)).toBe(`<0>${input.toUpperCase()}`);
    // Twenty inputs, eight kept per fingerprint: the second pass recomputes what was pushed out, never answers wrong.
    expect(computed.length).toBeGreaterThan(20);
    expect(computed.length).toBeLessThanOrEqual(40);
    const last = inputs.slice(-8);
    computed.length = 0;
    for (const input of last) fn(input);
    expect(computed).toEqual([]);
  });

  test('bounded by the characters held: the oldest answers go first', () => {
    const { fn, computed } = counted(2_000);
    const inputs = Array.from({ length: 40 }, (_, i) => `input number ${i} `.repeat(3));
    for (const input of inputs) fn(input);
    computed.length = 0;
    fn(inputs[39] as string);
    expect(computed).toEqual([]);
    fn(inputs[0] as string);
    expect(computed).toEqual([`0:${inputs[0]}`]);
  });

  test('inputs over 32 K characters are computed every time', () => {
    const { fn, computed } = counted();
    const big = 'x'.repeat(40_000);
    fn(big);
    fn(big);
    expect(computed.length).toBe(2);
  });
});

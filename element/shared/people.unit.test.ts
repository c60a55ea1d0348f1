// Presence colours (./people.ts): distinct for everyone present up to the palette's size, the
// same whoever computes them, and readable (white initials) and visible (on a white email).
import { describe, expect, it } from 'vitest';
import { colorsFor, initialsOf, PEOPLE_COLORS } from './people';

/** WCAG relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r as number) + 0.7152 * (g as number) + 0.0722 * (b as number);
}

describe('presence colours', () => {
  it('give everyone present a different colour up to eight people, whatever the order they are listed in', () => {
    for (let n = 2; n <= PEOPLE_COLORS.length; n++) {
      for (let round = 0; round < 50; round++) {
        const ids = Array.from(
          { length: n },
          (_, i) => `user-${round}-${i}-${(round * 7919 + i * 104729).toString(36)}`,
        );
        const colors = colorsFor(ids);
        expect(new Set(colors.values()).size).toBe(n);
        expect(colorsFor([...ids].reverse())).toEqual(colors);
      }
    }
  });

  it('carry white text at 4.5:1 and stand out at 3:1 on white', () => {
    for (const color of PEOPLE_COLORS) expect(1.05 / (luminance(color) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });

  it('initials: first letters of the first and last words', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('  bob  ')).toBe('B');
    expect(initialsOf('Jean de la Fontaine')).toBe('JF');
  });
});

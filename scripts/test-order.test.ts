// The order list names real files: a renamed suite would silently fall back to Vitest's order.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LONGEST_FIRST } from './test-order';

const ROOT = join(import.meta.dirname, '..');

describe('the longest-first list', () => {
  it('names only test files that exist, each once', () => {
    expect(LONGEST_FIRST.filter((file) => !existsSync(join(ROOT, file)))).toEqual([]);
    expect(new Set(LONGEST_FIRST).size).toBe(LONGEST_FIRST.length);
    expect(LONGEST_FIRST.every((file) => file.endsWith('.test.ts'))).toBe(true);
  });
});

import { expect, test } from 'vitest';
import { idField } from './fields';
import { newBlockId } from './ids';

test('newBlockId gives short, valid, distinct ids', () => {
  const ids = Array.from({ length: 5000 }, () => newBlockId());
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) {
    expect(id).toMatch(/^[A-Za-z0-9_-]{10}$/);
    expect(idField.parse(id).ok).toBe(true);
  }
  expect(newBlockId(6)).toHaveLength(6);
});

test('newBlockId uses every letter of its alphabet', () => {
  const seen = new Set(Array.from({ length: 2000 }, () => newBlockId()).join(''));
  expect(seen.size).toBe(64);
});

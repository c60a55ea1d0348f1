import { describe, expect, test } from 'vitest';
import { emptyDocument, validateDocument } from './validate';

function issuesOf(input: unknown) {
  const result = validateDocument(input);
  expect(result.ok).toBe(false);
  return result.ok ? [] : result.issues;
}

describe('validateDocument limits', () => {
  test('a 10,000-deep nesting is an error with a path, not an exception', () => {
    let deep: unknown = [];
    for (let i = 0; i < 10_000; i++) deep = [deep];
    const [issue] = issuesOf({ blocks: deep });
    expect(issue?.path).toMatch(/^blockTree\.blocks(\[0\])+$/);
    expect(issue?.message).toMatch(/nested too deeply/);
  });

  test('2,001 blocks are refused', () => {
    const blocks = Array.from({ length: 2001 }, (_, i) => ({ id: `b${i}`, type: 'spacer', props: {} }));
    expect(issuesOf({ blocks })).toEqual([{ path: 'blockTree.blocks', message: expect.stringMatching(/too many blocks/) }]);
  });

  test('2,000 blocks are accepted', () => {
    const blocks = Array.from({ length: 2000 }, (_, i) => ({ id: `b${i}`, type: 'spacer', props: {} }));
    expect(validateDocument({ blocks }).ok).toBe(true);
  });
});

describe('validateDocument defaults', () => {
  test('an empty document gets a full canvas', () => {
    const doc = emptyDocument();
    expect(doc.canvas.width).toBe(600);
    expect(doc.blocks).toEqual([]);
    expect(doc.version).toBe(1);
  });
});

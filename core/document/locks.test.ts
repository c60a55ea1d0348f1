import { describe, expect, it } from 'vitest';
import { hasLockedBlock, lockViolation } from './locks';
import { validateDocument } from './validate';

const text = (id: string, words: string, locked?: boolean) => ({
  id,
  type: 'text',
  props: { html: `<p>${words}</p>` },
  ...(locked !== undefined && { locked }),
});
const columns = (id: string, left: unknown[], right: unknown[], locked?: boolean) => ({
  id,
  type: 'columns',
  props: { columns: [{ blocks: left }, { blocks: right }] },
  ...(locked !== undefined && { locked }),
});

/** Blocks as the server compares them: through the document schema. */
function blocks(list: unknown[]): unknown[] {
  const parsed = validateDocument({ blocks: list });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.value.blocks;
}

const base = () => [
  text('head', 'Logo', true),
  text('body', 'Hello'),
  columns('cols', [text('l', 'Left')], [text('r', 'Right')], true),
];

describe('the block schema', () => {
  it('takes locked on every block type, and refuses a non-boolean', () => {
    expect(validateDocument({ blocks: base() }).ok).toBe(true);
    const bad = validateDocument({ blocks: [{ ...text('x', 'y'), locked: 'yes' }] });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.issues[0]?.path).toBe('blockTree.blocks[0].locked');
  });
});

describe('lockViolation', () => {
  it('lets anyone change unlocked blocks and add or remove blocks around locked ones', () => {
    const before = blocks(base());
    const after = blocks([
      text('new', 'Intro'),
      text('head', 'Logo', true),
      columns('cols', [text('l', 'Left')], [text('r', 'Right')], true),
    ]);
    expect(lockViolation(before, after)).toBeNull();
    expect(lockViolation(before, blocks([...base(), text('n2', 'More')]))).toBeNull();
    expect(hasLockedBlock(before)).toBe(true);
    expect(hasLockedBlock(blocks([text('a', 'b')]))).toBe(false);
    expect(hasLockedBlock(blocks([columns('c', [text('a', 'b', true)], [])]))).toBe(true);
  });

  it('names a locked block that is changed, deleted, unlocked or moved', () => {
    const before = blocks(base());
    const [head, body, cols] = base();
    expect(lockViolation(before, blocks([text('head', 'Other', true), body, cols]))).toEqual({
      blockId: 'head',
      change: 'changed',
    });
    expect(lockViolation(before, blocks([body, cols]))).toEqual({ blockId: 'head', change: 'deleted' });
    expect(lockViolation(before, blocks([text('head', 'Logo'), body, cols]))).toEqual({
      blockId: 'head',
      change: 'unlocked',
    });
    expect(lockViolation(before, blocks([text('head', 'Logo', false), body, cols]))).toEqual({
      blockId: 'head',
      change: 'unlocked',
    });
    // Order among locked blocks of one container, and the container itself.
    expect(lockViolation(before, blocks([cols, body, head]))).toEqual({ blockId: 'cols', change: 'moved' });
    const intoColumn = blocks([body, columns('cols2', [text('head', 'Logo', true)], []), cols]);
    expect(lockViolation(before, intoColumn)).toEqual({ blockId: 'head', change: 'moved' });
  });

  it('covers the children of a locked columns block', () => {
    const before = blocks(base());
    const [head, body] = base();
    const childChanged = blocks([head, body, columns('cols', [text('l', 'Changed')], [text('r', 'Right')], true)]);
    expect(lockViolation(before, childChanged)).toEqual({ blockId: 'cols', change: 'changed' });
    const childAdded = blocks([
      head,
      body,
      columns('cols', [text('l', 'Left'), text('z', 'z')], [text('r', 'Right')], true),
    ]);
    expect(lockViolation(before, childAdded)).toEqual({ blockId: 'cols', change: 'changed' });
    const childOut = blocks([head, body, text('l', 'Left'), columns('cols', [], [text('r', 'Right')], true)]);
    expect(lockViolation(before, childOut)).toEqual({ blockId: 'cols', change: 'changed' });
  });

  it('refuses locking a block that was there, allows a new block that arrives locked', () => {
    const before = blocks(base());
    const [head, , cols] = base();
    expect(lockViolation(before, blocks([head, text('body', 'Hello', true), cols]))).toEqual({
      blockId: 'body',
      change: 'locked',
    });
    expect(lockViolation(before, blocks([...base(), text('saved', 'Footer', true)]))).toBeNull();
    const unlockedCols = blocks([columns('c', [text('x', 'X')], [])]);
    expect(lockViolation(unlockedCols, blocks([columns('c', [text('x', 'X', true)], [])]))).toEqual({
      blockId: 'x',
      change: 'locked',
    });
  });

  it('walks 2,000 blocks in linear time', () => {
    const many = Array.from({ length: 2000 }, (_, i) => text(`b${i}`, `w${i}`, i % 2 === 0));
    const before = blocks(many);
    const after = blocks([...many.slice(0, 1999), text('b1999', 'changed', false)]);
    expect(lockViolation(before, after)).toBeNull();
    expect(lockViolation(before, blocks(many.slice(1)))).toEqual({ blockId: 'b0', change: 'deleted' });
  });
});

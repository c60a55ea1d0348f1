// Checked iteratively, before any recursive code (the schema check, JSON.stringify) sees the
// input: a 20 KB `[[[…]]]` parses fine but makes recursive code throw.
import type { Issue } from '../schema/schema';

export const DOCUMENT_LIMITS = {
  /** Blocks anywhere in the tree, columns' children included. */
  maxBlocks: 2000,
  /** Object/array nesting of the whole blockTree; real documents need about 10. */
  maxDepth: 24,
  /** Every value in the tree, to bound work on wide junk. */
  maxNodes: 200_000,
} as const;

/** Walks the raw JSON with an explicit stack; returns the first limit broken, if any. */
export function checkDocumentLimits(input: unknown, path = 'blockTree', limits = DOCUMENT_LIMITS): Issue | null {
  const stack: Array<{ value: unknown; depth: number; path: string }> = [{ value: input, depth: 0, path }];
  let nodes = 0;
  let blocks = 0;
  while (stack.length > 0) {
    const { value, depth, path: at } = stack.pop() as { value: unknown; depth: number; path: string };
    if (++nodes > limits.maxNodes) return { path, message: `is too large (more than ${limits.maxNodes} values)` };
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= limits.maxDepth) return { path: at, message: `is nested too deeply (more than ${limits.maxDepth} levels)` };
    if (Array.isArray(value)) {
      const isBlockList = at.endsWith('.blocks');
      if (isBlockList) {
        blocks += value.length;
        if (blocks > limits.maxBlocks) return { path: at, message: `too many blocks (at most ${limits.maxBlocks} in a document)` };
      }
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], depth: depth + 1, path: `${at}[${i}]` });
    } else {
      for (const [key, child] of Object.entries(value)) stack.push({ value: child, depth: depth + 1, path: `${at}.${key}` });
    }
  }
  return null;
}

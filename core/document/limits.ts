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

/**
 * Markup in text and html blocks. `maxDepth` is how many elements may be open at once in what a
 * sanitiser keeps: an email's layout nests tables three or four elements a level (table, tbody,
 * tr, td) and real designs go four to six levels deep with a few inline tags inside, which is
 * about 30; clients such as Outlook's Word engine degrade well before browsers' 512. Deeper
 * markup is refused when a document is saved and flattened (the extra tags dropped, their text
 * kept) wherever unvalidated markup is rendered.
 */
export const HTML_LIMITS = {
  maxDepth: 32,
} as const;

interface Frame {
  value: unknown;
  depth: number;
  parent: Frame | null;
  key: string | number;
}

/** The JSON path of a frame, built only when a limit is broken. */
function pathOf(frame: Frame, root: string): string {
  const parts: string[] = [];
  for (let f: Frame | null = frame; f?.parent; f = f.parent)
    parts.push(typeof f.key === 'number' ? `[${f.key}]` : `.${f.key}`);
  return root + parts.reverse().join('');
}

/**
 * Walks the raw JSON with an explicit stack; returns the first limit broken, if any.
 * Scalars are counted without a stack frame and paths are built only for the answer: this runs
 * on every saved document, up to 1 MB, before anything else.
 */
export function checkDocumentLimits(input: unknown, path = 'blockTree', limits = DOCUMENT_LIMITS): Issue | null {
  const stack: Frame[] = [{ value: input, depth: 0, parent: null, key: '' }];
  let nodes = 0;
  let blocks = 0;
  const tooLarge = () => ({ path, message: `is too large (more than ${limits.maxNodes} values)` });
  while (stack.length > 0) {
    const frame = stack.pop() as Frame;
    const { value, depth } = frame;
    if (++nodes > limits.maxNodes) return tooLarge();
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= limits.maxDepth)
      return { path: pathOf(frame, path), message: `is nested too deeply (more than ${limits.maxDepth} levels)` };
    if (Array.isArray(value)) {
      const isBlockList = frame.parent ? frame.key === 'blocks' : path.endsWith('.blocks');
      if (isBlockList) {
        blocks += value.length;
        if (blocks > limits.maxBlocks) {
          return { path: pathOf(frame, path), message: `too many blocks (at most ${limits.maxBlocks} in a document)` };
        }
      }
      for (let i = value.length - 1; i >= 0; i--) {
        const child: unknown = value[i];
        if (typeof child === 'object' && child !== null)
          stack.push({ value: child, depth: depth + 1, parent: frame, key: i });
        else if (++nodes > limits.maxNodes) return tooLarge();
      }
    } else {
      for (const key of Object.keys(value)) {
        const child: unknown = (value as Record<string, unknown>)[key];
        if (typeof child === 'object' && child !== null)
          stack.push({ value: child, depth: depth + 1, parent: frame, key });
        else if (++nodes > limits.maxNodes) return tooLarge();
      }
    }
  }
  return null;
}

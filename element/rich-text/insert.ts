// Inserting into the model: typed text, a merge tag or pasted blocks replace the selection.

import { type Block, blockLength, type Doc, normalizeRuns, type Run, type Sel } from './model';
import { blockStarts, cloneDoc, marksAt, type Result, splitRuns } from './runs';

/** Splits the document at `offset` into what comes before and after (the block there is cut in two). */
function splitAt(doc: Doc, offset: number): { before: Doc; after: Doc } {
  const starts = blockStarts(doc);
  for (let i = doc.length - 1; i >= 0; i--) {
    const start = starts[i] as number;
    if (offset < start) continue;
    const block = doc[i] as Block;
    const rel = offset - start;
    const runs = splitRuns(block.runs, rel, rel);
    const left: Run[] = [];
    const right: Run[] = [];
    let at = 0;
    for (const run of runs) {
      (at < rel ? left : right).push(run);
      at += run.text.length;
    }
    return {
      before: [...doc.slice(0, i), { list: block.list, runs: left }],
      after: [{ list: block.list, runs: right }, ...doc.slice(i + 1)],
    };
  }
  return { before: [{ list: null, runs: [] }], after: cloneDoc(doc) };
}

const fragmentLength = (fragment: Doc) => fragment.reduce((n, block, i) => n + blockLength(block) + (i > 0 ? 1 : 0), 0);

/**
 * Replaces the selection with `fragment` (typed text, a merge tag, pasted content). Its first
 * block joins the block at the selection's start and its last block the block at the end; a
 * single-block fragment stays inline.
 */
export function insertFragment(doc: Doc, sel: Sel, fragment: Doc): Result {
  const copy = cloneDoc(doc);
  const { before } = splitAt(copy, sel.start);
  const { after } = splitAt(copy, sel.end);
  const head = before.pop() as Block;
  const tail = after.shift() as Block;
  const parts = cloneDoc(fragment.length ? fragment : [{ list: null, runs: [] }]);
  const first = parts[0] as Block;
  const last = parts.at(-1) as Block;
  // The first piece keeps the list (or paragraph) it lands in; the last one hands its kind to the rest of the block.
  const joinedHead: Block = { list: head.list, runs: [...head.runs, ...first.runs] };
  let middle: Block[];
  if (parts.length === 1) {
    joinedHead.runs = normalizeRuns([...joinedHead.runs, ...tail.runs]);
    middle = [joinedHead];
  } else {
    joinedHead.runs = normalizeRuns(joinedHead.runs);
    const joinedTail: Block = { list: last.list ?? tail.list, runs: normalizeRuns([...last.runs, ...tail.runs]) };
    middle = [joinedHead, ...parts.slice(1, -1), joinedTail];
  }
  const caret = sel.start + fragmentLength(parts);
  return { doc: [...before, ...middle, ...after], sel: { start: caret, end: caret } };
}

/** Inserts plain text at the selection with the marks found there (merge tags keep the caret's style). */
export function insertText(doc: Doc, sel: Sel, text: string): Result {
  const marks = marksAt(doc, sel.start);
  const blocks = text.split(/\r?\n/).map((line) => ({ list: null, runs: [{ text: line, marks }] }));
  return insertFragment(doc, sel, blocks);
}

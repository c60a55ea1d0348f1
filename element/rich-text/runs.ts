// Where things sit in the model: block start offsets, runs split at offsets, the marks at a
// caret, and copies to edit. Shared by the commands and insertion.
import { type Block, blockLength, type Doc, type Marks, type Run, type Sel } from './model';

/** A command's outcome: the new document and where the selection goes. */
export interface Result {
  doc: Doc;
  sel: Sel;
}

export const cloneDoc = (doc: Doc): Doc =>
  doc.map((block) => ({ list: block.list, runs: block.runs.map((r) => ({ text: r.text, marks: { ...r.marks } })) }));

/** Each block with its start offset in the model. */
export function blockStarts(doc: Doc): number[] {
  const starts: number[] = [];
  let at = 0;
  for (const block of doc) {
    starts.push(at);
    at += blockLength(block) + 1;
  }
  return starts;
}

/** Splits the runs of `block` so that `from` and `to` (block-relative) fall between runs. */
export function splitRuns(runs: Run[], from: number, to: number): Run[] {
  const out: Run[] = [];
  let at = 0;
  for (const run of runs) {
    const end = at + run.text.length;
    const cuts = [from, to].filter((c) => c > at && c < end).map((c) => c - at);
    let prev = 0;
    for (const cut of [...cuts, run.text.length]) {
      if (cut > prev) out.push({ text: run.text.slice(prev, cut), marks: { ...run.marks } });
      prev = cut;
    }
    at = end;
  }
  return out;
}

/** The marks at a caret: those of the character before it (or after it, at a block's start). */
export function marksAt(doc: Doc, offset: number): Marks {
  const starts = blockStarts(doc);
  for (let i = doc.length - 1; i >= 0; i--) {
    const start = starts[i] as number;
    if (offset < start) continue;
    const rel = offset - start;
    let at = 0;
    const runs = (doc[i] as Block).runs;
    for (const run of runs) {
      const end = at + run.text.length;
      if (rel > at && rel <= end) return { ...run.marks };
      at = end;
    }
    return { ...(runs[0]?.marks ?? {}) };
  }
  return {};
}

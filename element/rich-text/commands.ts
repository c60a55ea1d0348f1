// Edits on the model: pure functions from (document, selection) to a new document and selection.
// Marks apply to the characters in the selection; list commands to the blocks it touches.
import { insertFragment } from './insert';
import {
  type Block,
  blockLength,
  type Doc,
  type ListKind,
  type Marks,
  normalizeRuns,
  type Run,
  type Sel,
} from './model';
import { blockStarts, cloneDoc, marksAt, type Result, splitRuns } from './runs';

export type { Result } from './runs';

export type ToggleMark = 'b' | 'i' | 'u' | 's' | 'sup' | 'sub';

/** Calls `visit` for every run (split to fit) inside the selection; returns the edited copy. */
function mapRuns(doc: Doc, sel: Sel, visit: (marks: Marks) => Marks): Doc {
  const next = cloneDoc(doc);
  const starts = blockStarts(next);
  next.forEach((block, i) => {
    const start = starts[i] as number;
    const from = Math.max(sel.start - start, 0);
    const to = Math.min(sel.end - start, blockLength(block));
    if (to <= from) return;
    const runs = splitRuns(block.runs, from, to);
    let at = 0;
    for (const run of runs) {
      const end = at + run.text.length;
      if (at >= from && end <= to) run.marks = visit(run.marks);
      at = end;
    }
    block.runs = normalizeRuns(runs);
  });
  return next;
}

/** The runs inside the selection (line breaks left out: they carry no visible style). */
function runsIn(doc: Doc, sel: Sel): Run[] {
  const found: Run[] = [];
  mapRuns(doc, sel, (marks) => {
    found.push({ text: '', marks });
    return marks;
  });
  return found;
}

/** What the toolbar shows as pressed: marks every selected character has (at a caret: the caret's). */
export function activeMarks(doc: Doc, sel: Sel): Marks {
  if (sel.start === sel.end) return marksAt(doc, sel.start);
  const runs = runsIn(doc, sel);
  if (!runs.length) return {};
  const first = { ...(runs[0] as Run).marks };
  for (const run of runs.slice(1)) {
    for (const key of Object.keys(first) as Array<keyof Marks>) if (run.marks[key] !== first[key]) delete first[key];
  }
  return first;
}

/** The list kind every touched block has, or null. */
export function activeList(doc: Doc, sel: Sel): ListKind | null {
  const touched = touchedBlocks(doc, sel).map((i) => (doc[i] as Block).list);
  const first = touched[0] ?? null;
  return touched.every((kind) => kind === first) ? first : null;
}

/** A caret selects the word around it (so Bold at a caret bolds that word, as in most editors). */
export function wordAt(doc: Doc, sel: Sel): Sel {
  if (sel.start !== sel.end) return sel;
  const starts = blockStarts(doc);
  for (let i = doc.length - 1; i >= 0; i--) {
    const start = starts[i] as number;
    if (sel.start < start) continue;
    const text = (doc[i] as Block).runs.map((r) => r.text).join('');
    const rel = sel.start - start;
    let from = rel;
    let to = rel;
    while (from > 0 && /[\p{L}\p{N}_'{}-]/u.test(text[from - 1] as string)) from--;
    while (to < text.length && /[\p{L}\p{N}_'{}-]/u.test(text[to] as string)) to++;
    return { start: start + from, end: start + to };
  }
  return sel;
}

export function toggleMark(doc: Doc, sel: Sel, mark: ToggleMark): Result {
  const range = wordAt(doc, sel);
  const on = !activeMarks(doc, range)[mark];
  const next = mapRuns(doc, range, (marks) => {
    const copy = { ...marks };
    if (on) copy[mark] = true;
    else delete copy[mark];
    // Superscript and subscript exclude each other.
    if (on && mark === 'sup') delete copy.sub;
    if (on && mark === 'sub') delete copy.sup;
    return copy;
  });
  return { doc: next, sel };
}

/** Sets (or with null removes) the text colour or the highlight. */
export function setColor(doc: Doc, sel: Sel, which: 'color' | 'bg', value: string | null): Result {
  const range = wordAt(doc, sel);
  return {
    doc: mapRuns(doc, range, (marks) => {
      const copy = { ...marks };
      if (value) copy[which] = value;
      else delete copy[which];
      return copy;
    }),
    sel,
  };
}

/** The whole link around a caret or selection start, for editing or removing it. */
export function linkRange(doc: Doc, sel: Sel): Sel | null {
  const probe = sel.start === sel.end ? sel.start : sel.start + 1;
  const href = marksAt(doc, probe).href;
  if (!href) return null;
  const starts = blockStarts(doc);
  for (let i = doc.length - 1; i >= 0; i--) {
    const start = starts[i] as number;
    if (probe < start) continue;
    let at = start;
    let from = -1;
    let to = -1;
    for (const run of (doc[i] as Block).runs) {
      const end = at + run.text.length;
      if (run.marks.href === href) {
        if (from < 0 || at !== to) from = at;
        to = end;
        if (probe > from && probe <= to) return { start: from, end: to };
      } else from = -1;
      at = end;
    }
    return null;
  }
  return null;
}

/**
 * Links the selection (a caret inside a link edits that whole link); with no text selected and no
 * link at the caret, the URL itself is inserted as the link's text. `href` null removes the link.
 */
export function setLink(doc: Doc, sel: Sel, href: string | null, blank: boolean): Result {
  const existing = linkRange(doc, sel);
  if (sel.start === sel.end && !existing) {
    if (!href) return { doc, sel };
    const marks: Marks = { ...marksAt(doc, sel.start), href };
    if (blank) marks.blank = true;
    else delete marks.blank;
    return insertFragment(doc, sel, [{ list: null, runs: [{ text: href, marks }] }]);
  }
  const range = sel.start === sel.end && existing ? existing : sel;
  const next = mapRuns(doc, range, (marks) => {
    const copy = { ...marks };
    delete copy.href;
    delete copy.blank;
    if (href) copy.href = href;
    if (href && blank) copy.blank = true;
    return copy;
  });
  return { doc: next, sel: range };
}

/** Removes every style but links and lists (those are structure, not formatting). */
export function clearFormatting(doc: Doc, sel: Sel): Result {
  const range = wordAt(doc, sel);
  return {
    doc: mapRuns(doc, range, (marks) => {
      const kept: Marks = {};
      if (marks.href) kept.href = marks.href;
      if (marks.blank) kept.blank = true;
      return kept;
    }),
    sel,
  };
}

function touchedBlocks(doc: Doc, sel: Sel): number[] {
  const starts = blockStarts(doc);
  const out: number[] = [];
  doc.forEach((block, i) => {
    const start = starts[i] as number;
    const end = start + blockLength(block);
    if (sel.end >= start && sel.start <= end) out.push(i);
  });
  return out;
}

/** Turns the touched blocks into items of a `kind` list, or back into paragraphs when they all are. */
export function toggleList(doc: Doc, sel: Sel, kind: ListKind): Result {
  const next = cloneDoc(doc);
  const touched = touchedBlocks(next, sel);
  const off = touched.every((i) => (next[i] as Block).list === kind);
  for (const i of touched) (next[i] as Block).list = off ? null : kind;
  return { doc: next, sel };
}

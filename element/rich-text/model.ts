// The rich-text editor's own small model: a flat list of blocks (paragraphs and list items), each
// a list of text runs with marks. It is read from the DOM (read.ts) (the canvas's editable text or pasted
// HTML), edited by pure functions (commands.ts, insert.ts) and written back (write.ts) as exactly the renderer's text
// allow-list (core/render/sanitize.ts). Positions are character offsets: each block boundary
// counts as one character, a line break (`<br>`) is a `\n` inside a run.

export interface Marks {
  b?: true;
  i?: true;
  u?: true;
  s?: true;
  sup?: true;
  sub?: true;
  /** Text colour, #hex. */
  color?: string;
  /** Highlight (background colour), #hex. */
  bg?: string;
  href?: string;
  /** Opens in a new tab (`target="_blank" rel="noopener"`). */
  blank?: true;
}

export interface Run {
  text: string;
  marks: Marks;
}

export type ListKind = 'ul' | 'ol';

export interface Block {
  list: ListKind | null;
  runs: Run[];
}

export type Doc = Block[];

/** A selection as offsets into the model (start ≤ end). */
export interface Sel {
  start: number;
  end: number;
}

/** Where each DOM node of the source starts and ends in the model, for mapping selections. */
export interface Positions {
  start: Map<Node, number>;
  end: Map<Node, number>;
}

export const blockLength = (block: Block): number => block.runs.reduce((n, run) => n + run.text.length, 0);

export const docLength = (doc: Doc): number => doc.reduce((n, block, i) => n + blockLength(block) + (i > 0 ? 1 : 0), 0);

export function sameMarks(a: Marks, b: Marks): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof Marks>;
  for (const key of keys) if (a[key] !== b[key]) return false;
  return true;
}

/** Joins neighbouring runs with the same marks and drops empty ones. */
export function normalizeRuns(runs: Run[]): Run[] {
  const out: Run[] = [];
  for (const run of runs) {
    if (!run.text) continue;
    const last = out.at(-1);
    if (last && sameMarks(last.marks, run.marks)) last.text += run.text;
    else out.push({ text: run.text, marks: { ...run.marks } });
  }
  return out;
}

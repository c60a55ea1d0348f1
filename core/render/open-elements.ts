// The elements a sanitiser holds open, with every question it asks answered in constant time:
// each name keeps the stack positions where it is open, so "the innermost open <li>, unless a
// <ul> is open inside it" is a look-up, never a scan of the stack. With the depth cap this keeps
// every sanitiser walk linear in its input, whatever the nesting (a scan per tag was quadratic).
import { HTML_LIMITS } from '../document/limits';
import { HTML_WORK } from './tokenize';

/** Read once: an imported binding read per step went through a module getter each time. */
const WORK = HTML_WORK;

/**
 * The sanitisers' output: pieces joined once at the end. Appending to one string made a cons
 * cell per piece that lived as long as the output (most of the sanitisers' time went to the GC).
 */
export type Output = string[];

const START_TAGS = new Map<string, string>();
const END_TAGS = new Map<string, string>();

/** `<name>`, one shared string per (allow-listed) name. */
function startTag(name: string): string {
  let tag = START_TAGS.get(name);
  if (tag === undefined) {
    tag = `<${name}>`;
    START_TAGS.set(name, tag);
  }
  return tag;
}

function endTag(name: string): string {
  let tag = END_TAGS.get(name);
  if (tag === undefined) {
    tag = `</${name}>`;
    END_TAGS.set(name, tag);
  }
  return tag;
}

/** A small number per element name, so the stacks below are arrays indexed by it. */
const IDS = new Map<string, number>();

function idOf(name: string): number {
  let id = IDS.get(name);
  if (id === undefined) {
    id = IDS.size;
    IDS.set(name, id);
  }
  return id;
}

/** Names a look-up stops at, resolved once (a sanitiser's module constants). */
export type StopSet = readonly number[];

export function stopSet(names: readonly string[]): StopSet {
  return names.map(idOf);
}

export class OpenElements {
  readonly #names: string[] = [];
  readonly #ids: number[] = [];
  /** False for a dropped start tag: its end tag is dropped too. */
  readonly #emitted: boolean[] = [];
  /** By element id: the stack positions where that element is open, innermost last. */
  readonly #at: number[][] = [];
  readonly maxDepth: number;

  constructor(maxDepth: number = HTML_LIMITS.maxDepth) {
    this.maxDepth = maxDepth;
  }

  get depth(): number {
    return this.#names.length;
  }

  get top(): string {
    return this.#names[this.#names.length - 1] ?? '';
  }

  /** `<name>` (one shared string per name). */
  startTag(name: string): string {
    return startTag(name);
  }

  /** Whether `more` elements still fit under the cap. */
  hasRoom(more: number): boolean {
    return this.#names.length + more <= this.maxDepth;
  }

  push(name: string, emitted: boolean): void {
    WORK.steps++;
    const id = idOf(name);
    let at = this.#at[id];
    if (at === undefined) {
      at = [];
      this.#at[id] = at;
    }
    at.push(this.#names.length);
    this.#names.push(name);
    this.#ids.push(id);
    this.#emitted.push(emitted);
  }

  /** Pops every element at `index` and above, writing the end tags of those that were written to `out`. */
  closeTo(index: number, out: Output | null): void {
    while (this.#names.length > Math.max(0, index)) {
      WORK.steps++;
      const name = this.#names.pop() as string;
      this.#at[this.#ids.pop() as number]?.pop();
      if (this.#emitted.pop() && out) out.push(endTag(name));
    }
  }

  /** The innermost open `name`, or -1; also -1 when an element of `stopAt` is open inside it. */
  lastOpen(name: string, stopAt?: StopSet): number {
    WORK.steps++;
    const index = this.#innermost(idOf(name));
    if (index < 0 || !stopAt) return index;
    for (let i = 0; i < stopAt.length; i++) {
      WORK.steps++;
      if (this.#innermost(stopAt[i] as number) > index) return -1;
    }
    return index;
  }

  #innermost(id: number): number {
    const at = this.#at[id];
    return at !== undefined && at.length > 0 ? (at[at.length - 1] as number) : -1;
  }
}

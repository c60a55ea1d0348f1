// The elements a sanitiser holds open, with every question it asks answered in constant time:
// each element keeps the stack positions where it is open, so "the innermost open <li>, unless a
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

/**
 * A small number per element name the sanitisers allow, given out when their modules load (so
 * the table never grows with what an input holds), and the tags written for it.
 */
const IDS = new Map<string, number>();
const START_TAGS: string[] = [];
const END_TAGS: string[] = [];

/** Registers allowed element names; returns their ids in order. */
export function elementIds(names: readonly string[]): number[] {
  return names.map((name) => {
    let id = IDS.get(name);
    if (id === undefined) {
      id = START_TAGS.length;
      IDS.set(name, id);
      START_TAGS.push(`<${name}>`);
      END_TAGS.push(`</${name}>`);
    }
    return id;
  });
}

/** The id of an allowed name, or -1 (an element no sanitiser keeps is never open). */
export function elementId(name: string): number {
  return IDS.get(name) ?? -1;
}

/** `<name>` for an element id (one shared string each). */
export function startTag(id: number): string {
  return START_TAGS[id] as string;
}

/** Ids a look-up stops at (a sanitiser's module constants). */
export type StopSet = readonly number[];

export class OpenElements {
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
    return this.#ids.length;
  }

  /** The innermost open element's id, or -1. */
  get top(): number {
    const n = this.#ids.length;
    return n > 0 ? (this.#ids[n - 1] as number) : -1;
  }

  /** The position of the innermost element that was written (dropped start tags skipped), or -1. */
  innermostWritten(): number {
    let at = this.#ids.length - 1;
    while (at >= 0 && !this.#emitted[at]) {
      WORK.steps++;
      at--;
    }
    return at;
  }

  /** The id of the element at stack position `index`, or -1. */
  idAt(index: number): number {
    return this.#ids[index] ?? -1;
  }

  /** Whether `more` elements still fit under the cap. */
  hasRoom(more: number): boolean {
    return this.#ids.length + more <= this.maxDepth;
  }

  push(id: number, emitted: boolean): void {
    WORK.steps++;
    let at = this.#at[id];
    if (at === undefined) {
      at = [];
      this.#at[id] = at;
    }
    at.push(this.#ids.length);
    this.#ids.push(id);
    this.#emitted.push(emitted);
  }

  /** Pops every element at `index` and above, writing the end tags of those that were written to `out`. */
  closeTo(index: number, out: Output | null): void {
    const to = Math.max(index, 0);
    while (this.#ids.length > to) {
      WORK.steps++;
      const id = this.#ids.pop() as number;
      (this.#at[id] as number[]).pop();
      if (this.#emitted.pop() && out) out.push(END_TAGS[id] as string);
    }
  }

  /** The innermost open element `id`, or -1; also -1 when an element of `stopAt` is open inside it. */
  lastOpen(id: number, stopAt?: StopSet): number {
    WORK.steps++;
    const index = this.#innermost(id);
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

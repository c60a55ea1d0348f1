// The elements a sanitiser holds open, with every question it asks answered in constant time:
// each name keeps the stack positions where it is open, so "the innermost open <li>, unless a
// <ul> is open inside it" is a look-up, never a scan of the stack. With the depth cap this keeps
// every sanitiser walk linear in its input, whatever the nesting (a scan per tag was quadratic).
import { HTML_LIMITS } from '../document/limits';
import { HTML_WORK } from './tokenize';

/**
 * The sanitisers' output: pieces joined once at the end. Appending to one string made a cons
 * cell per piece that lived as long as the output (most of the sanitisers' time went to the GC).
 */
export type Output = string[];

const START_TAGS = new Map<string, string>();
const END_TAGS = new Map<string, string>();

/** `<name>`, one shared string per (allow-listed) name. */
export function startTag(name: string): string {
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

export class OpenElements {
  readonly #names: string[] = [];
  /** False for a dropped start tag: its end tag is dropped too. */
  readonly #emitted: boolean[] = [];
  readonly #at = new Map<string, number[]>();
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

  /** Whether `more` elements still fit under the cap. */
  hasRoom(more: number): boolean {
    return this.#names.length + more <= this.maxDepth;
  }

  push(name: string, emitted: boolean): void {
    HTML_WORK.steps++;
    let at = this.#at.get(name);
    if (!at) {
      at = [];
      this.#at.set(name, at);
    }
    at.push(this.#names.length);
    this.#names.push(name);
    this.#emitted.push(emitted);
  }

  /** Pops every element at `index` and above, writing the end tags of those that were written to `out`. */
  closeTo(index: number, out: Output | null): void {
    while (this.#names.length > Math.max(0, index)) {
      HTML_WORK.steps++;
      const name = this.#names.pop() as string;
      this.#at.get(name)?.pop();
      if (this.#emitted.pop() && out) out.push(endTag(name));
    }
  }

  /** The innermost open `name`, or -1; also -1 when an element of `stopAt` is open inside it. */
  lastOpen(name: string, stopAt?: readonly string[]): number {
    HTML_WORK.steps++;
    const index = this.#innermost(name);
    if (index < 0 || !stopAt) return index;
    for (const stop of stopAt) {
      HTML_WORK.steps++;
      if (this.#innermost(stop) > index) return -1;
    }
    return index;
  }

  #innermost(name: string): number {
    const at = this.#at.get(name);
    return at !== undefined && at.length > 0 ? (at[at.length - 1] as number) : -1;
  }
}

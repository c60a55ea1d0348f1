// The elements a sanitiser holds open, with every question it asks answered in constant time:
// each name keeps the stack positions where it is open, so "the innermost open <li>, unless a
// <ul> is open inside it" is a look-up, never a scan of the stack. With the depth cap this keeps
// every sanitiser walk linear in its input, whatever the nesting (a scan per tag was quadratic).
import { HTML_LIMITS } from '../document/limits';
import { HTML_WORK } from './tokenize';

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

  /** Pops every element at `index` and above; returns the end tags of those that were written. */
  closeTo(index: number): string {
    let out = '';
    while (this.#names.length > Math.max(0, index)) {
      HTML_WORK.steps++;
      const name = this.#names.pop() as string;
      this.#at.get(name)?.pop();
      if (this.#emitted.pop()) out += `</${name}>`;
    }
    return out;
  }

  /** The innermost open `name`, or -1; also -1 when an element of `stopAt` is open inside it. */
  lastOpen(name: string, stopAt?: Iterable<string>): number {
    HTML_WORK.steps++;
    const index = this.#at.get(name)?.at(-1) ?? -1;
    if (index < 0 || !stopAt) return index;
    for (const stop of stopAt) {
      HTML_WORK.steps++;
      if ((this.#at.get(stop)?.at(-1) ?? -1) > index) return -1;
    }
    return index;
  }
}

// A clock the test moves: the element's grace periods (element/shared/timers.ts) fire when the
// test advances past them, not after a real wait.
import { onTestFinished } from 'vitest';
import { graceTimers } from '../email-builder/session';
import type { Timers } from '../shared/timers';

export class TestClock implements Timers {
  #now = 0;
  #nextId = 1;
  #due = new Map<number, { at: number; run: () => void }>();

  setTimeout(run: () => void, ms: number): number {
    const id = this.#nextId++;
    this.#due.set(id, { at: this.#now + ms, run });
    return id;
  }

  clearTimeout(id: number | undefined): void {
    if (id !== undefined) this.#due.delete(id);
  }

  /** Timers set and not yet fired or cleared. */
  get pending(): number {
    return this.#due.size;
  }

  /** Moves time on by `ms`, firing every timer that falls due, earliest first. */
  advance(ms: number): void {
    const until = this.#now + ms;
    for (;;) {
      const next = [...this.#due].filter(([, t]) => t.at <= until).sort(([, a], [, b]) => a.at - b.at)[0];
      if (!next) break;
      const [id, timer] = next;
      this.#due.delete(id);
      this.#now = timer.at;
      timer.run();
    }
    this.#now = until;
  }
}

/** Runs the host's grace to set a token on a TestClock until the calling test ends. */
export function installTestClock(): TestClock {
  const clock = new TestClock();
  graceTimers.current = clock;
  onTestFinished(() => {
    graceTimers.current = globalThis;
  });
  return clock;
}

// The element's waits (the host's grace to set its token, element/email-builder/session.ts; a
// co-editor's idle typing, element/collab/presence-state.ts) run on these timers, so a test can
// run them on a clock it moves itself instead of sleeping through them (element/test/clock.ts).
// Production uses the page's own (globalThis).

export interface Timers {
  setTimeout(run: () => void, ms: number): number;
  clearTimeout(id: number | undefined): void;
}

/** The timers the element's waits use now (a test swaps in its clock). */
export const graceTimers: { current: Timers } = { current: globalThis };

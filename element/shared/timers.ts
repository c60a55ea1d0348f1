// The element's own grace periods (how long a host has to set a token) run on these timers, so a
// test can run them on a clock it moves itself instead of sleeping through them
// (element/test/clock.ts). Production always uses the page's timers.

export interface Timers {
  setTimeout(run: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

export const pageTimers: Timers = {
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (id) => window.clearTimeout(id),
};

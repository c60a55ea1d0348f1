// The element's grace for a host to set its token runs on these timers (graceTimers in
// element/email-builder/session.ts), so a test can run it on a clock it moves itself instead of
// sleeping through it (element/test/clock.ts). Production uses the page's own (globalThis).

export interface Timers {
  setTimeout(run: () => void, ms: number): number;
  clearTimeout(id: number | undefined): void;
}

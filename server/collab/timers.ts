// The live documents' write-back waits 2 s after the last change. Tests drive that wait with a
// manual timer (server/test/manual-timers.ts) instead of sleeping; production uses real timers.

export interface Timers {
  /** Runs `run` after `ms`; the returned function cancels it. */
  after(ms: number, run: () => void): () => void;
}

export const REAL_TIMERS: Timers = {
  after(ms, run) {
    const timer = setTimeout(run, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

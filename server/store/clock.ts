// The sliding windows' clock is Redis TIME, so every instance agrees. Tests that prove how a
// window slides need minutes of it to pass in an instant: they give the store a clock whose
// offset they advance. Only code can inject one (no variable, no route), so a production
// server, built by `startServer` without one, always runs at offset 0.

/** Milliseconds added to Redis TIME wherever a sliding window reads the time. */
export interface WindowClock {
  offsetMs(): number;
}

export const REDIS_TIME: WindowClock = { offsetMs: () => 0 };

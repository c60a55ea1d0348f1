// Work that can wait for the page to be idle: it runs then, or after `timeout` ms at the latest.
// Where the browser has no requestIdleCallback (Safari), a timer of `fallbackMs` stands in.
// Returns a cancel function.
export function whenIdle(run: () => void, timeout: number, fallbackMs = 50): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => run(), { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, fallbackMs);
  return () => clearTimeout(handle);
}

/**
 * Runs `run` in a task of its own once the next frame is painted (work that must not delay that
 * frame), or after `fallbackMs` in a page that paints no frames (a hidden tab runs no animation frames).
 */
export function afterNextPaint(run: () => void, fallbackMs = 100): void {
  let ran = false;
  const once = () => {
    if (ran) return;
    ran = true;
    clearTimeout(fallback);
    run();
  };
  const fallback = setTimeout(once, fallbackMs);
  requestAnimationFrame(() => setTimeout(once, 0));
}

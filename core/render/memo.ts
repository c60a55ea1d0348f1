// Kept answers of the renderer's pure string functions (the sanitizers). Renders repeat the same
// author markup (every canvas edit, thumbnails, previews, exports, a custom type's blocks) and
// sanitizing is the dearest step of a block. Bounded by the characters held, the oldest entry
// leaving first; inputs over 32 K characters are computed every time and not kept.
const MAX_INPUT = 32_768;

/** Every memo's way to empty itself. */
const forgetters = new Set<() => void>();

/** Empties every memo: for tests that count the work the functions themselves do. */
export function forgetKeptAnswers(): void {
  for (const forget of forgetters) forget();
}

export function memoizeText(fn: (input: string) => string, maxHeld = 4_000_000): (input: string) => string {
  const kept = new Map<string, string>();
  let held = 0;
  forgetters.add(() => {
    kept.clear();
    held = 0;
  });
  return (input) => {
    if (input.length > MAX_INPUT) return fn(input);
    let out = kept.get(input);
    if (out === undefined) {
      out = fn(input);
      kept.set(input, out);
      held += input.length + out.length;
      while (held > maxHeld) {
        const [oldIn, oldOut] = kept.entries().next().value as [string, string];
        kept.delete(oldIn);
        held -= oldIn.length + oldOut.length;
      }
    }
    return out;
  };
}

// Kept answers of the renderer's pure string functions (the sanitizers). Renders repeat the same
// author markup (every canvas edit, thumbnails, previews, exports, a custom type's blocks) and
// sanitizing is the dearest step of a block. Bounded by the characters held, the oldest entry
// leaving first; inputs over 32 K characters are computed every time and not kept.
//
// Not a plain Map by input: a Map hashes every character of a string it has not hashed before,
// and most inputs are new strings each time (a custom block's template output, a document parsed
// from a request) holding the same text. Hashing costs several times what comparing does, so
// entries sit in small buckets by a fingerprint of a few characters and are found by comparison.
const MAX_INPUT = 32_768;
/** Entries one fingerprint keeps: inputs that share it (however many) cost at most this many comparisons. */
const BUCKET = 8;
/** Counted per entry besides its characters, so that many tiny entries stay bounded too. */
const ENTRY_COST = 64;

interface Entry {
  input: string;
  variant: number;
  output: string;
  /** Still in its bucket (an entry pushed out of a full bucket waits in the queue to be counted off). */
  live: boolean;
}

/** Every memo's way to empty itself. */
const forgetters = new Set<() => void>();

/** Empties every memo: for tests that count the work the functions themselves do. */
export function forgetKeptAnswers(): void {
  for (const forget of forgetters) forget();
}

/** The length, the variant and three characters: constant work, whatever the input's length. */
function fingerprint(input: string, variant: number): number {
  const n = input.length;
  let h = Math.imul(n, 31) + variant;
  if (n > 0) {
    h = Math.imul(h, 31) + input.charCodeAt(n >> 1);
    h = Math.imul(h, 31) + input.charCodeAt(n >> 2);
    h = Math.imul(h, 31) + input.charCodeAt(n - 1);
  }
  return h | 0;
}

/**
 * `fn` with its answers kept by input and variant (a small integer the answer also depends on,
 * such as a width). `fn` must be pure.
 */
export function memoizeText(
  fn: (input: string, variant: number) => string,
  maxHeld = 4_000_000,
): (input: string, variant?: number) => string {
  let buckets = new Map<number, Entry[]>();
  /** Every entry in the order it was made; `head` is the oldest not yet counted off. */
  let queue: Entry[] = [];
  let head = 0;
  let held = 0;
  forgetters.add(() => {
    buckets = new Map();
    queue = [];
    head = 0;
    held = 0;
  });
  const drop = (entry: Entry, at: number): void => {
    const bucket = buckets.get(at) as Entry[];
    bucket.splice(bucket.indexOf(entry), 1);
    if (bucket.length === 0) buckets.delete(at);
    entry.live = false;
  };
  return (input, variant = 0) => {
    if (input.length > MAX_INPUT) return fn(input, variant);
    const at = fingerprint(input, variant);
    const bucket = buckets.get(at);
    if (bucket) {
      for (const entry of bucket) if (entry.variant === variant && entry.input === input) return entry.output;
    }
    const output = fn(input, variant);
    const entry: Entry = { input, variant, output, live: true };
    if (!bucket) buckets.set(at, [entry]);
    else {
      if (bucket.length >= BUCKET) drop(bucket[0] as Entry, at);
      bucket.push(entry);
    }
    queue.push(entry);
    held += input.length + output.length + ENTRY_COST;
    while (held > maxHeld && head < queue.length) {
      const oldest = queue[head++] as Entry;
      if (oldest.live) drop(oldest, fingerprint(oldest.input, oldest.variant));
      held -= oldest.input.length + oldest.output.length + ENTRY_COST;
    }
    // The counted-off front of the queue is let go now and then, not on every eviction.
    if (head > 1024 && head * 2 > queue.length) {
      queue = queue.slice(head);
      head = 0;
    }
    return output;
  };
}

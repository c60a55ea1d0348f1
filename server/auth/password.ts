// Dashboard passwords: scrypt with a random salt, compared in constant time.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
const COST = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, COST, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$<salt b64>$<hash b64>` */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  // Without a stored hash still spend the same time, so timing does not reveal unknown e-mails.
  const parts = (stored ?? '').split('$');
  const salt = parts.length === 6 ? Buffer.from(parts[4]!, 'base64') : randomBytes(16);
  const expected = parts.length === 6 ? Buffer.from(parts[5]!, 'base64') : Buffer.alloc(KEY_LENGTH);
  const actual = await derive(password, salt);
  return parts.length === 6 && expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Bounds password hashing: scrypt runs on libuv's small thread pool, which static files and
 * other I/O share, so at most `concurrency` hashes run at once and at most `queue` wait; any
 * more are refused at once instead of piling up work nobody can finish in time.
 */
export class HashGate {
  #active = 0;
  readonly #waiting: Array<() => void> = [];
  /** Hashes started since creation (tests and benchmarks count evaluated guesses with it). */
  started = 0;

  constructor(
    readonly concurrency: number,
    readonly queue: number,
  ) {}

  /** True when a new task would be refused right now (lets callers skip work before asking). */
  get full(): boolean {
    return this.#active >= this.concurrency && this.#waiting.length >= this.queue;
  }

  /** Runs `task` when a slot frees up; resolves `{busy: true}` without running it when the queue is full. */
  async run<T>(task: () => Promise<T>): Promise<{ busy: false; value: T } | { busy: true }> {
    if (this.#active >= this.concurrency) {
      if (this.#waiting.length >= this.queue) return { busy: true };
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#active++;
    }
    this.started++;
    try {
      return { busy: false, value: await task() };
    } finally {
      // Hand the slot straight to the next waiter (the active count stays), or free it.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#active--;
    }
  }
}

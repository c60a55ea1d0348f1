// Searching a host's data source as the user types (docs/api.md §16): each change waits a short
// pause (on injected timers, so tests move time instead of sleeping), only the latest call's
// answer is shown, a rejection or a malformed answer becomes an error to show, and a source that
// never answers can be stopped (its late answer is then ignored).
import type { Timers } from '../shared/timers';
import type { DataSource, DataSourceItem } from './types';

/** Pause after the last keystroke before the host's `search` is called. */
export const SEARCH_DEBOUNCE_MS = 250;
/** Results listed at most (a source may answer with more). */
export const MAX_RESULTS = 100;

/** The timers the debounce runs on: the page's, or a test's clock (element/test/clock.ts). */
export const searchTimers: { current: Timers } = { current: globalThis };

export type SearchState =
  | { status: 'idle' }
  | { status: 'searching'; query: string }
  | { status: 'done'; query: string; items: DataSourceItem[] }
  | { status: 'failed'; query: string; error: string | null; malformed: boolean }
  | { status: 'stopped' };

/** The usable items of an answer (an object with a string `id` and `title`), or null when it is not a list. */
export function itemsOf(answer: unknown): DataSourceItem[] | null {
  if (!Array.isArray(answer)) return null;
  const items: DataSourceItem[] = [];
  for (const entry of answer.slice(0, MAX_RESULTS)) {
    if (typeof entry !== 'object' || entry === null) continue;
    const item = entry as Partial<DataSourceItem>;
    if (typeof item.id === 'string' && typeof item.title === 'string') items.push(item as DataSourceItem);
  }
  return items;
}

function messageOf(error: unknown): string | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return message.trim() ? message.trim().slice(0, 300) : null;
}

export class SourceSearch {
  #serial = 0;
  #timer: number | undefined;

  constructor(
    private readonly source: DataSource,
    private readonly report: (state: SearchState) => void,
  ) {}

  /** The user typed: search for `query` once typing pauses. */
  type(query: string): void {
    searchTimers.current.clearTimeout(this.#timer);
    this.#timer = searchTimers.current.setTimeout(() => this.now(query), SEARCH_DEBOUNCE_MS);
  }

  /** Searches at once (the picker's first list); any earlier call's answer is dropped. */
  now(query: string): void {
    searchTimers.current.clearTimeout(this.#timer);
    const serial = ++this.#serial;
    this.report({ status: 'searching', query });
    let answer: Promise<unknown>;
    try {
      answer = Promise.resolve(this.source.search(query));
    } catch (error) {
      answer = Promise.reject(error);
    }
    answer.then(
      (value) => {
        if (serial !== this.#serial) return;
        const items = itemsOf(value);
        this.report(
          items ? { status: 'done', query, items } : { status: 'failed', query, error: null, malformed: true },
        );
      },
      (error: unknown) => {
        if (serial === this.#serial)
          this.report({ status: 'failed', query, error: messageOf(error), malformed: false });
      },
    );
  }

  /** Stops waiting: a pending pause is cancelled and a late answer ignored. */
  stop(): void {
    searchTimers.current.clearTimeout(this.#timer);
    this.#serial++;
    this.report({ status: 'stopped' });
  }

  /** Forgets everything pending without reporting (the picker closed). */
  dispose(): void {
    searchTimers.current.clearTimeout(this.#timer);
    this.#serial++;
  }
}

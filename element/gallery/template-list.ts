// The user's and shared templates as the gallery holds them: pages fetched with the API's cursor
// (first page at once, the next ones as the user scrolls), and all of them only when a search or
// the name order needs every name. Cards come and go locally after a delete, duplicate or rename.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ApiClient } from '../api/client';
import type { TemplateListItem } from '../api/types';

export type SortOrder = 'recent' | 'name';

/** Pages followed at most when loading everything (50 × 100 templates). */
const MAX_PAGES = 50;

/** Made when the name order is first asked for (per language), not while the first cards are painted. */
let byName: { language: string | undefined; collator: Intl.Collator } | null = null;

export class TemplateList implements ReactiveController {
  items: TemplateListItem[] = [];
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  error: unknown = null;
  /** True while a page after the first is on its way. */
  loadingMore = false;
  /** The page on its way while `loadingMore` (it never rejects). */
  #pending?: Promise<void>;
  #next: string | null = null;
  #api: ApiClient | null = null;
  /** Bumped on every reset: answers for an older listing are dropped. */
  #generation = 0;
  #host: ReactiveControllerHost;

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {}

  get complete(): boolean {
    return this.status === 'ready' && this.#next === null;
  }

  /** Starts over: the first page, from this client. */
  reset(api: ApiClient | null): void {
    this.#api = api;
    const generation = ++this.#generation;
    this.items = [];
    this.#next = null;
    this.error = null;
    this.loadingMore = false;
    this.status = api ? 'loading' : 'idle';
    this.#host.requestUpdate();
    if (!api) return;
    api.listTemplatesPage().then(
      (page) => {
        if (generation !== this.#generation) return;
        this.items = page.items;
        this.#next = page.next;
        this.status = 'ready';
        this.#host.requestUpdate();
      },
      (error: unknown) => {
        if (generation !== this.#generation) return;
        this.error = error;
        this.status = 'error';
        this.#host.requestUpdate();
      },
    );
  }

  /**
   * Fetches the next page, if any, one at a time: while a page is on its way, the promise of that
   * page (a search while scrolling waits for it instead of taking it for a failed one).
   */
  more(): Promise<void> {
    if (!this.loadingMore || !this.#pending) this.#pending = this.#more();
    return this.#pending;
  }

  async #more(): Promise<void> {
    const api = this.#api;
    const next = this.#next;
    if (!api || !next || this.status !== 'ready') return;
    const generation = this.#generation;
    this.loadingMore = true;
    this.#host.requestUpdate();
    try {
      const page = await api.listTemplatesPage(next);
      if (generation !== this.#generation) return;
      const known = new Set(this.items.map((t) => t._id));
      this.items = [...this.items, ...page.items.filter((t) => !known.has(t._id))];
      this.#next = page.next;
    } catch {
      // The cards already shown stay; the next scroll (or search) asks again.
    } finally {
      if (generation === this.#generation) {
        this.loadingMore = false;
        this.#host.requestUpdate();
      }
    }
  }

  /** Every page (a search or the name order needs every name), after the one on its way if any. */
  async all(): Promise<void> {
    const generation = this.#generation;
    for (let page = 0; page < MAX_PAGES && this.#next && generation === this.#generation; page++) {
      const before = this.#next;
      await this.more();
      // The cursor is only moved by an arrived page: unmoved, that page failed. Stop rather than spin.
      if (this.#next === before) return;
    }
  }

  /** The cards to show: names containing `query` (any case), in the chosen order (names in the UI's language's collation). */
  view(query: string, sort: SortOrder, language?: string): TemplateListItem[] {
    const q = query.trim().toLowerCase();
    const shown = q ? this.items.filter((t) => t.name.toLowerCase().includes(q)) : [...this.items];
    if (sort === 'name') {
      if (!byName || byName.language !== language)
        byName = { language, collator: new Intl.Collator(language, { sensitivity: 'base', numeric: true }) };
      const { collator } = byName;
      shown.sort((a, b) => collator.compare(a.name, b.name));
    } else shown.sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0));
    return shown;
  }

  remove(id: string): void {
    this.items = this.items.filter((t) => t._id !== id);
    this.#host.requestUpdate();
  }

  /** Adds a new card, or replaces the card of the same template. */
  put(item: TemplateListItem): void {
    const listed = toListItem(item);
    const at = this.items.findIndex((t) => t._id === item._id);
    this.items = at < 0 ? [listed, ...this.items] : this.items.map((t, i) => (i === at ? listed : t));
    this.#host.requestUpdate();
  }
}

/** A full template trimmed to what a card needs (never the document). */
export function toListItem(t: TemplateListItem): TemplateListItem {
  const item: TemplateListItem = {
    _id: t._id,
    name: t.name,
    thumbnail: t.thumbnail,
    tags: t.tags,
    metadata: t.metadata,
    updatedAt: t.updatedAt,
  };
  if (t.userId !== undefined) item.userId = t.userId;
  if (t.status !== undefined) item.status = t.status;
  return item;
}

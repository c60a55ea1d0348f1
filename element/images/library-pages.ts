// The Images dialog's library as pages from the API: a search starts the list over (typing is
// debounced), the next page loads when the end of the grid scrolls into view, and answers of an
// older search or page are dropped.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ApiClient } from '../api/client';
import type { LibraryImage } from '../api/types';

const SEARCH_DELAY_MS = 250;

interface PagesHost extends ReactiveControllerHost {
  readonly renderRoot: ParentNode;
}

export class LibraryPages implements ReactiveController {
  images: LibraryImage[] = [];
  next: string | null = null;
  loading = false;
  query = '';
  #host: PagesHost;
  #client: () => ApiClient | undefined;
  #pageSize: () => number;
  #onError: (error: unknown | null) => void;
  #searchTimer = 0;
  #generation = 0;
  #observer: IntersectionObserver | null = null;

  /** @param onError a failed page's error, or null when a load starts (clears the last one) */
  constructor(
    host: PagesHost,
    client: () => ApiClient | undefined,
    pageSize: () => number,
    onError: (error: unknown | null) => void,
  ) {
    this.#host = host;
    this.#client = client;
    this.#pageSize = pageSize;
    this.#onError = onError;
    host.addController(this);
  }

  hostUpdated(): void {
    const sentinel = this.#host.renderRoot.querySelector('.sentinel');
    const scroll = this.#host.renderRoot.querySelector('.scroll');
    this.#observer?.disconnect();
    if (!sentinel || !scroll || !this.next) return;
    this.#observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && this.#more(), {
      root: scroll,
      rootMargin: '0px 0px 200px 0px',
    });
    this.#observer.observe(sentinel);
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
    clearTimeout(this.#searchTimer);
  }

  /** Typing in the search box: searches once it pauses. */
  searchSoon(value: string): void {
    clearTimeout(this.#searchTimer);
    this.#searchTimer = window.setTimeout(() => this.search(value.trim()), SEARCH_DELAY_MS);
  }

  /** Starts the list over for `query`. */
  search(query: string): void {
    this.query = query;
    this.images = [];
    this.next = null;
    void this.#load(null);
  }

  /** A fresh upload goes first. */
  add(image: LibraryImage): void {
    this.images = [image, ...this.images.filter((i) => i.id !== image.id)];
    this.#host.requestUpdate();
  }

  async remove(image: LibraryImage): Promise<void> {
    const client = this.#client();
    if (!client) return;
    try {
      await client.deleteImage(image.id);
      this.images = this.images.filter((i) => i.id !== image.id);
      this.#host.requestUpdate();
    } catch (error) {
      this.#onError(error);
    }
  }

  #more(): void {
    if (!this.loading && this.next) void this.#load(this.next);
  }

  async #load(next: string | null): Promise<void> {
    const client = this.#client();
    if (!client) return;
    const generation = ++this.#generation;
    this.loading = true;
    this.#onError(null);
    this.#host.requestUpdate();
    try {
      const page = await client.listImages({ q: this.query, next, limit: this.#pageSize() });
      if (generation !== this.#generation) return;
      const seen = new Set(this.images.map((i) => i.id));
      this.images = [...this.images, ...page.items.filter((i) => !seen.has(i.id))];
      this.next = page.next;
    } catch (error) {
      if (generation === this.#generation) this.#onError(error);
    } finally {
      if (generation === this.#generation) {
        this.loading = false;
        this.#host.requestUpdate();
      }
    }
  }
}

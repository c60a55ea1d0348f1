// A controller whose code is a chunk of its own, fetched once the host wants it: the editor's doors
// to its checks and its comments. Until the chunk has arrived the slot holds nothing and the host
// renders without it; a failed load (offline) is asked again at the host's next update.
import type { ReactiveController, ReactiveElement } from 'lit';

export class ChunkSlot<C> implements ReactiveController {
  readonly #host: ReactiveElement;
  readonly #load: () => Promise<C>;
  readonly #wanted: () => boolean;
  #controller: C | null = null;
  #loading = false;

  constructor(host: ReactiveElement, load: () => Promise<C>, wanted: () => boolean = () => true) {
    this.#host = host;
    this.#load = load;
    this.#wanted = wanted;
    host.addController(this);
  }

  /** The controller, once its chunk has arrived. */
  get controller(): C | null {
    return this.#controller;
  }

  hostConnected(): void {
    this.#fetch();
  }

  hostUpdated(): void {
    this.#fetch();
  }

  #fetch(): void {
    if (this.#controller || this.#loading || !this.#wanted()) return;
    this.#loading = true;
    this.#load().then(
      (controller) => {
        this.#loading = false;
        this.#controller ??= controller;
        this.#host.requestUpdate();
      },
      () => {
        this.#loading = false;
      },
    );
  }
}

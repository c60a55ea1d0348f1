import { ContextConsumer } from '@lit/context';
import type { ReactiveController, ReactiveElement } from 'lit';
import type { EditorStore } from './store';
import { storeContext } from './store-context';

/** Gives a component the editor store from context and re-renders it on every change. */
export class StoreController implements ReactiveController {
  value: EditorStore | null = null;
  readonly #host: ReactiveElement;

  constructor(host: ReactiveElement) {
    this.#host = host;
    host.addController(this);
    new ContextConsumer(host, { context: storeContext, subscribe: true, callback: (store) => this.#attach(store) });
  }

  hostDisconnected(): void {
    this.value?.removeEventListener('change', this.#onChange);
  }

  #attach(store: EditorStore): void {
    this.value?.removeEventListener('change', this.#onChange);
    this.value = store;
    store.addEventListener('change', this.#onChange);
    this.#host.requestUpdate();
  }

  #onChange = (): void => this.#host.requestUpdate();
}

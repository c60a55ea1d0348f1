// The page around <email-builder>: leaving it with unsaved work keeps a draft and asks first;
// the browser going offline or online is announced (notice `browser_offline`).
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { type KeyedNotice, notice } from '../state/notices';
import type { EditorStore } from '../state/store';
import type { DocumentController } from './documents';

export interface PageEventsHost extends ReactiveControllerHost {
  readonly store: EditorStore;
  readonly editing: boolean;
  readonly notice: KeyedNotice | null;
  setNotice(notice: KeyedNotice | null): void;
}

export class PageEvents implements ReactiveController {
  #host: PageEventsHost;
  #documents: Pick<DocumentController, 'flushDraft'>;

  constructor(host: PageEventsHost, documents: Pick<DocumentController, 'flushDraft'>) {
    this.#host = host;
    this.#documents = documents;
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('beforeunload', this.#onBeforeUnload);
    window.addEventListener('offline', this.#onOffline);
    window.addEventListener('online', this.#onOnline);
  }

  hostDisconnected(): void {
    window.removeEventListener('beforeunload', this.#onBeforeUnload);
    window.removeEventListener('offline', this.#onOffline);
    window.removeEventListener('online', this.#onOnline);
  }

  #onBeforeUnload = (event: BeforeUnloadEvent): void => {
    const { store, editing } = this.#host;
    if (!editing || !store.dirty || store.readOnly) return;
    this.#documents.flushDraft();
    event.preventDefault();
    event.returnValue = '';
  };

  #onOffline = (): void => this.#host.setNotice(notice('browser_offline'));

  #onOnline = (): void => {
    if (this.#host.notice?.code === 'browser_offline') this.#host.setNotice(null);
  };
}

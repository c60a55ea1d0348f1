// The editor's door to its checks: the controller (the toolbar's Checks button with its count, when
// and how the document is checked, the panel) is a chunk of its own, fetched as the editor first
// renders. Opening a template and editing never wait for it; the button shows a moment later.
import { nothing, type ReactiveController, type ReactiveElement, type TemplateResult } from 'lit';
import { lazyChunk } from '../shared/lazy-chunk';
import type { EditorStore } from '../state/store';
import type { ChecksController } from './controller';

const controllerChunk = lazyChunk(() => import('./controller'));

export class ChecksSlot implements ReactiveController {
  readonly #host: ReactiveElement;
  readonly #getStore: () => EditorStore | null;
  #controller: ChecksController | null = null;

  constructor(host: ReactiveElement, getStore: () => EditorStore | null) {
    this.#host = host;
    this.#getStore = getStore;
    host.addController(this);
  }

  hostConnected(): void {
    if (this.#controller) return;
    controllerChunk.load().then(
      ({ ChecksController }) => {
        this.#controller ??= new ChecksController(this.#host, this.#getStore);
        this.#host.requestUpdate();
      },
      // Offline: the next connection asks again (the editor works without its checks).
      () => {},
    );
  }

  button(): TemplateResult | typeof nothing {
    return this.#controller?.button() ?? nothing;
  }

  panel(editor: HTMLElement): TemplateResult | typeof nothing {
    return this.#controller?.panel(editor) ?? nothing;
  }
}

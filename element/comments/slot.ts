// The editor's door to comments (docs/api.md §15). Their code (the toolbar button with its count,
// the blocks' badges, reading them again, the panel) is a chunk of its own, fetched beside the
// editor once it shows on a plan with `comments`: opening a template never waits for it, and
// plans without comments never download it.
import { ContextConsumer } from '@lit/context';
import { nothing, type ReactiveController, type ReactiveElement, type TemplateResult } from 'lit';
import type { CanvasHost } from '../canvas/host';
import { lazyChunk } from '../shared/lazy-chunk';
import { sessionContext } from '../shared/context';
import type { EditorStore } from '../state/store';
import type { CommentsController } from './controller';

const controllerChunk = lazyChunk(() => import('./controller'));

export class CommentsSlot implements ReactiveController {
  readonly #host: ReactiveElement;
  readonly #getStore: () => EditorStore | null;
  readonly #session: ContextConsumer<typeof sessionContext, ReactiveElement>;
  #controller: CommentsController | null = null;

  constructor(host: ReactiveElement, getStore: () => EditorStore | null) {
    this.#host = host;
    this.#getStore = getStore;
    this.#session = new ContextConsumer(host, { context: sessionContext, subscribe: true });
    host.addController(this);
  }

  hostUpdated(): void {
    if (this.#controller || !this.#session.value?.features.comments) return;
    controllerChunk.load().then(
      ({ CommentsController }) => {
        this.#controller ??= new CommentsController(this.#host, this.#getStore);
        this.#host.requestUpdate();
      },
      // Offline: the next render asks again.
      () => {},
    );
  }

  button(): TemplateResult | typeof nothing {
    return this.#controller?.button() ?? nothing;
  }

  panel(): TemplateResult | typeof nothing {
    return this.#controller?.panel() ?? nothing;
  }

  /** What the canvas draws over commented blocks (a new function whenever the counts change). */
  get badges(): ((canvas: CanvasHost) => unknown) | null {
    return this.#controller?.badges ?? null;
  }
}

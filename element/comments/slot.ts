// The editor's door to comments (docs/api.md §15). Their code (the toolbar button with its count,
// the blocks' badges, reading them again, the panel) is a chunk of its own, fetched beside the
// editor once it shows on a plan with `comments`: opening a template never waits for it, and
// plans without comments never download it.
import { ContextConsumer } from '@lit/context';
import { nothing, type ReactiveElement, type TemplateResult } from 'lit';
import type { CanvasHost } from '../canvas/host';
import { ChunkSlot } from '../shared/chunk-slot';
import { sessionContext } from '../shared/context';
import { lazyChunk } from '../shared/lazy-chunk';
import type { EditorStore } from '../state/store';
import type { CommentsController } from './controller';

const controllerChunk = lazyChunk(() => import('./controller'));

export class CommentsSlot {
  readonly #slot: ChunkSlot<CommentsController>;

  constructor(host: ReactiveElement, getStore: () => EditorStore | null) {
    const session = new ContextConsumer(host, { context: sessionContext, subscribe: true });
    this.#slot = new ChunkSlot(
      host,
      () => controllerChunk.load().then(({ CommentsController }) => new CommentsController(host, getStore)),
      () => session.value?.features.comments === true,
    );
  }

  button(): TemplateResult | typeof nothing {
    return this.#slot.controller?.button() ?? nothing;
  }

  panel(): TemplateResult | typeof nothing {
    return this.#slot.controller?.panel() ?? nothing;
  }

  /** What the canvas draws over commented blocks (a new function whenever the counts change). */
  get badges(): ((canvas: CanvasHost) => unknown) | null {
    return this.#slot.controller?.badges ?? null;
  }
}

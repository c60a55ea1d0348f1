// The editor's door to its checks: the controller (the toolbar's Checks button with its count, when
// and how the document is checked, the panel) is a chunk of its own, fetched as the editor first
// renders. Opening a template and editing never wait for it; the button shows a moment later.
import { nothing, type ReactiveElement, type TemplateResult } from 'lit';
import { ChunkSlot } from '../shared/chunk-slot';
import { lazyChunk } from '../shared/lazy-chunk';
import type { EditorStore } from '../state/store';
import type { ChecksController } from './controller';

const controllerChunk = lazyChunk(() => import('./controller'));

export class ChecksSlot {
  readonly #slot: ChunkSlot<ChecksController>;

  constructor(host: ReactiveElement, getStore: () => EditorStore | null) {
    this.#slot = new ChunkSlot(host, () =>
      controllerChunk.load().then(({ ChecksController }) => new ChecksController(host, getStore)),
    );
  }

  button(): TemplateResult | typeof nothing {
    return this.#slot.controller?.button() ?? nothing;
  }

  panel(editor: HTMLElement): TemplateResult | typeof nothing {
    return this.#slot.controller?.panel(editor) ?? nothing;
  }
}

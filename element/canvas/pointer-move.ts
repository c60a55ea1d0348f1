// Moving a block by its handle with pointer events: they work the same for mouse, pen and touch
// (HTML5 drag and drop does not fire for touch). Emits `eb-canvas-drop` with the block's id.
import type { CanvasDropDetail } from './drag-drop';
import type { DropTargets } from './drop-target';
import type { CanvasHost } from './host';

export class PointerMove {
  #host: CanvasHost;
  #drops: DropTargets;
  #moving: string | null = null;

  constructor(host: CanvasHost, drops: DropTargets) {
    this.#host = host;
    this.#drops = drops;
  }

  start(event: PointerEvent, id: string): void {
    if (event.button !== 0) return;
    event.preventDefault();
    (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
    this.#moving = id;
  }

  onMove = (event: PointerEvent): void => {
    const { frame, frameDocument: doc } = this.#host;
    if (!this.#moving || !frame || !doc) return;
    const rect = frame.getBoundingClientRect();
    const x = event.clientX - rect.left;
    const y = event.clientY - rect.top;
    const target = doc.elementFromPoint(Math.max(0, Math.min(x, rect.width - 1)), y);
    this.#drops.current = target ? this.#drops.at(target, y) : this.#drops.atEnd(y < 0);
  };

  end = (event: PointerEvent): void => {
    const id = this.#moving;
    const drop = this.#drops.current;
    this.#moving = null;
    this.#drops.current = null;
    (event.currentTarget as HTMLElement).releasePointerCapture?.(event.pointerId);
    if (id && drop && event.type === 'pointerup')
      this.#host.emit<CanvasDropDetail>('eb-canvas-drop', { moveId: id, position: drop.position });
  };
}

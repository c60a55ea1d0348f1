// Drag and drop onto the canvas: new blocks from the palette, blocks moved by dragging, and
// image files dropped on an image block. Emits `eb-canvas-drop` / `eb-image-drop`; the editor
// applies them to the store.
import type { BlockType } from '../../core/document/schema';
import { BLOCKS } from '../../core/blocks/registry';
import { DRAG_MOVE, DRAG_NEW } from '../palette/palette';
import { findBlock, type Position, ROOT } from '../state/document-ops';
import type { DropTargets } from './drop-target';
import { blockIdAt, emptyBox } from './geometry';
import type { CanvasHost } from './host';

export interface CanvasDropDetail {
  /** A new block's type (from the palette) or the id of a moved block. */
  newType?: BlockType;
  moveId?: string;
  position: Position;
}

export interface ImageDropDetail {
  id: string;
  file: File;
}

const isBlockDrag = (types: readonly string[]) => types.includes(DRAG_NEW) || types.includes(DRAG_MOVE);

export class DragDrop {
  #host: CanvasHost;
  #drops: DropTargets;

  constructor(host: CanvasHost, drops: DropTargets) {
    this.#host = host;
    this.#drops = drops;
  }

  /** Listens inside the email's frame (called once the frame has loaded). */
  listen(doc: Document): void {
    doc.addEventListener('dragover', this.#onFrameDragOver);
    doc.addEventListener('drop', this.#onFrameDrop);
    doc.addEventListener('dragleave', this.onDragLeave);
  }

  #onFrameDragOver = (event: DragEvent): void => {
    const types = event.dataTransfer?.types ?? [];
    if (types.includes('Files')) {
      // Never let a dropped file navigate the canvas; only image blocks take files.
      event.preventDefault();
      const id = this.#imageAt(event.target);
      if (event.dataTransfer) event.dataTransfer.dropEffect = id ? 'copy' : 'none';
      this.#drops.current = id ? { box: this.#host.boxOf(id) ?? emptyBox(), into: true, position: { container: ROOT, index: 0 } } : null;
      return;
    }
    if (!isBlockDrag(types) || this.#host.store?.readOnly) return;
    event.preventDefault();
    this.#drops.current = this.#drops.at(event.target as Element, event.clientY);
  };

  #onFrameDrop = (event: DragEvent): void => {
    event.preventDefault();
    const data = event.dataTransfer;
    const drop = this.#drops.current;
    this.#drops.current = null;
    if (!data) return;
    const file = data.files[0];
    if (file) {
      const id = this.#imageAt(event.target);
      if (id) this.#host.emit<ImageDropDetail>('eb-image-drop', { id, file });
      return;
    }
    this.#dropData(data, drop?.position ?? this.#drops.at(event.target as Element, event.clientY).position);
  };

  /** Over the stage but outside the email (above or below it): the nearest end. */
  onStageDragOver = (event: DragEvent): void => {
    if (!isBlockDrag(event.dataTransfer?.types ?? []) || this.#host.store?.readOnly) return;
    event.preventDefault();
    const wrap = this.#host.renderRoot.querySelector<HTMLElement>('.wrap');
    const above = wrap ? event.clientY < wrap.getBoundingClientRect().top : false;
    this.#drops.current = this.#drops.atEnd(above);
  };

  onStageDrop = (event: DragEvent): void => {
    event.preventDefault();
    const drop = this.#drops.current;
    this.#drops.current = null;
    if (event.dataTransfer && drop) this.#dropData(event.dataTransfer, drop.position);
  };

  onDragLeave = (event: DragEvent): void => {
    if (!event.relatedTarget) this.#drops.current = null;
  };

  #imageAt(target: EventTarget | null): string | null {
    const id = blockIdAt(target);
    const store = this.#host.store;
    return id && store && findBlock(store.doc, id)?.block.type === 'image' ? id : null;
  }

  #dropData(data: DataTransfer, position: Position): void {
    const newType = data.getData(DRAG_NEW) as BlockType;
    const moveId = data.getData(DRAG_MOVE);
    if (newType && newType in BLOCKS) this.#host.emit<CanvasDropDetail>('eb-canvas-drop', { newType, position });
    else if (moveId) this.#host.emit<CanvasDropDetail>('eb-canvas-drop', { moveId, position });
  }
}

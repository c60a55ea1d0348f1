// Drag and drop onto the canvas: new blocks from the palette, blocks moved by dragging, saved
// blocks, and picture files (dropped or pasted: they go through the Images dialog, then replace
// the image block under them or land as a new image). Emits `eb-canvas-drop`; the editor applies
// it to the store.

import { BLOCKS } from '../../core/blocks/registry';
import type { BlockType } from '../../core/document/schema';
import { DRAG_MOVE, DRAG_NEW } from '../blocks/drag';
import { imageFileOf, placeImageFile } from '../images/place';
import { DRAG_SAVED, insertSavedBlock } from '../saved-blocks/drag';
import { findBlock, type Position, positionAfter } from '../state/document-ops';
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

const isBlockDrag = (types: readonly string[]) =>
  types.includes(DRAG_NEW) || types.includes(DRAG_MOVE) || types.includes(DRAG_SAVED);

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
    // Before inline editing's paste (text only): a pasted picture becomes an image.
    doc.addEventListener('paste', this.onPaste);
  }

  #onFrameDragOver = (event: DragEvent): void => {
    const types = event.dataTransfer?.types ?? [];
    if (types.includes('Files')) {
      // Never let a dropped file navigate the canvas. On an image it replaces the picture, elsewhere it adds one.
      event.preventDefault();
      const readOnly = this.#host.store?.readOnly ?? true;
      if (event.dataTransfer) event.dataTransfer.dropEffect = readOnly ? 'none' : 'copy';
      const id = this.#imageAt(event.target);
      const at = this.#drops.at(event.target as Element, event.clientY);
      this.#drops.current = readOnly
        ? null
        : id
          ? { box: this.#host.boxOf(id) ?? emptyBox(), into: true, position: at.position }
          : at;
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
    if (data.files.length > 0) {
      const file = imageFileOf(data);
      const store = this.#host.store;
      if (!file || !store || store.readOnly) return;
      const id = this.#imageAt(event.target);
      const position = drop?.position ?? this.#drops.at(event.target as Element, event.clientY).position;
      void placeImageFile(this.#host, store, file, id ? { replaceId: id } : { position });
      return;
    }
    this.#dropData(data, drop?.position ?? this.#drops.at(event.target as Element, event.clientY).position);
  };

  /** Over the stage but outside the email (above or below it): the nearest end. */
  onStageDragOver = (event: DragEvent): void => {
    const types = event.dataTransfer?.types ?? [];
    const readOnly = this.#host.store?.readOnly ?? true;
    // A file over the stage must never open in the page: take it (or refuse it) here.
    if (types.includes('Files')) event.preventDefault();
    if (!(isBlockDrag(types) || types.includes('Files')) || readOnly) return;
    event.preventDefault();
    const wrap = this.#host.renderRoot.querySelector<HTMLElement>('.wrap');
    const above = wrap ? event.clientY < wrap.getBoundingClientRect().top : false;
    this.#drops.current = this.#drops.atEnd(above);
  };

  onStageDrop = (event: DragEvent): void => {
    event.preventDefault();
    const drop = this.#drops.current;
    this.#drops.current = null;
    const file = imageFileOf(event.dataTransfer);
    const store = this.#host.store;
    if (file && store && !store.readOnly)
      void placeImageFile(this.#host, store, file, { position: (drop ?? this.#drops.atEnd(false)).position });
    else if (event.dataTransfer && drop) this.#dropData(event.dataTransfer, drop.position);
  };

  onDragLeave = (event: DragEvent): void => {
    if (!event.relatedTarget) this.#drops.current = null;
  };

  /** A picture pasted on the canvas (not while typing text): replaces the selected image, or adds one after the selection. */
  onPaste = (event: ClipboardEvent): void => {
    const file = imageFileOf(event.clipboardData);
    const store = this.#host.store;
    if (!file || !store || store.readOnly) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const selected = store.selected;
    const target =
      selected?.type === 'image'
        ? { replaceId: selected.id }
        : { position: positionAfter(store.doc, store.selectedId) };
    void placeImageFile(this.#host, store, file, target);
  };

  #imageAt(target: EventTarget | null): string | null {
    const id = blockIdAt(target);
    const store = this.#host.store;
    return id && store && findBlock(store.doc, id)?.block.type === 'image' ? id : null;
  }

  #dropData(data: DataTransfer, position: Position): void {
    const newType = data.getData(DRAG_NEW) as BlockType;
    const moveId = data.getData(DRAG_MOVE);
    const savedId = data.getData(DRAG_SAVED);
    if (savedId && this.#host.store) void insertSavedBlock(this.#host.store, savedId, position);
    else if (newType && newType in BLOCKS) this.#host.emit<CanvasDropDetail>('eb-canvas-drop', { newType, position });
    else if (moveId) this.#host.emit<CanvasDropDetail>('eb-canvas-drop', { moveId, position });
  }
}

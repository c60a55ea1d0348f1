// Where a dragged block would land: the shown line (or the box a block drops into) and the
// document position. Shared by palette drags, file drops and moves by the block's handle.
import { findBlock, ROOT } from '../state/document-ops';
import { blockElementOf, type DropTarget, frameBox } from './geometry';
import type { CanvasHost } from './host';

export class DropTargets {
  #current: DropTarget | null = null;
  #host: CanvasHost;

  constructor(host: CanvasHost) {
    this.#host = host;
  }

  get current(): DropTarget | null {
    return this.#current;
  }

  set current(target: DropTarget | null) {
    this.#current = target;
    this.#host.requestUpdate();
  }

  /** Where a drop over `target` at height `y` lands, and the line that shows it. */
  at(target: Element, y: number): DropTarget {
    const store = this.#host.store;
    const blockEl = blockElementOf(target);
    const id = blockEl?.getAttribute('data-eb-block');
    const found = id && store ? findBlock(store.doc, id) : null;
    if (!blockEl || !found || !store) return this.atEnd(false);
    const cell = target.closest('[data-eb-column]');
    if (found.block.type === 'columns' && cell && blockEl.contains(cell)) {
      const [, index] = (cell.getAttribute('data-eb-column') ?? '').split(':');
      const column = Number(index);
      const blocks = found.block.props.columns[column]?.blocks ?? [];
      const last = blocks[blocks.length - 1];
      const lastBox = last ? this.#host.boxOf(last.id) : null;
      return {
        box: lastBox ? { ...lastBox, top: lastBox.top + lastBox.height, height: 0 } : frameBox(cell),
        into: !lastBox,
        position: { container: { columnsId: found.block.id, column }, index: blocks.length },
      };
    }
    const box = frameBox(blockEl);
    const before = y < box.top + box.height / 2;
    return {
      box: { ...box, top: before ? box.top : box.top + box.height, height: 0 },
      into: false,
      position: { container: found.container, index: found.index + (before ? 0 : 1) },
    };
  }

  /** The start or the end of the email (a drop above or below it). */
  atEnd(atStart: boolean): DropTarget {
    const blocks = this.#host.store?.doc.blocks ?? [];
    const edge = atStart ? blocks[0] : blocks[blocks.length - 1];
    const box = edge ? this.#host.boxOf(edge.id) : null;
    const line = box
      ? { ...box, top: atStart ? box.top : box.top + box.height, height: 0 }
      : { top: 24, left: 24, width: this.#host.wrapWidth() - 48, height: 0 };
    return { box: line, into: false, position: { container: ROOT, index: atStart ? 0 : blocks.length } };
  }
}

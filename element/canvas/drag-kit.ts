// Moving things on the canvas: drops from the palette, saved blocks and files, pastes of images,
// and the block bar's drag handle, with the drop targets they share. One chunk, requested as the
// canvas is created; opening a template and editing text never wait for it.
import { DragDrop } from './drag-drop';
import { DropTargets } from './drop-target';
import type { CanvasHost } from './host';
import { PointerMove } from './pointer-move';

export interface DragKit {
  drops: DropTargets;
  dragDrop: DragDrop;
  pointerMove: PointerMove;
}

export function dragKit(host: CanvasHost): DragKit {
  const drops = new DropTargets(host);
  return { drops, dragDrop: new DragDrop(host, drops), pointerMove: new PointerMove(host, drops) };
}

// Clicks in the canvas iframe: the first selects a block, a second on the selected block (or a
// double-click) starts editing its text in place; the email's links never navigate the canvas.
import { blockIdAt } from './geometry';
import type { CanvasHost } from './host';
import type { InlineEditing } from './inline-editing';

export function frameClicks(host: CanvasHost, inline: InlineEditing) {
  const click = (event: MouseEvent): void => {
    const target = event.target as Element;
    if (inline.editing?.root.contains(target)) {
      if (target.closest('a')) event.preventDefault();
      return;
    }
    event.preventDefault();
    const id = blockIdAt(target);
    const store = host.store;
    if (!store) return;
    if (id && id === store.selectedId && inline.start(id, event.clientX, event.clientY)) return;
    inline.finish();
    store.select(id);
  };
  const doubleClick = (event: MouseEvent): void => {
    const id = blockIdAt(event.target);
    if (id && !inline.editing) inline.start(id, event.clientX, event.clientY);
  };
  return { click, doubleClick };
}

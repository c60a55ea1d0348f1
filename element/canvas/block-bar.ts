// The toolbar on the selected block: its type, a drag handle (pointer moves), move up and down,
// duplicate and delete.
import { html, nothing } from 'lit';
import { BLOCKS } from '../../core/blocks/registry';
import { icon } from '../shared/icons';
import { findBlock } from '../state/document-ops';
import type { CanvasHost } from './host';
import type { PointerMove } from './pointer-move';

export function blockBar(host: CanvasHost, move: PointerMove, id: string) {
  const store = host.store;
  const box = host.boxOf(id);
  const block = store ? findBlock(store.doc, id) : null;
  if (!store || !box || !block) return nothing;
  const label = BLOCKS[block.block.type].label;
  const top = Math.max(box.top, 30);
  return html`<div class="bar" role="toolbar" aria-label=${`${label} block`} style=${`top:${top}px;right:${host.wrapWidth() - box.left - box.width}px`}>
    <span class="tag" aria-hidden="true">${label}</span>
    <button
      class="handle"
      aria-label="Drag to move"
      title="Drag to move (or Alt+↑/↓)"
      @pointerdown=${(e: PointerEvent) => move.start(e, id)}
      @pointermove=${move.onMove}
      @pointerup=${move.end}
      @pointercancel=${move.end}
    >${icon('grip')}</button>
    <button aria-label="Move up" title="Move up (Alt+↑)" @click=${() => store.moveBy(id, -1)}>${icon('up')}</button>
    <button aria-label="Move down" title="Move down (Alt+↓)" @click=${() => store.moveBy(id, 1)}>${icon('down')}</button>
    <button aria-label="Duplicate" title="Duplicate (Ctrl+D)" @click=${() => store.duplicate(id)}>${icon('copy')}</button>
    <button aria-label="Delete" title="Delete (Del)" @click=${() => store.remove(id)}>${icon('trash')}</button>
  </div>`;
}

// The toolbar on the selected block: its type, a drag handle (pointer moves), move up and down,
// duplicate and delete.
import { html, nothing } from 'lit';
import { blockLabel } from '../blocks/registry';
import { icon } from '../shared/icons';
import { findBlock } from '../state/document-ops';
import type { CanvasHost } from './host';
import type { PointerMove } from './pointer-move';

export function blockBar(host: CanvasHost, move: PointerMove, id: string) {
  const store = host.store;
  const box = host.boxOf(id);
  const block = store ? findBlock(store.doc, id) : null;
  if (!store || !box || !block) return nothing;
  const i18n = host.i18n;
  const t = (key: Parameters<typeof i18n.t>[0]) => i18n.t(key);
  const label = blockLabel(block.block.type, i18n);
  const top = Math.max(box.top, 30);
  return html`<div class="bar" role="toolbar" aria-label=${i18n.t('editor.blockBar.label', { type: label })} style=${`top:${top}px;right:${host.wrapWidth() - box.left - box.width}px`}>
    <span class="tag" aria-hidden="true">${label}</span>
    <button
      class="handle"
      aria-label=${t('editor.blockBar.drag')}
      title=${t('editor.blockBar.dragTitle')}
      @pointerdown=${(e: PointerEvent) => move.start(e, id)}
      @pointermove=${move.onMove}
      @pointerup=${move.end}
      @pointercancel=${move.end}
    >${icon('grip')}</button>
    <button aria-label=${t('editor.blockBar.moveUp')} title=${t('editor.blockBar.moveUpTitle')} @click=${() => store.moveBy(id, -1)}>${icon('up')}</button>
    <button aria-label=${t('editor.blockBar.moveDown')} title=${t('editor.blockBar.moveDownTitle')} @click=${() => store.moveBy(id, 1)}>${icon('down')}</button>
    <button aria-label=${t('editor.blockBar.duplicate')} title=${t('editor.blockBar.duplicateTitle')} @click=${() => store.duplicate(id)}>${icon('copy')}</button>
    <button aria-label=${t('editor.blockBar.delete')} title=${t('editor.blockBar.deleteTitle')} @click=${() => store.remove(id)}>${icon('trash')}</button>
  </div>`;
}

// The toolbar on the selected block: its type, a drag handle (pointer moves), move up and down,
// duplicate and delete. On a locked block (element/review/locks.ts) a manager also gets
// Lock/Unlock; anyone else gets the lock and every control disabled, with the reason.
import { html, nothing } from 'lit';
import { blockNameOf } from '../blocks/custom/label';
import type * as Locks from '../review/locks';
import { icon } from '../shared/icons';
import { findBlock } from '../state/document-ops';
import type { CanvasHost } from './host';
import type { PointerMove } from './pointer-move';

/** `move` is null until the drag code has arrived (a moment after the canvas): the handle waits. */
export function blockBar(host: CanvasHost, move: PointerMove | null, id: string, locks: typeof Locks | null) {
  const store = host.store;
  const box = host.boxOf(id);
  const block = store ? findBlock(store.doc, id) : null;
  if (!store || !box || !block) return nothing;
  const i18n = host.i18n;
  const t = (key: Parameters<typeof i18n.t>[0]) => i18n.t(key);
  const label = blockNameOf(store, block.block, i18n);
  const top = Math.max(box.top, 30);
  const locked = store.lockedFor(id);
  const why = i18n.t('review.lockedHelp');
  return html`<div
    class="bar"
    role="toolbar"
    aria-label=${i18n.t('editor.blockBar.label', { type: label })}
    aria-describedby=${locked ? 'lock-why' : nothing}
    style=${`top:${top}px;right:${host.wrapWidth() - box.left - box.width}px`}
  >
    <span class="tag" aria-hidden="true">${label}</span>
    ${locked ? html`<span class="locked" id="lock-why" title=${why}>${icon('lock')}<span class="visually-hidden">${why}</span></span>` : nothing}
    ${locks ? locks.lockToggle(store, i18n, id, block.block) : nothing}
    <button
      ?disabled=${locked}
      class="handle"
      aria-label=${t('editor.blockBar.drag')}
      title=${t('editor.blockBar.dragTitle')}
      @pointerdown=${(e: PointerEvent) => move?.start(e, id)}
      @pointermove=${(e: PointerEvent) => move?.onMove(e)}
      @pointerup=${(e: PointerEvent) => move?.end(e)}
      @pointercancel=${(e: PointerEvent) => move?.end(e)}
    >${icon('grip')}</button>
    <button ?disabled=${locked} aria-label=${t('editor.blockBar.moveUp')} title=${t('editor.blockBar.moveUpTitle')} @click=${() => store.moveBy(id, -1)}>${icon('up')}</button>
    <button ?disabled=${locked} aria-label=${t('editor.blockBar.moveDown')} title=${t('editor.blockBar.moveDownTitle')} @click=${() => store.moveBy(id, 1)}>${icon('down')}</button>
    <button ?disabled=${locked} aria-label=${t('editor.blockBar.duplicate')} title=${t('editor.blockBar.duplicateTitle')} @click=${() => store.duplicate(id)}>${icon('copy')}</button>
    <button ?disabled=${locked} aria-label=${t('editor.blockBar.delete')} title=${t('editor.blockBar.deleteTitle')} @click=${() => store.remove(id)}>${icon('trash')}</button>
  </div>`;
}

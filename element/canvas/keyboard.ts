// Keyboard navigation on the canvas: arrows select the previous or next block, Alt+arrows move
// it, Enter edits its text, Escape leaves editing or clears the selection. Keys pressed inside
// the email's frame are forwarded so the editor's shortcuts (undo, save…) see them too.
import { allBlockIds } from '../state/document-ops';
import type { CanvasHost } from './host';
import type { InlineEditing } from './inline-editing';

export class CanvasKeyboard {
  #host: CanvasHost;
  #inline: InlineEditing;

  constructor(host: CanvasHost, inline: InlineEditing) {
    this.#host = host;
    this.#inline = inline;
  }

  /** Keys on the stage (the canvas region has focus). */
  onKey = (event: KeyboardEvent): void => {
    const store = this.#host.store;
    if (!store || event.ctrlKey || event.metaKey) return;
    const stage = this.#host.renderRoot.querySelector('.stage');
    const target = event.composedPath()[0] as HTMLElement | undefined;
    if (target && target !== stage && target.ownerDocument === document) return;
    const selected = store.selectedId;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const down = event.key === 'ArrowDown';
      if (event.altKey && selected) {
        store.moveBy(selected, down ? 1 : -1);
      } else {
        const ids = allBlockIds(store.doc);
        const at = selected ? ids.indexOf(selected) : -1;
        const next = ids[down ? Math.min(at + 1, ids.length - 1) : Math.max(at - 1, 0)] ?? null;
        store.select(next);
        if (next) this.#scrollIntoView(next);
      }
      event.preventDefault();
    } else if (event.key === 'Enter' && selected) {
      if (this.#inline.start(selected)) event.preventDefault();
    } else if (event.key === 'Escape' && selected) {
      store.select(null);
      event.preventDefault();
    }
  };

  /** Keys inside the email's frame (a selected block, or text being edited). */
  onFrameKey = (event: KeyboardEvent): void => {
    if (this.#inline.editing) {
      if (event.key === 'Escape') {
        event.preventDefault();
        this.#inline.finish();
        this.#host.renderRoot.querySelector<HTMLElement>('.stage')?.focus();
        return;
      }
      const mod = event.ctrlKey || event.metaKey;
      // Undo/redo and save act on the document, not on the contenteditable's own history.
      if (!(mod && ['z', 'y', 's', 'd'].includes(event.key.toLowerCase()))) return;
      event.preventDefault();
      if (event.key.toLowerCase() !== 's') this.#inline.finish();
    }
    this.onKey(event);
    if (!event.defaultPrevented) this.#forward(event);
  };

  /** Re-dispatches a key from inside the iframe so the editor's shortcuts see it. */
  #forward(event: KeyboardEvent): void {
    const copy = new KeyboardEvent('keydown', {
      key: event.key,
      code: event.code,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      altKey: event.altKey,
      bubbles: true,
      composed: true,
      cancelable: true,
    });
    this.#host.dispatchEvent(copy);
    if (copy.defaultPrevented) event.preventDefault();
  }

  #scrollIntoView(id: string): void {
    const box = this.#host.boxOf(id);
    const root = this.#host.renderRoot;
    const stage = root.querySelector<HTMLElement>('.stage');
    const wrap = root.querySelector<HTMLElement>('.wrap');
    if (!box || !stage || !wrap) return;
    const top = wrap.offsetTop + box.top;
    if (top < stage.scrollTop || top + box.height > stage.scrollTop + stage.clientHeight) stage.scrollTop = top - 48;
  }
}

import { ContextConsumer } from '@lit/context';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { BLOCKS } from '../../core/blocks/registry';
import { isSafeUrl } from '../../core/document/fields';
import type { Block, BlockType, EmailDocument } from '../../core/document/schema';
import { renderBlockHtml, renderHtml } from '../../core/render/index';
import { DRAG_MOVE, DRAG_NEW } from '../palette/palette';
import { sessionContext, storeContext } from '../shared/context';
import { define } from '../shared/define';
import { icon } from '../shared/icons';
import { allBlockIds, diffDocuments, findBlock, type Position, ROOT } from '../state/document-ops';
import type { EditorStore, StoreChange } from '../state/store';
import { canvasStyles } from './canvas.styles';
import { blockElement, editableRoot, FRAME_CSS, placeCaret } from './frame';

export type Device = 'desktop' | 'mobile';

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

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

export const MERGE_TAGS = ['first_name', 'last_name', 'email', 'company', 'unsubscribe_url'];

/**
 * The email as it will be sent — the renderer's own output in a sandboxed iframe (scripts never
 * run) — with hover and selection outlines, drop targets and inline text editing. Edits patch
 * only the changed block's DOM; structure changes re-render the document.
 *
 * @fires eb-canvas-drop - internal: something was dropped at a position.
 * @fires eb-image-drop - internal: a file was dropped on an image block.
 * @csspart frame - the device frame around the iframe.
 */
export class EbCanvas extends LitElement {
  static override properties = {
    device: { type: String },
    _hover: { state: true },
    _drop: { state: true },
    _editing: { state: true },
    _linkOpen: { state: true },
  };

  static override styles = canvasStyles;

  declare device: Device;
  declare _hover: string | null;
  declare _drop: { box: Box; into: boolean; position: Position } | null;
  declare _editing: { id: string; root: HTMLElement } | null;
  declare _linkOpen: boolean;
  #store: EditorStore | null = null;
  #ready = false;
  #savedRange: Range | null = null;
  #heightFrame = 0;
  #moving: string | null = null;
  /** True while the inline editor itself writes to the store, so its block is not re-rendered under the caret. */
  #applyingInlineEdit = false;
  /** The frame changes size with the device toggle and the window: outlines follow. */
  #resize = new ResizeObserver(() => this.#scheduleHeight());
  #session = new ContextConsumer(this, { context: sessionContext, subscribe: true });

  constructor() {
    super();
    this.device = 'desktop';
    this._hover = null;
    this._drop = null;
    this._editing = null;
    this._linkOpen = false;
    new ContextConsumer(this, {
      context: storeContext,
      subscribe: true,
      callback: (store) => this.#attach(store),
    });
  }

  get frame(): HTMLIFrameElement | null {
    return this.renderRoot.querySelector('iframe');
  }

  get frameDocument(): Document | null {
    return this.frame?.contentDocument ?? null;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#store?.removeEventListener('change', this.#onChange);
    this.#resize.disconnect();
  }

  /** Starts inline editing of a text or heading block (Enter on the canvas, double-click). */
  editBlock(id: string, x?: number, y?: number): boolean {
    const store = this.#store;
    const doc = this.frameDocument;
    if (!store || !doc || store.readOnly) return false;
    const found = findBlock(store.doc, id);
    const el = blockElement(doc, id);
    if (!found || !el) return false;
    const root = editableRoot(el, found.block);
    if (!root) return false;
    this.finishEditing();
    store.select(id);
    root.contentEditable = found.block.type === 'heading' ? 'plaintext-only' : 'true';
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', found.block.type === 'text' ? 'true' : 'false');
    root.setAttribute('aria-label', `${BLOCKS[found.block.type].label} text`);
    root.addEventListener('input', this.#onEditInput);
    root.focus();
    placeCaret(doc, root, x, y);
    this._editing = { id, root };
    return true;
  }

  /** Leaves inline editing and re-renders the block from the document. */
  finishEditing(): void {
    const editing = this._editing;
    if (!editing) return;
    editing.root.removeEventListener('input', this.#onEditInput);
    editing.root.removeAttribute('contenteditable');
    this._editing = null;
    this._linkOpen = false;
    this.#patch(editing.id);
  }

  protected override render() {
    const store = this.#store;
    const selectedId = store?.selectedId ?? null;
    const readOnly = store?.readOnly ?? false;
    return html`<div
      class="stage"
      tabindex="0"
      role="region"
      aria-label="Email canvas"
      aria-describedby="canvas-help"
      @keydown=${this.#onKey}
      @dragover=${this.#onStageDragOver}
      @drop=${this.#onStageDrop}
      @dragleave=${this.#onDragLeave}
    >
      <span id="canvas-help" class="visually-hidden">
        Arrow keys select blocks, Alt plus arrow keys move the selected block, Enter edits its text, Delete removes it, Escape
        clears the selection.
      </span>
      <div class="wrap ${this.device}" part="frame">
        <iframe
          title="Email canvas"
          sandbox="allow-same-origin"
          tabindex="-1"
          srcdoc="<!doctype html><html><head></head><body></body></html>"
          @load=${this.#onFrameLoad}
        ></iframe>
        ${this.#outline(this._hover !== selectedId ? this._hover : null, 'hover')}
        ${this.#outline(selectedId, this._editing ? 'selected editing' : 'selected')}
        ${selectedId && !this._editing && !readOnly ? this.#blockBar(selectedId) : nothing}
        ${this._editing ? this.#formatBar() : nothing}
        ${this._drop ? html`<div class="drop ${this._drop.into ? 'into' : ''}" style=${boxStyle(this._drop.box)}></div>` : nothing}
      </div>
    </div>`;
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('device')) this.#scheduleHeight();
  }

  #outline(id: string | null, kind: string) {
    const box = id ? this.#boxOf(id) : null;
    return box ? html`<div class="outline ${kind}" style=${boxStyle(box)}></div>` : nothing;
  }

  #blockBar(id: string) {
    const box = this.#boxOf(id);
    const block = this.#store ? findBlock(this.#store.doc, id) : null;
    if (!box || !block) return nothing;
    const label = BLOCKS[block.block.type].label;
    const top = Math.max(box.top, 30);
    return html`<div class="bar" role="toolbar" aria-label=${`${label} block`} style=${`top:${top}px;right:${this.#wrapWidth() - box.left - box.width}px`}>
      <span class="tag" aria-hidden="true">${label}</span>
      <button
        class="handle"
        aria-label="Drag to move"
        title="Drag to move (or Alt+↑/↓)"
        @pointerdown=${(e: PointerEvent) => this.#startMove(e, id)}
        @pointermove=${this.#onMoveDrag}
        @pointerup=${this.#endMove}
        @pointercancel=${this.#endMove}
      >${icon('grip')}</button>
      <button aria-label="Move up" title="Move up (Alt+↑)" @click=${() => this.#store?.moveBy(id, -1)}>${icon('up')}</button>
      <button aria-label="Move down" title="Move down (Alt+↓)" @click=${() => this.#store?.moveBy(id, 1)}>${icon('down')}</button>
      <button aria-label="Duplicate" title="Duplicate (Ctrl+D)" @click=${() => this.#store?.duplicate(id)}>${icon('copy')}</button>
      <button aria-label="Delete" title="Delete (Del)" @click=${() => this.#store?.remove(id)}>${icon('trash')}</button>
    </div>`;
  }

  #formatBar() {
    const editing = this._editing;
    const store = this.#store;
    if (!editing || !store) return nothing;
    const box = this.#boxOf(editing.id);
    const block = findBlock(store.doc, editing.id)?.block;
    if (!box || !block) return nothing;
    const rich = block.type === 'text';
    const keep = (e: Event) => e.preventDefault();
    return html`<div class="format" role="toolbar" aria-label="Text formatting" style=${`top:${box.top}px;left:${box.left}px`} @mousedown=${keep}>
      ${
        rich
          ? html`<button class="btn icon ghost" aria-label="Bold" title="Bold (Ctrl+B)" @click=${() => this.#exec('bold')}>${icon('bold')}</button>
            <button class="btn icon ghost" aria-label="Italic" title="Italic (Ctrl+I)" @click=${() => this.#exec('italic')}>${icon('italic')}</button>
            <button class="btn icon ghost" aria-label="Link" aria-expanded=${this._linkOpen ? 'true' : 'false'} @click=${this.#openLink}>${icon('link')}</button>
            ${this._linkOpen ? this.#linkForm() : nothing}
            <span class="sep"></span>`
          : nothing
      }
      <select class="input" aria-label="Insert merge tag" @change=${this.#insertTag} @mousedown=${(e: Event) => e.stopPropagation()}>
        <option value="">Merge tag…</option>
        ${MERGE_TAGS.map((tag) => html`<option value=${tag}>{{${tag}}}</option>`)}
      </select>
      <button class="btn ghost" @click=${() => this.finishEditing()}>Done</button>
    </div>`;
  }

  #linkForm() {
    return html`<input
        class="input"
        type="url"
        aria-label="Link URL"
        placeholder="https://…"
        @mousedown=${(e: Event) => e.stopPropagation()}
        @keydown=${(e: KeyboardEvent) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            this.#applyLink((e.target as HTMLInputElement).value);
          } else if (e.key === 'Escape') {
            e.stopPropagation();
            this._linkOpen = false;
          }
        }}
      /><button class="btn" @click=${(e: Event) => this.#applyLink(((e.target as HTMLElement).previousElementSibling as HTMLInputElement).value)}>
        Apply
      </button>`;
  }

  #openLink = (): void => {
    const selection = this.frameDocument?.getSelection();
    this.#savedRange = selection && selection.rangeCount > 0 ? selection.getRangeAt(0).cloneRange() : null;
    this._linkOpen = !this._linkOpen;
    if (this._linkOpen) this.updateComplete.then(() => this.renderRoot.querySelector<HTMLInputElement>('input[type=url]')?.focus());
  };

  #applyLink(url: string): void {
    const doc = this.frameDocument;
    const editing = this._editing;
    if (!doc || !editing) return;
    const value = url.trim();
    if (value && !isSafeUrl(value)) {
      this.renderRoot.querySelector('input[type=url]')?.setAttribute('aria-invalid', 'true');
      return;
    }
    editing.root.focus();
    if (this.#savedRange) {
      const selection = doc.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(this.#savedRange);
    }
    doc.execCommand(value ? 'createLink' : 'unlink', false, value);
    this._linkOpen = false;
  }

  #exec(command: 'bold' | 'italic'): void {
    this._editing?.root.focus();
    this.frameDocument?.execCommand(command);
  }

  #insertTag = (event: Event): void => {
    const select = event.target as HTMLSelectElement;
    const tag = select.value;
    select.value = '';
    if (!tag || !this._editing) return;
    this._editing.root.focus();
    this.frameDocument?.execCommand('insertText', false, `{{${tag}}}`);
  };

  #onEditInput = (): void => {
    const editing = this._editing;
    const store = this.#store;
    if (!editing || !store) return;
    this.#applyingInlineEdit = true;
    try {
      store.update(
        editing.id,
        (block) => {
          if (block.type === 'heading')
            return { ...block, props: { ...block.props, text: (editing.root.textContent ?? '').slice(0, 500) } };
          if (block.type === 'text') return { ...block, props: { ...block.props, html: cleanEditedHtml(editing.root) } };
          return block;
        },
        { coalesce: `inline:${editing.id}` },
      );
    } finally {
      this.#applyingInlineEdit = false;
    }
  };

  #attach(store: EditorStore): void {
    if (store === this.#store) return;
    this.#store?.removeEventListener('change', this.#onChange);
    this.#store = store;
    store.addEventListener('change', this.#onChange);
    this.#renderAll();
  }

  #onChange = (event: Event): void => {
    const { prev, next } = (event as CustomEvent<StoreChange>).detail;
    if (prev !== next) this.#sync(prev, next);
    if (this._editing && this.#store?.selectedId !== this._editing.id) this.finishEditing();
    this.requestUpdate();
  };

  #sync(prev: EmailDocument, next: EmailDocument): void {
    const diff = diffDocuments(prev, next);
    if (diff.structure) {
      this.finishEditing();
      this.#renderAll();
      return;
    }
    for (const id of diff.changed) {
      if (id === this._editing?.id) {
        // The DOM already shows what the user typed; any other change (inspector, undo) wins.
        if (this.#applyingInlineEdit) continue;
        this.finishEditing();
        continue;
      }
      const before = findBlock(prev, id);
      const after = findBlock(next, id);
      // Head CSS (visibility, mobile overrides, column classes) only comes with a full render.
      if (!before || !after || needsHeadCss(before.block, after.block)) {
        this.#renderAll();
        return;
      }
      this.#patch(id);
    }
  }

  /** Replaces one block's DOM with its fresh rendering (column children render at their column's width). */
  #patch(id: string): void {
    const store = this.#store;
    const doc = this.frameDocument;
    if (!store || !doc || !this.#ready) return;
    const found = findBlock(store.doc, id);
    if (!found) return;
    const el = blockElement(doc, id);
    if (!el) {
      this.#renderAll();
      return;
    }
    el.outerHTML = renderBlockHtml(found.block, store.doc, this.#renderOptions());
    this.#watchImages(blockElement(doc, id));
    this.#scheduleHeight();
  }

  #renderAll(): void {
    const store = this.#store;
    const doc = this.frameDocument;
    if (!store || !doc || !this.#ready) return;
    this._editing = null;
    const markup = renderHtml(store.doc, this.#renderOptions());
    const parsed = new DOMParser().parseFromString(markup, 'text/html');
    const style = parsed.createElement('style');
    style.textContent = FRAME_CSS;
    parsed.head.append(style);
    if (store.doc.blocks.length === 0) {
      const empty = parsed.createElement('div');
      empty.className = 'eb-empty';
      empty.textContent = store.readOnly ? 'This template is empty.' : 'Drag blocks here from the palette, or click one to add it.';
      parsed.body.prepend(empty);
    }
    doc.documentElement.replaceWith(doc.adoptNode(parsed.documentElement));
    this.#watchImages(doc);
    this.#scheduleHeight();
  }

  /**
   * An image that cannot load (a typo, a 404, offline) still needs a visible, clickable box. The
   * frame's `error` events do not reach us for every failure (blocked responses among them), so
   * each new image's decode() settles it.
   */
  #watchImages(root: ParentNode | null): void {
    for (const img of root?.querySelectorAll('img') ?? []) {
      img.decode().then(
        () => this.#scheduleHeight(),
        () => {
          if (img.isConnected && !(img.complete && img.naturalWidth > 0)) img.setAttribute('data-eb-broken', '');
          this.#scheduleHeight();
        },
      );
    }
  }

  #renderOptions() {
    return { annotate: true, assetBaseUrl: this.#session.value?.assetBaseUrl ?? '/assets' };
  }

  #onFrameLoad = (): void => {
    const doc = this.frameDocument;
    if (!doc) return;
    if (this.frame) this.#resize.observe(this.frame);
    this.#ready = true;
    doc.addEventListener('mouseover', this.#onFrameHover);
    doc.addEventListener('mouseleave', () => {
      this._hover = null;
    });
    doc.addEventListener('click', this.#onFrameClick);
    doc.addEventListener('dblclick', this.#onFrameDoubleClick);
    doc.addEventListener('keydown', this.#onFrameKey);
    doc.addEventListener('dragover', this.#onFrameDragOver);
    doc.addEventListener('drop', this.#onFrameDrop);
    doc.addEventListener('dragleave', this.#onDragLeave);
    doc.addEventListener('load', () => this.#scheduleHeight(), true);
    // An image that cannot load (offline placeholder, typo) still needs a visible, clickable box.
    doc.addEventListener(
      'error',
      (event) => {
        if (event.target instanceof HTMLImageElement) event.target.setAttribute('data-eb-broken', '');
        this.#scheduleHeight();
      },
      true,
    );
    doc.addEventListener('paste', this.#onPaste);
    this.#renderAll();
  };

  #onFrameHover = (event: Event): void => {
    const id = blockIdAt(event.target);
    if (id !== this._hover) this._hover = id;
  };

  #onFrameClick = (event: MouseEvent): void => {
    const target = event.target as Element;
    if (this._editing?.root.contains(target)) {
      if (target.closest('a')) event.preventDefault();
      return;
    }
    // The email's links must never navigate the canvas.
    event.preventDefault();
    const id = blockIdAt(target);
    const store = this.#store;
    if (!store) return;
    if (id && id === store.selectedId && this.editBlock(id, event.clientX, event.clientY)) return;
    this.finishEditing();
    store.select(id);
  };

  #onFrameDoubleClick = (event: MouseEvent): void => {
    const id = blockIdAt(event.target);
    if (id && !this._editing) this.editBlock(id, event.clientX, event.clientY);
  };

  #onPaste = (event: ClipboardEvent): void => {
    if (!this._editing) return;
    // Pasted rich text brings foreign markup; keep the words, let the renderer style them.
    event.preventDefault();
    const text = event.clipboardData?.getData('text/plain') ?? '';
    this.frameDocument?.execCommand('insertText', false, text);
  };

  #onFrameKey = (event: KeyboardEvent): void => {
    if (this._editing) {
      if (event.key === 'Escape') {
        event.preventDefault();
        this.finishEditing();
        this.renderRoot.querySelector<HTMLElement>('.stage')?.focus();
        return;
      }
      const mod = event.ctrlKey || event.metaKey;
      // Undo/redo and save act on the document, not on the contenteditable's own history.
      if (!(mod && ['z', 'y', 's', 'd'].includes(event.key.toLowerCase()))) return;
      event.preventDefault();
      if (event.key.toLowerCase() !== 's') this.finishEditing();
    }
    this.#onKey(event);
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
    this.dispatchEvent(copy);
    if (copy.defaultPrevented) event.preventDefault();
  }

  #onKey = (event: KeyboardEvent): void => {
    const store = this.#store;
    if (!store || event.ctrlKey || event.metaKey) return;
    const target = event.composedPath()[0] as HTMLElement | undefined;
    if (target && target !== this.renderRoot.querySelector('.stage') && target.ownerDocument === document) return;
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
      if (this.editBlock(selected)) event.preventDefault();
    } else if (event.key === 'Escape' && selected) {
      store.select(null);
      event.preventDefault();
    }
  };

  #scrollIntoView(id: string): void {
    const box = this.#boxOf(id);
    const stage = this.renderRoot.querySelector<HTMLElement>('.stage');
    const wrap = this.renderRoot.querySelector<HTMLElement>('.wrap');
    if (!box || !stage || !wrap) return;
    const top = wrap.offsetTop + box.top;
    if (top < stage.scrollTop || top + box.height > stage.scrollTop + stage.clientHeight) stage.scrollTop = top - 48;
  }

  /** Moving a block by its handle uses pointer events: they work the same for mouse, pen and touch. */
  #startMove(event: PointerEvent, id: string): void {
    if (event.button !== 0) return;
    event.preventDefault();
    (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
    this.#moving = id;
  }

  #onMoveDrag = (event: PointerEvent): void => {
    const frame = this.frame;
    const doc = this.frameDocument;
    if (!this.#moving || !frame || !doc) return;
    const rect = frame.getBoundingClientRect();
    const x = event.clientX - rect.left;
    const y = event.clientY - rect.top;
    const target = doc.elementFromPoint(Math.max(0, Math.min(x, rect.width - 1)), y);
    this._drop = target ? this.#dropAt(target, y) : this.#endDrop(y < 0);
  };

  #endMove = (event: PointerEvent): void => {
    const id = this.#moving;
    const drop = this._drop;
    this.#moving = null;
    this._drop = null;
    (event.currentTarget as HTMLElement).releasePointerCapture?.(event.pointerId);
    if (id && drop && event.type === 'pointerup') this.#emit<CanvasDropDetail>('eb-canvas-drop', { moveId: id, position: drop.position });
  };

  #onFrameDragOver = (event: DragEvent): void => {
    const types = event.dataTransfer?.types ?? [];
    if (types.includes('Files')) {
      // Never let a dropped file navigate the canvas; only image blocks take files.
      event.preventDefault();
      const id = blockIdAt(event.target);
      const block = id && this.#store ? findBlock(this.#store.doc, id)?.block : null;
      if (event.dataTransfer) event.dataTransfer.dropEffect = block?.type === 'image' ? 'copy' : 'none';
      this._drop =
        block?.type === 'image' && id ? { box: this.#boxOf(id) ?? emptyBox(), into: true, position: { container: ROOT, index: 0 } } : null;
      return;
    }
    if (!types.includes(DRAG_NEW) && !types.includes(DRAG_MOVE)) return;
    if (this.#store?.readOnly) return;
    event.preventDefault();
    this._drop = this.#dropAt(event.target as Element, event.clientY);
  };

  #onFrameDrop = (event: DragEvent): void => {
    event.preventDefault();
    const data = event.dataTransfer;
    const drop = this._drop;
    this._drop = null;
    if (!data) return;
    const file = data.files[0];
    if (file) {
      const id = blockIdAt(event.target);
      const block = id && this.#store ? findBlock(this.#store.doc, id)?.block : null;
      if (id && block?.type === 'image') this.#emit<ImageDropDetail>('eb-image-drop', { id, file });
      return;
    }
    const position = drop?.position ?? this.#dropAt(event.target as Element, event.clientY).position;
    this.#dropData(data, position);
  };

  #onStageDragOver = (event: DragEvent): void => {
    const types = event.dataTransfer?.types ?? [];
    if ((!types.includes(DRAG_NEW) && !types.includes(DRAG_MOVE)) || this.#store?.readOnly) return;
    event.preventDefault();
    const doc = this.#store?.doc;
    if (!doc) return;
    // Outside the email (above or below it): the nearest end.
    const wrap = this.renderRoot.querySelector<HTMLElement>('.wrap');
    const above = wrap ? event.clientY < wrap.getBoundingClientRect().top : false;
    this._drop = this.#endDrop(above);
  };

  #onStageDrop = (event: DragEvent): void => {
    event.preventDefault();
    const drop = this._drop;
    this._drop = null;
    if (event.dataTransfer && drop) this.#dropData(event.dataTransfer, drop.position);
  };

  #onDragLeave = (event: DragEvent): void => {
    if (!event.relatedTarget) this._drop = null;
  };

  #dropData(data: DataTransfer, position: Position): void {
    const newType = data.getData(DRAG_NEW) as BlockType;
    const moveId = data.getData(DRAG_MOVE);
    if (newType && newType in BLOCKS) this.#emit<CanvasDropDetail>('eb-canvas-drop', { newType, position });
    else if (moveId) this.#emit<CanvasDropDetail>('eb-canvas-drop', { moveId, position });
  }

  /** Where a drop over `target` at height `y` lands, and the line that shows it. */
  #dropAt(target: Element, y: number): { box: Box; into: boolean; position: Position } {
    const store = this.#store;
    const blockEl = target.closest?.('[data-eb-block]') as HTMLElement | null;
    const id = blockEl?.getAttribute('data-eb-block');
    const found = id && store ? findBlock(store.doc, id) : null;
    if (!blockEl || !found || !store) return this.#endDrop(false);
    const cell = target.closest('[data-eb-column]') as HTMLElement | null;
    if (found.block.type === 'columns' && cell && blockEl.contains(cell)) {
      const [, index] = (cell.getAttribute('data-eb-column') ?? '').split(':');
      const column = Number(index);
      const blocks = found.block.props.columns[column]?.blocks ?? [];
      const last = blocks[blocks.length - 1];
      const lastBox = last ? this.#boxOf(last.id) : null;
      const cellBox = this.#frameBox(cell);
      return {
        box: lastBox ? { ...lastBox, top: lastBox.top + lastBox.height, height: 0 } : cellBox,
        into: !lastBox,
        position: { container: { columnsId: found.block.id, column }, index: blocks.length },
      };
    }
    const box = this.#frameBox(blockEl);
    const rect = blockEl.getBoundingClientRect();
    const before = y < rect.top + rect.height / 2;
    return {
      box: { ...box, top: before ? box.top : box.top + box.height, height: 0 },
      into: false,
      position: { container: found.container, index: found.index + (before ? 0 : 1) },
    };
  }

  #endDrop(atStart: boolean): { box: Box; into: boolean; position: Position } {
    const doc = this.#store?.doc;
    const blocks = doc?.blocks ?? [];
    const edge = atStart ? blocks[0] : blocks[blocks.length - 1];
    const box = edge ? this.#boxOf(edge.id) : null;
    const line = box
      ? { ...box, top: atStart ? box.top : box.top + box.height, height: 0 }
      : { top: 24, left: 24, width: this.#wrapWidth() - 48, height: 0 };
    return { box: line, into: false, position: { container: ROOT, index: atStart ? 0 : blocks.length } };
  }

  #boxOf(id: string): Box | null {
    const doc = this.frameDocument;
    const el = doc ? blockElement(doc, id) : null;
    return el ? this.#frameBox(el) : null;
  }

  /** An element's box inside the iframe, in the wrap's coordinates (the iframe sits at its origin). */
  #frameBox(el: Element): Box {
    const rect = el.getBoundingClientRect();
    return { top: rect.top, left: rect.left, width: rect.width, height: rect.height };
  }

  #wrapWidth(): number {
    return this.renderRoot.querySelector<HTMLElement>('.wrap')?.clientWidth ?? 0;
  }

  #scheduleHeight(): void {
    cancelAnimationFrame(this.#heightFrame);
    this.#heightFrame = requestAnimationFrame(() => {
      const frame = this.frame;
      const body = this.frameDocument?.body;
      if (!frame || !body) return;
      const height = Math.ceil(body.getBoundingClientRect().height);
      frame.style.height = `${Math.max(height, 480)}px`;
      this.requestUpdate();
    });
  }

  #emit<T>(name: string, detail: T): void {
    this.dispatchEvent(new CustomEvent<T>(name, { detail, bubbles: true, composed: true }));
  }
}

function blockIdAt(target: EventTarget | null): string | null {
  const el = target instanceof Element ? target : (target as Node | null)?.parentElement;
  return el?.closest?.('[data-eb-block]')?.getAttribute('data-eb-block') ?? null;
}

function needsHeadCss(before: Block, after: Block): boolean {
  return before.hidden !== after.hidden || before.mobile !== after.mobile || after.type === 'columns';
}

function boxStyle(box: Box): string {
  return `top:${box.top}px;left:${box.left}px;width:${box.width}px;height:${box.height}px`;
}

function emptyBox(): Box {
  return { top: 0, left: 0, width: 0, height: 0 };
}

/** The edited text's HTML without the renderer's presentational attributes (it adds them back). */
export function cleanEditedHtml(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement;
  for (const el of copy.querySelectorAll('*')) {
    for (const attr of [...el.attributes]) {
      const keep = (el.tagName === 'A' && attr.name === 'href') || (el.tagName === 'SPAN' && attr.name === 'style');
      if (!keep) el.removeAttribute(attr.name);
    }
  }
  return copy.innerHTML.slice(0, 20_000);
}

define('eb-canvas', EbCanvas);

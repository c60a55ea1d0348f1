// Inline text editing on the canvas: a text or heading block becomes contenteditable in place.
// Text blocks get the rich-text toolbar (its own lazy chunk, element/rich-text/); headings are
// plain text with the merge-tag menu. Typing writes to the store, coalesced into one undo step
// per block; each toolbar command is its own step and re-renders the block from the renderer.
import { html, nothing, type ReactiveController } from 'lit';
import { renderBlockHtml } from '../../core/render/index';
import { unchip } from '../merge-tags/chips';
import type { RichText } from '../rich-text/rich-text';
import { lazyChunk } from '../shared/lazy-chunk';
import { findBlock } from '../state/document-ops';
import { blockElement, editableRoot, placeCaret } from './frame';
import type { CanvasHost } from './host';

/** The tags the first editor offered; the bar now lists the host's `store.mergeTags`. */
export const MERGE_TAGS = ['first_name', 'last_name', 'email', 'company', 'unsubscribe_url'];

/** The rich-text toolbar, model and paste handling: loaded when a text block is first edited. */
export const richTextChunk = lazyChunk(() => import('../rich-text/rich-text'));

/** Room above a block for the bar (two rows when it wraps) and a menu over it; less, and both go below. */
const ROOM_ABOVE = 200;

export class InlineEditing implements ReactiveController {
  /** The block being edited and its editable element, or null. */
  editing: { id: string; root: HTMLElement } | null = null;
  /** True while the inline editor itself writes to the store, so its block is not re-rendered under the caret. */
  applying = false;
  #rich: RichText | null = null;
  #host: CanvasHost;

  constructor(host: CanvasHost) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {}

  /** Starts editing a text or heading block (Enter on the canvas, a second click, double-click). */
  start(id: string, x?: number, y?: number): boolean {
    const { store, frameDocument: doc } = this.#host;
    // Someone else is typing in it (a live session): theirs until they leave it. A locked block is a manager's.
    if (!store || !doc || store.readOnly || store.taken.has(id) || store.lockedFor(id)) return false;
    const found = findBlock(store.doc, id);
    const el = blockElement(doc, id);
    if (!found || !el) return false;
    const root = editableRoot(el, found.block);
    if (!root) return false;
    this.finish();
    store.select(id);
    this.#attach(id, root, found.block.type === 'text');
    store.setTyping(id);
    root.focus();
    placeCaret(doc, root, x, y);
    doc.addEventListener('selectionchange', this.#onSelectionChange);
    if (found.block.type === 'text') void this.#loadRichText();
    this.#host.requestUpdate();
    return true;
  }

  #attach(id: string, root: HTMLElement, rich: boolean): void {
    root.contentEditable = rich ? 'true' : 'plaintext-only';
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', rich ? 'true' : 'false');
    const i18n = this.#host.i18n;
    root.setAttribute(
      'aria-label',
      i18n.t('editor.canvas.editable', { type: i18n.t(rich ? 'block.text.label' : 'block.heading.label') }),
    );
    root.addEventListener('input', this.#onInput);
    root.addEventListener('keydown', this.#onKey);
    root.addEventListener('beforeinput', this.#onBeforeInput);
    this.editing = { id, root };
  }

  #detach(root: HTMLElement): void {
    root.removeEventListener('input', this.#onInput);
    root.removeEventListener('keydown', this.#onKey);
    root.removeEventListener('beforeinput', this.#onBeforeInput);
    root.removeAttribute('contenteditable');
  }

  async #loadRichText(): Promise<RichText | null> {
    if (this.#rich) return this.#rich;
    try {
      const { RichText } = await richTextChunk.load();
      this.#rich ??= new RichText({
        root: () => this.editing?.root ?? null,
        commit: (html) => this.#commit(html),
        requestUpdate: () => this.#host.requestUpdate(),
        focusInBar: (selector) =>
          void this.#host.updateComplete.then(() =>
            this.#host.renderRoot.querySelector<HTMLElement>(`.format ${selector}`)?.focus(),
          ),
      });
      this.#rich.refresh();
      this.#host.requestUpdate();
      return this.#rich;
    } catch {
      // Typing still works; the toolbar comes with the next edit (the chunk retries then).
      return null;
    }
  }

  /** Leaves editing and re-renders the block from the document. */
  finish(): void {
    const editing = this.editing;
    if (!editing) return;
    this.#detach(editing.root);
    this.#host.frameDocument?.removeEventListener('selectionchange', this.#onSelectionChange);
    this.editing = null;
    this.#host.store?.setTyping(null);
    this.#host.patch(editing.id);
    this.#host.requestUpdate();
  }

  /**
   * A toolbar command's result: stored as one undo step, then the edited text is rendered by the
   * renderer (so it looks as it exports) and swapped into the editable element, which keeps the
   * focus (the rich-text editor then restores the selection).
   */
  #commit(htmlText: string): void {
    const editing = this.editing;
    const store = this.#host.store;
    const doc = this.#host.frameDocument;
    if (!editing || !store || !doc) return;
    this.applying = true;
    try {
      store.update(editing.id, (block) =>
        block.type === 'text' ? { ...block, props: { ...block.props, html: htmlText.slice(0, 20_000) } } : block,
      );
    } finally {
      this.applying = false;
    }
    const found = findBlock(store.doc, editing.id);
    if (!found) {
      this.finish();
      return;
    }
    const template = doc.createElement('template');
    template.innerHTML = renderBlockHtml(found.block, store.doc, { annotate: true, showBlock: () => true });
    const fresh = template.content.querySelector<HTMLElement>('[data-eb-block]');
    const freshRoot = fresh ? editableRoot(fresh, found.block) : null;
    const root = editing.root;
    if (freshRoot && freshRoot.tagName === root.tagName && root.isConnected) {
      root.replaceChildren(...freshRoot.childNodes);
    } else {
      // The text's container changed shape (it became empty, say): render the whole block again.
      this.#detach(root);
      this.#host.patch(editing.id);
      const el = blockElement(doc, editing.id);
      const next = el ? editableRoot(el, found.block) : null;
      if (!next) {
        this.finish();
        return;
      }
      this.#attach(editing.id, next, true);
    }
    const target = this.editing?.root;
    if (!target) return;
    if (doc.activeElement !== target) target.focus();
    this.#host.requestUpdate();
  }

  #onSelectionChange = (): void => {
    this.#rich?.refresh();
  };

  #onKey = (event: KeyboardEvent): void => {
    if (!this.editing || !(event.ctrlKey || event.metaKey)) return;
    if (this.#rich && this.editing.root.contentEditable === 'true') {
      this.#rich.onKey(event);
      return;
    }
    // The browser's own Ctrl+B/I/U would write markup outside the allow-list.
    if (['b', 'i', 'u', 'k'].includes(event.key.toLowerCase())) event.preventDefault();
  };

  /** Formatting from outside our toolbar (the browser's context menu, its shortcuts) is refused. */
  #onBeforeInput = (event: InputEvent): void => {
    if (event.inputType.startsWith('format')) event.preventDefault();
  };

  /** Pasted rich text keeps bold, italic, links and lists; headings take the words only. Files are not ours. */
  onPaste = (event: ClipboardEvent): void => {
    const editing = this.editing;
    if (!editing) return;
    if (editing.root.contentEditable === 'true') {
      if (this.#rich) this.#rich.onPaste(event);
      else if (event.clipboardData?.types.some((t) => t === 'text/html' || t === 'text/plain')) event.preventDefault();
      return;
    }
    const text = event.clipboardData?.getData('text/plain');
    if (!text) return;
    event.preventDefault();
    this.#insertPlain(text.replace(/\s+/g, ' '));
  };

  /** Inserts text at the caret of a plain-text (heading) block, as typing would. */
  #insertPlain(text: string): void {
    const editing = this.editing;
    const selection = this.#host.frameDocument?.getSelection();
    if (!editing || !selection || selection.rangeCount === 0) return;
    const range = selection.getRangeAt(0);
    if (!editing.root.contains(range.commonAncestorContainer)) return;
    range.deleteContents();
    const node = editing.root.ownerDocument.createTextNode(text);
    range.insertNode(node);
    range.setStartAfter(node);
    range.collapse(true);
    selection.removeAllRanges();
    selection.addRange(range);
    this.#onInput();
  }

  /**
   * The formatting bar, and the link or colour menu it opens, never over the block being edited:
   * above it (the menu above the bar) when the email leaves room there, else below it (the menu
   * below the bar).
   */
  renderBar() {
    const editing = this.editing;
    const store = this.#host.store;
    if (!editing || !store) return nothing;
    const box = this.#host.boxOf(editing.id);
    const block = findBlock(store.doc, editing.id)?.block;
    if (!box || !block) return nothing;
    const rich = block.type === 'text' ? this.#rich : null;
    const keep = (e: Event) => e.preventDefault();
    const t = this.#host.i18n;
    const below = box.top < ROOM_ABOVE;
    const top = below ? box.top + box.height : box.top;
    return html`<div
      class="format ${below ? 'below' : 'above'}"
      role="toolbar"
      aria-label=${t.t('editor.canvas.formatting')}
      style=${`top:${top}px;left:${box.left}px`}
      @mousedown=${keep}
    >
      ${rich ? rich.render() : nothing}
      <span class="sep"></span>
      <select class="input" aria-label=${t.t('editor.canvas.insertTag')} @change=${this.#insertTag} @mousedown=${(e: Event) => e.stopPropagation()}>
        <option value="">${t.t('editor.canvas.mergeTag')}</option>
        ${store.mergeTags.map((tag) => html`<option value=${tag.value}>${tag.name}</option>`)}
      </select>
      <button class="btn ghost" @click=${() => this.finish()}>${t.t('editor.canvas.done')}</button>
    </div>`;
  }

  #insertTag = (event: Event): void => {
    const select = event.target as HTMLSelectElement;
    const tag = select.value;
    select.value = '';
    const editing = this.editing;
    if (!tag || !editing) return;
    editing.root.focus();
    if (this.#rich && editing.root.contentEditable === 'true') this.#rich.insertText(tag);
    else this.#insertPlain(tag);
  };

  #onInput = (): void => {
    const editing = this.editing;
    const store = this.#host.store;
    if (!editing || !store) return;
    this.applying = true;
    try {
      store.update(
        editing.id,
        (block) => {
          if (block.type === 'heading')
            return { ...block, props: { ...block.props, text: (editing.root.textContent ?? '').slice(0, 500) } };
          if (block.type === 'text') {
            const html = this.#rich ? this.#rich.html(editing.root) : cleanEditedHtml(editing.root);
            return { ...block, props: { ...block.props, html: html.slice(0, 20_000) } };
          }
          return block;
        },
        { coalesce: `inline:${editing.id}` },
      );
    } finally {
      this.applying = false;
    }
  };
}

/** The edited text's HTML without the renderer's presentational attributes (it adds them back). */
export function cleanEditedHtml(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement;
  unchip(copy);
  for (const el of copy.querySelectorAll('*')) {
    for (const attr of [...el.attributes]) {
      const keep = (el.tagName === 'A' && attr.name === 'href') || (el.tagName === 'SPAN' && attr.name === 'style');
      if (!keep) el.removeAttribute(attr.name);
    }
  }
  return copy.innerHTML.slice(0, 20_000);
}

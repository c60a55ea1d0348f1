// Inline text editing on the canvas: a text or heading block becomes contenteditable in place,
// with a small formatting bar (bold, italic, link, merge tags). Every input writes to the store,
// coalesced into one undo step per block.
import { html, nothing, type ReactiveController } from 'lit';
import { BLOCKS } from '../../core/blocks/registry';
import { isSafeUrl } from '../../core/document/fields';
import { unchip } from '../merge-tags/chips';
import { icon } from '../shared/icons';
import { findBlock } from '../state/document-ops';
import { editableRoot, placeCaret, blockElement } from './frame';
import type { CanvasHost } from './host';

export const MERGE_TAGS = ['first_name', 'last_name', 'email', 'company', 'unsubscribe_url'];

export class InlineEditing implements ReactiveController {
  /** The block being edited and its editable element, or null. */
  editing: { id: string; root: HTMLElement } | null = null;
  /** True while the inline editor itself writes to the store, so its block is not re-rendered under the caret. */
  applying = false;
  #linkOpen = false;
  #savedRange: Range | null = null;
  #host: CanvasHost;

  constructor(host: CanvasHost) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {}

  /** Starts editing a text or heading block (Enter on the canvas, a second click, double-click). */
  start(id: string, x?: number, y?: number): boolean {
    const { store, frameDocument: doc } = this.#host;
    if (!store || !doc || store.readOnly) return false;
    const found = findBlock(store.doc, id);
    const el = blockElement(doc, id);
    if (!found || !el) return false;
    const root = editableRoot(el, found.block);
    if (!root) return false;
    this.finish();
    store.select(id);
    root.contentEditable = found.block.type === 'heading' ? 'plaintext-only' : 'true';
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', found.block.type === 'text' ? 'true' : 'false');
    root.setAttribute('aria-label', `${BLOCKS[found.block.type].label} text`);
    root.addEventListener('input', this.#onInput);
    root.focus();
    placeCaret(doc, root, x, y);
    this.editing = { id, root };
    this.#host.requestUpdate();
    return true;
  }

  /** Leaves editing and re-renders the block from the document. */
  finish(): void {
    const editing = this.editing;
    if (!editing) return;
    editing.root.removeEventListener('input', this.#onInput);
    editing.root.removeAttribute('contenteditable');
    this.editing = null;
    this.#linkOpen = false;
    this.#host.patch(editing.id);
    this.#host.requestUpdate();
  }

  /** Pasted rich text brings foreign markup: keep the words, let the renderer style them. */
  onPaste = (event: ClipboardEvent): void => {
    if (!this.editing) return;
    event.preventDefault();
    this.#host.frameDocument?.execCommand('insertText', false, event.clipboardData?.getData('text/plain') ?? '');
  };

  /** The formatting bar above the block being edited. */
  renderBar() {
    const editing = this.editing;
    const store = this.#host.store;
    if (!editing || !store) return nothing;
    const box = this.#host.boxOf(editing.id);
    const block = findBlock(store.doc, editing.id)?.block;
    if (!box || !block) return nothing;
    const rich = block.type === 'text';
    const keep = (e: Event) => e.preventDefault();
    return html`<div class="format" role="toolbar" aria-label="Text formatting" style=${`top:${box.top}px;left:${box.left}px`} @mousedown=${keep}>
      ${
        rich
          ? html`<button class="btn icon ghost" aria-label="Bold" title="Bold (Ctrl+B)" @click=${() => this.#exec('bold')}>${icon('bold')}</button>
            <button class="btn icon ghost" aria-label="Italic" title="Italic (Ctrl+I)" @click=${() => this.#exec('italic')}>${icon('italic')}</button>
            <button class="btn icon ghost" aria-label="Link" aria-expanded=${this.#linkOpen ? 'true' : 'false'} @click=${this.#toggleLink}>${icon('link')}</button>
            ${this.#linkOpen ? this.#linkForm() : nothing}
            <span class="sep"></span>`
          : nothing
      }
      <select class="input" aria-label="Insert merge tag" @change=${this.#insertTag} @mousedown=${(e: Event) => e.stopPropagation()}>
        <option value="">Merge tag…</option>
        ${store.mergeTags.map((tag) => html`<option value=${tag.value}>${tag.name}</option>`)}
      </select>
      <button class="btn ghost" @click=${() => this.finish()}>Done</button>
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
            this.#setLinkOpen(false);
          }
        }}
      /><button class="btn" @click=${(e: Event) => this.#applyLink(((e.target as HTMLElement).previousElementSibling as HTMLInputElement).value)}>
        Apply
      </button>`;
  }

  #setLinkOpen(open: boolean): void {
    this.#linkOpen = open;
    this.#host.requestUpdate();
  }

  #toggleLink = (): void => {
    const selection = this.#host.frameDocument?.getSelection();
    this.#savedRange = selection && selection.rangeCount > 0 ? selection.getRangeAt(0).cloneRange() : null;
    this.#setLinkOpen(!this.#linkOpen);
    if (this.#linkOpen)
      this.#host.updateComplete.then(() => this.#host.renderRoot.querySelector<HTMLInputElement>('input[type=url]')?.focus());
  };

  #applyLink(url: string): void {
    const doc = this.#host.frameDocument;
    const editing = this.editing;
    if (!doc || !editing) return;
    const value = url.trim();
    if (value && !isSafeUrl(value)) {
      this.#host.renderRoot.querySelector('input[type=url]')?.setAttribute('aria-invalid', 'true');
      return;
    }
    editing.root.focus();
    if (this.#savedRange) {
      const selection = doc.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(this.#savedRange);
    }
    doc.execCommand(value ? 'createLink' : 'unlink', false, value);
    this.#setLinkOpen(false);
  }

  #exec(command: 'bold' | 'italic'): void {
    this.editing?.root.focus();
    this.#host.frameDocument?.execCommand(command);
  }

  #insertTag = (event: Event): void => {
    const select = event.target as HTMLSelectElement;
    const tag = select.value;
    select.value = '';
    if (!tag || !this.editing) return;
    this.editing.root.focus();
    this.#host.frameDocument?.execCommand('insertText', false, tag);
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
          if (block.type === 'text') return { ...block, props: { ...block.props, html: cleanEditedHtml(editing.root) } };
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

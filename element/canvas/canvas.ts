import { ContextConsumer } from '@lit/context';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { accountTypeChanges } from '../blocks/custom/account-types';
import type { I18n } from '../i18n/i18n';
import { Messages } from '../i18n/messages';
import { lockUi } from '../review/lock-ui';
import { sessionContext } from '../shared/context';
import { define } from '../shared/define';
import { lazyChunk } from '../shared/lazy-chunk';
import type { EditorStore, StoreChange } from '../state/store';
import { storeContext } from '../state/store-context';
import { blockBar } from './block-bar';
import { canvasStyles } from './canvas.styles';
import type { DragKit } from './drag-kit';
import { blockElement, standardsMode } from './frame';
import { frameClicks } from './frame-clicks';
import { FrameContent } from './frame-content';
import { canvasRenderOptions, listenForImages } from './frame-render';
import { type Box, blockIdAt, boxStyle, frameBox } from './geometry';
import type { CanvasHost } from './host';
import { InlineEditing } from './inline-editing';
import { CanvasKeyboard } from './keyboard';
import { scrollIntoStage, visibleInsertIndex } from './viewport';

const dragKitChunk = lazyChunk(() => import('./drag-kit'));

export type { CanvasDropDetail, ImageDropDetail } from './drag-drop';
export { cleanEditedHtml, MERGE_TAGS } from './inline-editing';

export type Device = 'desktop' | 'mobile';

/**
 * The email as it will be sent — the renderer's own output in a sandboxed iframe (scripts never
 * run) — with hover and selection outlines, drop targets and inline text editing. Edits patch
 * only the changed block's DOM; structure changes re-render the document.
 *
 * @fires eb-canvas-drop - internal: something was dropped at a position.
 * @csspart frame - the device frame around the iframe.
 */
export class EbCanvas extends LitElement implements CanvasHost {
  static override properties = {
    device: { type: String },
    badges: { attribute: false },
    _hover: { state: true },
    _flash: { state: true },
  };

  static override styles = canvasStyles;

  declare device: Device;
  /** Marks over the email drawn by a lazily loaded part (comment counts, element/comments), after every render. */
  declare badges: ((canvas: CanvasHost) => unknown) | null;
  declare _hover: string | null;
  /** A block just added from the palette: its outline flashes once. */
  declare _flash: string | null;
  #flashTimer = 0;
  #store: EditorStore | null = null;
  /** The frame document the listeners are on (set up once, whatever load events follow). */
  #setUp: Document | null = null;
  #heightFrame = 0;
  #inline = new InlineEditing(this);
  /**
   * Drops, pastes and the block bar's drag handle (drag-kit.ts): a chunk of its own, requested as
   * the canvas is created (editing text never waits for it); until it arrives a drag is not taken.
   */
  #drag: DragKit | null = null;
  #keyboard = new CanvasKeyboard(this, this.#inline);
  /** The frame changes size with the device toggle and the window: outlines follow. */
  #resize = new ResizeObserver(() => this.#scheduleHeight());
  #session = new ContextConsumer(this, { context: sessionContext, subscribe: true });
  #msg = new Messages(this);
  #content = new FrameContent(
    this,
    this.#inline,
    () => canvasRenderOptions(this.#session.value?.assetBaseUrl, this.#store),
    () => this.#scheduleHeight(),
  );

  constructor() {
    super();
    this.device = 'desktop';
    this.badges = null;
    this._hover = null;
    this._flash = null;
    new ContextConsumer(this, {
      context: storeContext,
      subscribe: true,
      callback: (store) => this.#attach(store),
    });
  }

  get i18n(): I18n {
    return this.#msg.i18n;
  }

  get store(): EditorStore | null {
    return this.#store;
  }

  get frame(): HTMLIFrameElement | null {
    return this.renderRoot.querySelector('iframe');
  }

  get frameDocument(): Document | null {
    return this.frame?.contentDocument ?? null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    accountTypeChanges.addEventListener('change', this.#onTypes);
    // Offline: the frame's load asks again.
    this.#loadDrag().catch(() => {});
  }

  #loadDrag(): Promise<DragKit> {
    return dragKitChunk.load().then(({ dragKit }) => {
      if (!this.#drag) {
        this.#drag = dragKit(this);
        this.requestUpdate();
      }
      return this.#drag;
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    accountTypeChanges.removeEventListener('change', this.#onTypes);
    this.#store?.removeEventListener('change', this.#onChange);
    this.#resize.disconnect();
  }

  /** Starts inline editing of a text or heading block (Enter on the canvas, double-click). */
  editBlock(id: string, x?: number, y?: number): boolean {
    return this.#inline.start(id, x, y);
  }

  /** Leaves inline editing and re-renders the block from the document. */
  finishEditing(): void {
    this.#inline.finish();
  }

  /** Where a palette click with nothing selected lands: after the last block fully in view. */
  visibleInsertIndex(): number {
    return visibleInsertIndex(this);
  }

  /** Scrolls a block into view and flashes its outline, so a new block is seen arriving. */
  reveal(id: string): void {
    this._flash = id;
    clearTimeout(this.#flashTimer);
    this.#flashTimer = window.setTimeout(() => (this._flash = null), 1600);
    requestAnimationFrame(() => scrollIntoStage(this, id));
  }

  protected override render() {
    const store = this.#store;
    const selectedId = store?.selectedId ?? null;
    const readOnly = store?.readOnly ?? false;
    const editing = this.#inline.editing;
    const drop = this.#drag?.drops.current;
    const locks = lockUi(this, store);
    return html`<div
      class="stage"
      tabindex="0"
      role="region"
      aria-label=${this.i18n.t('editor.canvas.label')}
      aria-describedby="canvas-help"
      @keydown=${this.#keyboard.onKey}
      @dragover=${(e: DragEvent) => this.#drag?.dragDrop.onStageDragOver(e)}
      @drop=${(e: DragEvent) => this.#drag?.dragDrop.onStageDrop(e)}
      @dragleave=${(e: DragEvent) => this.#drag?.dragDrop.onDragLeave(e)}
      @paste=${(e: ClipboardEvent) => this.#drag?.dragDrop.onPaste(e)}
    >
      <span id="canvas-help" class="visually-hidden">${this.i18n.t('editor.canvas.help')}</span>
      <div class="wrap ${this.device}" part="frame">
        <iframe
          title=${this.i18n.t('editor.canvas.label')}
          sandbox="allow-same-origin"
          tabindex="-1"
          @load=${this.#onFrameLoad}
        ></iframe>
        ${this.#outline(this._hover !== selectedId ? this._hover : null, 'hover')}
        ${this.#outline(selectedId, editing ? 'selected editing' : selectedId === this._flash ? 'selected flash' : 'selected')}
        ${locks ? locks.lockMarks(this) : nothing}
        ${selectedId && !editing && !readOnly ? blockBar(this, this.#drag?.pointerMove ?? null, selectedId, locks) : nothing}
        ${editing ? this.#inline.renderBar() : nothing} ${this.badges?.(this) ?? nothing}
        ${drop ? html`<div class="drop ${drop.into ? 'into' : ''}" style=${boxStyle(drop.box)}></div>` : nothing}
      </div>
    </div>`;
  }

  protected override firstUpdated(): void {
    this.#onFrameLoad();
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('device')) this.#scheduleHeight();
    const shown = this.#content.renderedIn;
    if (shown && shown !== this.i18n && !this.#inline.editing) this.#content.renderAll();
  }

  #outline(id: string | null, kind: string) {
    const box = id ? this.boxOf(id) : null;
    return box ? html`<div class="outline ${kind}" style=${boxStyle(box)}></div>` : nothing;
  }

  #attach(store: EditorStore): void {
    if (store === this.#store) return;
    this.#store?.removeEventListener('change', this.#onChange);
    this.#store = store;
    store.addEventListener('change', this.#onChange);
    this.#content.renderAll();
  }

  #onChange = (event: Event): void => {
    const { prev, next } = (event as CustomEvent<StoreChange>).detail;
    if (prev !== next) this.#content.sync(prev, next);
    // The host changed its merge tags: chips turn known or unknown (not under the user's caret).
    else if (this.#store && this.#store.mergeTags !== this.#content.chippedWith && !this.#inline.editing)
      this.#content.renderAll();
    const editing = this.#inline.editing;
    if (editing && this.#store?.selectedId !== editing.id) this.#inline.finish();
    this.requestUpdate();
  };

  /** The account's block types arrived: custom blocks render from them (not under the user's caret). */
  #onTypes = (): void => {
    if (!this.#inline.editing) this.#content.renderAll();
  };

  /** Replaces one block's DOM with its fresh rendering. */
  patch(id: string): void {
    this.#content.patch(id);
  }

  /**
   * Sets the frame's document up, once per document. The frame has no source: its empty
   * about:blank document is there as soon as the frame is, so the email is in it in the render
   * that creates the frame (a srcdoc would load in a later task, and show a frame later). Where
   * the blank document comes with a load event instead, this runs from it.
   */
  #onFrameLoad = (): void => {
    const doc = this.frameDocument;
    if (!doc || doc === this.#setUp) return;
    this.#setUp = doc;
    standardsMode(doc);
    if (this.frame) this.#resize.observe(this.frame);
    this.#content.ready = true;
    doc.addEventListener('mouseover', (event) => this.#hover(blockIdAt(event.target)));
    doc.addEventListener('mouseleave', () => this.#hover(null));
    const clicks = frameClicks(this, this.#inline);
    doc.addEventListener('click', clicks.click);
    doc.addEventListener('dblclick', clicks.doubleClick);
    doc.addEventListener('keydown', this.#keyboard.onFrameKey);
    void this.#loadDrag().then(
      (drag) => drag.dragDrop.listen(doc),
      () => {},
    );
    listenForImages(doc, this.#scheduleHeight);
    doc.addEventListener('paste', this.#inline.onPaste);
    this.#content.renderAll();
  };

  #hover(id: string | null): void {
    if (id !== this._hover) this._hover = id;
  }

  boxOf(id: string): Box | null {
    const doc = this.frameDocument;
    const el = doc ? blockElement(doc, id) : null;
    return el ? frameBox(el) : null;
  }

  wrapWidth(): number {
    return this.renderRoot.querySelector<HTMLElement>('.wrap')?.clientWidth ?? 0;
  }

  #scheduleHeight = (): void => {
    cancelAnimationFrame(this.#heightFrame);
    this.#heightFrame = requestAnimationFrame(() => {
      const frame = this.frame;
      const body = this.frameDocument?.body;
      if (!frame || !body) return;
      const height = Math.ceil(body.getBoundingClientRect().height);
      frame.style.height = `${Math.max(height, 480)}px`;
      this.requestUpdate();
    });
  };

  emit<T>(name: string, detail: T): void {
    this.dispatchEvent(new CustomEvent<T>(name, { detail, bubbles: true, composed: true }));
  }
}

define('eb-canvas', EbCanvas);

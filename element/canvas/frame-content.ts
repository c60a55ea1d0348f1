// Keeps the email in the canvas's frame in step with the store: a block changed in place is patched
// alone (column children render at their column's width); a structure change, a change that needs
// the head's CSS, the account's block types, the host's merge tags or the element's language
// re-render the whole document. What the user is typing into is never re-rendered under them.
import type { EmailDocument } from '../../core/document/schema';
import type { RenderOptions } from '../../core/render/context';
import { renderBlockHtml } from '../../core/render/index';
import type { I18n } from '../i18n/i18n';
import { chipTags } from '../merge-tags/chips';
import { diffDocuments, findBlock } from '../state/document-ops';
import type { MergeTag } from '../state/merge-tags';
import { blockElement } from './frame';
import { renderFrame, watchImages } from './frame-render';
import { needsHeadCss } from './geometry';
import type { CanvasHost } from './host';
import type { InlineEditing } from './inline-editing';

export class FrameContent {
  /** The frame's document is set up (canvas.ts, once per document): until then nothing renders. */
  ready = false;
  #chippedWith: readonly MergeTag[] | null = null;
  #renderedIn: I18n | null = null;

  constructor(
    private readonly host: CanvasHost,
    private readonly inline: InlineEditing,
    private readonly options: () => RenderOptions,
    /** The frame's content may have changed height. */
    private readonly resized: () => void,
  ) {}

  /** The merge tags the chips were last marked against. */
  get chippedWith(): readonly MergeTag[] | null {
    return this.#chippedWith;
  }

  /** The language the frame's own texts (empty canvas, drop hints) were last rendered in. */
  get renderedIn(): I18n | null {
    return this.#renderedIn;
  }

  sync(prev: EmailDocument, next: EmailDocument): void {
    const diff = diffDocuments(prev, next);
    if (diff.structure) {
      this.inline.finish();
      this.renderAll();
      return;
    }
    for (const id of diff.changed) {
      if (id === this.inline.editing?.id) {
        // The DOM already shows what the user typed; any other change (inspector, undo) wins.
        if (this.inline.applying) continue;
        this.inline.finish();
        continue;
      }
      const before = findBlock(prev, id);
      const after = findBlock(next, id);
      // Head CSS (visibility, mobile overrides, column classes) only comes with a full render.
      if (!before || !after || needsHeadCss(before.block, after.block)) {
        this.renderAll();
        return;
      }
      this.patch(id);
    }
  }

  /** Replaces one block's DOM with its fresh rendering (column children render at their column's width). */
  patch(id: string): void {
    const store = this.host.store;
    const doc = this.host.frameDocument;
    if (!store || !doc || !this.ready) return;
    const found = findBlock(store.doc, id);
    if (!found) return;
    const el = blockElement(doc, id);
    if (!el) {
      this.renderAll();
      return;
    }
    el.outerHTML = renderBlockHtml(found.block, store.doc, this.options());
    chipTags(blockElement(doc, id), store.mergeTags);
    watchImages(blockElement(doc, id), this.resized);
    this.resized();
  }

  renderAll(): void {
    const store = this.host.store;
    const doc = this.host.frameDocument;
    if (!store || !doc || !this.ready) return;
    this.inline.editing = null;
    renderFrame(doc, store, this.options(), this.host.i18n);
    this.#chippedWith = store.mergeTags;
    this.#renderedIn = this.host.i18n;
    watchImages(doc, this.resized);
    this.resized();
  }
}

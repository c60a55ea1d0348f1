import { css, html, LitElement, nothing, type PropertyValues } from 'lit';
import type { EmailDocument } from '../../core/document/schema';
import { define } from '../shared/define';
import { renderChunk } from '../shared/render-chunk';
import { thumbnailBox, thumbnailPlaceholder } from './thumbnail-box.styles';

/** Thumbnails waiting to be seen, and what each does then: one observer for every card on the page. */
const waiting = new WeakMap<Element, () => void>();
let observer: IntersectionObserver | null = null;

function whenVisible(target: Element, run: () => void): () => void {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const seen = entry.isIntersecting ? waiting.get(entry.target) : undefined;
      if (!seen) continue;
      stopWatching(entry.target);
      seen();
    }
  });
  waiting.set(target, run);
  observer.observe(target);
  return () => stopWatching(target);
}

function stopWatching(target: Element): void {
  waiting.delete(target);
  observer?.unobserve(target);
}

/**
 * A template's picture: its `thumbnail` image when it has one, else a live render of the
 * document scaled into the card (sandboxed, scripts never run). Renders only once visible.
 */
export class EbThumbnail extends LitElement {
  static override properties = {
    src: { type: String },
    doc: { attribute: false },
    load: { attribute: false },
    label: { type: String },
    assetBaseUrl: { attribute: false },
    _doc: { state: true },
    _visible: { state: true },
    _markup: { state: true },
  };

  static override styles = css`
    :host {
      ${thumbnailBox}
    }
    img {
      width: 100%;
      height: 100%;
      object-fit: cover;
      object-position: top;
      display: block;
    }
    iframe {
      position: absolute;
      top: 0;
      left: 50%;
      width: 680px;
      height: 900px;
      border: 0;
      transform-origin: top center;
      transform: translateX(-50%) scale(var(--eb-thumb-scale, 0.36));
      pointer-events: none;
      background: white;
    }
    .placeholder {
      ${thumbnailPlaceholder}
    }
  `;

  /** Thumbnail image URL; wins over the live render. */
  declare src: string | null;
  /** The document to render, when already known (library items). */
  declare doc: EmailDocument | null;
  /** Fetches the document when needed (user templates list without their documents). */
  declare load: (() => Promise<EmailDocument>) | null;
  /** The live render's title, translated by the gallery ("Preview of Welcome"). */
  declare label: string;
  /** Where social icons and play badges load from in live renders (the API's `/assets`). */
  declare assetBaseUrl: string | undefined;
  declare _doc: EmailDocument | null;
  declare _visible: boolean;
  /** The rendered email; the renderer is its own chunk, fetched after the first cards are up. */
  declare _markup: string | null;
  #unwatch: (() => void) | null = null;

  constructor() {
    super();
    this.src = null;
    this.doc = null;
    this.load = null;
    this.label = '';
    this._doc = null;
    this._visible = false;
    this._markup = null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this._visible)
      this.#unwatch = whenVisible(this, () => {
        this._visible = true;
      });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#unwatch?.();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('doc') && this.doc) this._doc = this.doc;
    if ((changed.has('_visible') || changed.has('load')) && this._visible && !this.src && !this._doc && this.load) {
      this.load().then(
        (doc) => {
          this._doc = doc;
        },
        () => {},
      );
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (!(changed.has('_doc') || changed.has('_visible')) || !this._visible || !this._doc || this.src) return;
    const doc = this._doc;
    renderChunk.load().then(
      ({ renderHtml }) => {
        if (this._doc !== doc) return;
        try {
          this._markup = renderHtml(doc, this.assetBaseUrl ? { assetBaseUrl: this.assetBaseUrl } : {});
        } catch {
          this._markup = null; // A document the renderer refuses keeps the placeholder.
        }
      },
      () => {},
    );
  }

  protected override render() {
    if (this.src) return html`<img src=${this.src} alt="" loading="lazy" />`;
    const markup = this._visible && this._doc ? this._markup : null;
    if (markup === null) return html`<div class="placeholder"></div>`;
    return html`<iframe
      sandbox=""
      tabindex="-1"
      aria-hidden="true"
      title=${this.label}
      loading="lazy"
      .srcdoc=${markup}
    ></iframe>${nothing}`;
  }
}

define('eb-thumbnail', EbThumbnail);

// The Images dialog: the user's and the team's uploads (search by name, more pages as the grid
// scrolls), upload with progress after cropping and resizing in the browser, delete of one's own
// uploads, and the alt text asked for on insert. `pick()` resolves to the chosen picture.
import { ContextConsumer } from '@lit/context';
import { html, LitElement, nothing, type TemplateResult } from 'lit';
import type { LibraryImage } from '../api/types';
import { apiContext, sessionContext } from '../shared/context';
import { define } from '../shared/define';
import { icon } from '../shared/icons';
import { errorMessage } from '../state/notices';
import type { ImageChoice, ImageRequest } from './chunk';
import { imagesDialogStyles } from './images-dialog.styles';
import { CropStep } from './crop-step';
import { uploadWithProgress } from './upload';

const ACCEPTED = /^image\/(png|jpeg|gif|webp)$/;
const SEARCH_DELAY_MS = 250;

type View = 'library' | 'crop' | 'alt';

/** The picture waiting for its alt text. */
interface Chosen {
  url: string;
  name: string;
  width: number | null;
  height: number | null;
}

/**
 * @csspart dialog - the dialog box.
 */
export class EbImagesDialog extends LitElement {
  static override properties = {
    _view: { state: true },
    _images: { state: true },
    _next: { state: true },
    _loading: { state: true },
    _error: { state: true },
    _confirm: { state: true },
    _chosen: { state: true },
    _alt: { state: true },
    _decorative: { state: true },
    _progress: { state: true },
  };
  static override styles = imagesDialogStyles;
  /** Images per page of the library (tests make it small to reach the next page). */
  static pageSize = 30;

  declare _view: View;
  declare _images: LibraryImage[];
  declare _next: string | null;
  declare _loading: boolean;
  declare _error: string;
  declare _confirm: string | null;
  declare _chosen: Chosen | null;
  declare _alt: string;
  declare _decorative: boolean;
  declare _progress: number | null;

  #api = new ContextConsumer(this, { context: apiContext, subscribe: true });
  #session = new ContextConsumer(this, { context: sessionContext, subscribe: true });
  #crop = new CropStep(this);
  #request: ImageRequest = {};
  #resolve: ((choice: ImageChoice | null) => void) | null = null;
  #query = '';
  #searchTimer = 0;
  /** Answers of an older search or page are dropped. */
  #generation = 0;
  #observer: IntersectionObserver | null = null;

  constructor() {
    super();
    this._view = 'library';
    this._images = [];
    this._next = null;
    this._loading = false;
    this._error = '';
    this._confirm = null;
    this._chosen = null;
    this._alt = '';
    this._decorative = false;
    this._progress = null;
  }

  get #dialog(): HTMLDialogElement | null {
    return this.renderRoot.querySelector('dialog');
  }

  get #canUpload(): boolean {
    return this.#session.value?.features.imageUpload ?? false;
  }

  /** Shows the dialog (on the crop step when a file comes with the request). A pending pick resolves null. */
  async pick(request: ImageRequest = {}): Promise<ImageChoice | null> {
    this.#finish(null);
    this.#request = request;
    this._error = '';
    this._confirm = null;
    this._chosen = null;
    this._progress = null;
    this._view = 'library';
    const result = new Promise<ImageChoice | null>((resolve) => (this.#resolve = resolve));
    await this.updateComplete;
    this.#dialog?.showModal();
    this.#search(this.#query);
    if (request.file) void this.#startCrop(request.file);
    return result;
  }

  close(): void {
    this.#dialog?.close();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#observer?.disconnect();
    this.#finish(null);
  }

  protected override render() {
    const title = this._view === 'crop' ? 'Crop and resize' : this._view === 'alt' ? 'Describe the image' : 'Images';
    return html`<dialog part="dialog" aria-labelledby="images-title" @close=${this.#onClose}>
      <header>
        <h2 id="images-title">${title}</h2>
        <button class="btn icon ghost" aria-label="Close images" @click=${() => this.close()}>${icon('close')}</button>
      </header>
      ${this._view === 'crop' ? this.#crop.render(this._progress, this._error) : this._view === 'alt' ? this.#altView() : this.#libraryView()}
    </dialog>`;
  }

  protected override updated(): void {
    const sentinel = this.renderRoot.querySelector('.sentinel');
    const scroll = this.renderRoot.querySelector('.scroll');
    this.#observer?.disconnect();
    if (!sentinel || !scroll || !this._next) return;
    // The next page loads when the end of the grid scrolls into view.
    this.#observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && this.#more(), {
      root: scroll,
      rootMargin: '0px 0px 200px 0px',
    });
    this.#observer.observe(sentinel);
  }

  // ---- Library ----------------------------------------------------------------------------------

  #libraryView(): TemplateResult {
    const userId = this.#session.value?.userId;
    const empty = !this._loading && !this._error && this._images.length === 0;
    return html`<div class="bar">
        <input
          class="input"
          type="search"
          aria-label="Search images by name"
          placeholder="Search by name"
          .value=${this.#query}
          @input=${(e: Event) => this.#onSearch((e.target as HTMLInputElement).value)}
        />
        <button class="btn primary" aria-disabled=${this.#canUpload ? 'false' : 'true'} @click=${this.#pickFile}>
          ${icon('upload')}Upload image
        </button>
        <input type="file" hidden accept="image/png,image/jpeg,image/gif,image/webp" @change=${this.#onFile} />
      </div>
      <p class="hint">
        ${
          this.#canUpload
            ? 'Your uploads and your team’s shared images. You can crop and resize a picture before it is uploaded.'
            : 'Image upload is not included in your plan. Upgrade to upload images.'
        }
      </p>
      <div class="scroll">
        <ul aria-label="Image library" aria-busy=${this._loading ? 'true' : 'false'}>
          ${this._images.map((image) => this.#tile(image, image.userId !== undefined && image.userId === userId))}
        </ul>
        <div class="sentinel"></div>
        ${this._loading ? html`<p class="status">Loading images…</p>` : nothing}
        ${this._error ? html`<p class="status error" role="alert">${this._error}</p>` : nothing}
        ${empty ? html`<p class="status">${this.#query ? `No images match “${this.#query}”.` : 'No images yet. Upload one to start your library.'}</p>` : nothing}
      </div>`;
  }

  #tile(image: LibraryImage, own: boolean): TemplateResult {
    const dims = image.width && image.height ? `${image.width} × ${image.height}` : '';
    return html`<li data-image=${image.id}>
      <button class="tile" aria-label=${`Use ${image.name}`} @click=${() => this.#choose(image)}>
        <span class="thumb"><img src=${image.url} alt="" loading="lazy" /></span>
        <span class="meta"><span class="name">${image.name}</span><span class="dims">${dims}${own ? '' : ' · shared'}</span></span>
      </button>
      ${own ? html`<button class="btn icon ghost delete" aria-label=${`Delete ${image.name}`} title="Delete" @click=${() => (this._confirm = image.id)}>${icon('trash')}</button>` : nothing}
      ${
        this._confirm === image.id
          ? html`<div class="confirm" role="group" aria-label=${`Delete ${image.name}?`}>
              <p>Delete “${image.name}”? Emails already sent keep showing it only while it exists.</p>
              <div class="row">
                <button class="btn danger" @click=${() => this.#delete(image)}>Delete image</button>
                <button class="btn" @click=${() => (this._confirm = null)}>Keep</button>
              </div>
            </div>`
          : nothing
      }
    </li>`;
  }

  #onSearch(value: string): void {
    clearTimeout(this.#searchTimer);
    this.#searchTimer = window.setTimeout(() => this.#search(value.trim()), SEARCH_DELAY_MS);
  }

  /** Starts the list over for `query`. */
  #search(query: string): void {
    this.#query = query;
    this._images = [];
    this._next = null;
    void this.#load(null);
  }

  #more(): void {
    if (!this._loading && this._next) void this.#load(this._next);
  }

  async #load(next: string | null): Promise<void> {
    const client = this.#api.value;
    if (!client) return;
    const generation = ++this.#generation;
    this._loading = true;
    this._error = '';
    try {
      const page = await client.listImages({ q: this.#query, next, limit: EbImagesDialog.pageSize });
      if (generation !== this.#generation) return;
      const seen = new Set(this._images.map((i) => i.id));
      this._images = [...this._images, ...page.items.filter((i) => !seen.has(i.id))];
      this._next = page.next;
    } catch (error) {
      if (generation === this.#generation) this._error = errorMessage(error);
    } finally {
      if (generation === this.#generation) this._loading = false;
    }
  }

  async #delete(image: LibraryImage): Promise<void> {
    const client = this.#api.value;
    if (!client) return;
    this._confirm = null;
    try {
      await client.deleteImage(image.id);
      this._images = this._images.filter((i) => i.id !== image.id);
    } catch (error) {
      this._error = errorMessage(error);
    }
  }

  #choose(image: Chosen): void {
    if (this.#request.askAlt === false) {
      this.#finish({ url: image.url, alt: '', decorative: false, width: image.width, height: image.height });
      return;
    }
    // A new picture gets new words: the old alt text described the old one.
    this._chosen = image;
    this._alt = '';
    this._decorative = false;
    this._view = 'alt';
  }

  // ---- Upload -----------------------------------------------------------------------------------

  #pickFile = (): void => {
    if (this.#canUpload) this.renderRoot.querySelector<HTMLInputElement>('input[type=file]')?.click();
  };

  #onFile = (event: Event): void => {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (file) void this.#startCrop(file);
  };

  async #startCrop(file: File): Promise<void> {
    if (!this.#canUpload) {
      this._error = 'Image upload is not included in your plan. Upgrade to upload images.';
      return;
    }
    if (!ACCEPTED.test(file.type)) {
      this._error = 'Only PNG, JPEG, GIF and WebP images can be uploaded.';
      return;
    }
    try {
      await this.#crop.start(file);
      this._error = '';
      this._progress = null;
      this._view = 'crop';
    } catch {
      this._error = `“${file.name}” could not be read as an image.`;
    }
  }

  /** The crop step's Upload: encodes, uploads with progress, then asks for alt text. */
  async upload(): Promise<void> {
    const client = this.#api.value;
    if (!client || this._progress !== null) return;
    this._error = '';
    this._progress = 0;
    try {
      const { file, size } = await this.#crop.result();
      const uploaded = await uploadWithProgress(client, file, (fraction) => (this._progress = fraction));
      const image: LibraryImage = {
        ...uploaded,
        name: file.name,
        contentType: file.type,
        width: size.width,
        height: size.height,
        createdAt: new Date().toISOString(),
        ...(this.#session.value?.userId ? { userId: this.#session.value.userId } : {}),
      };
      this._images = [image, ...this._images.filter((i) => i.id !== image.id)];
      this._progress = null;
      this.#choose(image);
    } catch (error) {
      this._progress = null;
      this._error = errorMessage(error);
    }
  }

  backToLibrary(): void {
    this._error = '';
    this._view = 'library';
  }

  // ---- Alt text ---------------------------------------------------------------------------------

  #altView(): TemplateResult {
    const chosen = this._chosen;
    if (!chosen) return html``;
    const ready = this._decorative || this._alt.trim() !== '';
    return html`<div class="alt">
      <div class="picture"><img class="preview" src=${chosen.url} alt="" /></div>
      <aside>
        <label class="field"
          ><span>Alt text</span
          ><input
            class="input"
            type="text"
            maxlength="500"
            placeholder="What the image shows"
            ?disabled=${this._decorative}
            .value=${this._alt}
            @input=${(e: Event) => (this._alt = (e.target as HTMLInputElement).value)}
            @keydown=${(e: KeyboardEvent) => e.key === 'Enter' && ready && this.#insert()}
        /></label>
        <p class="hint" style="margin:0">Read aloud to people who cannot see the image, and shown when images are blocked.</p>
        <label class="check"
          ><input type="checkbox" .checked=${this._decorative} @change=${(e: Event) => (this._decorative = (e.target as HTMLInputElement).checked)} />
          Decorative image (no alt text)</label
        >
        <div class="actions">
          <button class="btn" @click=${() => this.backToLibrary()}>Back</button>
          <button class="btn primary" ?disabled=${!ready} @click=${() => this.#insert()}>Insert image</button>
        </div>
      </aside>
    </div>`;
  }

  #insert(): void {
    const chosen = this._chosen;
    if (!chosen) return;
    const alt = this._decorative ? '' : this._alt.trim();
    this.#finish({ url: chosen.url, alt, decorative: this._decorative, width: chosen.width, height: chosen.height });
  }

  /** Escape or the close button; a close left over from before a new `pick()` finds the dialog open again. */
  #onClose = (): void => {
    if (!this.#dialog?.open) this.#finish(null);
  };

  #finish(choice: ImageChoice | null): void {
    const resolve = this.#resolve;
    this.#resolve = null;
    this.#crop.reset();
    if (this.#dialog?.open) this.#dialog.close();
    resolve?.(choice);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'eb-images-dialog': EbImagesDialog;
  }
}

define('eb-images-dialog', EbImagesDialog);

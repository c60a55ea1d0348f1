// The Images dialog: the user's and the team's uploads (search by name, more pages as the grid
// scrolls), upload with progress after cropping and resizing in the browser, delete of one's own
// uploads, and the alt text asked for on insert. `pick()` resolves to the chosen picture.
import { ContextConsumer } from '@lit/context';
import { html, LitElement, type TemplateResult } from 'lit';
import type { LibraryImage } from '../api/types';
import '../i18n/en/panels-entry';
import '../i18n/en/rest';
import { Messages } from '../i18n/messages';
import { closeOnBackdrop } from '../shared/backdrop';
import { apiContext, sessionContext } from '../shared/context';
import { define } from '../shared/define';
import { icon } from '../shared/icons';
import { errorMessage } from '../state/notices';
import { altStep } from './alt-step';
import { CropError } from './crop';
import { CropStep } from './crop-step';
import { imagesDialogStyles } from './images-dialog.styles';
import { LibraryPages } from './library-pages';
import { libraryView } from './library-view';
import type { ImageChoice, ImageRequest } from './types';
import { uploadWithProgress } from './upload';

const ACCEPTED = /^image\/(png|jpeg|gif|webp)$/;

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
  declare _error: string;
  declare _confirm: string | null;
  declare _chosen: Chosen | null;
  declare _alt: string;
  declare _decorative: boolean;
  declare _progress: number | null;

  #api = new ContextConsumer(this, { context: apiContext, subscribe: true });
  #session = new ContextConsumer(this, { context: sessionContext, subscribe: true });
  #crop = new CropStep(this);
  #msg = new Messages(this);
  #request: ImageRequest = {};
  #resolve: ((choice: ImageChoice | null) => void) | null = null;
  #pages = new LibraryPages(
    this,
    () => this.#api.value,
    () => EbImagesDialog.pageSize,
    (error) => (this._error = error === null ? '' : errorMessage(error)),
  );

  constructor() {
    super();
    this._view = 'library';
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
    this.#pages.search(this.#pages.query);
    if (request.file) void this.#startCrop(request.file);
    return result;
  }

  close(): void {
    this.#dialog?.close();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#finish(null);
  }

  protected override render() {
    const t = this.#msg.t.bind(this.#msg);
    const title = t(
      this._view === 'crop'
        ? 'dialogs.images.cropTitle'
        : this._view === 'alt'
          ? 'dialogs.images.altTitle'
          : 'dialogs.images.title',
    );
    return html`<dialog part="dialog" aria-labelledby="images-title" @close=${this.#onClose} @click=${closeOnBackdrop}>
      <header>
        <h2 id="images-title">${title}</h2>
        <button class="btn icon ghost" aria-label=${t('dialogs.images.close')} @click=${() => this.close()}>${icon('close')}</button>
      </header>
      ${this._view === 'crop' ? this.#crop.render(this.#msg.i18n, this._progress, this._error) : this._view === 'alt' ? this.#altView() : this.#libraryView()}
    </dialog>`;
  }

  // ---- Library ----------------------------------------------------------------------------------

  #libraryView(): TemplateResult {
    const userId = this.#session.value?.userId;
    return libraryView(this.#msg.i18n, {
      query: this.#pages.query,
      images: this.#pages.images,
      loading: this.#pages.loading,
      error: this._error,
      canUpload: this.#canUpload,
      search: (value) => this.#pages.searchSoon(value),
      pickFile: this.#pickFile,
      onFile: this.#onFile,
      tile: (image) => ({
        own: image.userId !== undefined && image.userId === userId,
        confirming: this._confirm === image.id,
        choose: () => this.#choose(image),
        confirm: (on) => (this._confirm = on ? image.id : null),
        remove: () => {
          this._confirm = null;
          void this.#pages.remove(image);
        },
      }),
    });
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
      this._error = this.#msg.t('dialogs.images.notInPlan');
      return;
    }
    if (!ACCEPTED.test(file.type)) {
      this._error = this.#msg.t('dialogs.images.onlyTypes');
      return;
    }
    try {
      await this.#crop.start(file);
      this._error = '';
      this._progress = null;
      this._view = 'crop';
    } catch {
      this._error = this.#msg.t('dialogs.images.unreadable', { name: file.name });
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
      this.#pages.add(image);
      this._progress = null;
      this.#choose(image);
    } catch (error) {
      this._progress = null;
      this._error = error instanceof CropError ? this.#msg.t(error.key, error.params) : errorMessage(error);
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
    return altStep(chosen.url, this.#msg.i18n, {
      alt: this._alt,
      decorative: this._decorative,
      setAlt: (alt) => (this._alt = alt),
      setDecorative: (on) => (this._decorative = on),
      back: () => this.backToLibrary(),
      insert: () => this.#insert(),
    });
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

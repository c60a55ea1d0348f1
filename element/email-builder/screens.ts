// Which screen <email-builder> shows (gallery, opening, editor, or "the editor could not be
// loaded"), the user's draft offered in the gallery, and what the gallery's and the editor's
// buttons ask of the element.
import { html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { ImageDropDetail } from '../canvas/canvas';
import type { EditorAction } from '../editor/editor';
import { actionsChunk } from '../gallery/actions-chunk';
import type { GalleryActionDetail, GalleryOpenDetail } from '../gallery/gallery';
import type { LifecycleHost, TemplateLifecycle } from '../gallery/lifecycle';
import type { EbHistory } from '../history/history';
import type { ImageUploadDetail } from '../inspector/inspector';
import type { SessionInfo } from '../shared/context';
import { whenIdle } from '../shared/idle';
import { clearDraft, type Draft, readDraft } from '../state/draft';
import { type KeyedNotice, noticeFor, translateNotice } from '../state/notices';
import { editorChunk, historyChunk, testSendChunk } from './chunks';
import type { DocumentController } from './documents';
import type { Transfers } from './lazy-transfers';
import { editorUnavailable, loading } from './views';
import { warmEditor } from './warm-editor';

/** `opening`: fetching a template or the editor's code; `unavailable`: that code failed to load. */
export type View = 'gallery' | 'opening' | 'editor' | 'unavailable';

export interface ScreensHost extends ReactiveControllerHost, LifecycleHost {
  readonly userId: string;
  readonly notice: KeyedNotice | null;
  setNotice(notice: KeyedNotice | null): void;
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly session: SessionInfo | null;
  /** Reviewers and the host's `readonly` see the gallery without its editing controls. */
  readonly store: { readonly viewOnly: boolean };
}

/**
 * How long an open may wait for its document before the "Opening template…" screen replaces the
 * current one. A document already at hand (its thumbnail fetched it) opens straight into the
 * editor, in the click's own task: no spinner frame, no second teardown in between.
 */
export const SPINNER_DELAY_MS = 150;

export class Screens implements ReactiveController {
  view: View = 'gallery';
  /** The user's unsaved draft, offered in the gallery once it has been checked. */
  draft: Draft | null = null;
  #host: ScreensHost;
  #documents: DocumentController;
  #transfers: Transfers;
  /** Delete, duplicate and rename live in the card-actions chunk, loaded on first use. */
  #lifecycle: Promise<TemplateLifecycle> | null = null;
  #retryEditor: (() => void) | null = null;
  /** Counts opens: only the latest one may show its document (a second click while the first waits wins). */
  #opens = 0;
  /**
   * The gallery stays, hidden, for a moment after it is left: taking down its cards and their
   * thumbnail frames waits for an idle moment after the editor is painted, not the click.
   */
  #galleryLingers = false;

  constructor(host: ScreensHost, documents: DocumentController, transfers: Transfers) {
    this.#host = host;
    this.#documents = documents;
    this.#transfers = transfers;
    host.addController(this);
  }

  hostConnected(): void {}

  show(view: View): void {
    if (this.view === 'gallery' && view !== 'gallery') this.#lingerGallery();
    // A gallery still lingering holds the list as it was when left: what was saved since must show.
    else if (view === 'gallery' && this.view !== 'gallery' && this.#galleryLingers) this.#host.gallery()?.refresh();
    this.view = view;
    this.#host.requestUpdate();
  }

  #lingerGallery(): void {
    this.#galleryLingers = true;
    whenIdle(() => {
      this.#galleryLingers = false;
      this.#host.requestUpdate();
    }, 1000);
  }

  /** Fetches the document and the editor's code side by side, then shows the editor. */
  async open(fetch: () => Promise<() => void>): Promise<void> {
    const ticket = ++this.#opens;
    editorChunk.prefetch();
    const spinner = setTimeout(() => ticket === this.#opens && this.show('opening'), SPINNER_DELAY_MS);
    try {
      const show = await fetch();
      if (ticket === this.#opens) show();
    } catch (error) {
      if (ticket !== this.#opens) return;
      this.show('gallery');
      this.#host.emitError(error);
      this.#host.showToast(noticeFor(error).text);
      throw error;
    } finally {
      clearTimeout(spinner);
    }
  }

  /** Shows the editor, loading its code first when it is not here yet. */
  enterEditor(next: KeyedNotice | null): void {
    this.#host.setNotice(next);
    if (editorChunk.loaded) {
      this.show('editor');
      return;
    }
    this.show('opening');
    editorChunk.load().then(
      () => {
        if (this.view === 'opening') this.show('editor');
      },
      (error: unknown) => {
        if (this.view !== 'opening') return;
        this.show('unavailable');
        this.#retryEditor = () => this.enterEditor(next);
        this.#host.emitError(error);
      },
    );
  }

  /** Back to the gallery (another user signs in, say); the notice goes with the screen it was about. */
  toGallery(): void {
    this.#opens++;
    this.#host.setNotice(null);
    this.show('gallery');
  }

  /**
   * Offers the user's unsaved draft in the gallery, once it has been checked. Read when the page
   * is next idle: the first read of localStorage is a synchronous trip to the browser, which the
   * first cards need not wait for.
   */
  showDraft(): void {
    const userId = this.#host.userId;
    const offer = (draft: Draft | null) => {
      if (this.#host.userId !== userId) return;
      this.draft = draft;
      this.#host.requestUpdate();
    };
    whenIdle(() => {
      if (this.#host.userId === userId) readDraft(userId).then(offer, () => {});
    }, 500);
  }

  templates(): Promise<TemplateLifecycle> {
    this.#lifecycle ??= actionsChunk.load().then(({ TemplateLifecycle }) => new TemplateLifecycle(this.#host));
    this.#lifecycle.catch(() => {
      this.#lifecycle = null;
    });
    return this.#lifecycle;
  }

  render() {
    return html`${this.#current()}${this.#gallery()}`;
  }

  /** The screen shown when it is not the gallery. */
  #current() {
    const host = this.#host;
    const i18n = host.i18n;
    if (this.view === 'opening') return loading(i18n.t('root.opening'), translateNotice(host.notice, i18n)?.message);
    if (this.view === 'unavailable')
      return editorUnavailable(
        i18n,
        () => this.#retryEditor?.(),
        () => this.show('gallery'),
      );
    if (this.view !== 'editor') return nothing;
    const upload = (e: CustomEvent<ImageUploadDetail | ImageDropDetail>) =>
      this.#transfers.upload(e.detail.id, e.detail.file);
    return html`<eb-editor
      class="screen"
      part="editor"
      exportparts="toolbar, palette, canvas, inspector, frame"
      .notice=${translateNotice(host.notice, i18n)}
      @eb-editor-action=${(e: CustomEvent<EditorAction>) => this.#onAction(e.detail)}
      @eb-image-upload=${upload}
      @eb-image-drop=${upload}
    ></eb-editor>`;
  }

  /** The gallery: shown, or hidden while it lingers after being left. */
  #gallery() {
    if (this.view !== 'gallery' && !this.#galleryLingers) return nothing;
    return html`<eb-gallery
      class="screen"
      part="gallery"
      exportparts="tabs, card"
      ?hidden=${this.view !== 'gallery'}
      .draft=${this.draft}
      .viewOnly=${this.#host.store.viewOnly}
      @eb-gallery-open=${(e: CustomEvent<GalleryOpenDetail>) => this.#onGalleryOpen(e.detail)}
      @eb-gallery-action=${(e: CustomEvent<GalleryActionDetail>) => this.#onGalleryAction(e.detail)}
      @eb-gallery-warm=${() => warmEditor(this.#host.renderRoot as ShadowRoot, this.#host.session)}
    ></eb-gallery>`;
  }

  #onGalleryOpen(detail: GalleryOpenDetail): void {
    const documents = this.#documents;
    if (detail.kind === 'new') documents.newTemplate();
    else if (detail.kind === 'library') documents.openLibrary(detail.item);
    else if (detail.kind === 'import') documents.openImported(detail.result, detail.name);
    else if (detail.kind === 'template') this.open(() => documents.fetchListed(detail.item)).catch(() => {});
    else if (detail.kind === 'restore-draft') documents.restoreDraft();
    else if (detail.kind === 'discard-draft') {
      clearDraft(this.#host.userId);
      this.draft = null;
      this.#host.requestUpdate();
    }
  }

  #onGalleryAction({ action, item, name }: GalleryActionDetail): void {
    // The lifecycle reports its own failures (eb-error, toast or notice); only a missing chunk is left.
    const run = async (t: TemplateLifecycle): Promise<unknown> => {
      if (action === 'delete') return t.delete(item._id).catch(() => {});
      if (action === 'duplicate') return t.duplicate(item._id);
      if (action === 'rename' && name) return t.rename(item._id, name);
    };
    this.templates()
      .then(run)
      .catch((error: unknown) => this.#host.emitError(error));
  }

  #onAction(action: EditorAction): void {
    if (action === 'back') {
      this.#documents.flushDraft();
      this.showDraft();
      this.toGallery();
    } else if (action === 'save') this.#documents.save();
    else if (action === 'save-copy') this.#documents.saveCopy();
    else if (action === 'preview') this.#transfers.preview();
    else if (action === 'export') this.#transfers.downloadExport();
    else if (action === 'history') this.#openHistory();
    else if (action === 'test-send') this.#openTestSend();
  }

  /** Loads the "Send test" dialog's code on first use, then opens it. */
  async #openTestSend(): Promise<void> {
    try {
      await testSendChunk.load();
      await this.#host.renderRoot.querySelector('eb-test-send')?.show();
    } catch (error) {
      this.#host.setNotice(noticeFor(error));
      this.#host.emitError(error);
    }
  }

  /** Loads the History panel's code on first use, then opens it on the open template. */
  async #openHistory(): Promise<void> {
    try {
      await historyChunk.load();
      await this.#host.renderRoot.querySelector<EbHistory>('eb-history')?.show();
    } catch (error) {
      this.#host.setNotice(noticeFor(error));
      this.#host.emitError(error);
    }
  }
}

import { ContextProvider } from '@lit/context';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { newBlockId } from '../../core/document/ids';
import type { EmailDocument } from '../../core/document/schema';
import type { ExportResult, Template } from '../api/types';
import type { ImageDropDetail } from '../canvas/canvas';
import type { EditorAction } from '../editor/editor';
import type { EbGallery, GalleryActionDetail, GalleryOpenDetail } from '../gallery/gallery';
import '../gallery/gallery';
import { actionsChunk } from '../gallery/actions-chunk';
import type { TemplateLifecycle } from '../gallery/lifecycle';
import type { ImageUploadDetail } from '../inspector/inspector';
import type { PreviewExportDetail } from '../preview/preview';
import { type MergeTag, type MergeTagSyntax, parseMergeTags, parseSyntax, resolveMergeTags } from '../merge-tags/merge-tags';
import { storeContext } from '../shared/context';
import { define } from '../shared/define';
import { clearDraft, type Draft, readDraft } from '../state/draft';
import { blankDocument } from '../state/empty';
import { errorMessage, type Notice, noticeFor } from '../state/notices';
import { EditorStore } from '../state/store';
import type { EbHistory } from '../history/history';
import { editorChunk, historyChunk } from './chunks';
import { DocumentController } from './documents';
import { emitter, errorDetail } from './events';
import { builderStyles } from './email-builder.styles';
import { PageEvents } from './page-events';
import { SessionController } from './session';
import { warmEditor } from './warm-editor';
import { editorUnavailable, loading, panel, type Toast, toastView } from './views';

export type {
  EbChangeDetail,
  EbDirtyChangeDetail,
  EbDeleteDetail,
  EbDuplicateDetail,
  EbErrorDetail,
  EbReadyDetail,
  EbSaveDetail,
  EbUpgradeRequestedDetail,
  EmailBuilderEventMap,
} from './events';

/** `opening`: fetching a template or the editor's code; `unavailable`: that code failed to load. */
type View = 'gallery' | 'opening' | 'editor' | 'unavailable';

/**
 * `<email-builder>`: a template gallery and a block editor for emails, talking to the Email
 * Builder API with a session token.
 *
 * @tagname email-builder
 * @attr api-key - A session token from `POST /v1/sessions`. Secret keys (`eb_live_…`, `eb_test_…`) are refused. Set a new one any time (token refresh).
 * @attr user-id - The end user the token belongs to (drafts are kept per user). Changing it (with that
 *   user's `api-key`) switches users: the gallery reloads and the previous user's unsaved work stays their draft.
 * @attr base-url - The API origin; defaults to the origin this module was loaded from.
 * @attr library-label - Name of the library tab; honoured only on plans with `whiteLabel`.
 * @attr theme - `light` (default), `dark` or `auto` (follows the OS).
 * @attr merge-tags - JSON list of the host's merge tags, `[{"name", "value", "sample"?, "group"?}]` (also the `mergeTags` property).
 *   Without it the element offers its own tags (contact fields and the starter templates' tags).
 * @attr merge-tag-syntax - The sending platform's delimiters: `{{ }}` (default), `*| |*` or `%% %%`.
 *
 * @fires eb-ready - `{plan, features}` once the token is validated.
 * @fires eb-change - `{document}` after every edit by the user (never when a document is opened).
 * @fires eb-dirty-change - `{dirty}` when the open document gains or loses unsaved changes (see the `dirty` property).
 * @fires eb-save - `{template}` after a successful save.
 * @fires eb-error - `{status, code, message}` when a call fails or the key is refused (status 0: offline or refused locally);
 *   `token_malformed`, `token_rejected`, `user_mismatch` and `session_expired` are integration mistakes, explained in `message`.
 * @fires eb-session-expired - the token expired: set a new `api-key`; the failed call then resumes.
 * @fires eb-delete - `{id}` after a template was deleted (its Undo, within 10 s, creates a new one).
 * @fires eb-duplicate - `{template}` after a template was copied into the user's own templates.
 * @fires eb-upgrade-requested - `{feature, plan}` when the user asks to upgrade (the plan's template limit, say): open your billing page.
 *
 * @csspart gallery - the gallery screen.
 * @csspart tabs - the gallery's tab list.
 * @csspart card - one template card.
 * @csspart editor - the editor screen.
 * @csspart toolbar - the editor's toolbar.
 * @csspart palette - the block palette.
 * @csspart canvas - the email canvas.
 * @csspart frame - the device frame around the email.
 * @csspart inspector - the block inspector.
 * @csspart dialog - the preview and History dialogs.
 *
 * @cssprop --eb-accent - Accent colour (buttons, selection).
 * @cssprop --eb-accent-hover - Accent colour on hover.
 * @cssprop --eb-accent-fg - Text on the accent colour.
 * @cssprop --eb-accent-soft - Soft accent (selected backgrounds).
 * @cssprop --eb-bg - Surface colour.
 * @cssprop --eb-bg-subtle - Subtle surface (panels).
 * @cssprop --eb-bg-muted - Muted surface (skeletons, wells).
 * @cssprop --eb-stage - Behind the email.
 * @cssprop --eb-fg - Text colour.
 * @cssprop --eb-fg-muted - Secondary text.
 * @cssprop --eb-fg-subtle - Tertiary text.
 * @cssprop --eb-border - Hairlines.
 * @cssprop --eb-border-strong - Strong borders.
 * @cssprop --eb-font-family - UI font.
 * @cssprop --eb-radius - Corner radius.
 * @cssprop --eb-radius-sm - Small corner radius.
 * @cssprop --eb-outer-radius - The element's own corner radius.
 * @cssprop --eb-height - Height of the element (default 100% of its container).
 * @cssprop --eb-min-height - Minimum height (default 560px).
 *
 * Static `EmailBuilder.maxRetryWaitMs` (default 60 000) caps how long a 429's Retry-After is honoured
 * before the single retry.
 */
export class EmailBuilder extends LitElement {
  static override properties = {
    apiKey: { type: String, attribute: 'api-key' },
    userId: { type: String, attribute: 'user-id' },
    baseUrl: { type: String, attribute: 'base-url' },
    libraryLabel: { type: String, attribute: 'library-label' },
    theme: { type: String, reflect: true },
    mergeTags: { attribute: 'merge-tags', converter: { fromAttribute: (value: string | null) => parseMergeTags(value) } },
    mergeTagSyntax: { type: String, attribute: 'merge-tag-syntax' },
    _view: { state: true },
    _notice: { state: true },
    _toast: { state: true },
    _draft: { state: true },
  };

  static override styles = builderStyles;

  /** Longest wait honoured for a 429's Retry-After before the one retry, in ms (applies to elements configured afterwards). */
  static maxRetryWaitMs = 60_000;

  declare apiKey: string;
  declare userId: string;
  declare baseUrl: string;
  declare libraryLabel: string;
  declare theme: 'light' | 'dark' | 'auto';
  declare mergeTags: MergeTag[] | null;
  declare mergeTagSyntax: MergeTagSyntax;
  declare _view: View;
  declare _notice: Notice | null;
  declare _toast: Toast | null;
  declare _draft: Draft | null;

  /** @internal The open document, its undo history, selection and save state (the editor's components share it). */
  readonly store = new EditorStore(blankDocument(), () => newBlockId());
  /** @internal */
  readonly emit = emitter(this);
  #session = new SessionController(this);
  #documents = new DocumentController(this);
  /** Delete, duplicate and rename live in the card-actions chunk, loaded on first use. */
  #lifecycle: Promise<TemplateLifecycle> | null = null;
  #toastTimer = 0;
  #retryEditor: (() => void) | null = null;

  constructor() {
    super();
    this.apiKey = '';
    this.userId = '';
    this.baseUrl = '';
    this.libraryLabel = '';
    this.theme = 'light';
    this.mergeTags = null;
    this.mergeTagSyntax = '{{ }}';
    this._view = 'gallery';
    this._notice = null;
    this._toast = null;
    this._draft = null;
    new ContextProvider(this, { context: storeContext, initialValue: this.store });
    new PageEvents(this);
  }

  // ---- Public API -----------------------------------------------------------------------------

  /** Opens a template by id (a user, shared or library `seed-…` template) in the editor. */
  open(id: string): Promise<void> {
    return this.#open(() => this.#documents.fetchForOpen(id));
  }

  /** Fetches the document and the editor's code side by side, then shows the editor. */
  async #open(fetch: () => Promise<() => void>): Promise<void> {
    this._view = 'opening';
    editorChunk.prefetch();
    try {
      const show = await fetch();
      show();
    } catch (error) {
      this._view = 'gallery';
      this.emitError(error);
      this.showToast(errorMessage(error));
      throw error;
    }
  }

  /** Opens a blank, unsaved template. */
  newTemplate(): void {
    this.#documents.newTemplate();
  }

  /** Saves the open document: creates it the first time, updates it after. Resolves to the saved template, or null on failure. */
  save(): Promise<Template | null> {
    return this.#documents.save();
  }

  /**
   * Renders the open document through the API (`POST /v1/render`) and checks it: resolves to
   * `{html, text, checks}`, where `checks` lists `{code, severity, blockId?, message}` per problem
   * (empty when none; a host may refuse to send on any `error`). Needs the `exportHtml` feature.
   */
  exportHtml(): Promise<ExportResult> {
    return this.#documents.exportHtml();
  }

  /** True while the open document has changes that are not saved (`eb-dirty-change` announces each flip). */
  get dirty(): boolean {
    return this.store.dirty;
  }

  /** A copy of the open document. */
  getDocument(): EmailDocument {
    return structuredClone(this.store.doc);
  }

  /** Deletes a template at once (no confirmation: that is the caller's); the toast offers Undo for 10 s. */
  deleteTemplate(id: string): Promise<void> {
    return this.#templates().then((t) => t.delete(id));
  }

  /** Copies a template (own or shared) into the user's own as “<name> (copy)”; resolves to the copy, or null on failure. */
  duplicateTemplate(id: string): Promise<Template | null> {
    return this.#templates().then((t) => t.duplicate(id));
  }

  /** Opens a document the host holds (JSON, as `getDocument()` returns it) as a new, unsaved template. */
  loadDocument(document: EmailDocument, name = 'Untitled template'): Promise<void> {
    return this.#documents.loadDocument(document, name);
  }

  // ---- For the controllers --------------------------------------------------------------------

  /** @internal */
  get session() {
    return this.#session.session;
  }
  /** @internal */
  gallery(): EbGallery | null {
    return this.renderRoot?.querySelector('eb-gallery') ?? null;
  }
  /** @internal */
  get editing(): boolean {
    return this._view === 'editor';
  }
  /** @internal */
  get notice(): Notice | null {
    return this._notice;
  }
  /** @internal */
  setNotice(notice: Notice | null): void {
    this._notice = notice;
  }
  /** @internal */
  flushDraft(): void {
    this.#documents.flushDraft();
  }
  /** @internal */
  requireClient() {
    return this.#session.require();
  }
  /** @internal */
  emitError(error: unknown): void {
    this.emit('eb-error', errorDetail(error));
  }
  /** @internal Shows a toast; an empty message hides it. */
  showToast(message: string, action?: Toast['action']): void {
    clearTimeout(this.#toastTimer);
    this._toast = message ? { message, action } : null;
    if (message) this.#toastTimer = window.setTimeout(() => (this._toast = null), action ? 10_000 : 4000);
  }

  /** @internal Shows the editor, loading its code first when it is not here yet. */
  enterEditor(next: Notice | null): void {
    this._notice = next;
    const show = () => {
      this._view = 'editor';
    };
    if (editorChunk.loaded) {
      show();
      return;
    }
    this._view = 'opening';
    editorChunk.load().then(
      () => {
        if (this._view === 'opening') show();
      },
      (error: unknown) => {
        if (this._view !== 'opening') return;
        this._view = 'unavailable';
        this.#retryEditor = () => this.enterEditor(next);
        this.emitError(error);
      },
    );
  }

  // ---- Lifecycle ------------------------------------------------------------------------------

  protected override willUpdate(changed: PropertyValues<this>): void {
    const previousUser = changed.get('userId');
    const userSwitched = changed.has('userId') && Boolean(previousUser);
    if (userSwitched) this.#leaveUser(previousUser as string);
    if (userSwitched || changed.has('apiKey') || changed.has('baseUrl')) {
      this.#session.maxRetryWaitMs = EmailBuilder.maxRetryWaitMs;
      this.#session.configure();
    }
    if (changed.has('userId')) this.#showDraft();
    if (changed.has('libraryLabel')) this.#session.relabel();
    if (changed.has('mergeTags') || changed.has('mergeTagSyntax')) {
      const syntax = parseSyntax(this.mergeTagSyntax);
      this.store.setMergeTags(resolveMergeTags(parseMergeTags(this.mergeTags), syntax), syntax);
    }
  }

  protected override render() {
    const { refused, failure, session, validate } = this.#session;
    if (refused) return panel('This key cannot be used here', refused);
    if (failure) return panel(failure.title, failure.message);
    if (!this.apiKey)
      return panel('No session token', 'Set the api-key attribute to a session token minted by your server with POST /v1/sessions.');
    if (!session) {
      const wait = () => loading('Loading…', this._notice?.message);
      return validate.render({
        error: (error) =>
          panel('Could not connect', errorMessage(error), html`<button class="btn primary" @click=${() => validate.run()}>Retry</button>`),
        initial: wait,
        pending: wait,
        complete: wait,
      });
    }
    return html`${this.#screen()}
      ${session.features.whiteLabel ? nothing : html`<p class="powered">Powered by <a href="https://github.com/email-builder" target="_blank" rel="noopener">Email Builder</a></p>`}
      <eb-preview part="dialog" exportparts="dialog" @eb-preview-export=${(e: CustomEvent<PreviewExportDetail>) => this.#documents.previewExport(e.detail)}></eb-preview>
      <eb-history exportparts="dialog" .restore=${(version: number) => this.#documents.restoreVersion(version)}></eb-history>
      ${toastView(this._toast, () => this.showToast(''))}`;
  }

  #screen() {
    if (this._view === 'opening') return loading('Opening template…', this._notice?.message);
    if (this._view === 'unavailable')
      return editorUnavailable(
        () => this.#retryEditor?.(),
        () => (this._view = 'gallery'),
      );
    if (this._view === 'editor') {
      const upload = (e: CustomEvent<ImageUploadDetail | ImageDropDetail>) => this.#documents.upload(e.detail.id, e.detail.file);
      return html`<eb-editor
        class="screen"
        part="editor"
        exportparts="toolbar, palette, canvas, inspector, frame"
        .notice=${this._notice}
        @eb-editor-action=${(e: CustomEvent<EditorAction>) => this.#onAction(e.detail)}
        @eb-image-upload=${upload}
        @eb-image-drop=${upload}
      ></eb-editor>`;
    }
    return html`<eb-gallery
        class="screen"
        part="gallery"
        exportparts="tabs, card"
        .draft=${this._draft}
        @eb-gallery-open=${(e: CustomEvent<GalleryOpenDetail>) => this.#onGalleryOpen(e.detail)}
        @eb-gallery-action=${(e: CustomEvent<GalleryActionDetail>) => this.#onGalleryAction(e.detail)}
        @eb-gallery-warm=${() => warmEditor(this.renderRoot as ShadowRoot, this.session)}
      ></eb-gallery>`;
  }

  // ---- Gallery and editor actions -------------------------------------------------------------

  /** Another user signs in on the same element: their work stays their draft, nothing of theirs shows to the next. */
  #leaveUser(previousUser: string): void {
    this.#documents.flushDraft(previousUser);
    this.#session.reset();
    this._notice = null;
    this._view = 'gallery';
  }

  /** Offers the user's unsaved draft in the gallery, once it has been checked. */
  #showDraft(): void {
    const userId = this.userId;
    readDraft(userId).then(
      (draft) => {
        if (this.userId === userId) this._draft = draft;
      },
      () => {},
    );
  }

  #onGalleryOpen(detail: GalleryOpenDetail): void {
    if (detail.kind === 'new') this.newTemplate();
    else if (detail.kind === 'library') this.#documents.openLibrary(detail.item);
    else if (detail.kind === 'template') this.#open(() => this.#documents.fetchListed(detail.item)).catch(() => {});
    else if (detail.kind === 'restore-draft') this.#documents.restoreDraft();
    else if (detail.kind === 'discard-draft') {
      clearDraft(this.userId);
      this._draft = null;
    }
  }

  #templates(): Promise<TemplateLifecycle> {
    this.#lifecycle ??= actionsChunk.load().then(({ TemplateLifecycle }) => new TemplateLifecycle(this));
    this.#lifecycle.catch(() => {
      this.#lifecycle = null;
    });
    return this.#lifecycle;
  }

  #onGalleryAction({ action, item, name }: GalleryActionDetail): void {
    // The lifecycle reports its own failures (eb-error, toast or notice); only a missing chunk is left.
    const run = async (t: TemplateLifecycle): Promise<unknown> => {
      if (action === 'delete') return t.delete(item._id).catch(() => {});
      if (action === 'duplicate') return t.duplicate(item._id);
      if (action === 'rename' && name) return t.rename(item._id, name);
    };
    this.#templates()
      .then(run)
      .catch((error: unknown) => this.emitError(error));
  }

  #onAction(action: EditorAction): void {
    if (action === 'back') {
      this.#documents.flushDraft();
      this.#showDraft();
      this._notice = null;
      this._view = 'gallery';
    } else if (action === 'save') this.save();
    else if (action === 'save-copy') this.#documents.saveCopy();
    else if (action === 'preview') this.#documents.preview();
    else if (action === 'export') this.#documents.downloadExport();
    else if (action === 'history') this.#openHistory();
  }

  /** Loads the History panel's code on first use, then opens it on the open template. */
  async #openHistory(): Promise<void> {
    try {
      await historyChunk.load();
      await this.renderRoot.querySelector<EbHistory>('eb-history')?.show();
    } catch (error) {
      this._notice = noticeFor(error);
      this.emitError(error);
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'email-builder': EmailBuilder;
  }
}

define('email-builder', EmailBuilder);

import { ContextProvider } from '@lit/context';
import { initialState, Task } from '@lit/task';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { newBlockId } from '../../core/document/ids';
import type { EmailDocument } from '../../core/document/schema';
import { renderHtml } from '../../core/render/index';
import { ApiClient } from '../api/client';
import { ApiError, isSecretKey } from '../api/errors';
import type { ApiErrorDetail, Features, LibraryItem, RenderResult, Template, ValidateResult } from '../api/types';
import type { ImageDropDetail } from '../canvas/canvas';
import type { EditorAction, Notice } from '../editor/editor';
import '../editor/editor';
import type { GalleryOpenDetail } from '../gallery/gallery';
import '../gallery/gallery';
import type { ImageUploadDetail } from '../inspector/inspector';
import type { EbPreview } from '../preview/preview';
import '../preview/preview';
import { apiContext, NO_FEATURES, type SessionInfo, sessionContext, storeContext } from '../shared/context';
import { define } from '../shared/define';
import { icon } from '../shared/icons';
import { clearDraft, type Draft, readDraft, writeDraft } from '../state/draft';
import { blankDocument } from '../state/empty';
import { EditorStore, type StoreChange } from '../state/store';
import { builderStyles } from './email-builder.styles';

export interface EbReadyDetail {
  plan: string;
  features: Features;
}
export interface EbChangeDetail {
  document: EmailDocument;
}
export interface EbSaveDetail {
  template: Template;
}
export type EbErrorDetail = ApiErrorDetail;

export interface EmailBuilderEventMap {
  'eb-ready': CustomEvent<EbReadyDetail>;
  'eb-change': CustomEvent<EbChangeDetail>;
  'eb-save': CustomEvent<EbSaveDetail>;
  'eb-error': CustomEvent<EbErrorDetail>;
  'eb-session-expired': CustomEvent<Record<string, never>>;
}

type View = 'gallery' | 'editor' | 'opening';

/** Where the module was loaded from: the API that serves it, unless `base-url` says otherwise. */
function moduleOrigin(): string {
  try {
    return new URL(import.meta.url).origin;
  } catch {
    return globalThis.location?.origin ?? '';
  }
}

/**
 * `<email-builder>`: a template gallery and a block editor for emails, talking to the Email
 * Builder API with a session token.
 *
 * @attr api-key - A session token from `POST /v1/sessions`. Secret keys (`eb_live_…`, `eb_test_…`) are refused. Set a new one any time (token refresh).
 * @attr user-id - The end user the token belongs to (drafts are kept per user). Changing it (with that
 *   user's `api-key`) switches users: the gallery reloads and the previous user's unsaved work stays their draft.
 * @attr base-url - The API origin; defaults to the origin this module was loaded from.
 * @attr library-label - Name of the library tab; honoured only on plans with `whiteLabel`.
 * @attr theme - `light` (default), `dark` or `auto` (follows the OS).
 *
 * @fires eb-ready - `{plan, features}` once the token is validated.
 * @fires eb-change - `{document}` after every edit.
 * @fires eb-save - `{template}` after a successful save.
 * @fires eb-error - `{status, code, message}` when a call fails or the key is refused (status 0: offline or refused locally).
 * @fires eb-session-expired - the token expired: set a new `api-key`; the failed call then resumes.
 *
 * @csspart gallery - the gallery screen. Inner parts: `tabs`, `card`.
 * @csspart editor - the editor screen. Inner parts: `toolbar`, `palette`, `canvas`, `inspector`, `frame`.
 * @csspart dialog - the preview dialog.
 *
 * @cssprop --eb-accent - Accent colour (buttons, selection). Also `--eb-accent-hover`, `--eb-accent-fg`, `--eb-accent-soft`.
 * @cssprop --eb-bg - Surface colour. Also `--eb-bg-subtle`, `--eb-bg-muted`, `--eb-stage` (behind the email).
 * @cssprop --eb-fg - Text colour. Also `--eb-fg-muted`, `--eb-fg-subtle`.
 * @cssprop --eb-border - Hairlines. Also `--eb-border-strong`.
 * @cssprop --eb-font-family - UI font.
 * @cssprop --eb-radius - Corner radius. Also `--eb-radius-sm`, `--eb-outer-radius`.
 * @cssprop --eb-height - Height of the element (default 100% of its container); `--eb-min-height` (560px).
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
    _view: { state: true },
    _refused: { state: true },
    _notice: { state: true },
    _toast: { state: true },
    _draft: { state: true },
    _session: { state: true },
  };

  static override styles = builderStyles;

  /** Longest wait honoured for a 429's Retry-After before the one retry, in ms (applies to elements configured afterwards). */
  static maxRetryWaitMs = 60_000;

  declare apiKey: string;
  declare userId: string;
  declare baseUrl: string;
  declare libraryLabel: string;
  declare theme: 'light' | 'dark' | 'auto';
  declare _view: View;
  declare _refused: string | null;
  declare _notice: Notice | null;
  declare _toast: { message: string; action?: { label: string; run: () => void } } | null;
  declare _draft: Draft | null;
  declare _session: SessionInfo | null;

  readonly store = new EditorStore(blankDocument(), () => newBlockId());
  #client: ApiClient | null = null;
  #validated: ValidateResult | null = null;
  #draftTimer = 0;
  #toastTimer = 0;
  #saving: Promise<Template | null> | null = null;
  #apiProvider = new ContextProvider(this, { context: apiContext });
  #sessionProvider = new ContextProvider(this, { context: sessionContext });
  #validate = new Task(this, {
    task: async ([client]) => (client ? client.validate() : initialState),
    args: () => [this.#client] as const,
    onComplete: (result) => this.#onValidated(result),
    onError: (error) => {
      this.#emitError(error);
      if (this._session) this._notice = noticeFor(error);
    },
  });

  constructor() {
    super();
    this.apiKey = '';
    this.userId = '';
    this.baseUrl = '';
    this.libraryLabel = '';
    this.theme = 'light';
    this._view = 'gallery';
    this._refused = null;
    this._notice = null;
    this._toast = null;
    this._draft = null;
    this._session = null;
    new ContextProvider(this, { context: storeContext, initialValue: this.store });
    this.store.addEventListener('change', this.#onStoreChange);
  }

  // ---- Public API -----------------------------------------------------------------------------

  /** Opens a template by id (a user, shared or library `seed-…` template) in the editor. */
  async open(id: string): Promise<void> {
    const client = this.#requireClient();
    this._view = 'opening';
    try {
      if (id.startsWith('seed-')) {
        const item = (await client.library()).find((t) => t._id === id);
        if (!item) throw new ApiError({ status: 404, code: 'not_found', message: 'That library template does not exist.' });
        this.#openLibrary(item);
        return;
      }
      const template = await client.getTemplate(id);
      this.#openTemplate(template);
    } catch (error) {
      this._view = 'gallery';
      this.#emitError(error);
      this.#showToast(errorMessage(error));
      throw error;
    }
  }

  /** Opens a blank, unsaved template. */
  newTemplate(): void {
    this.store.load({ doc: blankDocument(), name: 'Untitled template', templateId: null, source: 'new' });
    this.#enterEditor(null);
  }

  /** Saves the open document: creates it the first time, updates it after. Resolves to the saved template, or null on failure. */
  save(): Promise<Template | null> {
    const run = async (): Promise<Template | null> => {
      if (this.#saving) await this.#saving;
      return this.#saveNow();
    };
    const pending = run();
    this.#saving = pending.finally(() => {
      if (this.#saving === pending) this.#saving = null;
    }) as Promise<Template | null>;
    return pending;
  }

  /** Renders the open document through the API (`POST /v1/render`); needs the `exportHtml` feature. */
  async exportHtml(): Promise<RenderResult> {
    const client = this.#requireClient();
    if (!this._session?.features.exportHtml) {
      const error = new ApiError({
        status: 402,
        code: 'feature_not_in_plan',
        message: 'Upgrade required: exporting HTML is not included in your plan.',
      });
      this.#emitError(error);
      throw error;
    }
    try {
      return await client.render(this.store.doc);
    } catch (error) {
      this.#emitError(error);
      throw error;
    }
  }

  /** A copy of the open document. */
  getDocument(): EmailDocument {
    return structuredClone(this.store.doc);
  }

  // ---- Lifecycle ------------------------------------------------------------------------------

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('beforeunload', this.#onBeforeUnload);
    window.addEventListener('offline', this.#onOffline);
    window.addEventListener('online', this.#onOnline);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('beforeunload', this.#onBeforeUnload);
    window.removeEventListener('offline', this.#onOffline);
    window.removeEventListener('online', this.#onOnline);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const previousUser = changed.get('userId');
    const userSwitched = changed.has('userId') && Boolean(previousUser);
    if (userSwitched) this.#leaveUser(previousUser as string);
    if (userSwitched || changed.has('apiKey') || changed.has('baseUrl')) this.#configureClient();
    if (changed.has('userId')) this._draft = readDraft(this.userId);
    if (changed.has('libraryLabel') && this.#validated) this.#onValidated(this.#validated);
  }

  protected override render() {
    if (this._refused) return this.#panel('This key cannot be used here', this._refused);
    if (!this.apiKey)
      return this.#panel('No session token', 'Set the api-key attribute to a session token minted by your server with POST /v1/sessions.');
    const session = this._session;
    if (!session) {
      return this.#validate.render({
        error: (error) =>
          this.#panel(
            'Could not connect',
            errorMessage(error),
            html`<button class="btn primary" @click=${() => this.#validate.run()}>Retry</button>`,
          ),
        initial: () => this.#loading(),
        pending: () => this.#loading(),
        complete: () => this.#loading(),
      });
    }
    return html`${this.#screen()}
      ${session.features.whiteLabel ? nothing : html`<p class="powered">Powered by <a href="https://github.com/email-builder" target="_blank" rel="noopener">Email Builder</a></p>`}
      <eb-preview part="dialog" exportparts="dialog"></eb-preview>
      ${this._toast ? this.#renderToast() : nothing}`;
  }

  #screen() {
    if (this._view === 'opening') return this.#loading('Opening template…');
    if (this._view === 'editor') {
      return html`<eb-editor
        class="screen"
        part="editor"
        exportparts="toolbar, palette, canvas, inspector, frame"
        .notice=${this._notice}
        @eb-editor-action=${(e: CustomEvent<EditorAction>) => this.#onAction(e.detail)}
        @eb-image-upload=${(e: CustomEvent<ImageUploadDetail>) => this.#upload(e.detail.id, e.detail.file)}
        @eb-image-drop=${(e: CustomEvent<ImageDropDetail>) => this.#upload(e.detail.id, e.detail.file)}
      ></eb-editor>`;
    }
    return html`<eb-gallery
        class="screen"
        part="gallery"
        exportparts="tabs, card"
        .draft=${this._draft}
        @eb-gallery-open=${(e: CustomEvent<GalleryOpenDetail>) => this.#onGalleryOpen(e.detail)}
      ></eb-gallery>`;
  }

  #panel(title: string, message: string, action: unknown = nothing) {
    return html`<div class="center">
      <div class="panel" role="alert">
        <h2>${icon('alert')}${title}</h2>
        <p>${message}</p>
        ${action}
      </div>
    </div>`;
  }

  #loading(label = 'Loading…') {
    const waiting = this._notice?.message;
    return html`<div class="center" aria-busy="true">
      <div class="spinner" role="progressbar" aria-label=${label}></div>
      ${waiting ? html`<p class="notice warning" role="status">${waiting}</p>` : nothing}
    </div>`;
  }

  #renderToast() {
    const toast = this._toast;
    if (!toast) return nothing;
    return html`<div class="toast" role="status">
      <span>${toast.message}</span>
      ${toast.action ? html`<button class="btn" @click=${toast.action.run}>${toast.action.label}</button>` : nothing}
      <button class="btn icon ghost" aria-label="Dismiss" style="color:inherit" @click=${() => (this._toast = null)}>${icon('close')}</button>
    </div>`;
  }

  // ---- Connection -----------------------------------------------------------------------------

  #configureClient(): void {
    const key = (this.apiKey ?? '').trim();
    if (key && isSecretKey(key)) {
      this._refused =
        'This looks like a secret API key (eb_live_… or eb_test_…). Secret keys must stay on your server: mint a session token with POST /v1/sessions and pass that instead.';
      this.#emit('eb-error', { status: 0, code: 'secret_key_refused', message: this._refused });
      return;
    }
    this._refused = null;
    if (!key) return;
    const baseUrl = (this.baseUrl || moduleOrigin()).replace(/\/+$/, '');
    if (this.#client && (this.#client.baseUrl === baseUrl || this._session)) {
      const waiting = this.#client.waitingForToken;
      this.#client.token = key;
      if (waiting && this._notice?.message.startsWith('Your session expired')) this._notice = null;
      if (this.#client.baseUrl !== baseUrl) {
        // Same session, another address (a proxy, a failover): keep the user's work, re-check the key.
        this.#client.baseUrl = baseUrl;
        this.#validate.run();
      }
      return;
    }
    this.#client = new ApiClient({
      baseUrl,
      token: key,
      maxRetryWaitMs: EmailBuilder.maxRetryWaitMs,
      onSessionExpired: () => {
        this._notice = { kind: 'warning', message: 'Your session expired. Waiting for a new session to continue…' };
        this.#emit('eb-session-expired', {});
      },
    });
    this._session = null;
    this.#apiProvider.setValue(this.#client);
  }

  /**
   * Another user signs in on the same element: their work is kept as that user's draft, and
   * nothing of theirs (gallery, open template, session) may show to the next user.
   */
  #leaveUser(previousUser: string): void {
    this.#flushDraft(previousUser);
    this.#client = null;
    this._session = null;
    this._notice = null;
    this._view = 'gallery';
  }

  #onValidated(result: ValidateResult | typeof initialState): void {
    if (result === initialState || !this.#client) return;
    this.#validated = result;
    const features = { ...NO_FEATURES, ...result.features };
    const operator = result.operator?.name || 'Templates library';
    const first = this._session === null;
    this._session = {
      plan: result.plan,
      features,
      libraryLabel: features.whiteLabel && this.libraryLabel ? this.libraryLabel : operator,
      userId: result.userId ?? this.userId,
      assetBaseUrl: `${this.#client.baseUrl}/assets`,
    };
    this.#sessionProvider.setValue(this._session);
    if (first) this.#emit('eb-ready', { plan: result.plan, features });
  }

  #requireClient(): ApiClient {
    if (!this.#client) throw new ApiError({ status: 0, code: 'not_configured', message: 'Set a session token in api-key first.' });
    return this.#client;
  }

  // ---- Gallery → editor -----------------------------------------------------------------------

  #onGalleryOpen(detail: GalleryOpenDetail): void {
    if (detail.kind === 'new') this.newTemplate();
    else if (detail.kind === 'library') this.#openLibrary(detail.item);
    else if (detail.kind === 'template') this.open(detail.item._id).catch(() => {});
    else if (detail.kind === 'restore-draft') this.#restoreDraft();
    else if (detail.kind === 'discard-draft') {
      clearDraft(this.userId);
      this._draft = null;
    }
  }

  #openTemplate(template: Template): void {
    const draft = readDraft(this.userId);
    const source = template.userId === undefined ? 'shared' : 'user';
    if (source === 'user' && draft && draft.templateId === template._id) {
      this.store.load({ doc: draft.doc, name: draft.name, templateId: template._id, source, updatedAt: template.updatedAt, dirty: true });
      this.#enterEditor({
        kind: 'warning',
        message: 'Restored your unsaved changes from this device.',
        action: { label: 'Discard changes', run: () => this.#discardRecovered(template) },
      });
      return;
    }
    this.store.load({ doc: template.blockTree, name: template.name, templateId: template._id, source, updatedAt: template.updatedAt });
    this.#enterEditor(null);
  }

  #openLibrary(item: LibraryItem): void {
    this.store.load({ doc: structuredClone(item.blockTree), name: item.name, templateId: null, source: 'library', dirty: true });
    this.#enterEditor({
      kind: 'info',
      message: `A copy of “${item.name}” from ${this._session?.libraryLabel ?? 'the library'}. Save it to keep it in My Templates.`,
    });
  }

  #restoreDraft(): void {
    const draft = readDraft(this.userId);
    if (!draft) return;
    this.store.load({
      doc: draft.doc,
      name: draft.name,
      templateId: draft.templateId,
      source: draft.source,
      updatedAt: draft.baseUpdatedAt,
      dirty: true,
    });
    this.#enterEditor({ kind: 'warning', message: 'Restored your unsaved draft. Save to keep it.' });
  }

  #discardRecovered(template: Template): void {
    clearDraft(this.userId);
    this.store.load({
      doc: template.blockTree,
      name: template.name,
      templateId: template._id,
      source: 'user',
      updatedAt: template.updatedAt,
    });
    this._notice = null;
  }

  #enterEditor(notice: Notice | null): void {
    this._notice = notice;
    this._view = 'editor';
    this.#emit('eb-change', { document: this.store.doc });
  }

  // ---- Editor actions -------------------------------------------------------------------------

  #onAction(action: EditorAction): void {
    if (action === 'back') {
      this.#flushDraft();
      this._draft = readDraft(this.userId);
      this._notice = null;
      this._view = 'gallery';
    } else if (action === 'save') this.save();
    else if (action === 'save-copy') this.#saveCopy();
    else if (action === 'preview') this.#preview();
    else if (action === 'export') this.#export();
  }

  async #saveNow(): Promise<Template | null> {
    const client = this.#requireClient();
    const store = this.store;
    if (store.readOnly) return this.#saveCopy();
    const doc = store.doc;
    const name = store.name.trim() || 'Untitled template';
    const id = store.templateId;
    store.setSaveState('saving');
    try {
      const template = id
        ? await client.updateTemplate(id, { name, blockTree: doc })
        : await client.createTemplate({ name, blockTree: doc });
      // A name saved trimmed still counts as saved; edits made while saving stay unsaved.
      const savedName = store.name.trim() === name ? store.name : name;
      store.markSaved({ doc, name: savedName, templateId: template._id, updatedAt: template.updatedAt, source: 'user' });
      if (!store.dirty) clearDraft(this.userId);
      if (this._notice && this._notice.kind !== 'info') this._notice = null;
      this.#emit('eb-save', { template });
      return template;
    } catch (error) {
      store.setSaveState('error', error instanceof ApiError && error.status === 0 ? 'offline' : errorMessage(error));
      this._notice = noticeFor(error);
      this.#flushDraft();
      this.#emitError(error);
      return null;
    }
  }

  async #saveCopy(): Promise<Template | null> {
    const client = this.#requireClient();
    const doc = this.store.doc;
    const name = `${this.store.name} (copy)`.slice(0, 200);
    try {
      const template = await client.createTemplate({ name, blockTree: doc });
      this.store.load({
        doc: template.blockTree,
        name: template.name,
        templateId: template._id,
        source: 'user',
        updatedAt: template.updatedAt,
      });
      this._notice = null;
      this.#showToast(`Saved “${template.name}” to My Templates.`);
      this.#emit('eb-save', { template });
      return template;
    } catch (error) {
      this._notice = noticeFor(error);
      this.#emitError(error);
      return null;
    }
  }

  async #preview(): Promise<void> {
    const preview = this.renderRoot.querySelector<EbPreview>('eb-preview');
    await preview?.show(renderHtml(this.store.doc, { assetBaseUrl: this._session?.assetBaseUrl ?? '/assets' }));
  }

  async #export(): Promise<void> {
    if (!this._session?.features.exportHtml) {
      this._notice = { kind: 'warning', message: 'Exporting HTML is not included in your plan. Upgrade to export your emails.' };
      return;
    }
    try {
      const result = await this.exportHtml();
      const filename = `${slug(this.store.name) || 'email'}.html`;
      download(this.renderRoot, filename, result.html);
      this.#showToast(`Downloaded ${filename}`, { label: 'Copy HTML', run: () => this.#copy(result.html) });
    } catch (error) {
      this._notice = noticeFor(error);
    }
  }

  async #copy(text: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      this.#showToast('HTML copied to the clipboard.');
    } catch {
      this.#showToast('Copying was blocked by the browser. Use the downloaded file instead.');
    }
  }

  async #upload(id: string, file: File): Promise<void> {
    if (!this._session?.features.imageUpload) {
      this._notice = { kind: 'warning', message: 'Image upload is not included in your plan. Upgrade to upload images.' };
      return;
    }
    if (!/^image\/(png|jpeg|gif|webp)$/.test(file.type)) {
      this._notice = { kind: 'error', message: 'Only PNG, JPEG, GIF and WebP images can be uploaded.' };
      return;
    }
    const client = this.#requireClient();
    this.#showToast(`Uploading ${file.name}…`);
    try {
      const image = await client.uploadImage(file, file.name);
      this.store.update(id, (block) =>
        block.type === 'image'
          ? { ...block, props: { ...block.props, src: image.url, alt: block.props.alt || file.name.replace(/\.[a-z]+$/i, '') } }
          : block,
      );
      this.#showToast('Image uploaded.');
    } catch (error) {
      this._toast = null;
      this._notice = noticeFor(error);
      this.#emitError(error);
    }
  }

  // ---- Drafts, events, leaving ---------------------------------------------------------------

  #onStoreChange = (event: Event): void => {
    const { prev, next } = (event as CustomEvent<StoreChange>).detail;
    if (prev === next) return;
    this.#emit('eb-change', { document: next });
    clearTimeout(this.#draftTimer);
    this.#draftTimer = window.setTimeout(() => this.#flushDraft(), 300);
  };

  #flushDraft(userId = this.userId): void {
    clearTimeout(this.#draftTimer);
    const store = this.store;
    if (this._view !== 'editor' || store.readOnly || !store.dirty) return;
    writeDraft(userId, {
      templateId: store.templateId,
      name: store.name,
      source: store.source,
      doc: store.doc,
      baseUpdatedAt: store.updatedAt,
      savedAt: Date.now(),
    });
  }

  #onBeforeUnload = (event: BeforeUnloadEvent): void => {
    if (this._view !== 'editor' || !this.store.dirty || this.store.readOnly) return;
    this.#flushDraft();
    event.preventDefault();
    event.returnValue = '';
  };

  #onOffline = (): void => {
    this._notice = {
      kind: 'warning',
      message: 'You are offline. Your edits are kept on this device; save again when you are back online.',
    };
  };

  #onOnline = (): void => {
    if (this._notice?.message.startsWith('You are offline')) this._notice = null;
  };

  #showToast(message: string, action?: { label: string; run: () => void }): void {
    this._toast = { message, action };
    clearTimeout(this.#toastTimer);
    this.#toastTimer = window.setTimeout(() => (this._toast = null), action ? 10_000 : 4000);
  }

  #emitError(error: unknown): void {
    const detail: ApiErrorDetail =
      error instanceof ApiError
        ? error.toDetail()
        : { status: 0, code: 'unexpected', message: error instanceof Error ? error.message : String(error) };
    this.#emit('eb-error', detail);
  }

  #emit<K extends keyof EmailBuilderEventMap>(name: K, detail: EmailBuilderEventMap[K]['detail']): void {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong.';
}

/** The banner for a failed call: what happened and what the user can do. */
function noticeFor(error: unknown): Notice {
  if (error instanceof ApiError) {
    if (error.status === 0) return { kind: 'warning', message: error.message };
    if (error.status === 402) return { kind: 'warning', message: error.message };
  }
  return { kind: 'error', message: errorMessage(error) };
}

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
}

function download(root: ParentNode, filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/html' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  (root as ShadowRoot).append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

declare global {
  interface HTMLElementTagNameMap {
    'email-builder': EmailBuilder;
  }
}

define('email-builder', EmailBuilder);

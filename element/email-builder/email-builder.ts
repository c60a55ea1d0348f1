import { ContextProvider } from '@lit/context';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { newBlockId } from '../../core/document/ids';
import type { EmailDocument } from '../../core/document/schema';
import type { ExportResult, Template } from '../api/types';
import type { EbGallery } from '../gallery/gallery';
import '../gallery/gallery';
import type { AssistantFn } from '../assistant/types';
import type { FindPeople, Person } from '../comments/types';
import type { DataSources } from '../data-sources/types';
import type { MessageOverrides } from '../i18n/keys';
import type { PreviewExportDetail } from '../preview/preview';
import { define } from '../shared/define';
import { emitter, errorDetail } from '../shared/events';
import { blankDocument } from '../state/empty';
import type { LiveLink } from '../state/live';
import type { MergeTag, MergeTagSyntax } from '../state/merge-tags';
import type { KeyedNotice, Phrase } from '../state/notices';
import { EditorStore } from '../state/store';
import { storeContext } from '../state/store-context';
import type { SendTestFn } from '../test-send/test-send';
import { DocumentController } from './documents';
import { builderStyles } from './email-builder.styles';
import { lazyTransfers } from './lazy-transfers';
import { LocaleController } from './locale';
import { PageEvents } from './page-events';
import { Screens } from './screens';
import { SessionController } from './session';
import { applySettings, mergeTagsAttribute } from './settings';
import { type Toast, Toasts } from './toasts';
import { loading, poweredBy, signInView } from './views';

export type * from '../shared/events'; // the public events' details and their map, for integrators' listeners

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
 * @attr readonly - Shows templates without any editing control (gallery, canvas, preview), whatever the token's role.
 *   A reviewer's token (`role: "reviewer"`) opens everything this way too.
 * @attr merge-tags - JSON list of the host's merge tags, `[{"name", "value", "sample"?, "group"?}]` (also the `mergeTags` property).
 *   Without it the element offers its own tags (contact fields and the starter templates' tags).
 * @attr merge-tag-syntax - The sending platform's delimiters: `{{ }}` (default), `*| |*` or `%% %%`.
 * @attr locale - The UI language: `en`, `de`, `fr`, `es`, `pt-BR`, `ja` or `ar` (a regional tag such as `de-AT`
 *   picks its language and formats dates regionally). Default: the nearest `lang` attribute, else `en`. `ar` lays the
 *   UI out right to left; the element sets its own `lang` and `dir` from it.
 * @prop {Partial<Record<string, string>> | null} messages - The host's wording for any message key (see the
 *   element README), in the current locale; wins over the shipped catalogue.
 * @prop {SendTestFn | null} sendTest - The host's own sender for "Send test", used only when the API answers 501
 *   `test_send_not_configured` (no SMTP on the server): `({html, text, subject, to}) => Promise`; a rejection is shown
 *   to the user with its message.
 * @prop {AssistantFn | null} assistant - The host's own model for writing help (docs/api.md §16):
 *   `({task, text, locale, context}) => Promise<{text}> | AsyncIterable<string>`. Set, the inspector offers Rewrite,
 *   Shorten, Expand, Change tone (`context.tone`) and Translate (`context.language`) on text blocks, headings and button
 *   labels, subject lines and a preheader for the email, and a description (`alt_text`, `context.imageUrl`) for images;
 *   unset, they are absent. The element sends nothing anywhere else; what the function throws is shown to the user.
 * @prop {Array<{id: string, name: string}> | null} people - Who a comment can @-mention (docs/api.md §15); the ids go
 *   into the comment's `mentions`.
 * @prop {((query: string) => Promise<Array<{id: string, name: string}>>) | null} findPeople - Looks people up as the
 *   user types an @-mention (`query` is what follows the @), with or instead of `people`; its answer joins `people`.
 * @prop {DataSources | null} dataSources - The host's own objects for custom blocks' `item` fields (docs/api.md §16):
 *   `{products: {label, search(query) => Promise<[{id, title, subtitle?, image?, url?, fields?}]>}}`, by the name a field's `source` gives.
 *   The inspector's picker calls `search(query)` as the user types and copies the chosen item into the block, so the
 *   email does not depend on the catalogue afterwards. Read when the picker opens: setting it re-renders nothing.
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
 * @fires eb-presence-change - `{users: [{userId, name, color, blockId}]}` whenever who is in the open template's live session
 *   (co-editing, plans with `coEditing`), or the block each one has selected, changes: everyone there, this user first, one
 *   entry per user however many tabs. `name` is the session token's display name (`POST /v1/sessions` `name`), else the user id.
 * @fires eb-mention - `{templateId, comment, mentions}` after a comment that @-mentions people was stored (plans with
 *   `comments`): `mentions` are their ids, for the host to notify them its own way.
 * @fires eb-status-change - `{templateId, status, previous}` after the server moved a shared template's approval status:
 *   the user's request for review, approval or send-back, or an edit that returned an approved template to draft.
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
 * @csspart dialog - the preview, History and "Send test" dialogs.
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
 */
export class EmailBuilder extends LitElement {
  static override properties = {
    apiKey: { type: String, attribute: 'api-key' },
    userId: { type: String, attribute: 'user-id' },
    baseUrl: { type: String, attribute: 'base-url' },
    libraryLabel: { type: String, attribute: 'library-label' },
    theme: { type: String, reflect: true },
    readonly: { type: Boolean },
    mergeTags: { attribute: 'merge-tags', converter: mergeTagsAttribute },
    mergeTagSyntax: { type: String, attribute: 'merge-tag-syntax' },
    locale: { type: String },
    messages: { attribute: false },
    sendTest: { attribute: false },
    assistant: { attribute: false },
    // Accessors on the prototype, so bindings (React) set them as properties; never rendered.
    people: { attribute: false },
    findPeople: { attribute: false },
  };

  static override styles = builderStyles;

  /** Longest wait honoured for a 429's Retry-After before the one retry, in ms (applies to elements configured afterwards). */
  static maxRetryWaitMs = 60_000;

  declare apiKey: string;
  declare userId: string;
  declare baseUrl: string;
  declare libraryLabel: string;
  declare theme: 'light' | 'dark' | 'auto';
  declare readonly: boolean;
  declare mergeTags: MergeTag[] | null;
  declare mergeTagSyntax: MergeTagSyntax;
  declare locale: string;
  declare messages: MessageOverrides | null;
  declare sendTest: SendTestFn | null;
  declare assistant: AssistantFn | null | undefined;
  declare people: Person[] | null | undefined;
  declare findPeople: FindPeople | null | undefined;
  /** A plain property, not a reactive one: read when the picker opens, it costs the entry nothing. */
  declare dataSources: DataSources | null | undefined;

  /** @internal The open document, its undo history, selection and save state (the editor's components share it). */
  readonly store = new EditorStore(blankDocument(), () => newBlockId());
  /** @internal */
  readonly emit = emitter(this);
  /** @internal */
  readonly emitError = (error: unknown): void => this.emit('eb-error', errorDetail(error));
  #session = new SessionController(this);
  #documents = new DocumentController(this);
  #transfers = lazyTransfers(this);
  #screens = new Screens(this, this.#documents, this.#transfers);
  #locale = new LocaleController(this);
  #toasts = new Toasts(this);

  constructor() {
    super();
    this.apiKey = '';
    this.userId = '';
    this.baseUrl = '';
    this.libraryLabel = '';
    this.theme = 'light';
    this.readonly = false;
    this.mergeTags = null;
    this.mergeTagSyntax = '{{ }}';
    this.locale = '';
    this.messages = null;
    this.sendTest = null;
    new ContextProvider(this, { context: storeContext, initialValue: this.store });
    new PageEvents(this, this.#documents);
  }

  /** Opens a template by id (a user, shared or library `seed-…` template) in the editor. */
  open(id: string): Promise<void> {
    return this.#screens.open(() => this.#documents.fetchForOpen(id));
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
    return this.#transfers.exportHtml();
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
    return this.#screens.templates().then((t) => t.delete(id));
  }

  /** Copies a template (own or shared) into the user's own as “<name> (copy)”; resolves to the copy, or null on failure. */
  duplicateTemplate(id: string): Promise<Template | null> {
    return this.#screens.templates().then((t) => t.duplicate(id));
  }

  /** Opens a document the host holds (JSON, as `getDocument()` returns it) as a new, unsaved template. */
  loadDocument(document: EmailDocument, name = this.i18n.t('doc.untitled')): Promise<void> {
    return this.#documents.loadDocument(document, name);
  }

  // ---- For the controllers --------------------------------------------------------------------
  /** @internal The element's language (messages, direction, `Intl` formatting). */
  get i18n() {
    return this.#locale.i18n;
  }
  /** @internal */
  get session() {
    return this.#session.session;
  }
  /** @internal */
  get editing(): boolean {
    return this.#screens.view === 'editor';
  }
  /** @internal What the screen says about a failure or a wait; set through setNotice, which renders it. */
  notice: KeyedNotice | null = null;
  /** @internal */
  setNotice(notice: KeyedNotice | null): void {
    if (notice === this.notice) return;
    this.notice = notice;
    this.requestUpdate();
  }
  /** @internal The open template's live session (co-editing), set by the collab chunk while one is open. */
  declare live: LiveLink | undefined;
  /** @internal */
  readonly gallery = (): EbGallery | null => this.renderRoot?.querySelector('eb-gallery') ?? null;
  /** @internal */
  readonly requireClient = () => this.#session.require();
  /** @internal Shows a toast (worded in the element's language as it renders); null hides it. */
  readonly showToast = (text: Phrase | null, action?: Toast['action']): void => this.#toasts.show(text, action);
  /** @internal Shows the editor, loading its code first when it is not here yet. */
  readonly enterEditor = (next: KeyedNotice | null): void => this.#screens.enterEditor(next);

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.#session.maxRetryWaitMs = EmailBuilder.maxRetryWaitMs;
    applySettings(this, changed, this.#session, this.#documents, this.#screens, this.#locale);
  }

  protected override render() {
    const i18n = this.#locale.i18n;
    if (this.#locale.loading) return loading('', undefined);
    const session = this.#session.session;
    return (
      signInView(i18n, this.#session, this.apiKey, this.notice) ??
      html`${this.#screens.render()} ${!session || session.features.whiteLabel ? nothing : poweredBy(i18n)}
        <eb-preview part="dialog" exportparts="dialog" @eb-preview-export=${(e: CustomEvent<PreviewExportDetail>) => this.#transfers.previewExport(e.detail)}></eb-preview>
        <eb-history exportparts="dialog" .restore=${(version: number) => this.#documents.restoreVersion(version)}></eb-history>
        <eb-test-send exportparts="dialog" .sendTest=${this.sendTest} .save=${() => this.#documents.save()}></eb-test-send>
        ${this.#toasts.render(i18n)}`
    );
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'email-builder': EmailBuilder;
  }
}

define('email-builder', EmailBuilder);
